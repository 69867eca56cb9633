import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  formatTaiwanMobile,
  phoneHref,
  maskTaiwanMobile,
  phoneTailHint,
  PHONE_INVALID_MESSAGE,
  parseTaiwanMobile,
  taiwanMobileSchema,
  toLocalMobile,
} from './phone';

describe('parseTaiwanMobile', () => {
  it.each([
    ['0912345678', '+886912345678'],
    ['0912-345-678', '+886912345678'],
    ['0912 345 678', '+886912345678'],
    ['0912.345.678', '+886912345678'],
    ['(0912) 345-678', '+886912345678'],
    ['  0912345678  ', '+886912345678'],
    ['+886912345678', '+886912345678'],
    ['+886 912 345 678', '+886912345678'],
    ['+886-912-345-678', '+886912345678'],
    ['+886 987654321', '+886987654321'],
    ['886912345678', '+886912345678'],
    ['886-912-345-678', '+886912345678'],
    ['+886 0912 345 678', '+886912345678'],
    ['+886(0)912345678', '+886912345678'],
    ['00886912345678', '+886912345678'],
    ['002886912345678', '+886912345678'],
    ['０９１２３４５６７８', '+886912345678'],
    ['＋８８６　９１２－３４５－６７８', '+886912345678'],
    ['0900000000', '+886900000000'],
    ['0999999999', '+886999999999'],
  ])('reads %j as %s', (input, canonical) => {
    expect(parseTaiwanMobile(input)).toBe(canonical);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['0223456789', 'a Taipei landline'],
    ['02-2345-6789', 'a landline with dashes'],
    ['091234567', 'nine digits'],
    ['09123456789', 'eleven digits'],
    ['912345678', 'no trunk 0 and no country code'],
    ['0812345678', 'not starting with 09'],
    ['+886212345678', 'a landline with the country code'],
    ['+86912345678', 'the mainland China code'],
    ['+852912345678', 'the Hong Kong code'],
    ['+8869123456', 'too short after the country code'],
    ['+88609123456789', 'too long after the country code'],
    ['09123456ab', 'letters'],
    ['0912/345/678', 'slashes'],
    ['+ 886 912 345 678 ext 1', 'an extension'],
    ['0'.repeat(41), 'over 40 characters'],
    ['0912345678\n0912345678', 'two numbers'],
  ])('refuses %j (%s)', (input) => {
    expect(parseTaiwanMobile(input)).toBeNull();
  });
});

describe('formatting a canonical number', () => {
  it('writes it as Taiwan does', () => {
    expect(formatTaiwanMobile('+886912345678')).toBe('0912-345-678');
    expect(formatTaiwanMobile('+886900000001')).toBe('0900-000-001');
  });

  it('hides the middle three digits in a hint', () => {
    expect(maskTaiwanMobile('+886912345678')).toBe('0912-xxx-678');
    expect(maskTaiwanMobile('+886987654321')).toBe('0987-xxx-321');
  });

  it('gives the ten local digits providers expect', () => {
    expect(toLocalMobile('+886912345678')).toBe('0912345678');
  });

  it.each(['0912345678', '+8869123456789', '+886212345678', ''])('refuses a non-canonical %j', (input) => {
    expect(() => formatTaiwanMobile(input)).toThrow();
    expect(() => maskTaiwanMobile(input)).toThrow();
    expect(() => toLocalMobile(input)).toThrow();
  });

  it('round-trips: the formatted number parses back to the same canonical form', () => {
    for (const canonical of ['+886912345678', '+886900000000', '+886999999999']) {
      expect(parseTaiwanMobile(formatTaiwanMobile(canonical))).toBe(canonical);
      expect(parseTaiwanMobile(toLocalMobile(canonical))).toBe(canonical);
    }
  });
});

describe('taiwanMobileSchema', () => {
  it('parses a form value to the canonical form', () => {
    expect(taiwanMobileSchema.parse('0912-345-678')).toBe('+886912345678');
  });

  it.each([['02-2345-6789'], [12345], [undefined]])('refuses %j with the zh-TW message', (value) => {
    const result = taiwanMobileSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_INVALID_MESSAGE);
  });

  it('hints only the last three digits of a number', () => {
    expect(phoneTailHint('+886912345402')).toBe('尾碼 402');
  });
});

describe('displayPhone and phoneHref', () => {
  it.each([
    ['+886933776264', '0933-776-264', 'tel:+886933776264'],
    ['0933776264', '0933-776-264', 'tel:+886933776264'],
    ['0933-776-264', '0933-776-264', 'tel:+886933776264'],
    [' +886 933 776 264 ', '0933-776-264', 'tel:+886933776264'],
    ['02-2345-6789', '02-2345-6789', 'tel:+886223456789'],
    ['+81 3-1234-5678', '+81 3-1234-5678', 'tel:+81312345678'],
  ])('shows %s as %s and links it as %s', (raw, shown, href) => {
    expect(displayPhone(raw)).toBe(shown);
    expect(phoneHref(raw)).toBe(href);
  });

  it.each([null, undefined, '', '   '])('shows nothing for %s', (raw) => {
    expect(displayPhone(raw)).toBeNull();
  });
});
