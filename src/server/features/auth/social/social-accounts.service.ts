import type { Kysely } from 'kysely';
import { AppError } from '../../../../domain/errors/app-error';
import { ErrorText } from '../../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../../domain/errors/messages';
import type { Database } from '../../../db/schema';
import {
  deleteSocialLink,
  findActiveUserByEmail,
  findSocialLink,
  findUserLinkFor,
  insertSocialLink,
  insertSocialUser,
  isUsernameTaken,
  updateSocialLink,
} from './social-accounts.repository';
import { proveAddress } from '../address-proof';
import type { SocialProfile } from './social-profile';
import { socialUsernameBase, uniqueUsername } from './social-username';

/** Who brought the visitor, recorded on an account made at first login. */
export interface SocialSignupContext {
  partnerChannel: string | null;
  referralHash: string | null;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function socialAccountTaken(): AppError {
  return new AppError('conflict', ErrorText.SocialAccountTaken, ERROR_TEXT_MESSAGES[ErrorText.SocialAccountTaken]!);
}

/** The user already linked to this provider account; a link left by a deleted account is dropped. */
async function linkedUserId(db: Kysely<Database>, profile: SocialProfile): Promise<number | undefined> {
  const link = await findSocialLink(db, profile.provider, profile.providerUserId);
  if (!link) return undefined;
  if (link.deleted_at === null) return link.user_id;
  await deleteSocialLink(db, link.id);
  return undefined;
}

async function signInOnce(db: Kysely<Database>, profile: SocialProfile, context: SocialSignupContext): Promise<number> {
  const linked = await linkedUserId(db, profile);
  if (linked !== undefined) return linked;

  const { provider, providerUserId } = profile;
  // Only an address the provider vouches for (Google, Apple) may open an existing account or
  // be written on a new one. An unverified one (Facebook) is kept on the link only: the new
  // account gets no e-mail, so it can neither take nor reveal someone else's address.
  const email = profile.emailVerified ? profile.email : null;
  const owner = email ? await findActiveUserByEmail(db, email) : undefined;
  if (owner) {
    // The first proof of the address ends whatever someone set up on the account before it.
    if (!owner.is_activated) await proveAddress(db, owner.id);
    await insertSocialLink(db, { userId: owner.id, provider, providerUserId, email });
    return owner.id;
  }

  const name = `${profile.firstName} ${profile.lastName}`;
  const username = await uniqueUsername(socialUsernameBase(email, name), (candidate) => isUsernameTaken(db, candidate));
  return db.transaction().execute(async (trx) => {
    const userId = await insertSocialUser(trx, {
      username,
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      activated: email !== null,
      ...context,
    });
    await insertSocialLink(trx, { userId, provider, providerUserId, email: profile.email });
    return userId;
  });
}

/**
 * The account of a checked social profile: the linked one, else the one holding the same
 * verified e-mail (now linked), else a new account. Two first logins racing end on one account.
 */
export async function findOrCreateSocialUser(db: Kysely<Database>, profile: SocialProfile, context: SocialSignupContext): Promise<number> {
  try {
    return await signInOnce(db, profile, context);
  } catch (error) {
    // Someone else created the link, the e-mail or the username in between: look again.
    if (!isUniqueViolation(error)) throw error;
    return signInOnce(db, profile, context);
  }
}

/**
 * Links a provider account to the signed-in user (replacing the user's earlier account at
 * that provider). 409 `social account taken` when it belongs to another user.
 */
export async function connectSocialAccount(db: Kysely<Database>, userId: number, profile: SocialProfile): Promise<void> {
  const linked = await linkedUserId(db, profile);
  if (linked === userId) return;
  if (linked !== undefined) throw socialAccountTaken();
  const current = await findUserLinkFor(db, userId, profile.provider);
  try {
    if (current) await updateSocialLink(db, current.id, profile.providerUserId, profile.email);
    else await insertSocialLink(db, { userId, provider: profile.provider, providerUserId: profile.providerUserId, email: profile.email });
  } catch (error) {
    if (isUniqueViolation(error)) throw socialAccountTaken();
    throw error;
  }
}
