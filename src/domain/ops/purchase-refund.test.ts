import { describe, expect, it } from 'vitest';
import { refundAmountProblem, refundableAmount, refundCredit } from './purchase-refund';

describe('partial refunds of a purchase', () => {
  const purchase = { amount: 1000, credit: 1100, refunded_amount: 0, refunded_credit: 0 };

  it('takes back the credit in proportion, and the rest on the last part', () => {
    expect(refundCredit(purchase, 300)).toBe(330);
    expect(refundCredit(purchase, 1000)).toBe(1100);
    const after = { ...purchase, refunded_amount: 333, refunded_credit: refundCredit(purchase, 333) };
    expect(after.refunded_credit).toBe(366);
    expect(refundCredit(after, 333)).toBe(367);
    expect(refundCredit(after, 667)).toBe(1100 - 366);
  });

  it('refuses anything but a whole NT$ from 1 to what is left', () => {
    expect(refundableAmount({ amount: 1000, refunded_amount: 300 })).toBe(700);
    expect(refundAmountProblem(700, 700)).toBeNull();
    expect(refundAmountProblem(701, 700)).toBe('too_high');
    expect(refundAmountProblem(0, 700)).toBe('invalid');
    expect(refundAmountProblem(10.5, 700)).toBe('invalid');
    expect(refundAmountProblem('10', 700)).toBe('invalid');
  });
});
