import { AppError } from '../../../../domain/errors/app-error';
import { ErrorText } from '../../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../../domain/errors/messages';
import type { SocialProvider } from '../../../db/schema';

export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const satisfies readonly SocialProvider[];

/** Who the provider says the person is, after the token has been checked. */
export interface SocialProfile {
  provider: SocialProvider;
  providerUserId: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  /** True only when the provider states the address is verified. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** 400 `invalid social token`: the token, code or user id does not hold up. Never a 403. */
export function invalidSocialToken(): AppError {
  return new AppError('invalid', ErrorText.InvalidSocialToken, ERROR_TEXT_MESSAGES[ErrorText.InvalidSocialToken]!);
}

/** 400 `provider not configured`. */
export function providerNotConfigured(): AppError {
  return new AppError('invalid', ErrorText.ProviderNotConfigured, ERROR_TEXT_MESSAGES[ErrorText.ProviderNotConfigured]!);
}

/** A provider did not answer as documented: our side or theirs is broken, not the user's token. */
export class SocialProviderUnavailable extends Error {
  constructor(provider: SocialProvider, detail: string, options?: { cause?: unknown }) {
    super(`${provider} login is unavailable: ${detail}`, options);
    this.name = 'SocialProviderUnavailable';
  }
}

const NAME_MAX = 50;

/** A name part as stored: trimmed, at most 50 characters. */
export function cleanName(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, NAME_MAX) : '';
}

/** A provider's e-mail, lower-cased, or null when absent or implausible. */
export function cleanEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(email) ? email : null;
}
