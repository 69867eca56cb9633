import { z } from 'zod';

/** Password rules (issue 3): every number appears here once. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

export const PASSWORD_RULE_MESSAGE = `密碼需為 ${PASSWORD_MIN_LENGTH} 到 ${PASSWORD_MAX_LENGTH} 個字元，並至少包含一個英文字母和一個數字`;
export const PASSWORD_REQUIRED_MESSAGE = '請輸入密碼';

/**
 * Passwords are compared after NFKC, so a full-width "Ａ１" typed on one keyboard matches the
 * "A1" typed on another; the server hashes exactly this form.
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** Why a new password is refused, in zh-TW, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const normalized = normalizePassword(password);
  if (normalized.length === 0) return PASSWORD_REQUIRED_MESSAGE;
  // Count code points, not UTF-16 units, so an emoji is one character as people see it.
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return PASSWORD_RULE_MESSAGE;
  if (!/[A-Za-z]/.test(normalized) || !/[0-9]/.test(normalized)) return PASSWORD_RULE_MESSAGE;
  return null;
}

/** A new password field (sign-up, reset, change): the rules above. */
export const newPasswordSchema = z.string({ error: PASSWORD_REQUIRED_MESSAGE }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A password typed to prove who you are (login, delete): only non-empty and bounded. */
export const currentPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, PASSWORD_REQUIRED_MESSAGE)
  .max(1024, PASSWORD_RULE_MESSAGE);
