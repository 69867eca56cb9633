import { z } from 'zod';

/** Username and e-mail rules (spec section 5 and issue 3): every number appears here once. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 30;

export const USERNAME_RULE_MESSAGE = `帳號需為 ${USERNAME_MIN_LENGTH} 到 ${USERNAME_MAX_LENGTH} 個字元，只能使用英文字母、數字及 _ . -`;
export const USERNAME_RESERVED_MESSAGE = '這個帳號名稱無法使用，請換一個。';
export const EMAIL_RULE_MESSAGE = '請輸入正確的電子郵件地址（例如 name@example.com）';
export const NAME_RULE_MESSAGE = `請輸入 1 到 ${NAME_MAX_LENGTH} 個字`;

const USERNAME_PATTERN = new RegExp(`^[a-z0-9_.-]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);
// Deleted accounts are renamed deleted-<id>; nobody may take such a name.
const RESERVED_PREFIX = 'deleted-';
// Spec section 5: a local part, @, and a domain whose top-level part has 2 or more characters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** Usernames are unique without regard to case, so they are kept in lower case. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** Why a username is refused, in zh-TW, or null when it is acceptable (after normalizing). */
export function usernameProblem(username: string): string | null {
  const normalized = normalizeUsername(username);
  if (!USERNAME_PATTERN.test(normalized)) return USERNAME_RULE_MESSAGE;
  if (normalized.startsWith(RESERVED_PREFIX)) return USERNAME_RESERVED_MESSAGE;
  return null;
}

/** True when the text is an e-mail address by the spec's rule. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** E-mail addresses are matched case-insensitively, so they are kept trimmed and in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The login form's one field takes a username or an e-mail; a username never holds '@'. */
export function identifierKind(identifier: string): 'email' | 'username' {
  return identifier.includes('@') ? 'email' : 'username';
}

/**
 * A username made from an e-mail's local part, for sign-ups that give none: the allowed
 * characters only, short enough to take a numeric suffix when the name is taken.
 */
export function usernameFromEmail(email: string): string {
  const local = normalizeEmail(email).split('@')[0] ?? '';
  const cleaned = local
    .replace(/\+.*$/, '')
    .replace(/[^a-z0-9_.-]+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 6);
  const base = cleaned.startsWith(RESERVED_PREFIX) ? `u${cleaned}` : cleaned;
  return base.length >= USERNAME_MIN_LENGTH ? base : `user_${base}`.replace(/_$/, '');
}

export const usernameSchema = z
  .string({ error: USERNAME_RULE_MESSAGE })
  .transform(normalizeUsername)
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const emailSchema = z.string({ error: EMAIL_RULE_MESSAGE }).transform(normalizeEmail).refine(isValidEmail, EMAIL_RULE_MESSAGE);

/** A first or last name: trimmed, 1 to 30 characters. */
export const personNameSchema = z.string({ error: NAME_RULE_MESSAGE }).trim().min(1, NAME_RULE_MESSAGE).max(NAME_MAX_LENGTH, NAME_RULE_MESSAGE);
