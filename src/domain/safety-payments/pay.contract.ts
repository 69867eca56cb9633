import { z } from 'zod';
import { PAY_TYPES } from '../payments/pay-type';
import { safetyPaymentSchema } from './safety-payments.contract';

/** POST /new/v1/third_party_payments/pay/{pid}.json: the body, and the answer. */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
export const PAY_TYPE_TEXT = '請選擇付款方式：信用卡（card）、超商代碼（cvs）或 ATM 轉帳（atm）';
const KEY_TEXT = '缺少 idempotency_key（每次付款一組不重複的識別碼，8 到 64 個字元）';
const PRIME_TEXT = '請提供信用卡 prime 或已綁定的信用卡';

export const paySafetyPaymentSchema = z
  .object({
    pay_type: z.enum(PAY_TYPES, { message: PAY_TYPE_TEXT }),
    /** One per pay attempt: the same key again charges nothing and answers the first attempt. */
    idempotency_key: z.string({ message: KEY_TEXT }).trim().min(8, KEY_TEXT).max(64, KEY_TEXT),
    /** card: the one-time card reference from the gateway's SDK... */
    prime: z.preprocess(blankToUndefined, z.string({ message: PRIME_TEXT }).min(1, PRIME_TEXT).max(200, PRIME_TEXT).optional()),
    /** ...or one of the signed-in consumer's bound cards. */
    card_id: z.preprocess(blankToUndefined, z.coerce.number({ message: PRIME_TEXT }).int(PRIME_TEXT).positive(PRIME_TEXT).max(2_147_483_647, PRIME_TEXT).optional()),
    /** The guest link's token: whoever holds it may pay without signing in. */
    hash: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  })
  .superRefine((body, ctx) => {
    if (body.pay_type === 'card' && body.prime === undefined && body.card_id === undefined) ctx.addIssue({ code: 'custom', path: ['prime'], message: PRIME_TEXT });
  });
export type PaySafetyPaymentInput = z.infer<typeof paySafetyPaymentSchema>;

/** The payment after the attempt, and where the browser goes for 3-D Secure (null otherwise). */
export const payAnswerShape = { third_party_payment: safetyPaymentSchema, payment_url: z.string().nullable() };
