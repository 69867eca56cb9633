import { z } from 'zod';

/** Shown whenever a phone number is not a Taiwan mobile number. */
export const PHONE_INVALID_MESSAGE = '請輸入正確的台灣手機號碼（例如 0912345678）';

/** A Taiwan mobile number in the one form the database keeps: +8869 and eight digits. */
export const CANONICAL_MOBILE = /^\+8869\d{8}$/;

// People type numbers with spaces, dashes, dots and brackets; NFKC first turns full-width
// digits, plus signs, dashes and brackets into their ASCII forms.
const SEPARATORS = /[\s\-‐‑–—.()]/g;
// 09xxxxxxxx; or the country code (written +886, 886, 00886 or 002886, Taiwan's own
// international prefix) followed by 9xxxxxxxx, with the trunk 0 that people often keep.
const LOCAL = /^0(9\d{8})$/;
const INTERNATIONAL = /^(?:\+|00|002)?8860?(9\d{8})$/;

/**
 * The canonical form (+8869xxxxxxxx) of a Taiwan mobile number as a person typed it, or null
 * when it is not one (landlines, other countries, wrong length, letters).
 */
export function parseTaiwanMobile(input: string): string | null {
  if (input.length > 40) return null;
  const compact = input.normalize('NFKC').replace(SEPARATORS, '');
  const match = LOCAL.exec(compact) ?? INTERNATIONAL.exec(compact);
  return match ? `+886${match[1]}` : null;
}

function localDigits(canonical: string): string {
  if (!CANONICAL_MOBILE.test(canonical)) throw new Error('expected a canonical Taiwan mobile number');
  return `0${canonical.slice(4)}`;
}

/** The number as Taiwan writes it: 0912-345-678. */
export function formatTaiwanMobile(canonical: string): string {
  const d = localDigits(canonical);
  return `${d.slice(0, 4)}-${d.slice(4, 7)}-${d.slice(7)}`;
}

/** The number with its middle hidden, to hint which phone a code went to: 0912-xxx-678. */
export function maskTaiwanMobile(canonical: string): string {
  const d = localDigits(canonical);
  return `${d.slice(0, 4)}-xxx-${d.slice(7)}`;
}

/**
 * The hint shown before a login code is texted to an account's phone: the last three digits
 * only (「尾碼 402」), too little to tie the e-mail to a number someone knows.
 */
export function phoneTailHint(canonical: string): string {
  return `尾碼 ${localDigits(canonical).slice(-3)}`;
}

/**
 * A phone as a person reads it: a Taiwan mobile number (stored +886…, or typed any way) as
 * 0933-776-264; anything else (a landline, another country) as it was given; blank as null.
 */
export function displayPhone(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const canonical = CANONICAL_MOBILE.test(value) ? value : parseTaiwanMobile(value);
  return canonical ? formatTaiwanMobile(canonical) : value;
}

/** The tel: link of a phone, in E.164 (tel:+886933776264) for Taiwan numbers; other numbers without separators. */
export function phoneHref(raw: string): string {
  const canonical = parseTaiwanMobile(raw.trim());
  if (canonical) return `tel:${canonical}`;
  const digits = raw.normalize('NFKC').replace(SEPARATORS, '');
  // A Taiwan landline written with its trunk 0 (02-2345-6789) dials as +886223456789.
  return `tel:${/^0[2-8]\d{6,8}$/.test(digits) ? `+886${digits.slice(1)}` : digits}`;
}

/** The number as Every8d and other Taiwan SMS providers expect it: 0912345678. */
export function toLocalMobile(canonical: string): string {
  return localDigits(canonical);
}

/** A form field holding a Taiwan mobile number; parses to the canonical form. */
export const taiwanMobileSchema = z.string({ error: PHONE_INVALID_MESSAGE }).transform((value, ctx) => {
  const canonical = parseTaiwanMobile(value);
  if (canonical === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID_MESSAGE });
    return z.NEVER;
  }
  return canonical;
});
