import { z } from 'zod';
import { parseUtcString } from '../time';

export const PAUSE_TITLE_MAX = 50;
export const PAUSE_DESCRIPTION_MAX = 500;

/** A `YYYY-MM-DD HH:mm:ss` UTC time (api-conventions), parsed to an instant. */
export const utcTimeField = (label: string) =>
  z.string({ error: `請填寫${label}` }).transform((value, ctx) => {
    try {
      return parseUtcString(value.trim());
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label}格式需為 YYYY-MM-DD HH:mm:ss（UTC）` });
      return z.NEVER;
    }
  });

/** Adding or editing a pause (suspension event) of a service. */
export const suspensionEventSchema = z
  .object({
    begin_time: utcTimeField('暫停開始時間'),
    end_time: utcTimeField('暫停結束時間'),
    title: z.string().trim().max(PAUSE_TITLE_MAX, `標題最多 ${PAUSE_TITLE_MAX} 個字`).optional().default(''),
    description: z.string().trim().max(PAUSE_DESCRIPTION_MAX, `說明最多 ${PAUSE_DESCRIPTION_MAX} 個字`).optional().default(''),
  })
  .superRefine((input, ctx) => {
    if (input.end_time.getTime() <= input.begin_time.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: '暫停結束時間必須晚於開始時間' });
    }
  });
export type SuspensionEventInput = z.output<typeof suspensionEventSchema>;

/** POST /suspension_events/add.json: the service beside the pause; each part names its own fields. */
export const pauseServiceSchema = z.object({ quote_service_id: z.coerce.number({ error: '請提供服務編號' }).int().positive() });
export const pauseAddSchema = z.intersection(pauseServiceSchema, suspensionEventSchema);
