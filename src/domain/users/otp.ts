import { z } from 'zod';

/** One-time password rules (issue 3): every number appears here once. */
export const OTP_DIGITS = 6;
export const OTP_TTL_SECONDS = 600;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_DAILY_PER_DESTINATION = 10;
export const OTP_DAILY_PER_IP = 50;

export const OTP_FORMAT_MESSAGE = '請輸入 6 位數字的驗證碼';

/**
 * A code as a person or a client sends it: full-width digits and spaces are forgiven, and a
 * JSON number gets back the leading zeros it lost (012345 arrives as 12345).
 */
export const otpCodeSchema = z
  .union([z.string(), z.number().int({ error: OTP_FORMAT_MESSAGE })], { error: OTP_FORMAT_MESSAGE })
  .transform((value) => (typeof value === 'number' ? String(value).padStart(OTP_DIGITS, '0') : value.normalize('NFKC').replace(/\s/g, '')))
  .refine((value) => new RegExp(`^\\d{${OTP_DIGITS}}$`).test(value), OTP_FORMAT_MESSAGE);

/** The digits read out one by one, for a voice call: 1、2、3、4、5、6. */
export function spokenDigits(code: string): string {
  return [...code].join('、');
}
