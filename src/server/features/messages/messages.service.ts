import { checkMessageText } from '../../../domain/messages/message-text';
import { type ConversationAnswer, type InboxAnswer, MESSAGE_MAX_LENGTH, type SentMessageAnswer } from '../../../domain/messages/messages.contract';
import { dailyRule, MESSAGES_PER_DAY, reopensAt, taipeiDayClock } from '../../../domain/abuse-limits';
import type { Kysely } from 'kysely';
import { CONTACT_FEE_DUE_MESSAGE, isContactFeeDue } from '../../../domain/bids/contact-fee';
import { Activity, QuoteStatus, WorkFilter } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { ContactProviderError, ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import type { FeatureFlags } from '../../../domain/flags/feature-flags';
import { fullName } from '../../../domain/users/full-name';
import { type Clock, systemClock } from '../../adapters/clock';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import type { ContactChargeService } from '../bids';
import { isBlockedEitherWay } from '../blocking';
import { insertActivities, markBidNotificationsRead } from '../requests';
import { MESSAGE_ATTACHMENTS_FOLDER, readAttachmentUploads, storeWithAttachments } from './message-attachments';
import { type ConversationRole, conversationWriteRefusal, requireConversationAccess } from './conversation-access';
import type { MessageHub } from './message-hub';
import { toInboxItemResponse, toMessageResponse, toPartyResponse } from './messages.mappers';
import * as repo from './messages.repository';

type Db = Kysely<Database>;

/** Messages a conversation answers with at once (the latest, or the page before `before:`). */
export const CONVERSATION_PAGE_SIZE = 50;
/** Newer messages `since:` answers with at most; `has_more` says when to ask again. */
export const SINCE_PAGE_SIZE = 200;
export const INBOX_PAGE_SIZE = 20;
/**
 * Messages a user may post: `perMinute` a minute in one conversation, twice that a minute in
 * all together, and MESSAGES_PER_DAY a Taipei day in all together.
 */
export function messageRateRules(perMinute: number): { conversation: ThrottleRule; user: ThrottleRule; day: ThrottleRule } {
  return {
    conversation: { scope: 'message-conversation', limit: perMinute, windowSeconds: 60 },
    user: { scope: 'message-user', limit: perMinute * 2, windowSeconds: 60 },
    day: dailyRule('message-user-day', MESSAGES_PER_DAY),
  };
}

type Role = ConversationRole;

/** The two parties of a conversation as a voice action sees them. */
export interface VoiceParties {
  bidId: number;
  requestId: number;
  role: Role;
  otherId: number;
  /** The consumer's contact is held from the pro until he pays the pay-on-contact fee. */
  held: boolean;
  /** The other party's name as the caller sees it, and the caller's as the other sees it (masked for a pro until hired). */
  otherName: string;
  callerName: string;
}

/** A voice entry of a conversation: its text, who it is from and to, the call it records. */
export interface VoiceEntry {
  bidId: number;
  senderId: number;
  recipientId: number;
  body: string;
  voiceCallId?: number;
  /** The recipient saw it happen (a call they took part in): not unread. */
  readAt?: Date;
}


/** The text of a message: a non-empty string after trimming, at most 2,000 characters. */
export function readMessageText(value: unknown): string {
  const checked = checkMessageText(value);
  if (checked.ok) return checked.text;
  if (checked.problem === 'empty') {
    throw new AppError('invalid', ErrorText.MessageEmpty, `message：${ERROR_TEXT_MESSAGES[ErrorText.MessageEmpty]!}`, {
      fields: [{ field: 'message', message: ERROR_TEXT_MESSAGES[ErrorText.MessageEmpty]! }],
    });
  }
  throw AppError.invalid([{ field: 'message', message: `訊息最多 ${MESSAGE_MAX_LENGTH} 個字` }]);
}

/**
 * Messages between a bid's pro and the request's consumer (spec section 7 "Messages"). Only the
 * two parties see a conversation; the consumer sees it once the quote was sent. The pro writes
 * only after quoting; nobody writes across a block.
 */
export class MessagesService {
  private readonly contact: ContactChargeService;

  private readonly rate: ReturnType<typeof messageRateRules>;

  constructor(
    private readonly deps: { db: Db; flags: FeatureFlags; storage: FileStorage; hub: MessageHub; throttle: Throttle; messagesPerMinute: number; contact: ContactChargeService; clock?: Clock },
  ) {
    this.rate = messageRateRules(deps.messagesPerMinute);
    this.contact = deps.contact;
  }

  /** The caller's side of the bid (conversation-access.ts); 404 for anyone else and for the consumer before the quote. */
  private async access(userId: number, bidId: number): Promise<{ bid: repo.ConversationBid; role: Role; otherId: number }> {
    return requireConversationAccess(await repo.findConversationBid(this.deps.db, bidId), userId);
  }

  async post(userId: number, bidId: number, input: { message: unknown; attachments: unknown }): Promise<SentMessageAnswer> {
    const { bid, role, otherId } = await this.access(userId, bidId);
    await this.checkRate(userId, bid.id);
    const body = readMessageText(input.message);
    const files = readAttachmentUploads(input.attachments);
    await this.refuseWriting(bid, role, userId, otherId);
    const firstOwn = !(await repo.hasWritten(this.deps.db, bid.id, userId));
    // The consumer's first message is the first contact: in pay-on-contact mode the fee is taken.
    if (role === 'consumer' && firstOwn) await this.firstContact(userId, bid.id);
    const row = await storeWithAttachments(this.deps.storage, files, MESSAGE_ATTACHMENTS_FOLDER, (attachments) =>
      this.deps.db.transaction().execute(async (trx) => {
        const message = await repo.insertMessage(trx, { bidId: bid.id, senderId: userId, recipientId: otherId, body, attachments });
        if (firstOwn) await this.chatActivityOnce(trx, bid, userId);
        return message;
      }),
    );
    // A contact held for an unpaid fee reaches the pro only once he pays (he then reads it in the conversation).
    const held = role === 'consumer' && (await this.contactFeeDue(bid));
    await this.deps.hub.publish({ kind: 'message', bidId: bid.id, messageId: Number(row.id), userIds: held ? [userId] : [userId, otherId] });
    return { message: toMessageResponse(row, userId), unread_count: await repo.conversationUnread(this.deps.db, bid.id, userId) };
  }

  /** 409 when the party may not reach the other now: a passed quote, a pro before quoting or with his contact fee due, a block. */
  private async refuseWriting(bid: repo.ConversationBid, role: Role, userId: number, otherId: number): Promise<void> {
    const refusal = conversationWriteRefusal(bid, role);
    if (refusal) throw new AppError('conflict', ErrorText.ActionNotAllowed, refusal);
    if (role === 'pro' && (await this.contactFeeDue(bid))) throw new AppError('conflict', ErrorText.ActionNotAllowed, CONTACT_FEE_DUE_MESSAGE);
    if (await isBlockedEitherWay(this.deps.db, userId, otherId)) {
      throw new AppError('conflict', ErrorText.UserBlocked, ERROR_TEXT_MESSAGES[ErrorText.UserBlocked]!);
    }
  }

  /**
   * A party reaches the other by voice (a call, an appointment): the rules of writing apply, and a
   * consumer's first voice contact is his first contact, so in pay-on-contact mode the fee is taken
   * exactly as for his first message. `held` says the contact is held from the pro (fee unpaid).
   */
  async admitVoiceContact(userId: number, bidId: number): Promise<VoiceParties> {
    const { bid, role, otherId } = await this.access(userId, bidId);
    await this.refuseWriting(bid, role, userId, otherId);
    if (role === 'consumer') await this.firstContact(userId, bid.id);
    const held = role === 'consumer' && (await this.contactFeeDue(bid));
    const [me, other] = await Promise.all([repo.findUser(this.deps.db, userId), repo.findUser(this.deps.db, otherId)]);
    const hiredByConsumer = bid.hired_by_requester;
    const otherRole: Role = role === 'pro' ? 'consumer' : 'pro';
    return {
      bidId: bid.id,
      requestId: bid.quote_request_id,
      role,
      otherId,
      held,
      otherName: other ? toPartyResponse(other, { role, hiredByConsumer }).full_name : '',
      callerName: me ? toPartyResponse(me, { role: otherRole, hiredByConsumer }).full_name : '',
    };
  }

  /** The caller's side of a conversation (404 for anyone else), for voice actions that reach nobody new. */
  async voiceSide(userId: number, bidId: number): Promise<{ bidId: number; role: Role; otherId: number }> {
    const { bid, role, otherId } = await this.access(userId, bidId);
    return { bidId: bid.id, role, otherId };
  }

  /** Writes a voice entry (a finished call) into the conversation, in the caller's transaction. */
  async writeVoiceEntry(trx: Db, entry: VoiceEntry): Promise<number> {
    const row = await repo.insertMessage(trx, { ...entry, attachments: [] });
    return Number(row.id);
  }

  /** Tells the open pages of a new entry after it committed; a consumer's entry stays held from a pro whose contact fee is due. */
  async announceEntry(messageId: number): Promise<void> {
    const message = await repo.findMessage(this.deps.db, messageId);
    if (!message) return;
    const reaches = await this.entryReachesRecipient(messageId);
    await this.deps.hub.publish({ kind: 'message', bidId: message.quote_bid_id, messageId, userIds: reaches ? [message.sender_id, message.recipient_id] : [message.sender_id] });
  }

  /** Whether the entry reaches its recipient now: not a consumer's, held from a pro whose contact fee is due. */
  async entryReachesRecipient(messageId: number): Promise<boolean> {
    const message = await repo.findMessage(this.deps.db, messageId);
    const bid = message && (await repo.findConversationBid(this.deps.db, message.quote_bid_id));
    if (!message || !bid) return false;
    return !(message.sender_id === bid.consumer_id && (await this.contactFeeDue(bid)));
  }

  /** Counts the attempt; over either limit is 429 with Retry-After, before anything is stored. */
  private async checkRate(userId: number, bidId: number): Promise<void> {
    const now = (this.deps.clock ?? systemClock).now().getTime();
    const [inConversation, overall, daily] = await Promise.all([
      this.deps.throttle.hit(this.rate.conversation, `${userId}:${bidId}`, now),
      this.deps.throttle.hit(this.rate.user, String(userId), now),
      this.deps.throttle.hit(this.rate.day, String(userId), taipeiDayClock(now)),
    ]);
    if (!daily.allowed) {
      const message = `今天已傳送 ${MESSAGES_PER_DAY} 則訊息，已達每日上限，請於 ${reopensAt(daily.retryAfter, now)} 後再試。`;
      throw new AppError('rate_limited', ErrorText.RateLimited, message, { retryAfterSeconds: daily.retryAfter });
    }
    const refused = [inConversation, overall].filter((state) => !state.allowed);
    if (refused.length === 0) return;
    const retryAfterSeconds = Math.max(...refused.map((state) => state.retryAfter));
    throw new AppError('rate_limited', ErrorText.RateLimited, `訊息傳送太頻繁，請 ${retryAfterSeconds} 秒後再試。`, { retryAfterSeconds });
  }

  /** want_to_contact_provider's semantics; 17 (already contacted) and a refused contact let the message through. */
  private async firstContact(userId: number, bidId: number): Promise<void> {
    try {
      await this.contact.wantToContact(userId, bidId);
    } catch (error) {
      if (error instanceof AppError && (error.code === ContactProviderError.Tolerated || error.kind === 'conflict')) return;
      throw error;
    }
  }

  /** One `chat` activity for each side's first message keeps the timeline readable. */
  private async chatActivityOnce(trx: Db, bid: repo.ConversationBid, userId: number): Promise<void> {
    const existing = await trx
      .selectFrom('activities')
      .select('id')
      .where('quote_bid_id', '=', bid.id)
      .where('type', '=', Activity.Chat)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing) return;
    await insertActivities(trx, [{ quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, user_id: userId, type: Activity.Chat, created: (this.deps.clock ?? systemClock).now() }]);
  }

  /**
   * The conversation as the caller sees it; opening it marks the other side's messages read.
   * Without `since`/`before` the latest page; `since:{id}` the newer ones (polling).
   */
  async conversation(userId: number, bidId: number, window: { since?: number | undefined; before?: number | undefined }): Promise<ConversationAnswer> {
    const { bid, role, otherId } = await this.access(userId, bidId);
    // While a pay-on-contact fee is due the consumer's messages are held from the pro: not shown, not marked read.
    const held = role === 'pro' && (await this.contactFeeDue(bid));
    const upTo = held ? null : await repo.markConversationRead(this.deps.db, bid.id, userId);
    // Seeing the conversation is seeing what its notifications announced (the header's count follows).
    if (!held) await markBidNotificationsRead(this.deps.db, userId, bid.id);
    if (upTo !== null) await this.deps.hub.publish({ kind: 'read', bidId: bid.id, readerId: userId, upTo, userIds: [userId, otherId] });
    const limit = window.since !== undefined ? SINCE_PAGE_SIZE : CONVERSATION_PAGE_SIZE;
    const [page, other, contact, totalUnread] = await Promise.all([
      repo.listMessages(this.deps.db, bid.id, { ...window, limit }),
      repo.findUser(this.deps.db, otherId),
      role === 'consumer' && this.contactAllowed(bid) ? repo.findProContact(this.deps.db, bid.pro_id) : Promise.resolve(undefined),
      repo.countUnreadMessages(this.deps.db, userId),
    ]);
    // Across a block nobody writes; the composer says why instead of failing on send.
    const blocked = await isBlockedEitherWay(this.deps.db, userId, otherId);
    const refusal = blocked ? ERROR_TEXT_MESSAGES[ErrorText.UserBlocked]! : held ? CONTACT_FEE_DUE_MESSAGE : conversationWriteRefusal(bid, role);
    return {
      quote_bid_id: bid.id,
      quote_request_id: bid.quote_request_id,
      quote_status_id: bid.quote_status_id,
      role,
      messages: page.rows.filter((row) => !held || row.sender_id === userId).map((row) => toMessageResponse(row, userId)),
      has_more: page.hasMore ? 1 : 0,
      unread_count: held ? await repo.conversationUnread(this.deps.db, bid.id, userId) : 0,
      total_unread_count: totalUnread,
      /** 1 while the consumer's contact is held for the pro until he pays the pay-on-contact fee. */
      contact_fee_due: held ? 1 : 0,
      other_user: other ? toPartyResponse(other, { role, hiredByConsumer: bid.hired_by_requester }) : null,
      can_send: refusal === null ? 1 : 0,
      can_send_reason: refusal,
      /** The pro's contact details, to the consumer once the quote is in (and paid for in pay-on-contact mode). */
      contact: contact && !blocked ? { full_name: fullName(contact), phone: contact.phone, email: contact.email } : null,
    };
  }

  /** The consumer made contact on a pay-on-contact quote whose fee the pro has not paid yet. */
  /**
   * Tells the open pages of a message's conversation that it changed (hidden or shown again by an
   * operator), after the change committed. A consumer's message still held from the pro for an
   * unpaid contact fee goes to the consumer only, as a new one does.
   */
  async announceChanged(messageId: number): Promise<void> {
    const message = await repo.findMessage(this.deps.db, messageId);
    if (!message) return;
    const bid = await repo.findConversationBid(this.deps.db, message.quote_bid_id);
    if (!bid) return;
    const held = message.sender_id === bid.consumer_id && (await this.contactFeeDue(bid));
    const userIds = held ? [message.sender_id] : [message.sender_id, message.recipient_id];
    await this.deps.hub.publish({ kind: 'changed', bidId: bid.id, messageId: Number(message.id), userIds });
  }

  private async contactFeeDue(bid: repo.ConversationBid): Promise<boolean> {
    const current = await repo.findConversationBid(this.deps.db, bid.id);
    if (!current?.is_contact_charge || current.fee_amount !== null) return false;
    return isContactFeeDue(current, await repo.consumerContacted(this.deps.db, current));
  }

  private contactAllowed(bid: repo.ConversationBid): boolean {
    if (bid.quote_sent_on === null || bid.quote_status_id === QuoteStatus.NotInterested) return false;
    return !bid.is_contact_charge || bid.fee_amount !== null;
  }

  /** A page of the user's conversations, newest first. */
  async inbox(userId: number, page: number, filter: number | null = null): Promise<InboxAnswer> {
    const { rows, count, unread } = await repo.listInbox(this.deps.db, userId, page, INBOX_PAGE_SIZE, filter);
    return {
      conversations: rows.map((row) => toInboxItemResponse(row, userId)),
      page,
      total_pages: Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE)),
      count,
      unread_count: unread,
      filter: filter ?? WorkFilter.Inbox,
    };
  }
}
