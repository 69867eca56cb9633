import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { LOGIN_ONCE_LINK_DAYS } from '../../../domain/abuse-limits';
import { guestQuotePath } from '../../../domain/guest-links';
import { fullName } from '../../../domain/users/full-name';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import { createLoginLink, loginOnceUrl } from '../auth';
import type { PushSender } from '../push';
import { issueBidHash } from '../requests';
import { consumerOf, findBidWithParties, proOf } from '../bids';
import type { HubEvent, MessageHub } from './message-hub';
import { newQuoteMessage, newQuoteSms, quotePriceText, requestClosedMessage } from './quote-notifications.mails';

type Db = Kysely<Database>;

/** How often every server copy looks for quotes to tell consumers about. */
export const QUOTE_NOTIFY_SWEEP_MS = 2_000;
/** A notification older than this is not delivered any more (a server that was down sends no backlog). */
const MAX_AGE_MINUTES = 60;
const MINUTE_MS = 60_000;

/** Off only when the user turned the setting off (missing keys are on). */
export function settingOn(settings: Record<string, unknown> | null, key: string): boolean {
  const value = settings?.[key];
  return !(value === 0 || value === false || value === '0');
}

/**
 * Tells people about a bid within seconds, once per notification. A consumer hears that a quote
 * arrived: a live event to their open pages, an e-mail (whether or not the address is confirmed
 * yet) and an SMS to a verified phone, each unless turned off in the notification settings, and
 * a web push when configured; the e-mail and SMS carry a guest link to the quote, the e-mail also
 * a one-time login link. A pro who quoted hears by e-mail that the consumer hired another pro.
 * Every server copy sweeps the pending `new_quote` and `request_closed` notifications; the
 * conditional update that marks one delivered lets one copy send it. New messages get a web push
 * the same way (messages.pushed_at).
 */
export class QuoteNotifier {
  constructor(private readonly deps: { db: Db; messaging: Messaging; hub: MessageHub; push: PushSender; publicUrl: string; log: FastifyBaseLogger }) {}

  /** Delivers every pending new-quote and request-closed notification; returns how many were delivered. */
  async sweep(now: Date, batch = 50): Promise<number> {
    const { db } = this.deps;
    const oldest = new Date(now.getTime() - MAX_AGE_MINUTES * MINUTE_MS);
    const pending = await db
      .selectFrom('notifications')
      .select(['id'])
      .where('notified_at', 'is', null)
      .where('type', 'in', ['new_quote', 'request_closed'])
      .where('created', '>', oldest)
      .orderBy('id')
      .limit(batch)
      .execute();
    let delivered = 0;
    for (const { id } of pending) {
      const claimed = await db
        .updateTable('notifications')
        .set({ notified_at: now })
        .where('id', '=', id)
        .where('notified_at', 'is', null)
        .returning(['type', 'user_id', 'quote_request_id', 'quote_bid_id'])
        .executeTakeFirst();
      if (!claimed?.quote_bid_id || !claimed.quote_request_id) continue;
      try {
        if (claimed.type === 'request_closed') await this.deliverClosed(claimed.user_id, claimed.quote_bid_id);
        else await this.deliverQuote(claimed.user_id, claimed.quote_request_id, claimed.quote_bid_id, now);
        delivered += 1;
      } catch (error) {
        this.deps.log.error({ err: error, notificationId: id }, 'quote notification failed');
      }
    }
    return delivered;
  }

  private async deliverQuote(consumerId: number, requestId: number, bidId: number, now: Date): Promise<void> {
    const { db, messaging, hub, push, publicUrl } = this.deps;
    // The open quote list refreshes at once.
    await hub.publish({ kind: 'quote', bidId, requestId, userIds: [consumerId] });
    const row = await findBidWithParties(db, bidId);
    if (!row || row.consumer_id !== consumerId || row.consumer_deleted_at) return;
    const proName = row.service_title || fullName(proOf(row));
    const wantsEmail = row.consumer_email !== null && settingOn(row.consumer_notification_settings, 'email_new_quote');
    const wantsSms = row.consumer_phone !== null && row.consumer_is_phone_confirmed && settingOn(row.consumer_notification_settings, 'sms_new_quote');
    const dashboardPath = `/dashboard/projects/quotelist/${requestId}`;
    if (wantsEmail || wantsSms) {
      const guestUrl = `${publicUrl}${guestQuotePath(await issueBidHash(db, bidId, now))}`;
      const loginUrl = wantsEmail
        ? `${loginOnceUrl(publicUrl, await createLoginLink(db, consumerId, LOGIN_ONCE_LINK_DAYS * 24 * 60, now))}&from=${encodeURIComponent(dashboardPath)}`
        : undefined;
      const notice = { categoryName: row.category_name, proName, priceText: quotePriceText(row), guestUrl, loginUrl, dashboardUrl: `${publicUrl}${dashboardPath}` };
      if (wantsEmail) {
        const name = fullName(consumerOf(row));
        await messaging.sendEmail(newQuoteMessage({ email: row.consumer_email!, name }, notice, publicUrl)).catch((error: unknown) => {
          this.deps.log.error({ err: error, bidId }, 'new quote e-mail failed');
        });
      }
      if (wantsSms) {
        await messaging.sendSms({ to: row.consumer_phone!, text: newQuoteSms(notice) }).catch((error: unknown) => {
          this.deps.log.error({ err: error, bidId }, 'new quote SMS failed');
        });
      }
    }
    if (push.enabled) {
      await push.send(consumerId, { title: '收到新報價', body: `${proName}：${row.category_name}（${quotePriceText(row)}）`, url: dashboardPath, tag: `quote-${bidId}` });
    }
  }

  /**
   * Tells a pro who quoted that the consumer hired another pro: an e-mail naming the request,
   * with a link to his lead (unless he turned off e-mails about hires and changes). Nothing is
   * sent when the hire was undone before the sweep reached it.
   */
  private async deliverClosed(proId: number, bidId: number): Promise<void> {
    const { db, messaging, publicUrl } = this.deps;
    const row = await findBidWithParties(db, bidId);
    if (!row || row.pro_id !== proId || row.pro_deleted_at || !row.closed_by_hire) return;
    if (row.pro_email === null || !settingOn(row.pro_notification_settings, 'email_hired')) return;
    const message = requestClosedMessage(
      { email: row.pro_email, name: fullName(proOf(row)) },
      { categoryName: row.category_name, requestId: row.quote_request_id, leadUrl: `${publicUrl}/dashboard/requests/${bidId}` },
      publicUrl,
    );
    await messaging.sendEmail(message).catch((error: unknown) => {
      this.deps.log.error({ err: error, bidId }, 'request closed e-mail failed');
    });
  }

  /** A hub event; a new message's recipient gets a web push, sent by the copy that marks it. */
  onHubEvent(event: HubEvent): void {
    if (event.kind !== 'message' || !this.deps.push.enabled) return;
    this.pushMessage(event.messageId, event.userIds).catch((error: unknown) => this.deps.log.error({ err: error }, 'message push failed'));
  }

  private async pushMessage(messageId: number, told: readonly number[]): Promise<void> {
    const { db, push } = this.deps;
    const claimed = await db
      .updateTable('messages')
      .set({ pushed_at: new Date() })
      .where('id', '=', messageId)
      .where('pushed_at', 'is', null)
      .where(sql<boolean>`created > now() - interval '10 minutes'`)
      .returning(['recipient_id', 'sender_id', 'quote_bid_id'])
      .executeTakeFirst();
    // A message held for a contact fee reaches only its sender: no push either.
    if (!claimed || !told.includes(claimed.recipient_id)) return;
    const bid = await findBidWithParties(db, claimed.quote_bid_id);
    if (!bid) return;
    const toPro = bid.pro_id === claimed.recipient_id;
    const url = toPro ? `/dashboard/requests/${claimed.quote_bid_id}` : `/dashboard/projects/quote/${claimed.quote_bid_id}`;
    await push.send(claimed.recipient_id, { title: '收到新訊息', body: `「${bid.category_name}」的對話有一則新訊息`, url, tag: `message-${claimed.quote_bid_id}` });
  }
}
