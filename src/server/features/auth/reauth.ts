import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { REAUTH_WINDOW_SECONDS } from '../../../domain/limits';

/** What a sensitive change needs to know about the caller's session. */
export interface ReauthState {
  sessionId: number;
  userId: number;
  reauthAt: Date | null;
}

/**
 * The one-time codes that prove it is the user again (the otp feature provides them): a code
 * sent by e-mail or SMS, then checked against the hash the send returned.
 */
export interface ReauthCodes {
  sendReauthCode(input: { userId: number; channel: 'email' | 'sms'; ip: string; reason?: 'change' | 'login' }): Promise<{ hash: string; hint: string }>;
  verifyReauthCode(input: { userId: number; hash: string; otp: string }): Promise<void>;
}

/** True when the user proved it was them in this session within REAUTH_WINDOW_SECONDS (a login counts). */
export function recentlyAuthenticated(session: ReauthState, now: Date): boolean {
  return session.reauthAt !== null && now.getTime() - session.reauthAt.getTime() <= REAUTH_WINDOW_SECONDS * 1000;
}

/**
 * Refuses a sensitive change (e-mail, phone, social link, deletion, a first password) from a
 * session whose owner has not proven it is them lately: a stolen session alone cannot take the
 * account over. 409 `reauth required`; the web app then asks for the password or a code.
 */
export function requireRecentAuth(session: ReauthState, now: Date): void {
  if (!recentlyAuthenticated(session, now)) {
    throw new AppError('conflict', ErrorText.ReauthRequired, ERROR_TEXT_MESSAGES[ErrorText.ReauthRequired]!);
  }
}
