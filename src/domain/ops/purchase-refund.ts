/**
 * A refund of a credit purchase from the console, whole or in parts: whole NT$ up to what has not
 * been given back yet, and the credit that leaves the wallet with it in proportion. The credit
 * follows the NT$ refunded in all (rounded half up), so parts add up to the credit of one whole
 * refund and the last part takes whatever credit is left.
 */

export interface RefundablePurchase {
  amount: number;
  credit: number;
  refunded_amount: number;
  refunded_credit: number;
}

/** NT$ of the purchase not given back yet. */
export function refundableAmount(purchase: Pick<RefundablePurchase, 'amount' | 'refunded_amount'>): number {
  return Math.max(0, purchase.amount - purchase.refunded_amount);
}

/** The credit a refund of `refund` NT$ takes back (the purchase's credit in proportion, the rest on the last part). */
export function refundCredit(purchase: RefundablePurchase, refund: number): number {
  const after = purchase.refunded_amount + refund;
  if (after >= purchase.amount) return purchase.credit - purchase.refunded_credit;
  const creditAfter = Math.floor((purchase.credit * after * 2 + purchase.amount) / (2 * purchase.amount));
  return Math.max(0, Math.min(purchase.credit, creditAfter) - purchase.refunded_credit);
}

/** Why an amount is refused: null when it is a whole NT$ from 1 to what is left. */
export function refundAmountProblem(amount: unknown, left: number): 'invalid' | 'too_high' | null {
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return 'invalid';
  return amount > left ? 'too_high' : null;
}
