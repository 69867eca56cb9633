import { describe, expect, it } from 'vitest';
import { isValidNationalId, isValidResidentId } from './taiwan-id';

describe('isValidNationalId', () => {
  it.each([
    // A = 10: 1 + 0 + 8+14+18+20+20+18+14+8 + 9 = 130
    ['A123456789', true],
    ['A223456781', true],
    // I = 34 and O = 35 are out of alphabetical order
    ['I100000003', true],
    ['O100000004', true],
    // W = 32, Z = 33
    ['W100000001', true],
    ['Z100000002', true],
    // one digit off
    ['A123456788', false],
    ['I100000009', false],
    ['B123456789', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidNationalId(value)).toBe(valid);
  });

  it.each(['', 'a123456789', 'A323456789', 'A12345678', 'A1234567890', '1123456789', ' A123456789', 'A823456781'])('refuses the shape %j', (value) => {
    expect(isValidNationalId(value)).toBe(false);
  });
});

describe('isValidResidentId', () => {
  it.each([
    // A = 10: 1 + 0 + 64 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 5 = 70
    ['A800000005', true],
    ['A900000007', true],
    ['A800000004', false],
    ['A123456789', false],
  ])('%s is %s', (value, valid) => {
    expect(isValidResidentId(value)).toBe(valid);
  });
});
