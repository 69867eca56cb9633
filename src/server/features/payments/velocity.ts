import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import {
  CARD_FAILURES_PER_USER_DAY,
  type PaymentAction,
  tooManyCardFailuresMessage,
  tooManyPaymentsMessage,
  VELOCITY_RULES,
} from '../../../domain/payments/velocity';
import type { Throttle } from '../../lib/throttle';

/**
 * Counts one attempt of `action` for the user and for the IP (atomic increment, then check)
 * and refuses with 429 past either limit, before anything is written or charged. Card actions
 * are also refused while the user's refused cards of the day are at their cap.
 */
export async function enforcePaymentVelocity(throttle: Throttle, action: PaymentAction, userId: number, ip: string): Promise<void> {
  if (action !== 'purchase_order') {
    const failures = await throttle.peek(CARD_FAILURES_PER_USER_DAY, String(userId));
    if (!failures.allowed) {
      throw new AppError('rate_limited', ErrorText.RateLimited, tooManyCardFailuresMessage(failures.retryAfter), { retryAfterSeconds: failures.retryAfter });
    }
  }
  const rules = VELOCITY_RULES[action];
  const [byUser, byIp] = await Promise.all([throttle.hit(rules.user, String(userId)), throttle.hit(rules.ip, ip)]);
  const refused = [byUser, byIp].filter((state) => !state.allowed);
  if (refused.length === 0) return;
  const retryAfter = Math.max(...refused.map((state) => state.retryAfter));
  throw new AppError('rate_limited', ErrorText.RateLimited, tooManyPaymentsMessage(action, retryAfter), { retryAfterSeconds: retryAfter });
}

/** Counts a refused card (a decline at bind or charge) toward the user's daily cap. */
export async function noteCardFailure(throttle: Throttle, userId: number): Promise<void> {
  await throttle.hit(CARD_FAILURES_PER_USER_DAY, String(userId));
}
