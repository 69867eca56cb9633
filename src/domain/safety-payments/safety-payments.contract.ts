import { z } from 'zod';
import { purchaseEinvoiceSchema } from '../invoices/einvoice';
import { pagedShape } from '../http/refs';
import { PAY_TYPES } from '../payments/pay-type';
import { MILESTONE_STATES, SAFETY_PAYMENT_STATES } from './states';
import {
  SAFETY_PAYMENT_AMOUNT_MAX,
  SAFETY_PAYMENT_AMOUNT_MIN,
  SAFETY_PAYMENT_DUE_DAYS_MAX,
  SAFETY_PAYMENT_ITEM_LENGTH_MAX,
  SAFETY_PAYMENT_ITEMS_MAX,
  SAFETY_PAYMENT_MILESTONE_TEXT_MAX,
  SAFETY_PAYMENT_MILESTONES_MAX,
} from './limits';

/** The bodies and answers of `/new/v1/third_party_payments/...`, shared by the server and the web. */

const MAX_ID = 2_147_483_647;
const AMOUNT_TEXT = `金額須是 ${SAFETY_PAYMENT_AMOUNT_MIN} 到 ${SAFETY_PAYMENT_AMOUNT_MAX} 元之間的整數`;
const wholeAmount = (message: string) => z.coerce.number({ message }).int(message).min(SAFETY_PAYMENT_AMOUNT_MIN, message).max(SAFETY_PAYMENT_AMOUNT_MAX, message);
const text = (max: number, empty: string, long: string) => z.string({ message: empty }).trim().min(1, empty).max(max, long);

/** A Taiwan calendar day, YYYY-MM-DD, that exists. */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isCalendarDay(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** POST add.json. The due date's range (today to a year ahead, Taiwan days) is checked by the service, which knows the day. */
export const addSafetyPaymentSchema = z
  .object({
    quote_bid_id: z.coerce.number({ message: '請指定案件' }).int('請指定案件').positive('請指定案件').max(MAX_ID, '請指定案件'),
    amount: wholeAmount(AMOUNT_TEXT),
    items: z
      .array(text(SAFETY_PAYMENT_ITEM_LENGTH_MAX, '請填寫品項', `每個品項最多 ${SAFETY_PAYMENT_ITEM_LENGTH_MAX} 字`), { message: '請填寫請款品項' })
      .min(1, '請填寫請款品項')
      .max(SAFETY_PAYMENT_ITEMS_MAX, `品項最多 ${SAFETY_PAYMENT_ITEMS_MAX} 項`),
    milestones: z
      .array(
        z.object({
          amount: z.coerce.number({ message: '請填寫階段金額' }).int('階段金額須是整數').positive('階段金額須大於 0'),
          description: text(SAFETY_PAYMENT_MILESTONE_TEXT_MAX, '請填寫階段說明', `階段說明最多 ${SAFETY_PAYMENT_MILESTONE_TEXT_MAX} 字`),
        }),
        { message: '付款階段格式不正確' },
      )
      .max(SAFETY_PAYMENT_MILESTONES_MAX, `付款階段最多 ${SAFETY_PAYMENT_MILESTONES_MAX} 個`)
      .optional(),
    due_date: z.string({ message: '請選擇付款期限（YYYY-MM-DD）' }).refine(isCalendarDay, '請選擇付款期限（YYYY-MM-DD）'),
  })
  .superRefine((body, ctx) => {
    const milestones = body.milestones ?? [];
    if (milestones.length === 1) ctx.addIssue({ code: 'custom', path: ['milestones'], message: '分階段付款至少要有兩個階段' });
    if (milestones.length > 1 && milestones.reduce((sum, m) => sum + m.amount, 0) !== body.amount) {
      ctx.addIssue({ code: 'custom', path: ['milestones'], message: '各階段金額加總須等於請款金額' });
    }
  });
export type AddSafetyPaymentInput = z.infer<typeof addSafetyPaymentSchema>;

/** Days ahead a due date may be, for the service's check and its message. */
export const DUE_DATE_TEXT = `付款期限須在今天到 ${SAFETY_PAYMENT_DUE_DAYS_MAX} 天內`;

export const milestoneSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  amount: z.number().int(),
  description: z.string(),
  state: z.enum(MILESTONE_STATES),
  state_text: z.string(),
});

/** A safety payment as both parties see it. */
export const safetyPaymentSchema = z.object({
  pid: z.string(),
  /** The bid the payment is for; null for a shop order's payment. */
  quote_bid_id: z.number().int().nullable(),
  /** The shop order the payment is for; null for a bid's. */
  nshop_order_id: z.number().int().nullable(),
  amount: z.number().int(),
  /** The platform's fee on it, shown to both sides before paying; it comes out of what the pro receives. */
  fee: z.number().int(),
  /** What the pro receives when all of it is released (amount - fee). */
  pro_receives: z.number().int(),
  items: z.array(z.string()),
  milestones: z.array(milestoneSchema),
  due_date: z.string(),
  state: z.enum(SAFETY_PAYMENT_STATES),
  state_text: z.string(),
  /** Which side the caller is on ('guest' through the link). */
  role: z.enum(['pro', 'consumer', 'guest']),
  pro_name: z.string(),
  consumer_name: z.string(),
  /** Ways of paying that take this amount. */
  pay_types: z.array(z.enum(PAY_TYPES)),
  pay_type: z.enum(PAY_TYPES).nullable(),
  card_info: z.string().nullable(),
  /**
   * The open pay attempt (awaiting_payment): the CVS code or ATM account to pay and when it
   * expires, or why the last attempt failed. Null when there is none.
   */
  payment_info: z
    .object({
      pay_type: z.enum(PAY_TYPES),
      payment_code: z.string().nullable(),
      bank_code: z.string().nullable(),
      virtual_account: z.string().nullable(),
      expires_at: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  released_amount: z.number().int(),
  refunded_amount: z.number().int(),
  read_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  completion_reported_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** When money still held goes to the pro unless a refund is asked for (completion reported + the configured days). */
  auto_release_at: z.string().nullable(),
  /**
   * The e-invoices of the platform fees taken on releases (one per release with a fee), shown to
   * the pro only (empty for the consumer and a guest): number, date and random code once issued.
   */
  fee_invoices: z.array(purchaseEinvoiceSchema.extend({ amount: z.number().int() })),
  /** The guest link's token (hash/{hash}.json), for the parties to share; null for a guest. */
  hash: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type SafetyPayment = z.infer<typeof safetyPaymentSchema>;

export const safetyPaymentAnswerShape = { third_party_payment: safetyPaymentSchema };
export const safetyPaymentsPageShape = pagedShape('third_party_payments', safetyPaymentSchema);
