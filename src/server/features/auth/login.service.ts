import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP, tooManyLoginsMessage } from '../../../domain/users/auth-limits';
import { verifyPassword } from '../../lib/passwords';
import { findCredentials, findLoginCandidate } from './accounts.repository';
import type { AuthDeps } from './auth.deps';

export function invalidCredentials(): AppError {
  return new AppError('invalid', ErrorText.InvalidCredentials, ERROR_TEXT_MESSAGES[ErrorText.InvalidCredentials]!);
}

export function wrongPassword(field: string): AppError {
  const message = ERROR_TEXT_MESSAGES[ErrorText.WrongPassword]!;
  return new AppError('invalid', ErrorText.WrongPassword, message, { fields: [{ field, message }] });
}

function tooManyLogins(retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', ErrorText.RateLimited, tooManyLoginsMessage(retryAfterSeconds), { retryAfterSeconds });
}

/** The failed-login counter's key: the account when there is one, else the name typed. */
const accountKey = (userId: number | undefined, identifier: string) => (userId !== undefined ? `user:${userId}` : `name:${identifier}`);

/** Refuses before any hashing when the account or the IP has failed too often. */
async function refuseIfBlocked(deps: AuthDeps, key: string, ip: string | undefined): Promise<void> {
  const [byAccount, byIp] = await Promise.all([
    deps.throttle.peek(LOGIN_FAILURES_PER_ACCOUNT, key),
    ip === undefined ? undefined : deps.throttle.peek(LOGIN_FAILURES_PER_IP, ip),
  ]);
  const blocked = [byAccount, byIp].filter((state) => state !== undefined && !state.allowed);
  if (blocked.length > 0) throw tooManyLogins(Math.max(...blocked.map((state) => state!.retryAfter)));
}

async function recordFailure(deps: AuthDeps, key: string, ip: string | undefined): Promise<void> {
  await Promise.all([deps.throttle.hit(LOGIN_FAILURES_PER_ACCOUNT, key), ip === undefined ? undefined : deps.throttle.hit(LOGIN_FAILURES_PER_IP, ip)]);
}

/**
 * Checks a username-or-e-mail and password; returns the account id. A missing account, an
 * account without a password and a wrong password give the same 400 after the same Argon2
 * work, and count against the same limits.
 */
export async function verifyLogin(deps: AuthDeps, input: { identifier: string; password: string; ip: string }): Promise<number> {
  const identifier = input.identifier.trim().toLowerCase();
  const user = await findLoginCandidate(deps.db, identifier);
  const key = accountKey(user?.id, identifier);
  await refuseIfBlocked(deps, key, input.ip);
  const matches = await verifyPassword(user?.password_hash, input.password);
  if (!user || !matches) {
    await recordFailure(deps, key, input.ip);
    throw invalidCredentials();
  }
  await deps.throttle.reset(LOGIN_FAILURES_PER_ACCOUNT, key);
  return user.id;
}

/** Forgets an account's failed logins (after its password was reset). */
export function clearLoginFailures(deps: AuthDeps, userId: number): Promise<void> {
  return deps.throttle.reset(LOGIN_FAILURES_PER_ACCOUNT, accountKey(userId, ''));
}

/**
 * The signed-in user proves it is them again (change password, delete account). Wrong
 * guesses count against the account's login limit, so a stolen session cannot brute-force
 * the password. Accounts without a password (Google, e-mail code) have nothing to prove.
 */
export async function confirmOwnPassword(deps: AuthDeps, userId: number, password: string | undefined, field: string): Promise<void> {
  const user = await findCredentials(deps.db, userId);
  if (!user) throw AppError.unauthenticated();
  if (user.password_hash === null) return;
  const key = accountKey(userId, '');
  await refuseIfBlocked(deps, key, undefined);
  if (!password || !(await verifyPassword(user.password_hash, password))) {
    await recordFailure(deps, key, undefined);
    throw wrongPassword(field);
  }
}
