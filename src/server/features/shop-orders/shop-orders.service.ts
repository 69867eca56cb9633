import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ShopItemError } from '../../../domain/errors/codes';
import { type AddCartInput, type AddShopOrderInput, SHOP_ORDERS_PER_PAGE, SHOP_QUANTITY_MAX, type ShopOrderResponse, shopOrderDisputeSchema } from '../../../domain/shop/shop-orders.contract';
import { SHOP_ORDER_APPLICATION_HOURS_DEFAULT, type ShopOrderSide, type ShopOrderUserAction } from '../../../domain/shop/shop-order-status';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { OrderDisputeDecision, ShopOrderPayments } from '../safety-payments';
import { ShopOrderMoves } from './shop-order-moves';
import type { ShopOrderNotifier } from './shop-order-notices';
import { placeShopOrder } from './shop-order-placement';
import { ShopOrderReservations } from './shop-order-reservations.service';
import { sideOf } from './shop-orders.access';
import { orderNotFound, refused, SHOP_ORDER_MESSAGES } from './shop-orders.errors';
import { toCartLineResponse, toShopOrderResponse } from './shop-orders.mappers';
import * as repo from './shop-orders.repository';

type Db = Kysely<Database>;

const HASH = /^[0-9a-f]{32}$/;

/**
 * The shop's carts and orders (spec sections 7 and 8): the consumer's cart, an order of plans of
 * ONE pro's service (placed by shop-order-placement.ts), both sides' lists, the order (its two
 * sides, or a guest with the link) and its status changes (shop-order-moves.ts).
 */
export class ShopOrdersService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly payments: ShopOrderPayments;
  /** Reservation slots of reservable items (the slots route reads them too). */
  readonly reservations: ShopOrderReservations;
  private readonly moves: ShopOrderMoves;

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
    this.moves = new ShopOrderMoves({
      db: deps.db,
      payments: deps.payments,
      clock: this.clock,
      applicationHours: deps.applicationHours ?? SHOP_ORDER_APPLICATION_HOURS_DEFAULT,
      notifier: deps.notifier,
      log: deps.log,
    });
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

  // ---- placing an order ----

  /** POST nshop_orders/add.json: the order, its stock, its reservation and its safety payment in one transaction. */
  async add(userId: number, input: AddShopOrderInput, partnerId: string | null = null, discountChannel: string | null = partnerId): Promise<ShopOrderResponse> {
    const now = this.clock.now();
    const deps = { payments: this.payments, reservations: this.reservations };
    const id = await this.db.transaction().execute((trx) => placeShopOrder(trx, deps, userId, input, now, partnerId, discountChannel));
    return this.view(userId, id);
  }

  // ---- reads ----

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
    if (!row || !side) throw orderNotFound();
    return toShopOrderResponse(row, await repo.itemsOfOrders(this.db, [row.id]), side);
  }

  /** GET hash/{hash}.json: the guest link (no address, no actions). */
  async viewByHash(hash: string): Promise<ShopOrderResponse> {
    const row = HASH.test(hash) ? await repo.findOrder(this.db, { hash }) : undefined;
    if (!row) throw orderNotFound();
    return toShopOrderResponse(row, await repo.itemsOfOrders(this.db, [row.id]), 'guest');
  }

  /** An operator's decision of an order's dispute (the console's refund-dispute queue). */
  decideDispute(orderId: number, decided: OrderDisputeDecision): Promise<void> {
    return this.moves.decideDispute(orderId, decided);
  }

  // ---- status changes (shop-order-moves.ts) ----

  /** POST change_status/{action}/{id}.json by one side (`dispute` with the consumer's reason); answers with the order as it now is. */
  async changeStatus(userId: number, action: ShopOrderUserAction, id: number, reason?: string): Promise<ShopOrderResponse> {
    await this.moves.changeStatus(userId, action, id, action === 'dispute' ? parseDisputeReason(reason) : undefined);
    return this.view(userId, id);
  }

  /** The job: applications unanswered for SHOP_ORDER_APPLICATION_HOURS, resolved by the system. */
  resolveUnanswered(now: Date, batch?: number): Promise<{ resolved: number; failed: number }> {
    return this.moves.resolveUnanswered(now, batch);
  }

  /** The job's reminder to the side that must answer an application. */
  remindUnanswered(now: Date, batch?: number): Promise<{ reminded: number }> {
    return this.moves.remindUnanswered(now, batch);
  }

  /** The order's payment arrived (inside the payment's transaction). */
  applyPaid(trx: Db, id: number, now: Date): Promise<void> {
    return this.moves.applyPaid(trx, id, now);
  }

  /** The order's CVS code or ATM account expired unpaid (inside the payment's expiry transaction). */
  applyCodeExpired(trx: Db, id: number, now: Date): Promise<void> {
    return this.moves.applyCodeExpired(trx, id, now);
  }
}

/** The escalation's reason (400 naming `reason` when missing, too short or too long). */
function parseDisputeReason(reason: string | undefined): string {
  const parsed = shopOrderDisputeSchema.safeParse({ reason });
  if (parsed.success) return parsed.data.reason;
  throw AppError.invalid(parsed.error.issues.map((issue) => ({ field: 'reason', message: issue.message })));
}
