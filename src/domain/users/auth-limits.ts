/**
 * Abuse limits of the accounts feature (issue 3). Fixed windows: a blocked caller waits at most
 * one window, so a real user is never locked out for long.
 */
export interface LimitRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

/** Wrong passwords for one account (or one unknown name), from anywhere. */
export const LOGIN_FAILURES_PER_ACCOUNT: LimitRule = { scope: 'login-fail-account', limit: 10, windowSeconds: 15 * 60 };
/** Wrong passwords from one IP address, for any accounts. */
export const LOGIN_FAILURES_PER_IP: LimitRule = { scope: 'login-fail-ip', limit: 30, windowSeconds: 15 * 60 };
/** Wrong passwords from one browser that has signed in to the account before (its own count). */
export const LOGIN_FAILURES_PER_DEVICE: LimitRule = { scope: 'login-fail-device', limit: 10, windowSeconds: 15 * 60 };
/** How long a browser stays known to an account after a password login. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Account-name checks of the sign-up form from one IP address. */
export const ACCOUNT_CHECKS_PER_IP: LimitRule = { scope: 'check-account-ip', limit: 60, windowSeconds: 60 * 60 };
/** New accounts from one IP address. */
export const SIGNUPS_PER_IP: LimitRule = { scope: 'signup-ip', limit: 10, windowSeconds: 60 * 60 };
/** Reset-password e-mails asked for from one IP address (the answer is the same either way). */
export const PASSWORD_RESETS_PER_IP: LimitRule = { scope: 'forgot-ip', limit: 20, windowSeconds: 60 * 60 };
/** Reset-password e-mails sent to one address; past it the request is quietly not mailed. */
export const PASSWORD_RESETS_PER_EMAIL: LimitRule = { scope: 'forgot-email', limit: 5, windowSeconds: 60 * 60 };

/** Link lifetimes. */
export const RESET_LINK_TTL_MINUTES = 60;
export const ACTIVATION_LINK_TTL_MINUTES = 7 * 24 * 60;

/** The zh-TW wait, rounded up to whole minutes: 「15 分鐘」, or seconds under a minute. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} 秒` : `${Math.ceil(seconds / 60)} 分鐘`;
}

export function tooManyLoginsMessage(retryAfterSeconds: number): string {
  return `登入失敗次數過多，請於 ${waitText(retryAfterSeconds)}後再試，或使用「忘記密碼」重設密碼、改用驗證碼登入。`;
}

export function tooManyChecksMessage(retryAfterSeconds: number): string {
  return `查詢次數過多，請於 ${waitText(retryAfterSeconds)}後再試。`;
}

export function tooManySignupsMessage(retryAfterSeconds: number): string {
  return `註冊次數過多，請於 ${waitText(retryAfterSeconds)}後再試。`;
}

export function tooManyResetsMessage(retryAfterSeconds: number): string {
  return `重設密碼的申請次數過多，請於 ${waitText(retryAfterSeconds)}後再試。`;
}
