import { describe, expect, it } from 'vitest';
import { hintUnit, priceHintText } from './price-range';

describe('priceHintText', () => {
  it('writes NT$ once, on the low end, with thousands separators and the unit after a slash', () => {
    expect(priceHintText({ type: 'flat', low: 1500, high: 3500, unit: '台' })).toBe('NT$1,500–3,500/台');
  });

  it('reads an older unit wording the same way', () => {
    expect(priceHintText({ type: 'flat', low: 1500, high: 3500, unit: '每台' })).toBe('NT$1,500–3,500/台');
  });

  it('shows one amount when low and high are equal', () => {
    expect(priceHintText({ type: 'hourly', low: 800, high: 800, unit: '小時' })).toBe('NT$800/小時');
  });

  it('counts an hourly price without a unit by the hour', () => {
    expect(priceHintText({ type: 'hourly', low: 500, high: 800, unit: '' })).toBe('NT$500–800/小時');
    expect(hintUnit({ type: 'flat', low: 500, high: 800, unit: '' })).toBe('');
  });
});
