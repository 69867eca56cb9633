import { ACTIVATION_RESENDS_PER_DAY, dailyRule, reopensAt, taipeiDayClock } from '../../../domain/abuse-limits';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { fullName } from '../../../domain/users/full-name';
import type { Throttle } from '../../lib/throttle';
import type { AuthDeps } from './auth.deps';
import { sendActivation } from './signup.service';

/**
 * POST /users/resend_activation.json: a new activation e-mail for the signed-in user whose
 * address is not confirmed yet (the quote list asks for it plainly). A confirmed address or
 * none at all is 409; a few a day at most.
 */
export async function resendActivation(deps: AuthDeps, userId: number): Promise<{ email: string }> {
  const now = deps.clock.now().getTime();
  const user = await deps.db
    .selectFrom('users')
    .select(['email', 'is_activated', 'username', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw AppError.unauthenticated();
  if (!user.email) throw new AppError('conflict', ErrorText.ActionNotAllowed, '您的帳號還沒有 Email，請先到「帳戶設定」填寫。');
  if (user.is_activated) throw new AppError('conflict', ErrorText.ActionNotAllowed, '您的 Email 已經驗證完成。');
  await countActivationResend(deps.throttle, userId, now);
  sendActivation(deps, { userId, email: user.email, name: fullName({ first_name: user.first_name, last_name: user.last_name, username: '' }) });
  return { email: user.email };
}

/**
 * Counts one activation mail against the user's daily limit (the user's own button and an
 * operator's resend share it); over the limit, 429 with when it opens again.
 */
export async function countActivationResend(throttle: Throttle, userId: number, now: number): Promise<void> {
  const { allowed, retryAfter } = await throttle.hit(dailyRule('activation-resend', ACTIVATION_RESENDS_PER_DAY), String(userId), taipeiDayClock(now));
  if (!allowed) {
    const message = `今天已重寄 ${ACTIVATION_RESENDS_PER_DAY} 次驗證信，請於 ${reopensAt(retryAfter, now)} 後再試。`;
    throw new AppError('rate_limited', ErrorText.RateLimited, message, { retryAfterSeconds: retryAfter });
  }
}
