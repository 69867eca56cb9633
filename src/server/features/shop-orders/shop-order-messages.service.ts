import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ShopOrderChatError } from '../../../domain/errors/codes';
import {
  SHOP_ORDER_CHAT_PAGE_SIZE,
  SHOP_ORDER_MESSAGE_MAX_LENGTH,
  type ShopOrderChatAnswer,
  type ShopOrderMessage,
} from '../../../domain/shop/shop-order-messages.contract';
import { checkMessageText } from '../../../domain/messages/message-text';
import { type Clock, systemClock } from '../../adapters/clock';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { FileStorage } from '../../adapters/storage/storage';
import type { Database } from '../../db/schema';
import { type MessageHub, readAttachmentUploads, storeWithAttachments, toMessageCommon, wantsMessageMail } from '../messages';
import { orderPageUrl } from './shop-order-notices';
import * as repo from './shop-order-messages.repository';
import { SHOP_ORDER_MESSAGES } from './shop-orders.errors';

type Db = Kysely<Database>;

export const SHOP_ORDER_CHAT_MESSAGES = {
  notFound: SHOP_ORDER_MESSAGES.notFound,
  empty: '請輸入訊息內容（message）。',
  tooLong: `訊息（message）最多 ${SHOP_ORDER_MESSAGE_MAX_LENGTH} 個字。`,
} as const;

/** Where an order message's attachments are stored. */
const ATTACHMENTS_FOLDER = 'shop-order-messages';
/** Unread this long, its recipient is away: an e-mail (as a bid's messages). */
const MAIL_DELAY_MS = 3 * 60_000;
/** Older unread messages are never mailed about (a server that was down sends no backlog). */
const MAIL_MAX_AGE_MS = 24 * 3_600_000;
const EXCERPT_LENGTH = 80;

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** An order message as `viewerId` sees it: a bid's message's fields (the messages feature's mapper), of the order. */
export function toOrderMessageResponse(row: repo.OrderMessageRow, viewerId: number): ShopOrderMessage {
  return { id: Number(row.id), nshop_order_id: row.nshop_order_id, ...toMessageCommon(row, viewerId) };
}

/** The text of a message: 1-2000 characters after trimming (as a bid's); otherwise 400 with 840 naming `message`. */
export function readOrderMessageText(value: unknown): string {
  const checked = checkMessageText(value);
  if (checked.ok) return checked.text;
  const message = checked.problem === 'empty' ? SHOP_ORDER_CHAT_MESSAGES.empty : SHOP_ORDER_CHAT_MESSAGES.tooLong;
  throw AppError.invalid([{ field: 'message', message }], ShopOrderChatError.BadMessage);
}

/**
 * Messages between a shop order's consumer and its pro (docs/shop.md "Order messages"): only the
 * two sides (anyone else 404 with 801), live through the message hub, read when opened, and
 * mailed about when left unread.
 */
export class ShopOrderMessagesService {
  private readonly clock: Clock;

  constructor(private readonly deps: { db: Db; storage: FileStorage; hub: MessageHub; messaging: EmailSender; publicUrl: string; log: Pick<FastifyBaseLogger, 'error'>; clock?: Clock }) {
    this.clock = deps.clock ?? systemClock;
  }

  /** The caller's side of the order; 404 (801) for anyone else and for a missing order. */
  private async access(userId: number, orderId: number) {
    const order = await repo.findOrderOfSide(this.deps.db, orderId, userId);
    if (!order) throw new AppError('not_found', ShopOrderChatError.OrderNotFound, SHOP_ORDER_CHAT_MESSAGES.notFound);
    const role = order.pro_user_id === userId ? ('pro' as const) : ('consumer' as const);
    return { order, role, otherId: role === 'pro' ? order.consumer_user_id : order.pro_user_id };
  }

  /** POST chat/{id}.json: a message (text, at most five image or PDF attachments) to the other side. */
  async post(userId: number, orderId: number, input: { message: unknown; attachments: unknown }): Promise<ShopOrderMessage> {
    const { order, otherId } = await this.access(userId, orderId);
    const body = readOrderMessageText(input.message);
    const files = readAttachmentUploads(input.attachments);
    const row = await storeWithAttachments(this.deps.storage, files, ATTACHMENTS_FOLDER, (attachments) =>
      repo.insertMessage(this.deps.db, { orderId: order.id, senderId: userId, recipientId: otherId, body, attachments }),
    );
    await this.deps.hub.publish({ kind: 'shop_order_message', orderId: order.id, messageId: Number(row.id), userIds: [userId, otherId] });
    return toOrderMessageResponse(row, userId);
  }

  /** GET chat/{id}.json: the latest messages (or those before `before`), oldest first; opening it reads the other side's. */
  async conversation(userId: number, orderId: number, before?: number): Promise<ShopOrderChatAnswer> {
    const { order, role, otherId } = await this.access(userId, orderId);
    const marked = await repo.markRead(this.deps.db, order.id, userId, this.clock.now());
    // The writer's open screen shows its messages read.
    if (marked > 0) await this.deps.hub.publish({ kind: 'shop_order_message', orderId: order.id, messageId: 0, userIds: [otherId] });
    const page = await repo.listMessages(this.deps.db, order.id, { before, limit: SHOP_ORDER_CHAT_PAGE_SIZE });
    return {
      nshop_order_id: order.id,
      role,
      nshop_order_messages: page.rows.map((r) => toOrderMessageResponse(r, userId)),
      has_more: flag(page.hasMore),
      total_unread_count: await repo.unreadCount(this.deps.db, userId),
    };
  }

  /**
   * The mail sweep: a recipient who left order messages unread a few minutes gets one e-mail an
   * order with an excerpt and a link (unless `email_new_message` is off, as for a bid's messages).
   */
  async mailUnread(now: Date, batch = 200): Promise<number> {
    const claimed = await repo.claimUnreadForMail(this.deps.db, new Date(now.getTime() - MAIL_DELAY_MS), new Date(now.getTime() - MAIL_MAX_AGE_MS), now, batch);
    const byRecipientAndOrder = new Map<string, { orderId: number; recipientId: number; count: number; last: string }>();
    for (const m of claimed) {
      const key = `${m.recipient_id}:${m.nshop_order_id}`;
      const entry = byRecipientAndOrder.get(key) ?? { orderId: m.nshop_order_id, recipientId: m.recipient_id, count: 0, last: '' };
      entry.count += 1;
      entry.last = m.body;
      byRecipientAndOrder.set(key, entry);
    }
    const users = new Map((await repo.recipients(this.deps.db, [...new Set(claimed.map((m) => m.recipient_id))])).map((u) => [u.id, u]));
    const orders = await this.deps.db.selectFrom('nshop_orders').select(['id', 'pro_user_id']).where('id', 'in', [0, ...new Set(claimed.map((m) => m.nshop_order_id))]).execute();
    let sent = 0;
    for (const entry of byRecipientAndOrder.values()) {
      const user = users.get(entry.recipientId);
      // `email_new_message` off: no mail, as for a bid's messages.
      if (!user?.email || !wantsMessageMail((user.notification_settings ?? null) as Record<string, unknown> | null)) continue;
      const party = orders.find((o) => o.id === entry.orderId)?.pro_user_id === entry.recipientId ? 'pro' : 'consumer';
      const excerpt = [...entry.last].slice(0, EXCERPT_LENGTH).join('');
      try {
        await this.deps.messaging.sendEmail({
          to: user.email,
          subject: `【好幫手】商店訂單 #${entry.orderId} 有 ${entry.count} 則未讀訊息`,
          text: [`「${excerpt}」`, `查看並回覆：${orderPageUrl(this.deps.publicUrl, entry.orderId, party)}`].join('\n\n'),
        });
        sent += 1;
      } catch (error) {
        this.deps.log.error({ err: error, orderId: entry.orderId }, 'shop order message e-mail failed');
      }
    }
    return sent;
  }
}
