import { dailyRule, REPORTS_PER_DAY, reopensAt, taipeiDayClock } from '../../../domain/abuse-limits';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { RequestLimitsConfig } from '../../config';
import type { Throttle } from '../../lib/throttle';

export interface RequestPoster {
  userId: number;
  /** The account's verified phone number; accounts sharing one share its limit. */
  phone: string | null;
  ip: string;
}

/**
 * Counts one posted request (new or copied) against the daily limits of the account, its
 * phone number and the client IP, in the database so every server copy shares them. Over any
 * of them: 429 with Retry-After and the Taipei time posting opens again, before anything is stored.
 */
export async function countRequestPosting(throttle: Throttle, limits: RequestLimitsConfig, poster: RequestPoster, now: number): Promise<void> {
  const clock = taipeiDayClock(now);
  const checks = [
    { rule: dailyRule('request-user', limits.perDay), key: String(poster.userId), ip: false },
    ...(poster.phone ? [{ rule: dailyRule('request-phone', limits.perDay), key: poster.phone, ip: false }] : []),
    { rule: dailyRule('request-ip', limits.perIpPerDay), key: poster.ip, ip: true },
  ];
  const states = await Promise.all(checks.map(async (c) => ({ ...c, state: await throttle.hit(c.rule, c.key, clock) })));
  const refused = states.filter((s) => !s.state.allowed);
  if (refused.length === 0) return;
  const retryAfterSeconds = Math.max(...refused.map((s) => s.state.retryAfter));
  const at = reopensAt(retryAfterSeconds, now);
  const message = refused.some((s) => !s.ip)
    ? `今天已發出 ${limits.perDay} 個需求，已達每日上限，請於 ${at} 後再發案。`
    : `這個網路今天發出的需求已達上限，請於 ${at} 後再發案。`;
  throw new AppError('rate_limited', ErrorText.RateLimited, message, { retryAfterSeconds });
}

/** Counts one report (quote_reports/add) against the user's daily limit; past it, 429 before anything is stored. */
export async function countReport(throttle: Throttle, userId: number, now: number): Promise<void> {
  const { allowed, retryAfter } = await throttle.hit(dailyRule('report-user', REPORTS_PER_DAY), String(userId), taipeiDayClock(now));
  if (allowed) return;
  const message = `今天已送出 ${REPORTS_PER_DAY} 則檢舉，已達每日上限，請於 ${reopensAt(retryAfter, now)} 後再試。`;
  throw new AppError('rate_limited', ErrorText.RateLimited, message, { retryAfterSeconds: retryAfter });
}
