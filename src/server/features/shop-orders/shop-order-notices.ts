import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ShopOrderAction, ShopOrderActor, ShopOrderSide, ShopOrderState } from '../../../domain/shop/shop-order-status';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * The notifications of a shop order's steps (docs/shop.md "Order notifications"), as a safety
 * payment's: a `shop_order` notification row written in the transaction that changes the order
 * (its `dedupe_key` names the order, the step, the side and the moment, so one step notifies each
 * side once), then an e-mail after the commit unless the user turned `email_shop_order` off.
 */

export type ShopOrderNotice =
  | 'confirmed'
  | 'complete_applied'
  | 'complete_rejected'
  | 'completed'
  | 'cancel_applied'
  | 'cancel_rejected'
  | 'cancelled'
  | 'resolved_completed'
  | 'resolved_cancelled'
  | 'disputed'
  | 'dispute_granted'
  | 'dispute_partly_granted'
  | 'dispute_denied'
  | 'reminder';

/** The order as a notice reads it. */
export interface NoticeOrder {
  id: number;
  consumer_user_id: number;
  pro_user_id: number;
  total: number;
  applied_at: Date | null;
}

/** A written notification whose e-mail is sent after the commit. */
export interface PendingOrderNotice {
  notice: ShopOrderNotice;
  party: ShopOrderSide;
  email: string | null;
  orderId: number;
  total: number;
  /** Who moved the order (a cancellation's wording says who cancelled). */
  by: ShopOrderActor;
}

const other = (side: ShopOrderSide): ShopOrderSide => (side === 'pro' ? 'consumer' : 'pro');

/**
 * Who hears of a move, and what: the other side of the one who moved it; both sides of the
 * system's resolution. `before` is the state before the move.
 */
export function noticesOfMove(before: ShopOrderState, after: ShopOrderState, action: ShopOrderAction, actor: ShopOrderActor): [ShopOrderNotice, ShopOrderSide][] {
  if (actor === 'operator') {
    const notice = action === 'grant_dispute' ? 'dispute_granted' : action === 'grant_dispute_part' ? 'dispute_partly_granted' : 'dispute_denied';
    return [
      [notice, 'consumer'],
      [notice, 'pro'],
    ];
  }
  if (actor === 'system') {
    if (action === 'resolve') {
      const notice = after.status === ShopOrderStatus.Completed ? 'resolved_completed' : 'resolved_cancelled';
      return [
        [notice, 'consumer'],
        [notice, 'pro'],
      ];
    }
    // Paid and an expired payment code: the payment's own notices tell them.
    return [];
  }
  const to = other(actor);
  switch (action) {
    case 'confirm':
      return [['confirmed', to]];
    case 'apply_complete':
      return [['complete_applied', to]];
    case 'complete':
      return [['completed', to]];
    case 'reject_complete':
      return [['complete_rejected', to]];
    case 'apply_cancel':
      return [['cancel_applied', to]];
    case 'cancel':
      return [['cancelled', to]];
    case 'reject_cancel':
      return before.application ? [['cancel_rejected', before.application.by]] : [];
    case 'dispute':
      return [['disputed', to]];
    default:
      return [];
  }
}

/**
 * Writes the notification of `notice` to `party` inside `trx`; null when this step already
 * notified that side (`stamp` tells steps apart: the moment of the move, or the application's for a reminder).
 */
export async function writeOrderNotice(
  trx: Db,
  order: NoticeOrder,
  notice: ShopOrderNotice,
  party: ShopOrderSide,
  by: ShopOrderActor,
  stamp: Date,
  now: Date,
): Promise<PendingOrderNotice | null> {
  const userId = party === 'pro' ? order.pro_user_id : order.consumer_user_id;
  const written = await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: 'shop_order',
      quote_bid_id: null,
      nshop_order_id: order.id,
      created: now,
      notified_at: now,
      dedupe_key: `so:${order.id}:${notice}:${party}:${stamp.getTime()}`,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written) return null;
  const user = await trx.selectFrom('users').select(['email', 'notification_settings']).where('id', '=', userId).executeTakeFirst();
  const settings = (user?.notification_settings ?? null) as Record<string, unknown> | null;
  const off = settings?.email_shop_order === 0 || settings?.email_shop_order === false || settings?.email_shop_order === '0';
  return { notice, party, email: off ? null : user?.email || null, orderId: order.id, total: order.total, by };
}

/** The notices of a move, written inside `trx`. */
export async function writeMoveNotices(trx: Db, order: NoticeOrder, before: ShopOrderState, after: ShopOrderState, action: ShopOrderAction, actor: ShopOrderActor, now: Date) {
  const pending: PendingOrderNotice[] = [];
  for (const [notice, party] of noticesOfMove(before, after, action, actor)) {
    const written = await writeOrderNotice(trx, order, notice, party, actor, now, now);
    if (written) pending.push(written);
  }
  return pending;
}

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** The order's page of a side on the dashboard. */
export function orderPageUrl(publicUrl: string, orderId: number, party: ShopOrderSide): string {
  const base = publicUrl.replace(/\/$/, '');
  return party === 'pro' ? `${base}/dashboard/shop/order/${orderId}` : `${base}/dashboard/shop-consumer/order/${orderId}`;
}

/** The zh-TW subject and first line of a notice (the e-mail and the in-app list). */
export function orderNoticeText(pending: Pick<PendingOrderNotice, 'notice' | 'party' | 'orderId' | 'total' | 'by'>, hours: number): [string, string] {
  const order = `商店訂單 #${pending.orderId}（${money(pending.total)}）`;
  const who = pending.party === 'pro' ? '客戶' : '專家';
  switch (pending.notice) {
    case 'confirmed':
      return ['專家已確認您的商店訂單', `專家已確認${order}，服務進行中。`];
    case 'complete_applied':
      return ['專家申請完成商店訂單', `專家已為${order}申請完成。請確認完成（款項將撥給專家）或拒絕；${hours} 小時內未回覆將由系統自動完成。`];
    case 'complete_rejected':
      return ['客戶拒絕了完成申請', `客戶拒絕了${order}的完成申請，訂單繼續進行。`];
    case 'completed':
      return ['商店訂單已完成', `客戶已確認${order}完成，款項扣除手續費後將撥給您。`];
    case 'cancel_applied':
      return [`${who}申請取消商店訂單`, `${who}已為${order}申請取消。請同意取消（款項退還客戶）或拒絕；${hours} 小時內未回覆將由系統自動取消。`];
    case 'cancel_rejected':
      return [`${who}拒絕了取消申請`, `${who}拒絕了${order}的取消申請，訂單繼續進行。`];
    case 'cancelled':
      return ['商店訂單已取消', `${who}已取消${order}。${pending.party === 'consumer' ? '已付的款項將退還給您。' : '已付的款項將退還客戶。'}`];
    case 'resolved_completed':
      return ['商店訂單已由系統完成', `${order}的完成申請 ${hours} 小時內未獲回覆，系統已完成訂單，款項扣除手續費後撥給專家。`];
    case 'resolved_cancelled':
      return ['商店訂單已由系統取消', `${order}的取消申請 ${hours} 小時內未獲回覆，系統已取消訂單，已付的款項退還客戶。`];
    case 'disputed':
      return ['客戶申請平台處理商店訂單', `您拒絕了${order}的取消申請，客戶已申請平台處理。款項由平台保管，平台將參考雙方的訊息與附件決定。`];
    case 'dispute_granted':
      return ['平台已決定取消商店訂單', `平台已處理${order}的爭議：訂單取消，已付的款項退還客戶。`];
    case 'dispute_partly_granted':
      return ['平台已決定部分退款，商店訂單繼續進行', `平台已處理${order}的爭議：部分款項退還客戶，訂單繼續進行，其餘款項仍由平台保管，訂單完成後撥給專家。`];
    case 'dispute_denied':
      return ['平台已決定商店訂單繼續進行', `平台已處理${order}的爭議：取消申請未獲同意，訂單繼續進行，款項仍由平台保管。`];
    case 'reminder':
      return ['商店訂單的申請等待您回覆', `${order}有一筆等待您回覆的申請，若未回覆，系統將於期限到時自動處理。`];
  }
}

/** The zh-TW e-mail of a notice. */
export function orderNoticeMail(publicUrl: string, pending: PendingOrderNotice, hours: number): { subject: string; text: string } {
  const [subject, line] = orderNoticeText(pending, hours);
  return { subject: `【好幫手】${subject}`, text: [line, `查看訂單：${orderPageUrl(publicUrl, pending.orderId, pending.party)}`].join('\n\n') };
}

/** Sends the e-mails of written order notices, after the commit; a failed e-mail is logged (the notification stays). */
export class ShopOrderNotifier {
  constructor(private readonly deps: { messaging: EmailSender; publicUrl: string; log: Pick<FastifyBaseLogger, 'error'>; applicationHours: number }) {}

  async send(pending: readonly PendingOrderNotice[]): Promise<void> {
    for (const notice of pending) {
      if (!notice.email) continue;
      try {
        await this.deps.messaging.sendEmail({ to: notice.email, ...orderNoticeMail(this.deps.publicUrl, notice, this.deps.applicationHours) });
      } catch (error) {
        this.deps.log.error({ err: error, orderId: notice.orderId, notice: notice.notice }, 'shop order notice e-mail failed');
      }
    }
  }
}
