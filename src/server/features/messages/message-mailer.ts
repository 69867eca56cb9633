import { CONTACT_FEE_DUE_EXCERPT, CONTACT_FEE_DUE_MESSAGE, isContactFeeDue } from '../../../domain/bids/contact-fee';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { fullName } from '../../../domain/users/full-name';
import { consumerNameForPro } from '../../../domain/users/mask-name';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import { consumerOf, findBidWithParties, proOf } from '../bids';

type Db = Kysely<Database>;

/** A message unread this long means its recipient is not on the site: they get an e-mail. */
export const MESSAGE_MAIL_DELAY_MINUTES = 3;
/** At most one e-mail a conversation (and recipient) this often. */
export const MESSAGE_MAIL_GAP_MINUTES = 15;
/** Messages older than this are never mailed about (a server that was down does not send a backlog). */
const MESSAGE_MAIL_MAX_AGE_HOURS = 24;
export const MESSAGE_MAIL_SWEEP_MS = 60_000;
const MINUTE_MS = 60_000;
const EXCERPT_LENGTH = 80;

interface Candidate {
  quote_bid_id: number;
  user_id: number;
  newest: number;
  unread: number;
}

/** Off only when the recipient turned `email_new_message` off. */
export function wantsMessageMail(settings: Record<string, unknown> | null): boolean {
  const value = settings?.email_new_message;
  return !(value === 0 || value === false || value === '0');
}

/**
 * E-mails a message's recipient who has not read it within a few minutes (an open conversation
 * is read at once, so an unread message means they are away): one mail a conversation in 15
 * minutes at most, never twice for the same message, with a link to the conversation. Every
 * server copy sweeps; the conditional update that records a mail lets one copy send it.
 */
export class MessageMailer {
  constructor(private readonly deps: { db: Db; messaging: Messaging; publicUrl: string; log: FastifyBaseLogger }) {}

  /** Mails every recipient due at `now`; returns how many mails were sent. */
  async sweep(now = new Date(), batch = 100): Promise<number> {
    const { db } = this.deps;
    const gapStart = new Date(now.getTime() - MESSAGE_MAIL_GAP_MINUTES * MINUTE_MS);
    const due = new Date(now.getTime() - MESSAGE_MAIL_DELAY_MINUTES * MINUTE_MS);
    const oldest = new Date(now.getTime() - MESSAGE_MAIL_MAX_AGE_HOURS * 60 * MINUTE_MS);
    const candidates = (await db
      .selectFrom('message_threads as t')
      .innerJoin('messages as m', (join) =>
        join
          .onRef('m.quote_bid_id', '=', 't.quote_bid_id')
          .onRef('m.recipient_id', '=', 't.user_id')
          .on('m.read_at', 'is', null)
          .on(sql<boolean>`m.id > coalesce(t.mailed_message_id, 0)`),
      )
      .select(['t.quote_bid_id', 't.user_id', sql<string>`max(m.id)`.as('newest'), sql<string>`count(*)`.as('unread')])
      .where('t.unread_count', '>', 0)
      .where((eb) => eb.or([eb('t.mailed_at', 'is', null), eb('t.mailed_at', '<=', gapStart)]))
      .groupBy(['t.quote_bid_id', 't.user_id'])
      .having(sql<boolean>`min(m.created) <= ${due}`)
      .having(sql<boolean>`max(m.created) > ${oldest}`)
      .limit(batch)
      .execute()) as unknown as { quote_bid_id: number; user_id: number; newest: string; unread: string }[];
    let sent = 0;
    for (const row of candidates) {
      const candidate: Candidate = { quote_bid_id: row.quote_bid_id, user_id: row.user_id, newest: Number(row.newest), unread: Number(row.unread) };
      try {
        if (await this.mailOne(candidate, now, gapStart)) sent += 1;
      } catch (error) {
        this.deps.log.error({ err: error, quoteBidId: candidate.quote_bid_id }, 'unread message e-mail failed');
      }
    }
    return sent;
  }

  private async mailOne(candidate: Candidate, now: Date, gapStart: Date): Promise<boolean> {
    const { db } = this.deps;
    // Claim the mail: only one copy's update matches.
    const claimed = await db
      .updateTable('message_threads')
      .set({ mailed_at: now, mailed_message_id: candidate.newest })
      .where('quote_bid_id', '=', candidate.quote_bid_id)
      .where('user_id', '=', candidate.user_id)
      .where((eb) => eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<=', gapStart)]))
      .where(sql<boolean>`coalesce(mailed_message_id, 0) < ${candidate.newest}`)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const message = await db
      .selectFrom('messages')
      .select(['body', 'sender_id', 'recipient_id', 'quote_bid_id'])
      .where('id', '=', candidate.newest)
      .executeTakeFirst();
    const bid = message ? await findBidWithParties(db, message.quote_bid_id) : undefined;
    if (!message || !bid) return false;
    // The recipient is one of the bid's two parties, the sender the other.
    const toPro = bid.pro_id === message.recipient_id;
    const email = toPro ? bid.pro_email : bid.consumer_email;
    const settings = toPro ? bid.pro_notification_settings : bid.consumer_notification_settings;
    if (!email || !wantsMessageMail(settings)) return false;
    // To the pro the consumer's name follows the one rule: masked until the consumer hires him.
    const sender = toPro ? consumerNameForPro(consumerOf(bid), { hiredByConsumer: bid.hired_by_requester }) : fullName(proOf(bid));
    const path = toPro ? `/dashboard/requests/${candidate.quote_bid_id}` : `/dashboard/projects/quote/${candidate.quote_bid_id}`;
    const flat = message.body.replace(/\s+/g, ' ').trim();
    // A contact held for an unpaid pay-on-contact fee: the pro is told to pay, not shown the text.
    const held = toPro && isContactFeeDue(bid, true);
    const excerpt = held ? CONTACT_FEE_DUE_EXCERPT : [...flat].length > EXCERPT_LENGTH ? `${[...flat].slice(0, EXCERPT_LENGTH).join('')}…` : flat;
    await this.deps.messaging.sendEmail({
      to: email,
      subject: `${sender} 傳了 ${candidate.unread} 則新訊息給您（${bid.category_name}）`,
      text: [
        '您好：',
        '',
        `${sender} 在「${bid.category_name}」的對話中傳了 ${candidate.unread} 則您還沒讀的訊息：`,
        `「${excerpt}」`,
        ...(held ? ['', CONTACT_FEE_DUE_MESSAGE] : []),
        '',
        `查看並回覆：${this.deps.publicUrl}${path}`,
        '',
        `同一段對話 ${MESSAGE_MAIL_GAP_MINUTES} 分鐘內最多通知一次；不想收到這類信件，可在「設定」關閉新訊息的電子郵件通知。`,
        '',
        '好幫手',
      ].join('\n'),
    });
    return true;
  }
}
