import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import {
  dailyRule,
  INVITE_RECIPIENT_QUIET_DAYS,
  mailSafeName,
  REVIEW_INVITE_MAILS_PER_USER_PER_DAY,
  REVIEW_INVITES_PER_USER_PER_DAY,
  reopensAt,
  taipeiDayClock,
} from '../../../domain/abuse-limits';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { EmailMessage } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import { DEVICE_ID_COOKIE } from '../auth';

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

export const SELF_REVIEW_MESSAGE = '不能評價自己的服務：評價邀請連結是給您的客戶填寫的。';

/**
 * Counts one invite link the user makes, and one mail when an address is given, against the
 * user's daily limits (all services together); past either, 429 before anything is stored.
 */
export async function countInvite(throttle: Throttle, userId: number, mailed: boolean, now: number): Promise<void> {
  const clock = taipeiDayClock(now);
  const links = await throttle.hit(dailyRule('review-invite-user', REVIEW_INVITES_PER_USER_PER_DAY), String(userId), clock);
  if (!links.allowed) {
    const message = `今天已產生 ${REVIEW_INVITES_PER_USER_PER_DAY} 個評價邀請連結，已達每日上限，請於 ${reopensAt(links.retryAfter, now)} 後再試。`;
    throw new AppError('rate_limited', ErrorText.RateLimited, message, { retryAfterSeconds: links.retryAfter });
  }
  if (!mailed) return;
  const mails = await throttle.hit(dailyRule('review-invite-mail-user', REVIEW_INVITE_MAILS_PER_USER_PER_DAY), String(userId), clock);
  if (!mails.allowed) {
    const message = `今天已寄出 ${REVIEW_INVITE_MAILS_PER_USER_PER_DAY} 封評價邀請，已達每日上限，請於 ${reopensAt(mails.retryAfter, now)} 後再寄，或直接把連結傳給對方。`;
    throw new AppError('rate_limited', ErrorText.RateLimited, message, { retryAfterSeconds: mails.retryAfter });
  }
}

/**
 * Inside the transaction that records an invite to `email`: whether the address may be mailed.
 * One invite mail per address in INVITE_RECIPIENT_QUIET_DAYS days, whoever sends it; the
 * address is locked first so two invites at once cannot both mail it. The same service asking
 * again is told (409); another service's invite is recorded but not mailed, without saying so.
 */
export async function mayMailRecipient(trx: Db, serviceId: number, email: string, now: Date): Promise<boolean> {
  const address = email.toLowerCase();
  await sql`select pg_advisory_xact_lock(hashtext(${`review-invite:${address}`}))`.execute(trx);
  const recent = await trx
    .selectFrom('review_invites')
    .select('quote_service_id')
    .where(sql<string>`lower(invitee_email)`, '=', address)
    .where('created', '>', new Date(now.getTime() - INVITE_RECIPIENT_QUIET_DAYS * DAY_MS))
    .execute();
  if (recent.some((r) => r.quote_service_id === serviceId)) {
    throw new AppError('conflict', ErrorText.ActionNotAllowed, `這個 E-mail 在 ${INVITE_RECIPIENT_QUIET_DAYS} 天內已收過這個服務的邀請，請直接把連結傳給對方。`);
  }
  return recent.length === 0;
}

/**
 * The invite mail: plain text, our link only; the user-written service title and invitee name
 * only as short names with nothing that reads as a link or address.
 */
export function inviteMail(to: string, input: { serviceTitle: string; inviteeName: string; url: string; days: number }): EmailMessage {
  const title = mailSafeName(input.serviceTitle) || '好幫手上的專家';
  const name = mailSafeName(input.inviteeName);
  const greeting = name ? `${name} 您好：` : '您好：';
  return {
    to,
    subject: `邀請您評價「${title}」`,
    text: `${greeting}\n\n「${title}」邀請您分享過去合作的經驗。請在 ${input.days} 天內打開以下連結留下評價：\n${input.url}\n\n如果您不認識這位專家，請忽略這封信。\n\n好幫手`,
  };
}

/**
 * Whether the person submitting a review through an invite is the service's owner: signed in
 * as the owner, as an account with the owner's phone number, or on a device the owner has
 * signed in from (the device_id cookie against the owner's sessions).
 */
export async function isServiceOwner(db: Db, request: FastifyRequest, ownerId: number): Promise<boolean> {
  const session = await request.loadSession();
  if (session?.userId === ownerId) return true;
  if (session) {
    const phones = await db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('id', 'in', [session.userId, ownerId])
      .where('phone', 'is not', null)
      .execute();
    const [a, b] = phones;
    if (a && b && a.phone === b.phone) return true;
  }
  const deviceId = request.cookies[DEVICE_ID_COOKIE];
  if (!deviceId || deviceId.length > 100) return false;
  const ownerDevice = await db.selectFrom('sessions').select('id').where('user_id', '=', ownerId).where('device_id', '=', deviceId).executeTakeFirst();
  return ownerDevice !== undefined;
}
