import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import {
  OTP_DAILY_PER_DESTINATION,
  OTP_DAILY_PER_IP,
  OTP_DIGITS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../domain/users/otp';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database, OtpChannel, OtpPurpose } from '../../db/schema';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import { hashToken } from '../auth';
import {
  type ChallengeRow,
  claimAttempt,
  consumeChallenge,
  deleteChallenge,
  findChallengeByHash,
  findNewestOpenChallenge,
  insertChallenge,
} from './otp.repository';

const DAY_SECONDS = 86_400;
// Fixed windows aligned to UTC midnight, i.e. 08:00 in Taiwan.
export const OTP_DESTINATION_RULE: ThrottleRule = { scope: 'otp-destination', limit: OTP_DAILY_PER_DESTINATION, windowSeconds: DAY_SECONDS };
export const OTP_IP_RULE: ThrottleRule = { scope: 'otp-ip', limit: OTP_DAILY_PER_IP, windowSeconds: DAY_SECONDS };
/** The throttle_gaps scope of the 60-second resend gap, keyed by destination. */
export const OTP_RESEND_SCOPE = 'otp-resend';

/** 24 random bytes: the `hash` handed to the client, 192 bits. */
const TOKEN_BYTES = 24;

export interface IssueRequest {
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** Canonical phone or lower-cased e-mail. */
  destination: string;
  userId: number | null;
  ip: string;
  /** Sends the code; without it the challenge is a decoy that no code can satisfy. */
  deliver?: (code: string) => Promise<void>;
  /** Deliver something else (a notice), but keep the challenge a decoy no code satisfies. */
  decoy?: boolean;
}

/**
 * The code is hashed with a key derived from the server's AUTH_SECRET and bound to its
 * challenge. A six-digit code cannot resist offline guessing with the key, so the key is kept
 * out of the database: a copy of otp_challenges alone yields no codes. (Not the client's token:
 * validate_user finds a challenge by phone or e-mail alone.)
 */
function hashCode(key: Buffer, challengeHash: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeHash}:${code}`).digest('hex');
}

/** The HMAC key of one-time codes, derived from AUTH_SECRET (a different key per use). */
export function otpCodeKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('otp-code-v1').digest();
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

function rateLimited(code: typeof ErrorText.ResendTooSoon | typeof ErrorText.RateLimited, message: string, seconds: number): AppError {
  return new AppError('rate_limited', code, message, { retryAfterSeconds: seconds });
}

/** One-time codes: issuing under the resend and daily limits, and checking under the try limit. */
export class OtpChallenges {
  private readonly codeKey: Buffer;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly throttle: Throttle,
    authSecret: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.codeKey = otpCodeKey(authSecret);
  }

  /** Creates a challenge and delivers its code; returns the token the client sends back as `hash`. */
  async issue(request: IssueRequest): Promise<string> {
    const now = this.clock.now();
    await this.claimSend(request.destination, request.ip, now);
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const challengeHash = hashToken(token);
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    const { id } = await insertChallenge(this.db, {
      challengeHash,
      purpose: request.purpose,
      channel: request.channel,
      destination: request.destination,
      userId: request.userId,
      codeHash: request.deliver && !request.decoy ? hashCode(this.codeKey, challengeHash, code) : randomBytes(32).toString('hex'),
      created: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      ip: request.ip,
    });
    try {
      await request.deliver?.(code);
    } catch (error) {
      // A code that never left must not block the 60-second resend.
      await deleteChallenge(this.db, id);
      await this.throttle.releaseGap(OTP_RESEND_SCOPE, request.destination, now.getTime());
      throw error;
    }
    return token;
  }

  /**
   * Counts the send before it happens, each limit in one statement: first the 60-second gap
   * (claimed atomically, so of parallel sends one wins), then the daily counters (incremented,
   * then compared). Parallel bursts cannot pass between a check and a count.
   */
  private async claimSend(destination: string, ip: string, now: Date): Promise<void> {
    const gap = await this.throttle.claimGap(OTP_RESEND_SCOPE, destination, OTP_RESEND_SECONDS, now.getTime());
    if (!gap.claimed) {
      throw rateLimited(ErrorText.ResendTooSoon, `驗證碼剛寄出，請 ${gap.retryAfter} 秒後再重新發送。`, gap.retryAfter);
    }
    for (const [rule, key] of [
      [OTP_DESTINATION_RULE, destination],
      [OTP_IP_RULE, ip],
    ] as const) {
      const state = await this.throttle.hit(rule, key, now.getTime());
      if (!state.allowed) {
        // Nothing is sent, so the destination's gap is not used up.
        await this.throttle.releaseGap(OTP_RESEND_SCOPE, destination, now.getTime());
        throw rateLimited(ErrorText.RateLimited, '今天的驗證碼發送次數已達上限，請明天再試，或聯絡客服協助。', state.retryAfter);
      }
    }
  }

  /** The challenge behind a client's token, if it is one of the given purposes. */
  async findByToken(token: string, purposes: OtpPurpose[]): Promise<ChallengeRow> {
    const challenge = await findChallengeByHash(this.db, hashToken(token));
    if (!challenge || !purposes.includes(challenge.purpose)) throw unknownChallenge();
    return challenge;
  }

  /** The newest unused challenge for a phone or e-mail (the hash-less form of validate_user). */
  async findNewest(destination: string, purposes: OtpPurpose[]): Promise<ChallengeRow> {
    const challenge = await findNewestOpenChallenge(this.db, destination, purposes);
    if (!challenge) throw invalidCode(OTP_MAX_ATTEMPTS);
    return challenge;
  }

  /** Checks a code; on success the challenge is used up. Throws the reason otherwise. */
  async verify(challenge: ChallengeRow, code: string): Promise<void> {
    const now = this.clock.now();
    const tries = await claimAttempt(this.db, challenge.id, now);
    if (tries === undefined) {
      // Read again: another request may have used it since it was looked up.
      throw deadReason((await findChallengeByHash(this.db, challenge.challenge_hash)) ?? challenge, now);
    }
    if (sameHash(hashCode(this.codeKey, challenge.challenge_hash, code), challenge.code_hash)) {
      if (await consumeChallenge(this.db, challenge.id, now)) return;
      throw new AppError('invalid', ErrorText.CodeExpired, '這組驗證碼已經使用過了，請重新取得驗證碼。');
    }
    if (tries >= OTP_MAX_ATTEMPTS) throw tooManyAttempts();
    throw invalidCode(OTP_MAX_ATTEMPTS - tries);
  }
}

/** A hash that names no challenge this call can use. */
export function unknownChallenge(): AppError {
  return new AppError('invalid', ErrorText.InvalidHash, '這組驗證已失效，請重新取得驗證碼。');
}

function invalidCode(triesLeft: number): AppError {
  const message = triesLeft < OTP_MAX_ATTEMPTS ? `驗證碼不正確，您還可以再試 ${triesLeft} 次。` : ERROR_TEXT_MESSAGES[ErrorText.InvalidCode]!;
  return new AppError('invalid', ErrorText.InvalidCode, message);
}

function tooManyAttempts(): AppError {
  return new AppError('invalid', ErrorText.TooManyAttempts, ERROR_TEXT_MESSAGES[ErrorText.TooManyAttempts]!);
}

/** Why a challenge takes no more tries: used, expired, or out of tries. */
function deadReason(challenge: ChallengeRow, now: Date): AppError {
  if (challenge.consumed_at) return new AppError('invalid', ErrorText.CodeExpired, '這組驗證碼已經使用過了，請重新取得驗證碼。');
  if (challenge.expires_at <= now) return new AppError('invalid', ErrorText.CodeExpired, ERROR_TEXT_MESSAGES[ErrorText.CodeExpired]!);
  return tooManyAttempts();
}
