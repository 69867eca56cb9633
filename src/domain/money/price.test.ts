import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceUnit, formatQuotePrice, formatTwdRange, HOUR_UNIT } from './price';

describe('formatPriceUnit', () => {
  it.each([
    { unit: '台', expected: '/台' },
    { unit: '每台', expected: '/台' },
    { unit: '每 台', expected: '/台' },
    { unit: '/次', expected: '/次' },
    { unit: '／小時', expected: '/小時' },
    { unit: ' 坪 ', expected: '/坪' },
    { unit: '一次', expected: '/次' },
    { unit: '', expected: '' },
    { unit: '  ', expected: '' },
    { unit: null, expected: '' },
    { unit: undefined, expected: '' },
  ])('writes $unit as "$expected"', ({ unit, expected }) => {
    expect(formatPriceUnit(unit)).toBe(expected);
  });
});

describe('formatTwdRange', () => {
  it.each([
    { low: 1200, high: 3000, expected: 'NT$1,200–3,000' },
    { low: 1500, high: 3500, expected: 'NT$1,500–3,500' },
    { low: 800, high: 1200, expected: 'NT$800–1,200' },
    { low: 80000, high: 300000, expected: 'NT$80,000–300,000' },
    { low: 2000, high: 2000, expected: 'NT$2,000' },
    { low: 3000, high: 1200, expected: 'NT$1,200–3,000' },
    { low: -500, high: -100, expected: '-NT$500–-NT$100' },
  ])('writes $low to $high as $expected', ({ low, high, expected }) => {
    expect(formatTwdRange(low, high)).toBe(expected);
  });

  it('refuses amounts that are not whole dollars', () => {
    expect(() => formatTwdRange(1.5, 3)).toThrow(RangeError);
  });
});

describe('formatPrice', () => {
  it.each([
    { input: { low: 1200 }, expected: 'NT$1,200' },
    { input: { low: 1200, high: null }, expected: 'NT$1,200' },
    { input: { low: 800, unit: HOUR_UNIT }, expected: 'NT$800/小時' },
    { input: { low: 1500, high: 3500, unit: '台' }, expected: 'NT$1,500–3,500/台' },
    { input: { low: 1500, high: 3500, unit: '每台' }, expected: 'NT$1,500–3,500/台' },
    { input: { low: 800, high: 1500, unit: '坪' }, expected: 'NT$800–1,500/坪' },
    { input: { low: 3000, high: 3000, unit: '次' }, expected: 'NT$3,000/次' },
    { input: { low: 12000, high: 40000, unit: null }, expected: 'NT$12,000–40,000' },
  ])('writes $input as $expected', ({ input, expected }) => {
    expect(formatPrice(input)).toBe(expected);
  });
});

describe('formatQuotePrice', () => {
  const none = { rating_type: null, flat_rate_at: null, hourly_rate_at: null } as const;
  it.each([
    { bid: { ...none, rating_type: 'flat' as const, flat_rate_at: 2400 }, expected: 'NT$2,400' },
    { bid: { ...none, rating_type: 'hourly' as const, hourly_rate_at: 800 }, expected: 'NT$800/小時' },
    { bid: { ...none, rating_type: 'flat' as const, flat_rate_at: null }, expected: null },
    { bid: { ...none, rating_type: 'hourly' as const, flat_rate_at: 900 }, expected: null },
    { bid: { ...none, rating_type: 'required' as const }, expected: null },
    { bid: none, expected: null },
  ])('writes a $bid.rating_type quote as $expected', ({ bid, expected }) => {
    expect(formatQuotePrice(bid)).toBe(expected);
  });
});
