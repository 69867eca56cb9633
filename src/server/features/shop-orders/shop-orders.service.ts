import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText, ShopItemError } from '../../../domain/errors/codes';
import {
  type AddCartInput,
  type AddShopOrderInput,
  SHOP_ORDERS_PER_PAGE,
  SHOP_QUANTITY_MAX,
  type ShopOrderResponse,
} from '../../../domain/shop/shop-orders.contract';
import {
  nextShopOrderState,
  SHOP_ORDER_APPLICATION_HOURS_DEFAULT,
  SHOP_ORDER_REMINDER_HOURS,
  type ShopOrderAction,
  type ShopOrderActor,
  ShopOrderStatus,
  type ShopOrderSide,
  type ShopOrderUserAction,
} from '../../../domain/shop/shop-order-status';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { ShopOrderPayments } from '../safety-payments';
import { shopOrderConfirmationMode } from '../shop-categories';
import { ShopOrderReservations } from './shop-order-reservations.service';
import { orderStateOf, toCartLineResponse, toShopOrderResponse } from './shop-orders.mappers';
import { type PendingOrderNotice, type ShopOrderNotifier, writeMoveNotices, writeOrderNotice } from './shop-order-notices';
import * as repo from './shop-orders.repository';

type Db = Kysely<Database>;

export const SHOP_ORDER_MESSAGES = {
  notFound: '找不到這筆訂單。',
  cartLineNotFound: '找不到這個購物車項目。',
  notOnSale: (name: string) => `商品「${name}」目前沒有販售。`,
  itemNotOnSale: '找不到這個商品，或它目前沒有販售。',
  planNotOfItem: '找不到這個商品方案（shop_item_plan_id），請重新選擇。',
  ownItem: '不能購買自己的商品。',
  oneService: '一張訂單只能包含同一位專家同一項服務的商品，請分開下單。',
  tooMany: `同一個方案最多購買 ${SHOP_QUANTITY_MAX} 件（quantity）。`,
  soldOut: (name: string, left: number) => (left > 0 ? `商品「${name}」庫存不足，只剩 ${left} 件。` : `商品「${name}」已售完。`),
} as const;

const HASH = /^[0-9a-f]{32}$/;
const HOUR_MS = 3_600_000;
const notFound = () => AppError.notFound(SHOP_ORDER_MESSAGES.notFound);
const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

interface Line {
  shop_item_id: number;
  shop_item_plan_id: number;
  quantity: number;
  /** Where the line came from in the body, for the error's field. */
  field: string;
}

/**
 * The shop's carts and orders (spec sections 7 and 8): the consumer's cart, an order of plans of
 * ONE pro's service (stock set aside atomically in the order's transaction), both sides' lists,
 * the order (its two sides, or a guest with the link) and its status changes through the one
 * transition function (src/domain/shop/shop-order-status.ts).
 */
export class ShopOrdersService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly payments: ShopOrderPayments;
  /** Reservation slots of reservable items (the slots route reads them too). */
  readonly reservations: ShopOrderReservations;

  private readonly applicationHours: number;
  private readonly notifier: Pick<ShopOrderNotifier, 'send'> | undefined;
  private readonly log: Pick<FastifyBaseLogger, 'error'> | undefined;

  constructor(deps: {
    db: Db;
    payments: ShopOrderPayments;
    clock?: Clock;
    /** SHOP_ORDER_APPLICATION_HOURS: how long an application waits before the system resolves it. */
    applicationHours?: number;
    notifier?: Pick<ShopOrderNotifier, 'send'>;
    log?: Pick<FastifyBaseLogger, 'error'>;
  }) {
    this.db = deps.db;
    this.payments = deps.payments;
    this.clock = deps.clock ?? systemClock;
    this.reservations = new ShopOrderReservations(deps.db);
    this.applicationHours = deps.applicationHours ?? SHOP_ORDER_APPLICATION_HOURS_DEFAULT;
    this.notifier = deps.notifier;
    this.log = deps.log;
  }

  // ---- the cart ----

  async cart(userId: number) {
    const lines = await repo.cartLines(this.db, userId, this.clock.now());
    return { nshop_carts: lines.map(toCartLineResponse), cartCount: lines.length };
  }

  /** POST nshop_carts/add.json: a plan of an item on sale; the same item and plan again adds to its quantity. */
  async addToCart(userId: number, input: AddCartInput) {
    const now = this.clock.now();
    const [plan] = await repo.plansForSale(this.db, [input.shop_item_plan_id], now);
    if (!plan || plan.item_id !== input.shop_item_id) {
      if (!plan) throw new AppError('not_found', ShopItemError.ItemNotFound, SHOP_ORDER_MESSAGES.itemNotOnSale);
      throw AppError.invalid([{ field: 'shop_item_plan_id', message: SHOP_ORDER_MESSAGES.planNotOfItem }], ShopItemError.BadPlan);
    }
    if (!plan.on_sale) throw new AppError('not_found', ShopItemError.ItemNotFound, SHOP_ORDER_MESSAGES.itemNotOnSale);
    if (plan.pro_user_id === userId) throw refused(SHOP_ORDER_MESSAGES.ownItem);
    const id = await repo.addToCart(this.db, userId, plan.item_id, plan.plan_id, input.quantity, SHOP_QUANTITY_MAX, now);
    if (id === null) throw AppError.invalid([{ field: 'quantity', message: SHOP_ORDER_MESSAGES.tooMany }]);
    return this.cart(userId);
  }

  /** POST nshop_carts/remove/{id}.json: only the user's own line (anyone else's is 404). */
  async removeFromCart(userId: number, id: number) {
    if (!(await repo.removeFromCart(this.db, userId, id))) throw AppError.notFound(SHOP_ORDER_MESSAGES.cartLineNotFound);
    return this.cart(userId);
  }

  // ---- orders ----

  /**
   * POST nshop_orders/add.json: the lines (by hand, or cart lines that leave the cart), all of
   * one pro's service and on sale, written with their names and prices as they are now. The stock
   * of quantity-limited items is taken in the same transaction by a conditional update, so two
   * orders never take the same last unit.
   */
  async add(userId: number, input: AddShopOrderInput): Promise<ShopOrderResponse> {
    const now = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      const { lines, cartIds } = await this.linesOf(trx, userId, input);
      const plans = await repo.plansForSale(trx, [...new Set(lines.map((l) => l.shop_item_plan_id))], now);
      const merged = new Map<number, { plan: repo.PlanForSale; quantity: number; field: string }>();
      for (const line of lines) {
        const plan = plans.find((p) => p.plan_id === line.shop_item_plan_id);
        if (!plan) throw new AppError('not_found', ShopItemError.ItemNotFound, SHOP_ORDER_MESSAGES.itemNotOnSale);
        if (plan.item_id !== line.shop_item_id) throw AppError.invalid([{ field: `${line.field}[shop_item_plan_id]`, message: SHOP_ORDER_MESSAGES.planNotOfItem }], ShopItemError.BadPlan);
        if (!plan.on_sale) throw new AppError('not_found', ShopItemError.ItemNotFound, SHOP_ORDER_MESSAGES.notOnSale(plan.item_name));
        const before = merged.get(plan.plan_id);
        merged.set(plan.plan_id, { plan, quantity: (before?.quantity ?? 0) + line.quantity, field: before?.field ?? line.field });
      }
      const chosen = [...merged.values()];
      const first = chosen[0]!.plan;
      if (chosen.some((c) => c.plan.quote_service_id !== first.quote_service_id)) throw AppError.invalid([{ field: 'items', message: SHOP_ORDER_MESSAGES.oneService }]);
      if (first.pro_user_id === userId) throw refused(SHOP_ORDER_MESSAGES.ownItem);
      const over = chosen.find((c) => c.quantity > SHOP_QUANTITY_MAX);
      if (over) throw AppError.invalid([{ field: `${over.field}[quantity]`, message: SHOP_ORDER_MESSAGES.tooMany }]);
      // Stock per item, in item order (two orders lock the same rows in the same order).
      const perItem = new Map<number, { name: string; quantity: number }>();
      for (const c of chosen) perItem.set(c.plan.item_id, { name: c.plan.item_name, quantity: (perItem.get(c.plan.item_id)?.quantity ?? 0) + c.quantity });
      for (const [itemId, { name, quantity }] of [...perItem.entries()].sort(([a], [b]) => a - b)) {
        const stock = await repo.takeStock(trx, itemId, quantity);
        if (!stock.taken) throw refused(SHOP_ORDER_MESSAGES.soldOut(name, stock.left ?? 0));
      }
      const orderId = await repo.insertOrder(
        trx,
        {
          hash: randomBytes(16).toString('hex'),
          consumer_user_id: userId,
          pro_user_id: first.pro_user_id,
          quote_service_id: first.quote_service_id,
          total: chosen.reduce((sum, c) => sum + c.plan.price * c.quantity, 0),
          at_pro_place: input.at_pro_place === 1,
          address: input.at_pro_place === 1 ? null : (input.address ?? null),
          note: input.note ?? '',
          created: now,
        },
        chosen.map((c) => ({
          shop_item_id: c.plan.item_id,
          shop_item_plan_id: c.plan.plan_id,
          item_name: c.plan.item_name,
          plan_name: c.plan.plan_name,
          plan_description: c.plan.plan_description,
          unit_price: c.plan.price,
          quantity: c.quantity,
        })),
      );
      // A reservable item's slot, taken in this transaction (a cancelled order frees it: see 0094).
      await this.reservations.take(
        trx,
        { orderId, proUserId: first.pro_user_id, serviceId: first.quote_service_id, itemIds: [...perItem.keys()], begin: input.reservation_begin },
        now,
      );
      // The order's safety payment, written with it: the consumer pays it with the payment's pay calls.
      await this.payments.create(
        trx,
        {
          orderId,
          consumerId: userId,
          proId: first.pro_user_id,
          amount: chosen.reduce((sum, c) => sum + c.plan.price * c.quantity, 0),
          items: chosen.map((c) => `${c.plan.item_name}（${c.plan.plan_name}）x ${c.quantity}`),
        },
        now,
      );
      await repo.dropCartLines(trx, userId, cartIds);
      return orderId;
    });
    return this.view(userId, id);
  }

  /** The order's lines: the body's items, or the user's cart lines named by `cart_ids` (each must be his). */
  private async linesOf(trx: Db, userId: number, input: AddShopOrderInput): Promise<{ lines: Line[]; cartIds: number[] }> {
    if (input.items) return { lines: input.items.map((item, i) => ({ ...item, field: `items[${i}]` })), cartIds: [] };
    const ids = [...new Set(input.cart_ids ?? [])];
    const rows = await repo.ownCartLines(trx, userId, ids);
    if (rows.length !== ids.length) throw AppError.notFound(SHOP_ORDER_MESSAGES.cartLineNotFound);
    return { lines: rows.map((r) => ({ shop_item_id: r.shop_item_id, shop_item_plan_id: r.shop_item_plan_id, quantity: r.quantity, field: `cart_ids[${ids.indexOf(r.id)}]` })), cartIds: ids };
  }

  /** GET index/type:{provider|consumer}/page:{n}.json: the user's orders on that side, newest first. */
  async list(userId: number, side: ShopOrderSide, page: number) {
    const { rows, count } = await repo.listOrders(this.db, userId, side, page, SHOP_ORDERS_PER_PAGE);
    const items = await repo.itemsOfOrders(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      nshop_orders: rows.map((r) => toShopOrderResponse(r, items, side)),
      page,
      total_pages: Math.max(1, Math.ceil(count / SHOP_ORDERS_PER_PAGE)),
      count,
    };
  }

  /** GET view/{id}.json: only its consumer and its pro (anyone else 404). */
  async view(userId: number, id: number): Promise<ShopOrderResponse> {
    const row = await repo.findOrder(this.db, { id });
    const side = row ? sideOf(row, userId) : null;
    if (!row || !side) throw notFound();
    return toShopOrderResponse(row, await repo.itemsOfOrders(this.db, [row.id]), side);
  }

  /** GET hash/{hash}.json: the guest link (no address, no actions). */
  async viewByHash(hash: string): Promise<ShopOrderResponse> {
    const row = HASH.test(hash) ? await repo.findOrder(this.db, { hash }) : undefined;
    if (!row) throw notFound();
    return toShopOrderResponse(row, await repo.itemsOfOrders(this.db, [row.id]), 'guest');
  }

  /**
   * POST change_status/{action}/{id}.json by one side, through the one transition function, on
   * the locked row; a cancellation gives the stock back in the same transaction. The other side is
   * notified (the row in the transaction, the e-mail after the commit).
   */
  async changeStatus(userId: number, action: ShopOrderUserAction, id: number): Promise<ShopOrderResponse> {
    const now = this.clock.now();
    const pending = await this.db.transaction().execute(async (trx) => {
      await this.payments.lockFirst(trx, id);
      const order = await repo.lockOrder(trx, id);
      const side = order ? sideOf(order, userId) : null;
      if (!order || !side) throw notFound();
      return this.move(trx, order, action, side, now);
    });
    await this.notifier?.send(pending);
    return this.view(userId, id);
  }

  /**
   * One move of the locked order (its payment locked before it) by `actor`: the new state, the
   * stock back and the money moved in the caller's transaction (a card refund's gateway call
   * last: a refusal rolls all back), and the notices written. Refused moves throw 409.
   */
  private async move(trx: Db, order: repo.OrderRow, action: ShopOrderAction, actor: ShopOrderActor, now: Date): Promise<PendingOrderNotice[]> {
    const id = order.id;
    const before = orderStateOf(order);
    const decision = nextShopOrderState(before, action, actor);
    if (!decision.allowed) throw refused(decision.reason);
    const { status, application } = decision.state;
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
        modified: now,
      })
      .where('id', '=', id)
      .execute();
    if (decision.restock) await repo.giveBackStock(trx, id);
    if (decision.money === 'release') await this.payments.release(trx, id, now);
    else if (decision.money === 'refund') await this.payments.refund(trx, id, now);
    else if (status === ShopOrderStatus.Cancelled && order.status === ShopOrderStatus.Unpaid) await this.payments.cancelUnpaid(trx, id, now);
    return writeMoveNotices(trx, order, before, decision.state, action, actor, now);
  }

  /**
   * The job (SHOP_ORDER_APPLICATION_HOURS): every application unanswered that long is resolved by
   * the system (`resolve`: a completion completes with the money released, a cancellation cancels
   * with the money refunded and the stock back), one transaction an order, locked as a side's
   * change is (the payment, then the order) and checked again on the locked row, so an answer
   * that came meanwhile wins and a second run or another server copy changes nothing.
   */
  async resolveUnanswered(now: Date, batch = 100): Promise<{ resolved: number; failed: number }> {
    const cutoff = new Date(now.getTime() - this.applicationHours * HOUR_MS);
    const due = await repo.applicationsWaitingSince(this.db, cutoff, batch);
    let resolved = 0;
    let failed = 0;
    for (const id of due) {
      try {
        const pending = await this.db.transaction().execute(async (trx) => {
          await this.payments.lockFirst(trx, id);
          const order = await repo.lockOrder(trx, id);
          if (!order?.application || !order.applied_at || order.applied_at > cutoff) return null;
          return this.move(trx, order, 'resolve', 'system', now);
        });
        if (!pending) continue;
        resolved += 1;
        await this.notifier?.send(pending);
      } catch (error) {
        // One order's refusal (a card refund the gateway declined) does not stop the others; the next run tries again.
        failed += 1;
        this.log?.error({ err: error, orderId: id }, 'resolving a shop order application failed');
      }
    }
    return { resolved, failed };
  }

  /**
   * The job's reminder: the side that must answer an application hears of it `SHOP_ORDER_REMINDER_HOURS`
   * before the system resolves it (once an application: the notice's key names the application's time).
   */
  async remindUnanswered(now: Date, batch = 100): Promise<{ reminded: number }> {
    const hoursBefore = Math.min(SHOP_ORDER_REMINDER_HOURS, this.applicationHours / 2);
    const cutoff = new Date(now.getTime() - (this.applicationHours - hoursBefore) * HOUR_MS);
    const due = await repo.applicationsWaitingSince(this.db, cutoff, batch);
    let reminded = 0;
    for (const id of due) {
      const pending = await this.db.transaction().execute(async (trx) => {
        const order = await repo.lockOrder(trx, id);
        if (!order?.application || !order.application_by || !order.applied_at || order.applied_at > cutoff) return null;
        const waiting = order.application_by === 'pro' ? 'consumer' : 'pro';
        return writeOrderNotice(trx, order, 'reminder', waiting, 'system', order.applied_at, now);
      });
      if (!pending) continue;
      reminded += 1;
      await this.notifier?.send([pending]);
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
    if (!order) throw notFound();
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
    await this.payments.cancelUnpaid(trx, id, now);
  }
}

function sideOf(order: Pick<repo.OrderRow, 'consumer_user_id' | 'pro_user_id'>, userId: number): ShopOrderSide | null {
  if (order.consumer_user_id === userId) return 'consumer';
  if (order.pro_user_id === userId) return 'pro';
  return null;
}
