import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { decideLoginRisk, LoginRiskDecision } from '../../../domain/users/login-risk';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { RiskScore, RiskScorer } from '../../adapters/risk/risk';
import type { LoginRiskConfig } from '../../config';
import type { Database } from '../../db/schema';
import { findRiskContact, type LoginRiskRecord, recordLoginRisk } from './login-risk.repository';
import type { ReauthCodes } from './reauth';

export interface LoginRiskDeps {
  db: Kysely<Database>;
  scorer: RiskScorer | undefined;
  config: LoginRiskConfig | undefined;
  otp: ReauthCodes;
  messaging: EmailSender;
  supportEmail: string | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export interface LoginAttempt {
  userId: number;
  ip: string;
  deviceId: string | null;
  /** The browser's SEON fingerprint payload, when its agent ran. */
  session: string | null;
  /** The one-time code a step-up asked for, with the hash it answered. */
  code: { hash: string; otp: string } | undefined;
}

/**
 * The risk check between a right password and a new session: lets the login through, asks
 * for a one-time code (409 `login code required`) or refuses it (403 `login refused`, support
 * told). Every decision is recorded. A provider that fails lets the login through (fail open).
 */
export async function checkLoginRisk(deps: LoginRiskDeps, attempt: LoginAttempt): Promise<void> {
  const { scorer, config } = deps;
  if (!scorer || !config) return;
  const base = { userId: attempt.userId, ip: attempt.ip, deviceId: attempt.deviceId, score: null, providerState: null, providerId: null, error: null };
  if (attempt.code) {
    await deps.otp.verifyReauthCode({ userId: attempt.userId, hash: attempt.code.hash, otp: attempt.code.otp });
    await recordLoginRisk(deps.db, { ...base, decision: LoginRiskDecision.StepUpPassed });
    return;
  }
  const contact = await findRiskContact(deps.db, attempt.userId);
  let verdict: RiskScore;
  try {
    verdict = await scorer.scoreLogin({ attemptId: randomUUID(), userId: attempt.userId, ip: attempt.ip, email: contact?.email ?? null, deviceId: attempt.deviceId, session: attempt.session });
  } catch (error) {
    deps.log.warn({ err: error, userId: attempt.userId }, 'login risk check failed; login let through');
    await recordLoginRisk(deps.db, { ...base, decision: LoginRiskDecision.Unscored, error: error instanceof Error ? error.message.slice(0, 500) : 'unknown' });
    return;
  }
  const scored = { ...base, score: verdict.score, providerState: verdict.state, providerId: verdict.providerId };
  const decision = decideLoginRisk(verdict.score, config);
  // Without an address or a verified phone no code can be sent: such a login is refused.
  const channel = contact?.phone ? 'sms' : contact?.email ? 'email' : undefined;
  if (decision === LoginRiskDecision.Allow) {
    await recordLoginRisk(deps.db, { ...scored, decision });
    return;
  }
  if (decision === LoginRiskDecision.StepUp && channel) {
    const { hash, hint } = await deps.otp.sendReauthCode({ userId: attempt.userId, channel, ip: attempt.ip, reason: 'login' });
    await recordLoginRisk(deps.db, { ...scored, decision });
    const message = ERROR_TEXT_MESSAGES[ErrorText.LoginCodeRequired]!;
    throw new AppError('conflict', ErrorText.LoginCodeRequired, message, { stepUp: { hash, channel, destination_hint: hint } });
  }
  await recordLoginRisk(deps.db, { ...scored, decision: LoginRiskDecision.Refuse });
  await tellSupport(deps, contact?.username ?? String(attempt.userId), scored);
  throw new AppError('unauthenticated', ErrorText.LoginRefused, ERROR_TEXT_MESSAGES[ErrorText.LoginRefused]!);
}

/** Mails support about a refused login (when SUPPORT_EMAIL is set; the console lists it either way). */
async function tellSupport(deps: LoginRiskDeps, username: string, record: Omit<LoginRiskRecord, 'decision'>): Promise<void> {
  if (!deps.supportEmail) return;
  const text = [
    `帳號 ${username}（#${record.userId}）的登入因風險評分過高已被拒絕。`,
    '',
    `風險分數：${record.score ?? '-'}（SEON ${record.providerState ?? '-'}，${record.providerId ?? '-'}）`,
    `IP：${record.ip}`,
    `裝置：${record.deviceId ?? '-'}`,
    '',
    `請在營運後台的「登入風險」查看這筆紀錄，並與使用者聯繫確認：${deps.publicUrl}/ops`,
  ].join('\n');
  // The refusal stands even if the notice cannot be sent; the console keeps the record.
  await deps.messaging
    .sendEmail({ to: deps.supportEmail, subject: `【好幫手】登入已被風險檢查拒絕：${username}`, text })
    .catch((error: unknown) => deps.log.error({ err: error }, 'login risk notice to support failed'));
}
