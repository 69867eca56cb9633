import { describe, expect, it } from 'vitest';
import { isValidBusinessNumber, maskBusinessNumber } from './business-number';

describe('isValidBusinessNumber', () => {
  it.each([
    // weighted digit sum 40: valid under the old rule (divisible by 10) and the new one
    ['04595257', true],
    // TSMC's number, sum 30
    ['22099131', true],
    // sum 35: valid only since the 2023 rule (divisible by 5)
    ['04595252', true],
    // 7th digit 7: its 10 counts as 0 (sum 20)
    ['10458575', true],
    // 7th digit 7: its 10 counts as 1 (19 + 1 = 20)
    ['10458574', true],
    // 7th digit 7 and neither 17 nor 18 divides by 5
    ['10458572', false],
    // one digit off a valid number
    ['04595258', false],
    ['22099132', false],
    ['12345678', false],
  ])('%s is %s', (number, valid) => {
    expect(isValidBusinessNumber(number)).toBe(valid);
  });

  it.each(['', '1234567', '123456789', '0459525a', ' 04595257', '0459-5257', '０４５９５２５７'])('refuses the shape %j', (value) => {
    expect(isValidBusinessNumber(value)).toBe(false);
  });
});

describe('maskBusinessNumber', () => {
  it('keeps the first and last two digits', () => {
    expect(maskBusinessNumber('04595257')).toBe('04****57');
    expect(maskBusinessNumber(null)).toBeNull();
    expect(maskBusinessNumber('')).toBeNull();
  });
});
