import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { phoneTailHint } from '../../../domain/users/phone';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { Database, OtpPurpose } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import { proveAddress, revokeUserSessions } from '../auth';
import { OtpChallenges, unknownChallenge } from './otp.challenges';
import {
  emailChangedNotice,
  emailChangeMessage,
  emailLoginMessage,
  emailTakenNotice,
  maskEmail,
  reauthCodeMessage,
  smsCodeText,
  voiceCodeText,
} from './otp.messages';
import { confirmPhone, findUserByConfirmedPhone, findUserByEmail, findUserById, findUserByLogin, updateEmail } from './otp.repository';
import { createPasswordlessAccount, isUniqueViolation, type SignupContext } from './otp.signup';

const PHONE_PURPOSES: OtpPurpose[] = ['phone_verify', 'phone_login'];
const LOGIN_PURPOSES: OtpPurpose[] = ['email_login', 'phone_login'];

/**
 * A believable hint for an address with no confirmed phone: the same on every ask and on every
 * server copy (keyed by AUTH_SECRET), so asking twice cannot tell a decoy from a real one.
 */
function decoyPhoneHint(key: string, email: string): string {
  const digits = createHmac('sha256', key).update(`decoy-phone-hint:${email}`).digest().subarray(0, 3);
  return `尾碼 ${Array.from(digits, (b) => b % 10).join('')}`;
}

function phoneTaken(): AppError {
  return new AppError('conflict', ErrorText.PhoneTaken, ERROR_TEXT_MESSAGES[ErrorText.PhoneTaken]!);
}

function accountExists(): AppError {
  return new AppError('conflict', ErrorText.AccountExists, '這個電子郵件已經被其他帳號使用了，請換一個電子郵件。');
}

/**
 * Writes a proven phone or e-mail to the user unless another account holds it: the holder found
 * first, or a writer that won the race to the unique index; either way `taken` is thrown.
 */
async function claimAddress(holder: { id: number } | undefined, userId: number, taken: () => AppError, write: () => Promise<unknown>): Promise<void> {
  if (holder && holder.id !== userId) throw taken();
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Phone and e-mail codes: verifying a phone, logging in, signing up, changing the e-mail. */
export class OtpService {
  private readonly challenges: OtpChallenges;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly messaging: Messaging,
    throttle: Throttle,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly authSecret: string,
    clock: Clock = systemClock,
  ) {
    this.challenges = new OtpChallenges(db, throttle, authSecret, clock);
  }

  /**
   * Texts (or calls) a code to a phone; the caller may be signed in or not. A call asked for where
   * no provider places calls is texted as an ordinary SMS (the screen said so before the asking).
   */
  sendPhoneCode(input: { phone: string; voice: boolean; userId: number | null; ip: string }): Promise<string> {
    const { phone } = input;
    const voice = input.voice && this.messaging.voiceCodes;
    return this.challenges.issue({
      purpose: 'phone_verify',
      channel: voice ? 'voice' : 'sms',
      destination: phone,
      userId: input.userId,
      ip: input.ip,
      deliver: (code) => this.messaging.sendSms({ to: phone, text: voice ? voiceCodeText(code) : smsCodeText(code), voice }),
    });
  }

  /** Sets the proven phone on the signed-in user, unless another account has verified it. */
  async confirmPhone(input: { userId: number; hash: string; otp: string }): Promise<void> {
    const challenge = await this.challenges.findByToken(input.hash, PHONE_PURPOSES);
    await this.challenges.verify(challenge, input.otp);
    const holder = await findUserByConfirmedPhone(this.db, challenge.destination);
    await claimAddress(holder, input.userId, phoneTaken, () => confirmPhone(this.db, input.userId, challenge.destination));
  }

  /**
   * Texts a login code to the verified phone of the account with this e-mail. An unknown
   * address gets the same answer, backed by a challenge no code can pass, and nothing is sent.
   */
  async sendPhoneCodeByEmail(input: { email: string; ip: string }): Promise<{ hash: string; phoneHint: string }> {
    const user = await findUserByEmail(this.db, input.email);
    const phone = user?.is_phone_confirmed ? user.phone : null;
    if (user && phone) {
      const hash = await this.smsCodeToVerifiedPhone('phone_login', phone, user.id, input.ip);
      return { hash, phoneHint: phoneTailHint(phone) };
    }
    const hash = await this.challenges.issue({ purpose: 'phone_login', channel: 'sms', destination: input.email, userId: null, ip: input.ip });
    return { hash, phoneHint: decoyPhoneHint(this.authSecret, input.email) };
  }

  /** Texts a sign-in code to an account's verified phone, to link a partner's user to it: the challenge's hash. */
  sendPartnerLinkCode(input: { userId: number; phone: string; ip: string }): Promise<string> {
    return this.smsCodeToVerifiedPhone('phone_login', input.phone, input.userId, input.ip);
  }

  /** Mails a login code; an address without an account gets a sign-up code the same way. */
  async sendEmailLoginCode(input: { email: string; ip: string }): Promise<string> {
    const { email } = input;
    const user = await findUserByEmail(this.db, email);
    return this.challenges.issue({
      purpose: 'email_login',
      channel: 'email',
      destination: email,
      userId: user?.id ?? null,
      ip: input.ip,
      deliver: (code) => this.messaging.sendEmail(emailLoginMessage(email, code, user !== undefined, this.publicUrl)),
    });
  }

  /** email_verifications/auth: the user to sign in for a login challenge and its code. */
  async loginWithHash(input: { hash: string; otp: string }, signup: SignupContext): Promise<number> {
    const challenge = await this.challenges.findByToken(input.hash, LOGIN_PURPOSES);
    return this.login(challenge, input.otp, signup);
  }

  /** validate_user with a phone: by the challenge's hash, else the newest code sent to the phone. */
  async loginWithPhoneCode(input: { phone?: string | undefined; hash?: string | undefined; code: string }, signup: SignupContext): Promise<number> {
    const challenge = input.hash
      ? await this.challenges.findByToken(input.hash, PHONE_PURPOSES)
      : await this.challenges.findNewest(input.phone!, PHONE_PURPOSES);
    if (input.phone && challenge.destination !== input.phone) throw unknownChallenge();
    return this.login(challenge, input.code, signup);
  }

  /** validate_user with a username or e-mail: the newest e-mail code sent to that account. */
  async loginWithEmailCode(input: { username?: string | undefined; hash?: string | undefined; code: string }, signup: SignupContext): Promise<number> {
    if (input.hash) return this.login(await this.challenges.findByToken(input.hash, ['email_login']), input.code, signup);
    const login = input.username!.trim().toLowerCase();
    const email = login.includes('@') ? login : (await findUserByLogin(this.db, login))?.email?.toLowerCase();
    // An unknown username looks exactly like a wrong code.
    const challenge = await this.challenges.findNewest(email ?? `unknown:${login}`, ['email_login']);
    return this.login(challenge, input.code, signup);
  }

  private async login(challenge: Awaited<ReturnType<OtpChallenges['findByToken']>>, code: string, signup: SignupContext): Promise<number> {
    await this.challenges.verify(challenge, code);
    if (challenge.purpose === 'email_login') {
      const existing = await findUserByEmail(this.db, challenge.destination);
      if (!existing) return (await createPasswordlessAccount(this.db, challenge.destination, signup)).id;
      // The first proof of the address ends whatever someone set up on the account before it.
      if (!existing.is_activated) await proveAddress(this.db, existing.id);
      return existing.id;
    }
    const user = await findUserByConfirmedPhone(this.db, challenge.destination);
    if (!user) throw AppError.notFound('這個手機號碼還沒有綁定任何帳號，請改用電子郵件登入或註冊。');
    return user.id;
  }

  /**
   * Step 1 of an e-mail change: a code to the new address (the caller has proven lately that
   * it is them, see requireRecentAuth). An address another account holds gets a notice instead
   * of a code, and the caller the same answer as for a free one, so the form reveals no member.
   */
  async startEmailChange(input: { userId: number; email: string; ip: string }): Promise<string> {
    const user = await findUserById(this.db, input.userId);
    if (!user) throw AppError.unauthenticated();
    if (user.email?.toLowerCase() === input.email) {
      throw AppError.invalid([{ field: 'email', message: '這已經是您目前使用的電子郵件。' }]);
    }
    const taken = (await findUserByEmail(this.db, input.email)) !== undefined;
    return this.challenges.issue({
      purpose: 'email_change',
      channel: 'email',
      destination: input.email,
      userId: user.id,
      ip: input.ip,
      deliver: taken
        ? async () => {
            await this.messaging.sendEmail(emailTakenNotice(input.email, this.publicUrl));
          }
        : (code) => this.messaging.sendEmail(emailChangeMessage(input.email, code, user.username, this.publicUrl)),
      decoy: taken,
    });
  }

  /** Texts a code to the user's verified phone for a sign-in by phone or a re-authentication: the challenge's hash. */
  private smsCodeToVerifiedPhone(purpose: 'phone_login' | 'reauth', phone: string, userId: number, ip: string): Promise<string> {
    return this.challenges.issue({
      purpose,
      channel: 'sms',
      destination: phone,
      userId,
      ip,
      deliver: (code) => this.messaging.sendSms({ to: phone, text: smsCodeText(code) }),
    });
  }

  /** Mails or texts a code that re-confirms the user (accounts without a password, or a login that looked risky). */
  async sendReauthCode(input: { userId: number; channel: 'email' | 'sms'; ip: string; reason?: 'change' | 'login' }): Promise<{ hash: string; hint: string }> {
    const user = await findUserById(this.db, input.userId);
    if (!user) throw AppError.unauthenticated();
    if (input.channel === 'sms') {
      const phone = user.is_phone_confirmed ? user.phone : null;
      if (!phone) throw AppError.invalid([{ field: 'channel', message: '您還沒有驗證手機號碼，請改用電子郵件接收驗證碼。' }]);
      const hash = await this.smsCodeToVerifiedPhone('reauth', phone, user.id, input.ip);
      return { hash, hint: phoneTailHint(phone) };
    }
    const email = user.email?.toLowerCase();
    if (!email) throw AppError.invalid([{ field: 'channel', message: '您的帳號沒有電子郵件，請改用手機接收驗證碼。' }]);
    const hash = await this.challenges.issue({
      purpose: 'reauth',
      channel: 'email',
      destination: email,
      userId: user.id,
      ip: input.ip,
      deliver: (code) => this.messaging.sendEmail(reauthCodeMessage(email, code, this.publicUrl, input.reason)),
    });
    return { hash, hint: maskEmail(email) };
  }

  /** Checks a re-confirmation code; only a challenge issued to this user counts. */
  async verifyReauthCode(input: { userId: number; hash: string; otp: string }): Promise<void> {
    const challenge = await this.challenges.findByToken(input.hash, ['reauth']);
    if (challenge.user_id !== input.userId) throw unknownChallenge();
    await this.challenges.verify(challenge, input.otp);
  }

  /** Step 2: the code proves the new address, which then replaces the old one; other sessions end. */
  async finishEmailChange(input: { userId: number; sessionId: number; hash: string; otp: string }): Promise<void> {
    const challenge = await this.challenges.findByToken(input.hash, ['email_change']);
    // Another user's challenge is as unknown as a made-up one.
    if (challenge.user_id !== input.userId) throw unknownChallenge();
    await this.challenges.verify(challenge, input.otp);
    const user = await findUserById(this.db, input.userId);
    if (!user) throw AppError.unauthenticated();
    const holder = await findUserByEmail(this.db, challenge.destination);
    await claimAddress(holder, user.id, accountExists, () => updateEmail(this.db, user.id, challenge.destination));
    // Whoever else was signed in signed in under the old address: they sign in again.
    await revokeUserSessions(this.db, user.id, input.sessionId);
    if (user.email && user.email.toLowerCase() !== challenge.destination) {
      const notice = emailChangedNotice(user.email, user.username, maskEmail(challenge.destination), this.publicUrl);
      // The change stands even if the courtesy notice cannot be sent.
      await this.messaging.sendEmail(notice).catch((error: unknown) => this.log.error({ err: error }, 'e-mail change notice failed'));
    }
  }
}
