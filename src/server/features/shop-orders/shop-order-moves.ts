import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  nextShopOrderState,
  SHOP_ORDER_REMINDER_HOURS,
  type ShopOrderAction,
  type ShopOrderActor,
  ShopOrderStatus,
  type ShopOrderUserAction,
} from '../../../domain/shop/shop-order-status';
import type { Clock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { OrderDisputeDecision, ShopOrderPayments } from '../safety-payments';
import { shopOrderConfirmationMode } from '../shop-categories';
import { type PendingOrderNotice, type ShopOrderNotifier, writeMoveNotices, writeOrderNotice } from './shop-order-notices';
import { sideOf } from './shop-orders.access';
import { orderNotFound, refused } from './shop-orders.errors';
import { orderStateOf } from './shop-orders.mappers';
import * as repo from './shop-orders.repository';

type Db = Kysely<Database>;

const HOUR_MS = 3_600_000;

/**
 * An order's status changes, all through the one transition function
 * (src/domain/shop/shop-order-status.ts): a side's change, the system's answer to an application
 * left unanswered and its reminder, and the payment's paid and expired.
 */
export class ShopOrderMoves {
  constructor(
    private readonly deps: {
      db: Db;
      payments: ShopOrderPayments;
      clock: Clock;
      /** How long an application waits before the system resolves it. */
      applicationHours: number;
      notifier: Pick<ShopOrderNotifier, 'send'> | undefined;
      log: Pick<FastifyBaseLogger, 'error'> | undefined;
    },
  ) {}

  /**
   * A side's change, on the locked row; a cancellation gives the stock back in the same
   * transaction. The other side is notified (the row in the transaction, the e-mail after the commit).
   */
  async changeStatus(userId: number, action: ShopOrderUserAction, id: number, reason?: string): Promise<void> {
    const now = this.deps.clock.now();
    const pending = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.payments.lockFirst(trx, id);
      const order = await repo.lockOrder(trx, id);
      const side = order ? sideOf(order, userId) : null;
      if (!order || !side) throw orderNotFound();
      return this.move(trx, order, action, side, now, undefined, reason);
    });
    await this.deps.notifier?.send(pending);
  }

  /**
   * One move of the locked order (its payment locked before it) by `actor`: the new state, the
   * stock back and the money moved in the caller's transaction (a card refund's gateway call
   * last: a refusal rolls all back), and the notices written. Refused moves throw 409.
   */
  private async move(
    trx: Db,
    order: repo.OrderRow,
    action: ShopOrderAction,
    actor: ShopOrderActor,
    now: Date,
    decided?: OrderDisputeDecision,
    disputeReason?: string,
  ): Promise<PendingOrderNotice[]> {
    const id = order.id;
    const before = orderStateOf(order);
    const decision = nextShopOrderState(before, action, actor);
    if (!decision.allowed) throw refused(decision.reason);
    const { status, application, cancelRejected, dispute } = decision.state;
    await trx
      .updateTable('nshop_orders')
      .set({
        status,
        application: application?.kind ?? null,
        application_by: application?.by ?? null,
        applied_at: application ? (order.application ? order.applied_at : now) : null,
        ...(status === ShopOrderStatus.Confirmed && order.status !== status ? { confirmed_at: now } : {}),
        ...(status === ShopOrderStatus.Completed ? { completed_at: now } : {}),
        ...(status === ShopOrderStatus.Cancelled ? { cancelled_at: now, cancelled_by: actor } : {}),
        cancel_rejected_at: cancelRejected ? (order.cancel_rejected_at ?? now) : null,
        dispute: dispute ?? null,
        ...(dispute === 'open' && order.dispute !== 'open' ? { disputed_at: now, dispute_reason: disputeReason ?? null } : {}),
        modified: now,
      })
      .where('id', '=', id)
      .execute();
    if (decision.restock) await repo.giveBackStock(trx, id);
    if (decision.money === 'release') await this.deps.payments.release(trx, id, now);
    else if (decision.money === 'refund' || decision.money === 'part_refund') await this.deps.payments.refund(trx, id, now, decided);
    else if (decision.money === 'dispute') await this.deps.payments.dispute(trx, id, now, disputeReason ?? '');
    else if (decision.money === 'resume' && decided) await this.deps.payments.resume(trx, id, now, decided);
    else if (status === ShopOrderStatus.Cancelled && order.status === ShopOrderStatus.Unpaid) await this.deps.payments.cancelUnpaid(trx, id, now);
    return writeMoveNotices(trx, order, before, decision.state, action, actor, now);
  }

  /**
   * An operator's decision of the order's dispute (the console's refund-dispute queue): grant
   * cancels the order, gives the stock back and refunds through the escrow ledger; a partial grant
   * (`decided.amount`) refunds that part and lets the order go on with the rest held; deny lets the
   * order go on with the money held. The order, its payment and the audit entry change in one
   * transaction (a card refund's gateway call last); both sides are notified.
   */
  async decideDispute(orderId: number, decided: OrderDisputeDecision): Promise<void> {
    const now = this.deps.clock.now();
    const pending = await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.payments.lockFirst(trx, orderId);
      const order = await repo.lockOrder(trx, orderId);
      if (!order) throw orderNotFound();
      const action = !decided.grant ? 'deny_dispute' : decided.amount === undefined ? 'grant_dispute' : 'grant_dispute_part';
      return this.move(trx, order, action, 'operator', now, decided);
    });
    await this.deps.notifier?.send(pending);
  }

  /**
   * The job (SHOP_ORDER_APPLICATION_HOURS): every application unanswered that long is resolved by
   * the system (`resolve`: a completion completes with the money released, a cancellation cancels
   * with the money refunded and the stock back), one transaction an order, locked as a side's
   * change is (the payment, then the order) and checked again on the locked row, so an answer
   * that came meanwhile wins and a second run or another server copy changes nothing.
   */
  async resolveUnanswered(now: Date, batch = 100): Promise<{ resolved: number; failed: number }> {
    const cutoff = new Date(now.getTime() - this.deps.applicationHours * HOUR_MS);
    const due = await repo.applicationsWaitingSince(this.deps.db, cutoff, batch);
    let resolved = 0;
    let failed = 0;
    for (const id of due) {
      try {
        const pending = await this.deps.db.transaction().execute(async (trx) => {
          await this.deps.payments.lockFirst(trx, id);
          const order = await repo.lockOrder(trx, id);
          if (!order?.application || !order.applied_at || order.applied_at > cutoff) return null;
          return this.move(trx, order, 'resolve', 'system', now);
        });
        if (!pending) continue;
        resolved += 1;
        await this.deps.notifier?.send(pending);
      } catch (error) {
        // One order's refusal (a card refund the gateway declined) does not stop the others; the next run tries again.
        failed += 1;
        this.deps.log?.error({ err: error, orderId: id }, 'resolving a shop order application failed');
      }
    }
    return { resolved, failed };
  }

  /**
   * The job's reminder: the side that must answer an application hears of it `SHOP_ORDER_REMINDER_HOURS`
   * before the system resolves it (once an application: the notice's key names the application's time).
   */
  async remindUnanswered(now: Date, batch = 100): Promise<{ reminded: number }> {
    const hoursBefore = Math.min(SHOP_ORDER_REMINDER_HOURS, this.deps.applicationHours / 2);
    const cutoff = new Date(now.getTime() - (this.deps.applicationHours - hoursBefore) * HOUR_MS);
    const due = await repo.applicationsWaitingSince(this.deps.db, cutoff, batch);
    let reminded = 0;
    for (const id of due) {
      const pending = await this.deps.db.transaction().execute(async (trx) => {
        const order = await repo.lockOrder(trx, id);
        if (!order?.application || !order.application_by || !order.applied_at || order.applied_at > cutoff) return null;
        const waiting = order.application_by === 'pro' ? 'consumer' : 'pro';
        return writeOrderNotice(trx, order, 'reminder', waiting, 'system', order.applied_at, now);
      });
      if (!pending) continue;
      reminded += 1;
      await this.deps.notifier?.send([pending]);
    }
    return { reminded };
  }

  /**
   * The order's payment arrived (the payment's `paid`, inside its transaction): the order is paid,
   * and confirmed at once when every category it buys in is set to confirm automatically
   * (`order_confirmation_mode` of the pro's shop settings; otherwise it waits for the pro's confirm).
   */
  async applyPaid(trx: Db, id: number, now: Date): Promise<void> {
    const order = await repo.lockOrder(trx, id);
    if (!order) throw orderNotFound();
    const categories = await repo.orderCategoryIds(trx, id);
    const modes = await Promise.all(categories.map((c) => shopOrderConfirmationMode(trx, order.quote_service_id, c)));
    const autoConfirm = modes.length > 0 && modes.every((m) => m === 'auto');
    const decision = nextShopOrderState(orderStateOf(order), 'paid', 'system', { autoConfirm });
    if (!decision.allowed) throw refused(decision.reason);
    const { status } = decision.state;
    await trx
      .updateTable('nshop_orders')
      .set({ status, paid_at: now, ...(status === ShopOrderStatus.Confirmed ? { confirmed_at: now } : {}), modified: now })
      .where('id', '=', id)
      .execute();
  }

  /**
   * The order's CVS code or ATM account expired unpaid (the payment's expiry job, inside its
   * transaction): the order is cancelled by the system, its stock given back, its payment cancelled.
   */
  async applyCodeExpired(trx: Db, id: number, now: Date): Promise<void> {
    const order = await repo.lockOrder(trx, id);
    if (!order) return;
    const decision = nextShopOrderState(orderStateOf(order), 'expire', 'system');
    // Paid or ended meanwhile: left alone.
    if (!decision.allowed) return;
    await trx
      .updateTable('nshop_orders')
      .set({ status: decision.state.status, cancelled_at: now, cancelled_by: 'system', modified: now })
      .where('id', '=', id)
      .execute();
    if (decision.restock) await repo.giveBackStock(trx, id);
    await this.deps.payments.cancelUnpaid(trx, id, now);
  }
}
