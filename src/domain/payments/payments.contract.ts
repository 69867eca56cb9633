import { z } from 'zod';
import { PAY_TYPES, PURCHASE_STATUSES } from './pay-type';
import { pagedShape, zeroOne } from '../http/refs';
import { purchaseEinvoiceSchema } from '../invoices/einvoice';

/** The answers of the payments contract (packages, purchases, cards), shared by the server and the web. */

export const amountRangeSchema = z.object({ min: z.number().int(), max: z.number().int() });
export type AmountRange = z.infer<typeof amountRangeSchema>;

/** A credit package as the pricing page shows it: what it costs and the credit it gives. */
export const creditPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  bonus_credit: z.number().int(),
  credit: z.number().int(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** GET /packages/index.json */
export const packagesAnswerShape = {
  packages: z.array(creditPackageSchema),
  custom: amountRangeSchema,
  pay_types: z.object({ card: amountRangeSchema, cvs: amountRangeSchema, atm: amountRangeSchema }),
};
export type PackagesAnswer = z.infer<z.ZodObject<typeof packagesAnswerShape>>;

/** The e-invoice settings kept when a purchase was made (unified_number masked). */
export const purchaseInvoiceSchema = z.object({
  type: z.string(),
  carrier: z.string().optional(),
  donation_code: z.string().optional(),
  unified_number: z.string().optional(),
  title: z.string().optional(),
});

const purchaseBase = z.object({
  id: z.number().int(),
  order_number: z.string(),
  pay_type: z.enum(PAY_TYPES),
  pay_type_text: z.string(),
  provider: z.string(),
  amount: z.number().int(),
  credit: z.number().int(),
  status: z.enum(PURCHASE_STATUSES),
  status_text: z.string(),
  payment_code: z.string().nullable(),
  bank_code: z.string().nullable(),
  virtual_account: z.string().nullable(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  error_message: z.string().nullable(),
  card_info: z.string().nullable(),
  /** null: nothing was kept, the member carrier. */
  invoice: purchaseInvoiceSchema.nullable(),
  /** 'pricing' | 'auto_topup' | 'payfee' */
  source: z.string(),
  created: z.string(),
});

/** A purchase as its owner's list, view and pay-by-link pages show it. */
export const purchaseSchema = purchaseBase.extend({
  /** zh-TW steps to pay a code or an account; empty otherwise. */
  instructions: z.array(z.string()),
  quote_bid_id: z.number().int().nullable(),
  /** For a pending order: the path of its pay-by-link page (payment/{hash}). */
  pay_link: z.string().nullable(),
  /** A pay-by-link order whose payment method is not chosen yet. */
  needs_pay_type: z.boolean(),
  /** The uniform e-invoice issued for the purchase (number, date, random code), or why none is; null before it is paid. */
  einvoice: purchaseEinvoiceSchema.nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
/** GET /purchases/view/{id}.json, the pay-by-link reads and the ECPay purchase. */
export const purchaseAnswerShape = { purchase: purchaseSchema };

/** A purchase as a card payment answers it. */
export const cardPurchaseSchema = purchaseBase.extend({ credit_package_id: z.number().int().nullable() });
export type CardPurchase = z.infer<typeof cardPurchaseSchema>;

export const purchasesPageShape = pagedShape('purchases', purchaseSchema);
export type PurchasesPage = z.infer<z.ZodObject<typeof purchasesPageShape>>;

/** A bound card as its owner sees it: never the gateway's token. */
export const savedCardSchema = z.object({
  id: z.number().int(),
  card_info: z.string(),
  brand: z.string(),
  last4: z.string(),
  is_default: zeroOne,
  is_foreign: zeroOne,
  provider: z.string(),
  created: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
/** The cards left after a change, and a card just bound. */
export const cardsAnswerShape = { cards: z.array(savedCardSchema) };
export const cardAnswerShape = { card: savedCardSchema };

/** GET /new/v1/tap_pay/config.json: TapPay's keys, or the sandbox's prime endpoint. */
export const tapPayConfigShape = {
  mode: z.enum(['sandbox', 'tappay']),
  app_id: z.string(),
  app_key: z.string(),
  server_type: z.enum(['sandbox', 'production']),
  prime_url: z.string().nullable(),
};

/** GET /stripes/config.json: Stripe's publishable key, or the sandbox's PaymentMethod endpoint. */
export const stripeConfigShape = {
  mode: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string().nullable(),
  payment_methods_url: z.string().nullable(),
};

export type TapPayConfig = z.infer<z.ZodObject<typeof tapPayConfigShape>>;
export type StripeConfig = z.infer<z.ZodObject<typeof stripeConfigShape>>;

/** A card payment: paid at once (with the new balance), or waiting for 3-D Secure (payment_url). */
export const cardPayAnswerShape = {
  purchase: cardPurchaseSchema,
  available_wallet_amount: z.number().int().optional(),
  payment_url: z.string().nullable().optional(),
};
export type CardPayAnswer = z.infer<z.ZodObject<typeof cardPayAnswerShape>>;
