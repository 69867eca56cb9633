import { describe, expect, it } from 'vitest';
import { formatTwd, isWholeTwd, parseTwd } from './twd';

describe('formatTwd', () => {
  it.each([
    { amount: 0, expected: 'NT$0' },
    { amount: -0, expected: 'NT$0' },
    { amount: 1, expected: 'NT$1' },
    { amount: 999, expected: 'NT$999' },
    { amount: 1000, expected: 'NT$1,000' },
    { amount: 1234, expected: 'NT$1,234' },
    { amount: 9999, expected: 'NT$9,999' },
    { amount: 10000, expected: 'NT$10,000' },
    { amount: 999999, expected: 'NT$999,999' },
    { amount: 1000000, expected: 'NT$1,000,000' },
    { amount: 1234567, expected: 'NT$1,234,567' },
    { amount: Number.MAX_SAFE_INTEGER, expected: 'NT$9,007,199,254,740,991' },
    { amount: -1, expected: '-NT$1' },
    { amount: -999, expected: '-NT$999' },
    { amount: -1000, expected: '-NT$1,000' },
    { amount: -1234567, expected: '-NT$1,234,567' },
  ])('formats $amount as $expected', ({ amount, expected }) => {
    expect(formatTwd(amount)).toBe(expected);
  });

  it.each([
    { name: '1.5', amount: 1.5 },
    { name: '-1.5', amount: -1.5 },
    { name: '0.1', amount: 0.1 },
    { name: 'NaN', amount: Number.NaN },
    { name: 'Infinity', amount: Number.POSITIVE_INFINITY },
    { name: '-Infinity', amount: Number.NEGATIVE_INFINITY },
    { name: 'an unsafe integer', amount: Number.MAX_SAFE_INTEGER + 1 },
  ])('throws RangeError for $name', ({ amount }) => {
    expect(() => formatTwd(amount)).toThrow(RangeError);
  });
});

describe('parseTwd', () => {
  it.each([
    { input: '1234', expected: 1234 },
    { input: '1,234', expected: 1234 },
    { input: 'NT$1,234', expected: 1234 },
    { input: 'NT$1234', expected: 1234 },
    { input: 'NT$ 1,234', expected: 1234 },
    { input: '  1,234  ', expected: 1234 },
    { input: '0', expected: 0 },
    { input: '999', expected: 999 },
    { input: '1,000', expected: 1000 },
    { input: '1,234,567', expected: 1234567 },
    { input: '-1,234', expected: -1234 },
    { input: '-NT$1,234', expected: -1234 },
    { input: '9007199254740991', expected: Number.MAX_SAFE_INTEGER },
  ])('reads $input as $expected', ({ input, expected }) => {
    expect(parseTwd(input)).toBe(expected);
  });

  it('reads -0 as plain zero', () => {
    expect(Object.is(parseTwd('-0'), 0)).toBe(true);
  });

  it.each([
    { name: 'an empty string', input: '' },
    { name: 'only spaces', input: '   ' },
    { name: 'a decimal', input: '1.5' },
    { name: 'a grouped decimal', input: '1,234.00' },
    { name: 'a trailing point', input: '1234.' },
    { name: 'a leading point', input: '.5' },
    { name: 'a two-digit group', input: '1,23' },
    { name: 'a misplaced comma', input: '12,34' },
    { name: 'a four-digit leading group', input: '1234,567' },
    { name: 'a leading comma', input: ',123' },
    { name: 'a trailing comma', input: '1,' },
    { name: 'letters', input: 'abc' },
    { name: 'trailing letters', input: '12a' },
    { name: 'the prefix alone', input: 'NT$' },
    { name: 'a bare dollar sign', input: '$1,234' },
    { name: 'a lower-case prefix', input: 'nt$1,234' },
    { name: 'a minus after the prefix', input: 'NT$-1,234' },
    { name: 'a double minus', input: '--1' },
    { name: 'a plus sign', input: '+1' },
    { name: 'a space inside the digits', input: '1 234' },
    { name: 'full-width digits', input: '１２３４' },
    { name: 'an unsafe integer', input: '9007199254740992' },
    { name: 'exponent notation', input: '1e3' },
  ])('returns null for $name ($input)', ({ input }) => {
    expect(parseTwd(input)).toBeNull();
  });

  it.each([0, 1, 999, 1000, 1234567, -1, -1000, -1234567])('round-trips %i through formatTwd', (amount) => {
    expect(parseTwd(formatTwd(amount))).toBe(amount);
  });
});

describe('isWholeTwd', () => {
  it.each([
    { n: 0, expected: true },
    { n: 1234, expected: true },
    { n: -5, expected: true },
    { n: Number.MAX_SAFE_INTEGER, expected: true },
    { n: 1.5, expected: false },
    { n: Number.NaN, expected: false },
    { n: Number.POSITIVE_INFINITY, expected: false },
    { n: Number.MAX_SAFE_INTEGER + 1, expected: false },
  ])('is $expected for $n', ({ n, expected }) => {
    expect(isWholeTwd(n)).toBe(expected);
  });
});
