import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_DEVICE,
  LOGIN_FAILURES_PER_IP,
  type LimitRule,
  tooManyLoginsMessage,
} from '../../../domain/users/auth-limits';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { findCredentials, findLoginCandidate, upgradePasswordHash } from './accounts.repository';
import type { AuthDeps } from './auth.deps';
import type { KnownDevice } from './known-device';
import { type ReauthState, requireRecentAuth } from './reauth';

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

interface Counted {
  rule: LimitRule;
  key: string;
}

/**
 * Counts the attempt before any hashing, each counter in one statement (increment, then
 * compare), so a parallel burst cannot pass between a check and a count. A browser that
 * signed in to this account before counts only against itself: a lockout of the account or
 * of a shared IP address does not reach it. Returns what was counted, for `forgive`.
 */
async function countAttempt(deps: AuthDeps, key: string, ip: string | undefined, device: KnownDevice | undefined): Promise<Counted[]> {
  const counted: Counted[] = device
    ? [{ rule: LOGIN_FAILURES_PER_DEVICE, key: device.nonce }]
    : [{ rule: LOGIN_FAILURES_PER_ACCOUNT, key }, ...(ip === undefined ? [] : [{ rule: LOGIN_FAILURES_PER_IP, key: ip }])];
  const states = await Promise.all(counted.map((c) => deps.throttle.hit(c.rule, c.key)));
  const blocked = states.filter((state) => !state.allowed);
  if (blocked.length > 0) throw tooManyLogins(Math.max(...blocked.map((state) => state.retryAfter)));
  return counted;
}

/** The attempt was the right password: the account's and device's failures are forgotten, the IP's hit taken back. */
async function forgive(deps: AuthDeps, counted: Counted[]): Promise<void> {
  await Promise.all(
    counted.map((c) => (c.rule.scope === LOGIN_FAILURES_PER_IP.scope ? deps.throttle.undo(c.rule, c.key) : deps.throttle.reset(c.rule, c.key))),
  );
}

/**
 * Checks a username-or-e-mail and password; returns the account id. A missing account, an
 * account without a password and a wrong password give the same 400 after the same Argon2
 * work, and count against the same limits. `knownDevice` reads the caller's signed device
 * cookie for the account found.
 */
export async function verifyLogin(
  deps: AuthDeps,
  input: { identifier: string; password: string; ip: string; knownDevice?: (userId: number | undefined) => KnownDevice | undefined },
): Promise<number> {
  const identifier = input.identifier.trim().toLowerCase();
  const user = await findLoginCandidate(deps.db, identifier);
  const key = accountKey(user?.id, identifier);
  const counted = await countAttempt(deps, key, input.ip, input.knownDevice?.(user?.id));
  const matches = await verifyPassword(user?.password_hash, input.password);
  if (!user?.password_hash || !matches) throw invalidCredentials();
  await Promise.all([forgive(deps, counted), upgradeHash(deps, user.id, user.password_hash, input.password)]);
  return user.id;
}

/** A hash of older (or other) parameters is replaced now that the password is known to be right. */
async function upgradeHash(deps: AuthDeps, userId: number, storedHash: string, password: string): Promise<void> {
  if (!needsRehash(storedHash)) return;
  await upgradePasswordHash(deps.db, userId, storedHash, await hashPassword(password));
}

/** Forgets an account's failed logins (after its password was reset). */
export function clearLoginFailures(deps: AuthDeps, userId: number): Promise<void> {
  return deps.throttle.reset(LOGIN_FAILURES_PER_ACCOUNT, accountKey(userId, ''));
}

/**
 * The signed-in user proves it is them again (change password, delete account). Wrong
 * guesses count against the account's login limit, so a stolen session cannot brute-force
 * the password. An account without a password (Google, e-mail code) must have proven it is
 * them lately instead (a fresh login or code, see reauth.ts).
 */
export async function confirmOwnPassword(deps: AuthDeps, session: ReauthState, password: string | undefined, field: string): Promise<void> {
  const user = await findCredentials(deps.db, session.userId);
  if (!user) throw AppError.unauthenticated();
  if (user.password_hash === null) {
    requireRecentAuth(session, deps.clock.now());
    return;
  }
  const counted = await countAttempt(deps, accountKey(session.userId, ''), undefined, undefined);
  if (!password || !(await verifyPassword(user.password_hash, password))) throw wrongPassword(field);
  await forgive(deps, counted);
}
