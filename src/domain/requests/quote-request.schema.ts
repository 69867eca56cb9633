import { z } from 'zod';
import { addressSchema } from './address';
import { whenSchema } from './when';
import { requiredText } from '../validation/text';

/** Request bodies of the request calls (spec section 7), shared by the server and the form. */

export const DESCRIPTION_MAX = 2000;
export const REPORT_REASON_MAX = 500;
/** Photos a request may carry (each under the upload limit, png/jpeg/gif). */
export const REQUEST_PHOTOS_MAX = 5;

// Forms send every value as text and leave unused fields empty: "" means "not given".
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const id = (message: string) => z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message));
const EMPTY_WHEN = { day_label: null, day_slots: [] };

const descriptionSchema = z.string({ error: '補充說明格式不正確' }).trim().max(DESCRIPTION_MAX, `補充說明請在 ${DESCRIPTION_MAX} 字以內`);

/** POST /quote_requests/search_add.json; answers are checked against the category's form. */
export const searchAddSchema = z.object({
  quote_category_id: id('請選擇服務類別'),
  city: z.string({ error: '請選擇縣市' }).trim().min(1, '請選擇縣市').max(20, '請選擇縣市'),
  district: z.string({ error: '請選擇鄉鎮市區' }).trim().min(1, '請選擇鄉鎮市區').max(20, '請選擇鄉鎮市區'),
  description: descriptionSchema.optional().default(''),
  QuoteFormSubmissionField: z.unknown().optional(),
  when: whenSchema.optional().default(EMPTY_WHEN),
  /** The street address; required when the category's work is done on site (see ./address.ts). */
  address: addressSchema,
  /** Where a moving job goes to (city and district names); required for such categories (see ./address.ts). */
  destination_city: z.preprocess(blankToUndefined, z.string({ error: '請選擇搬入地點的縣市' }).trim().max(20, '請選擇搬入地點的縣市').optional()),
  destination_district: z.preprocess(blankToUndefined, z.string({ error: '請選擇搬入地點的鄉鎮市區' }).trim().max(20, '請選擇搬入地點的鄉鎮市區').optional()),
  /** A pro's service the consumer came from: that pro is asked too, beside the matched ones. */
  invite: z.preprocess(blankToUndefined, z.coerce.number({ error: '邀請的專家不存在' }).int('邀請的專家不存在').positive('邀請的專家不存在').optional()),
});
export type SearchAddBody = z.infer<typeof searchAddSchema>;

/** POST /quote_requests/edit.json: the details and the time can change, not the job itself. */
export const editRequestSchema = z
  .object({
    id: id('缺少需求編號').optional(),
    quote_request_id: id('缺少需求編號').optional(),
    description: descriptionSchema.optional(),
    when: whenSchema.optional(),
    address: addressSchema,
  })
  .transform(({ id: given, quote_request_id, ...rest }) => ({ id: given ?? quote_request_id, ...rest }))
  .refine((body) => body.id !== undefined, { path: ['id'], message: '缺少需求編號' })
  .refine((body) => body.description !== undefined || body.when !== undefined || body.address !== undefined, {
    path: ['description'],
    message: '請填寫要修改的內容',
  });
export type EditRequestBody = z.infer<typeof editRequestSchema> & { id: number };

/** POST /quote_reports/add.json. */
export const reportRequestSchema = z.object({
  quote_request_id: id('缺少需求編號'),
  reason: requiredText('請說明檢舉的原因', REPORT_REASON_MAX, `原因請在 ${REPORT_REASON_MAX} 字以內`),
});
export type ReportRequestBody = z.infer<typeof reportRequestSchema>;

/** The actions of POST /quote_requests/change_status/{action}/{id}.json. */
export const REQUEST_STATUS_ACTIONS = ['close', 'archive'] as const;
export type RequestStatusAction = (typeof REQUEST_STATUS_ACTIONS)[number];
