import { z } from 'zod';
import { utcTimeField } from './suspension-event.schema';

export const RESERVE_NOTE_MAX = 500;

const id = (label: string) =>
  z.coerce.number({ error: `請提供${label}` }).int(`${label}格式不正確`).positive(`${label}格式不正確`).max(2_147_483_647, `${label}格式不正確`);

/** A consumer booking one free slot of a service (`begin_time` is the slot's start, UTC). */
export const reserveSchema = z.object({
  quote_service_id: id('服務編號'),
  begin_time: utcTimeField('預約時段'),
  quote_bid_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id('報價編號').optional()),
  note: z.string().trim().max(RESERVE_NOTE_MAX, `備註最多 ${RESERVE_NOTE_MAX} 個字`).optional().default(''),
});
export type ReserveInput = z.output<typeof reserveSchema>;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A range of Taipei dates (`from`, `to`, both `YYYY-MM-DD`) for the calendar and free slots. */
export const dateRangeSchema = z.object({
  from: z.string({ error: '請提供開始日期' }).regex(DATE_KEY, '開始日期格式需為 YYYY-MM-DD'),
  to: z.string({ error: '請提供結束日期' }).regex(DATE_KEY, '結束日期格式需為 YYYY-MM-DD'),
});
