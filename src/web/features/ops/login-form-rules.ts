import { ApiError } from '../../api/client';

export type CodeMode = 'totp' | 'recovery';
export interface LoginValues {
  email: string;
  password: string;
  code: string;
}
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

const TOTP_CODE = /^\d{6}$/;

/** i18n keys of what is missing or malformed before anything is sent. */
export function loginErrors(values: LoginValues, mode: CodeMode): LoginErrors {
  const errors: LoginErrors = {};
  if (values.email.trim() === '') errors.email = 'ops>login>emailRequired';
  if (values.password === '') errors.password = 'ops>login>passwordRequired';
  if (mode === 'totp' && !TOTP_CODE.test(values.code.trim())) errors.code = 'ops>login>codeInvalid';
  if (mode === 'recovery' && values.code.trim() === '') errors.code = 'ops>login>recoveryRequired';
  return errors;
}

/** A throttled login's wait, in words: seconds under two minutes, else whole minutes (rounded up). */
export function retryWait(error: unknown): { key: string; count: number } | undefined {
  if (!(error instanceof ApiError) || error.status !== 429 || error.retryAfterSeconds === undefined) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds < 120 ? { key: 'ops>login>seconds', count: seconds } : { key: 'ops>login>minutes', count: Math.ceil(seconds / 60) };
}
