import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { phoneTailHint } from '../../../domain/users/phone';
import type { Clock } from '../../adapters/clock';
import type { PartnerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { insertLinkedUser, isUsernameTaken, socialUsernameBase, uniqueUsername } from '../auth';
import type { OtpService } from '../otp';
import { type PartnerClaims, PartnerTokenRejected, verifyPartnerToken } from './partner-token';
import {
  consumeLinkChallenge,
  findLinkableUserByPhone,
  findLinkedUser,
  findOpenLinkChallenge,
  insertLinkChallenge,
  insertPartnerAccount,
  claimTokenId,
} from './partners.repository';

/** How long the person has to type the code that links their account. */
const LINK_MINUTES = 10;

/** What a good token leads to: a signed-in account, or a code texted to the account to link. */
export type PartnerEntry = { kind: 'signed_in'; userId: number } | { kind: 'link'; linkToken: string; phoneHint: string };

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A pending link that is unknown, used, expired, or whose code was wrong. */
export class PartnerLinkRejected extends Error {
  override name = 'PartnerLinkRejected';
}

/** Signing in through a partner's token (docs/partners.md). */
export class PartnerSignIn {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly otp: OtpService,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks the token (once only) and finds the person: the account linked to this partner user;
   * else, when the token names the verified phone of an account, a code to that phone to link it;
   * else a new account linked to the partner user.
   */
  async enter(partner: PartnerConfig, token: string, ip: string): Promise<PartnerEntry> {
    const now = this.clock.now();
    const claims = await verifyPartnerToken(partner, token, now);
    if (!(await claimTokenId(this.db, partner.id, claims.jti, claims.expiresAt, now))) throw new PartnerTokenRejected('token already used');
    const linked = await findLinkedUser(this.db, partner.id, claims.partnerUserId);
    if (linked !== undefined) return { kind: 'signed_in', userId: linked };
    const owner = claims.phone ? await findLinkableUserByPhone(this.db, partner.id, claims.phone) : undefined;
    if (owner !== undefined && claims.phone) return this.startLink(partner, claims, owner, claims.phone, ip);
    return { kind: 'signed_in', userId: await this.createAccount(partner, claims) };
  }

  /** The code from the phone links the partner user to the account and signs it in. */
  async completeLink(partner: PartnerConfig, linkToken: string, code: string): Promise<number> {
    const now = this.clock.now();
    const pending = await findOpenLinkChallenge(this.db, partner.id, sha256(linkToken), now);
    if (!pending) throw new PartnerLinkRejected('unknown or expired link');
    // Wrong codes count against the code's own attempts (OTP rules); the account is the phone's holder.
    const userId = await this.otp.loginWithPhoneCode({ hash: pending.otp_hash, code }, { partnerChannel: partner.id, referralHash: null });
    if (userId !== pending.user_id) throw new PartnerLinkRejected('the phone changed hands');
    if (!(await consumeLinkChallenge(this.db, pending.id, now))) throw new PartnerLinkRejected('link already used');
    try {
      await insertPartnerAccount(this.db, partner.id, pending.partner_user_id, userId);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Linked in between (another tab): only the same pair signs in.
      if ((await findLinkedUser(this.db, partner.id, pending.partner_user_id)) !== userId) throw new PartnerLinkRejected('linked elsewhere');
    }
    return userId;
  }

  private async startLink(partner: PartnerConfig, claims: PartnerClaims, userId: number, phone: string, ip: string): Promise<PartnerEntry> {
    const otpHash = await this.otp.sendPartnerLinkCode({ userId, phone, ip });
    const linkToken = randomBytes(24).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + LINK_MINUTES * 60_000);
    await insertLinkChallenge(this.db, { linkHash: sha256(linkToken), partnerId: partner.id, partnerUserId: claims.partnerUserId, userId, otpHash, expiresAt });
    return { kind: 'link', linkToken, phoneHint: phoneTailHint(phone) };
  }

  /**
   * A new account for the partner user. The partner's e-mail and phone are not written: we have
   * not proven them, and an unproven address could take or reveal someone else's.
   */
  private async createAccount(partner: PartnerConfig, claims: PartnerClaims): Promise<number> {
    const username = await uniqueUsername(socialUsernameBase(claims.email, `${partner.id} user`), (name) => isUsernameTaken(this.db, name));
    try {
      return await this.db.transaction().execute(async (trx) => {
        const userId = await insertLinkedUser(trx, {
          username,
          email: null,
          firstName: '',
          lastName: '',
          activated: false,
          partnerChannel: partner.id,
          referralHash: null,
        });
        await insertPartnerAccount(trx, partner.id, claims.partnerUserId, userId);
        return userId;
      });
    } catch (error) {
      // Two first entries of one partner user racing: the other one made the account.
      const linked = isUniqueViolation(error) ? await findLinkedUser(this.db, partner.id, claims.partnerUserId) : undefined;
      if (linked === undefined) throw error;
      return linked;
    }
  }
}
