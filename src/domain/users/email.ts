import { z } from 'zod';

export const EMAIL_INVALID_MESSAGE = '請輸入正確的電子郵件地址（例如 name@example.com）';
export const EMAIL_MAX_LENGTH = 254;

// Spec section 5: a local part, @, and a domain whose top-level part has 2 or more characters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** True when the text is an e-mail address by the spec's rule. */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** An e-mail form field: trimmed, lower-cased (addresses are matched case-insensitively). */
export const emailSchema = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .toLowerCase()
  .refine(isEmail, EMAIL_INVALID_MESSAGE);
