import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import type { FileStorage } from '../../adapters/storage/storage';
import * as accounts from './accounts.repository';
import type { AuthDeps } from './auth.deps';
import { confirmOwnPassword } from './login.service';
import { RESET_LINK_TTL_MINUTES } from '../../../domain/users/auth-limits';
import { proveAddress } from './address-proof';
import { consumeLoginToken, createLoginToken, tokenBelongsTo } from './login-tokens.repository';
import type { ReauthState } from './reauth';
import { revokeUserSessions } from './sessions.repository';

/**
 * Confirms the e-mail through the link mailed at sign-up. Opening the link again after it
 * worked is still a success; a link of another account, or an unknown or expired one, is 404.
 * The password was chosen before anyone proved the address, possibly by someone else: the
 * first proof clears it and ends every session (see proveAddress), and the answer carries a
 * reset link's hash so whoever holds the mailbox sets the password at once. Opened in a browser
 * signed in to the same account (`ownSessionId`, the usual case right after sign-up), the person
 * who chose the password is the one reading the mailbox: the password stays, no reset is needed.
 */
export async function activateAccount(deps: AuthDeps, userId: number, hash: string, ownSessionId?: number): Promise<{ resetHash?: string }> {
  const owner = await consumeLoginToken(deps.db, hash, 'activation', deps.clock.now(), userId);
  if (owner) {
    const { firstProof } = await proveAddress(deps.db, userId, { keepSessionId: ownSessionId });
    return firstProof && ownSessionId === undefined ? { resetHash: await createLoginToken(deps.db, userId, 'reset_password', RESET_LINK_TTL_MINUTES, deps.clock.now()) } : {};
  }
  if ((await tokenBelongsTo(deps.db, hash, 'activation', userId)) && (await accounts.isActivated(deps.db, userId))) return {};
  throw new AppError('not_found', ErrorText.InvalidHash, ERROR_TEXT_MESSAGES[ErrorText.InvalidHash]!);
}

/**
 * Deletes the signed-in user's account after the password is confirmed: personal data goes,
 * the row stays for the records that point at it, and every session ends. Files only the
 * user had (avatar, service photos and logos) are removed from storage once committed.
 */
export async function deleteAccount(deps: AuthDeps, storage: FileStorage, session: ReauthState, password: string | undefined): Promise<void> {
  const { userId } = session;
  await confirmOwnPassword(deps, session, password, 'password');
  const files = await deps.db.transaction().execute(async (trx) => {
    const erased = await accounts.anonymiseUser(trx, userId);
    await revokeUserSessions(trx, userId);
    return erased;
  });
  for (const url of new Set(files)) await storage.remove(url);
}
