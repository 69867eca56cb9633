import { z } from 'zod';
import { pagedShape } from '../http/refs';
import { ESCROW_TRANSACTION_KINDS } from '../safety-payments/escrow';
import { SAFETY_PAYMENT_STATES } from '../safety-payments/states';

/** The answer of `GET /new/v1/trust_fund/query.json[?page=n]`, shared by the server and the web. */

/** How many payments a page of the trust fund query lists. */
export const TRUST_FUND_PAGE_SIZE = 20;

/** One movement of a payment's money in trust, as a trust bank's statement shows it. */
export const trustMovementSchema = z.object({
  /** The escrow transaction's kind: `payment_received` (in), `release`, `card_refund`, `refund_owed` (out). */
  kind: z.enum(ESCROW_TRANSACTION_KINDS as [string, ...string[]]),
  /** NT$ into trust (positive) or out of it (negative). */
  amount: z.number().int(),
  /** NT$ held for the payment after this movement. */
  held_after: z.number().int(),
  at: z.string(),
});
export type TrustMovement = z.infer<typeof trustMovementSchema>;

/** One paid safety payment and its money in trust. */
export const trustFundSchema = z.object({
  pid: z.string(),
  role: z.enum(['pro', 'consumer']),
  /** What the payment is for (its lines). */
  items: z.array(z.string()),
  state: z.enum(SAFETY_PAYMENT_STATES as [string, ...string[]]),
  state_text: z.string(),
  amount: z.number().int(),
  /** NT$ held in trust now. */
  held: z.number().int(),
  /** When the money now held arrived in trust (its first receipt); null when nothing is held. */
  held_since: z.string().nullable(),
  movements: z.array(trustMovementSchema),
});
export type TrustFund = z.infer<typeof trustFundSchema>;

export const trustFundPageShape = {
  ...pagedShape('trust_funds', trustFundSchema),
  /** NT$ held in trust now over all the caller's payments (not only this page's). */
  total_held: z.number().int(),
  /** NT$ released to the caller as a pro and owed to him until it is paid out (his `pro_payable` account; 0 for a consumer). */
  payable: z.number().int(),
};
export type TrustFundPage = { [K in keyof typeof trustFundPageShape]: z.infer<(typeof trustFundPageShape)[K]> };

export const trustFundQuerySchema = z.object({
  page: z.coerce.number({ message: '頁碼必須是正整數' }).int('頁碼必須是正整數').min(1, '頁碼必須是正整數').max(100_000, '頁碼必須是正整數').default(1),
});
