import { z } from 'zod';
import { FREE_CREDIT_DESCRIPTION_MAX, FREE_CREDIT_REWARD_MAX, FREE_CREDIT_TITLE_MAX } from './free-credit-events';
import { requiredText } from '../validation/text';

const flag = z.preprocess((v) => (v === true || v === 'true' || v === '1' || v === 1 ? true : v === false || v === 'false' || v === '0' || v === 0 ? false : v), z.boolean({ message: '是否開放請填 1 或 0' }));

/** An operator's edit of a free-credit event (POST /ops/free_credit_events/edit/{id}.json). */
export const freeCreditEventEditSchema = z.object({
  title: requiredText('請填寫任務名稱', FREE_CREDIT_TITLE_MAX, `任務名稱最多 ${FREE_CREDIT_TITLE_MAX} 個字`),
  description: z.string().trim().max(FREE_CREDIT_DESCRIPTION_MAX, `任務說明最多 ${FREE_CREDIT_DESCRIPTION_MAX} 個字`).default(''),
  reward_amount: z.coerce
    .number({ message: '贈點數量須為整數' })
    .int('贈點數量須為整數')
    .min(1, '贈點數量至少 1 點')
    .max(FREE_CREDIT_REWARD_MAX, `贈點數量最多 ${FREE_CREDIT_REWARD_MAX} 點`),
  is_active: flag,
  display_order: z.coerce.number().int('排序須為整數').min(0, '排序須為 0 以上').max(1000, '排序最多 1000').optional(),
});
export type FreeCreditEventEdit = z.infer<typeof freeCreditEventEditSchema>;
