import { describe, expect, it } from 'vitest';
import { OTP_FORMAT_MESSAGE, otpCodeSchema, spokenDigits } from './otp';

describe('otpCodeSchema', () => {
  it.each([
    ['123456', '123456'],
    ['012345', '012345'],
    [' 123 456 ', '123456'],
    ['１２３４５６', '123456'],
    [12345, '012345'],
    [0, '000000'],
  ])('reads %j as %s', (input, code) => {
    expect(otpCodeSchema.parse(input)).toBe(code);
  });

  it.each([['12345'], ['1234567'], ['12a456'], [''], [1234567], [-1], [12.5], [null], [undefined]])('refuses %j', (input) => {
    const result = otpCodeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(OTP_FORMAT_MESSAGE);
  });
});

describe('spokenDigits', () => {
  it('separates the digits for reading aloud', () => {
    expect(spokenDigits('047291')).toBe('0、4、7、2、9、1');
  });
});
