import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import {
  PASSWORD_RESETS_PER_EMAIL,
  PASSWORD_RESETS_PER_IP,
  RESET_LINK_TTL_MINUTES,
  tooManyResetsMessage,
} from '../../../domain/users/auth-limits';
import { fullName } from '../../../domain/users/full-name';
import { passwordProblem } from '../../../domain/users/password-rules';
import { hashPassword } from '../../lib/passwords';
import * as accounts from './accounts.repository';
import { proveAddress } from './address-proof';
import type { AuthDeps } from './auth.deps';
import { passwordChangedMessage, resetPasswordMessage, resetPasswordUrl } from './auth.mails';
import { clearLoginFailures, confirmOwnPassword } from './login.service';
import { consumeLoginToken, createLoginToken, findLiveLoginToken, retireLoginTokens } from './login-tokens.repository';
import type { ReauthState } from './reauth';
import { revokeUserSessions } from './sessions.repository';

function invalidHash(): AppError {
  return new AppError('not_found', ErrorText.InvalidHash, ERROR_TEXT_MESSAGES[ErrorText.InvalidHash]!);
}

function newPasswordRefused(field: string, message: string): AppError {
  return AppError.invalid([{ field, message }]);
}

/**
 * "Forgot password": the answer is the same whether or not the address has an account, and
 * is sent before the address is even looked up; the link is mailed afterwards.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip: string): Promise<void> {
  const byIp = await deps.throttle.hit(PASSWORD_RESETS_PER_IP, ip);
  if (!byIp.allowed) {
    throw new AppError('rate_limited', ErrorText.RateLimited, tooManyResetsMessage(byIp.retryAfter), { retryAfterSeconds: byIp.retryAfter });
  }
  deps.background.run('reset password mail', async () => {
    // Past the per-address limit nothing is mailed, and the caller is not told.
    if (!(await deps.throttle.hit(PASSWORD_RESETS_PER_EMAIL, email)).allowed) return;
    const user = await accounts.findUserByEmail(deps.db, email);
    if (!user?.email) return;
    const hash = await createLoginToken(deps.db, user.id, 'reset_password', RESET_LINK_TTL_MINUTES, deps.clock.now());
    const link = resetPasswordUrl(deps.config.publicUrl, hash);
    await deps.messaging.sendEmail(resetPasswordMessage({ email: user.email, name: fullName({ ...user, username: '' }) }, link, deps.config.publicUrl));
  });
}

/**
 * Sets a new password through a mailed link. Without a password a live link answers 400
 * `password required` (the client's test that the link is good); a bad link is 404.
 * Every session ends, every other reset link dies, and the address counts as confirmed.
 */
export async function resetPassword(deps: AuthDeps, hash: string, password: string | undefined): Promise<void> {
  if (!(await findLiveLoginToken(deps.db, hash, 'reset_password', deps.clock.now()))) throw invalidHash();
  if (password === undefined || password === '') {
    const message = ERROR_TEXT_MESSAGES[ErrorText.PasswordRequired]!;
    throw new AppError('invalid', ErrorText.PasswordRequired, message, { fields: [{ field: 'password', message }] });
  }
  const problem = passwordProblem(password);
  if (problem) throw newPasswordRefused('password', problem);
  const passwordHash = await hashPassword(password);
  const userId = await deps.db.transaction().execute(async (trx) => {
    const owner = await consumeLoginToken(trx, hash, 'reset_password', deps.clock.now());
    if (!owner) throw invalidHash();
    // A first proof of the address also drops social links someone set up before it.
    await proveAddress(trx, owner.userId);
    await accounts.setPasswordHash(trx, owner.userId, passwordHash);
    await retireLoginTokens(trx, owner.userId, 'reset_password');
    await revokeUserSessions(trx, owner.userId);
    return owner.userId;
  });
  // Whoever reads the mailbox is the owner: the lock from wrong guesses no longer applies.
  await clearLoginFailures(deps, userId);
}

/** Changes the signed-in user's password; the caller's session stays, the others end. */
export async function changePassword(
  deps: AuthDeps,
  caller: ReauthState,
  currentPassword: string | undefined,
  newPassword: string,
): Promise<void> {
  await confirmOwnPassword(deps, caller, currentPassword, 'current_password');
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await accounts.setPasswordHash(trx, caller.userId, passwordHash);
    await retireLoginTokens(trx, caller.userId, 'reset_password');
    await revokeUserSessions(trx, caller.userId, caller.sessionId);
  });
  deps.background.run('password changed mail', async () => {
    const user = await accounts.findContact(deps.db, caller.userId);
    if (user?.email) await deps.messaging.sendEmail(passwordChangedMessage({ email: user.email, name: fullName({ ...user, username: '' }) }, deps.config.publicUrl));
  });
}
