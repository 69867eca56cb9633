import { describe, expect, it } from 'vitest';
import { estimatedRequestValue, QUOTE_FEE_DEFAULT, QUOTE_FEE_MAX, QUOTE_FEE_MIN, quoteFee } from './fees';

describe('quoteFee', () => {
  it('takes 3 % of the typical price, rounded to NT$5', () => {
    // aircon installation: NT$2,500-6,000 a unit -> 4,250 -> 127.5 -> 130
    expect(quoteFee({ priceHint: { type: 'flat', low: 2500, high: 6000 }, quantity: null })).toBe(130);
  });

  it('multiplies by the quantity asked for, up to 10 units', () => {
    const hint = { type: 'flat', low: 2500, high: 6000 } as const;
    expect(estimatedRequestValue({ priceHint: hint, quantity: 2 })).toBe(8500);
    expect(quoteFee({ priceHint: hint, quantity: 2 })).toBe(255);
    expect(estimatedRequestValue({ priceHint: hint, quantity: 50 })).toBe(42_500);
    expect(estimatedRequestValue({ priceHint: hint, quantity: 0 })).toBe(4250);
  });

  it('counts three hours for an hourly job', () => {
    expect(estimatedRequestValue({ priceHint: { type: 'hourly', low: 600, high: 1000 }, quantity: null })).toBe(2400);
    expect(quoteFee({ priceHint: { type: 'hourly', low: 600, high: 1000 }, quantity: null })).toBe(70);
  });

  it('stays between the floor and the ceiling', () => {
    expect(quoteFee({ priceHint: { type: 'flat', low: 100, high: 200 }, quantity: null })).toBe(QUOTE_FEE_MIN);
    expect(quoteFee({ priceHint: { type: 'flat', low: 100_000, high: 300_000 }, quantity: 3 })).toBe(QUOTE_FEE_MAX);
  });

  it('uses the default for a category without a typical price', () => {
    expect(quoteFee({ priceHint: null, quantity: 4 })).toBe(QUOTE_FEE_DEFAULT);
  });
});
