/**
 * Amounts as each gateway reads them, and the check that what a gateway says was paid is what
 * was ordered. Our purchases are whole NT$ (TWD, no decimals).
 *
 * Stripe: every amount is in the currency's minor unit unless the currency is on Stripe's
 * zero-decimal list (BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF). TWD is
 * not on it (it is a "special case" only for payouts), so NT$500 is sent as 50000.
 * TapPay and ECPay read TWD in whole dollars.
 */

/** The only currency purchases are made in. */
export const PURCHASE_CURRENCY = 'TWD';

/** Stripe's minor units per NT$1. */
export const STRIPE_TWD_MINOR_UNITS = 100;

/** Whole NT$ as Stripe's `amount` (minor units). */
export function toStripeAmount(ntd: number): number {
  return ntd * STRIPE_TWD_MINOR_UNITS;
}

/** Stripe's minor units back as NT$ (a fraction when Stripe holds cents we never ask for). */
export function fromStripeAmount(minor: number): number {
  return minor / STRIPE_TWD_MINOR_UNITS;
}

/** What a gateway reports as received: whole NT$ and an ISO currency code. */
export interface ReceivedAmount {
  amount: number;
  currency: string;
}

/** Whether the gateway received exactly the ordered NT$ amount in TWD; unknown counts as no. */
export function paidAsOrdered(orderedNtd: number, received: ReceivedAmount | null | undefined): boolean {
  if (!received) return false;
  return received.amount === orderedNtd && received.currency.toUpperCase() === PURCHASE_CURRENCY;
}

/** Stored on a purchase whose payment did not match it (ECPay notifications use the same code). */
export const AMOUNT_MISMATCH_CODE = 'amount_mismatch';
export const AMOUNT_MISMATCH_MESSAGE = '付款金額與訂單不符，點數未入帳，請聯絡客服。';
