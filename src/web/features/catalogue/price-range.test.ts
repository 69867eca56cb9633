import { describe, expect, it } from 'vitest';
import { priceRangeParts } from './price-range';

describe('priceRangeParts', () => {
  it('writes NT$ once, on the low end, with thousands separators', () => {
    expect(priceRangeParts({ type: 'flat', low: 1500, high: 3500, unit: '每台' })).toEqual({ key: 'hint>range', low: 'NT$1,500', high: '3,500', unit: '每台' });
  });

  it('shows one amount when low and high are equal', () => {
    expect(priceRangeParts({ type: 'hourly', low: 800, high: 800, unit: '每小時' }).key).toBe('hint>single');
  });
});
