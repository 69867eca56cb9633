import { z } from 'zod';
import { pagedShape, zeroOne } from '../http/refs';

/** The answers of the wallet contract (credit history, auto top-up), shared by the server and the web. */

/** One line of the credit history. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  transaction_type: z.number().int(),
  type_text: z.string(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  quote_bid_id: z.number().int().nullable(),
  credit_purchase_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** GET /transactions/index/page:{n}.json: a page of the history and the balance now. */
export const transactionsPageShape = {
  ...pagedShape('transactions', ledgerEntrySchema),
  available_wallet_amount: z.number().int(),
};
export type TransactionsPage = z.infer<z.ZodObject<typeof transactionsPageShape>>;

/** GET/POST /wallet/auto_topup.json: off by default; turning it on needs consent, a package and a bound card. */
export const autoTopupSchema = z.object({
  is_on: zeroOne,
  threshold: z.number().int(),
  credit_package_id: z.number().int().nullable(),
  card_id: z.number().int().nullable(),
  consent: zeroOne,
  consented_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_purchase_id: z.number().int().nullable(),
  last_error: z.string().nullable(),
});
export type AutoTopup = z.infer<typeof autoTopupSchema>;
export const autoTopupAnswerShape = { auto_topup: autoTopupSchema };
