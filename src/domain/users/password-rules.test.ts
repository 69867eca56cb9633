import { describe, expect, it } from 'vitest';
import {
  currentPasswordSchema,
  newPasswordSchema,
  normalizePassword,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULE_MESSAGE,
  passwordProblem,
} from './password-rules';

describe('passwordProblem', () => {
  it.each([
    ['abcdefg1', 'eight characters, a letter and a digit'],
    ['1234567a', 'the letter last'],
    ['A1234567', 'an upper-case letter'],
    ['correct horse battery 9', 'spaces inside'],
    ['密碼是abc12345', 'Chinese characters beside the letter and digit'],
    ['ａｂｃｄｅｆｇ１', 'full-width letters and digits (NFKC makes them ASCII)'],
    [`a1${'x'.repeat(70)}`, 'exactly 72 characters'],
    [`a1${'😀'.repeat(70)}`, '72 characters of which 70 are emoji (counted as people see them)'],
  ])('accepts %j (%s)', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it.each([
    ['', PASSWORD_REQUIRED_MESSAGE, 'empty'],
    ['abcde12', PASSWORD_RULE_MESSAGE, 'seven characters'],
    [`a1${'x'.repeat(71)}`, PASSWORD_RULE_MESSAGE, '73 characters'],
    ['abcdefgh', PASSWORD_RULE_MESSAGE, 'no digit'],
    ['12345678', PASSWORD_RULE_MESSAGE, 'no letter'],
    ['密碼密碼密碼密碼12', PASSWORD_RULE_MESSAGE, 'Chinese characters are not English letters'],
    ['!!!!!!!!', PASSWORD_RULE_MESSAGE, 'symbols only'],
  ])('refuses %j with %s (%s)', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('writes its rule in zh-TW with the numbers', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('密碼需為 8 到 72 個字元，並至少包含一個英文字母和一個數字');
  });
});

describe('normalizePassword', () => {
  it('turns full-width characters into ASCII and leaves others alone', () => {
    expect(normalizePassword('Ｐａｓｓ１２３')).toBe('Pass123');
    expect(normalizePassword('pass 123')).toBe('pass 123');
  });
});

describe('password schemas', () => {
  it('a new password follows the rules', () => {
    expect(newPasswordSchema.safeParse('abcdefg1').success).toBe(true);
    const refused = newPasswordSchema.safeParse('short1');
    expect(refused.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
    expect(newPasswordSchema.safeParse(undefined).error?.issues[0]?.message).toBe(PASSWORD_REQUIRED_MESSAGE);
  });

  it('a current password only has to be there (old accounts may predate the rules)', () => {
    expect(currentPasswordSchema.safeParse('x').success).toBe(true);
    expect(currentPasswordSchema.safeParse('').error?.issues[0]?.message).toBe(PASSWORD_REQUIRED_MESSAGE);
    expect(currentPasswordSchema.safeParse('x'.repeat(1025)).success).toBe(false);
  });
});
