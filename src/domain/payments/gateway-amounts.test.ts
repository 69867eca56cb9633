import { describe, expect, it } from 'vitest';
import { fromStripeAmount, paidAsOrdered, toStripeAmount } from './gateway-amounts';

describe('gateway amounts', () => {
  it.each([
    [1, 100],
    [300, 30_000],
    [30_000, 3_000_000],
  ])('sends NT$%i to Stripe as %i minor units, and reads it back', (ntd, minor) => {
    expect(toStripeAmount(ntd)).toBe(minor);
    expect(fromStripeAmount(minor)).toBe(ntd);
  });

  it.each([
    [500, { amount: 500, currency: 'TWD' }, true],
    [500, { amount: 500, currency: 'twd' }, true],
    [500, { amount: 5, currency: 'TWD' }, false],
    [500, { amount: 500.5, currency: 'TWD' }, false],
    [500, { amount: 500, currency: 'USD' }, false],
    [500, null, false],
    [500, undefined, false],
  ])('NT$%i ordered, %o received: paid as ordered is %s', (ordered, received, expected) => {
    expect(paidAsOrdered(ordered, received)).toBe(expected);
  });
});
