/**
 * The wallet's ledger entry types, numbered as the credit history lists them (spec section 9:
 * transaction types 1, 14, 15, 33, 34, 35, 36, 37, 38, 39). The spec shows the numbers, not
 * their meanings; these are ours.
 */
export const TransactionType = {
  /** Credit bought with a card or a third-party payment. */
  Purchase: 1,
  /** The fee for sending a quote. */
  QuoteFee: 14,
  /** A fee given back (the consumer did not open the quote in time, or support refunded it). */
  Refund: 15,
  /** Free credit a new pro starts with. */
  WelcomeGrant: 33,
  /** The fee of an automatic quote, from the weekly auto-quote budget. */
  AutoQuoteFee: 34,
  /** The fee of a pay-on-contact quote, taken when the consumer first makes contact. */
  ContactFee: 35,
  /** Free credit from a promotion or a referral. */
  PromotionGrant: 36,
  /** A correction by support, either way. */
  Adjustment: 37,
  /** Credit given back to the buyer's card. */
  PurchaseRefund: 38,
  /** Promotional credit that ran out unused. */
  Expiry: 39,
} as const;
export type TransactionTypeId = (typeof TransactionType)[keyof typeof TransactionType];

export const TRANSACTION_TYPE_IDS: readonly TransactionTypeId[] = Object.values(TransactionType);

/** zh-TW names for the credit history. */
export const TRANSACTION_TYPE_TEXT: Record<TransactionTypeId, string> = {
  1: '購買點數',
  14: '報價費用',
  15: '退還點數',
  33: '新專家贈點',
  34: '自動報價費用',
  35: '聯繫費用',
  36: '活動贈點',
  37: '客服調整',
  38: '購點退款',
  39: '贈點到期',
};

/** Hours a sent quote may stay unopened before its fee comes back. */
export const UNOPENED_QUOTE_REFUND_HOURS = 48;
