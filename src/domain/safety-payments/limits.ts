import { PAY_TYPE_RANGES } from '../payments/purchase-rules';
import { PAY_TYPES } from '../payments/pay-type';

/**
 * What a payment request may ask for. The amount is whole NT$ and must be payable at least one
 * way (card, CVS code or ATM account, `PAY_TYPE_RANGES`); which ways fit is shown before paying
 * and checked again by `amountProblem` when the consumer picks one.
 */
export const SAFETY_PAYMENT_AMOUNT_MIN = Math.min(...PAY_TYPES.map((t) => PAY_TYPE_RANGES[t].min));
export const SAFETY_PAYMENT_AMOUNT_MAX = Math.max(...PAY_TYPES.map((t) => PAY_TYPE_RANGES[t].max));

/** Items: at most this many lines, each at most this long. */
export const SAFETY_PAYMENT_ITEMS_MAX = 20;
export const SAFETY_PAYMENT_ITEM_LENGTH_MAX = 100;
/** Milestones: at most this many, each description at most this long. */
export const SAFETY_PAYMENT_MILESTONES_MAX = 10;
export const SAFETY_PAYMENT_MILESTONE_TEXT_MAX = 100;
/** The due date is at most this many days ahead. */
export const SAFETY_PAYMENT_DUE_DAYS_MAX = 365;
/** Payments listed a page (spec section 9: lists are 20 a page). */
export const SAFETY_PAYMENTS_PER_PAGE = 20;
/** Days after the completion report the money is released unless configured. */
export const SAFETY_PAYMENT_AUTO_RELEASE_DAYS_DEFAULT = 7;

/** Which ways of paying can take this amount. */
export function payTypesFor(amount: number) {
  return PAY_TYPES.filter((t) => amount >= PAY_TYPE_RANGES[t].min && amount <= PAY_TYPE_RANGES[t].max);
}
