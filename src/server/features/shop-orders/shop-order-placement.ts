import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ShopItemError } from '../../../domain/errors/codes';
import { type AddShopOrderInput, SHOP_QUANTITY_MAX } from '../../../domain/shop/shop-orders.contract';
import type { Database } from '../../db/schema';
import type { ShopOrderPayments } from '../safety-payments';
import { acceptDiscount, recordRedemption } from './partner-discounts';
import type { ShopOrderReservations } from './shop-order-reservations.service';
import { refused, SHOP_ORDER_MESSAGES } from './shop-orders.errors';
import * as repo from './shop-orders.repository';

type Db = Kysely<Database>;

interface Line {
  shop_item_id: number;
  shop_item_plan_id: number;
  quantity: number;
  /** Where the line came from in the body, for the error's field. */
  field: string;
}

/** What placing an order writes besides the order: its reservation slot and its safety payment. */
export interface PlacementDeps {
  payments: Pick<ShopOrderPayments, 'create'>;
  reservations: Pick<ShopOrderReservations, 'take'>;
}

/**
 * Writes the consumer's order in the caller's transaction and returns its id: the lines (by hand,
 * or cart lines that leave the cart), all of one pro's service and on sale, written with their
 * names and prices as they are now. The stock of quantity-limited items is taken by a conditional
 * update, so two orders never take the same last unit. The order and its payment carry the
 * partner channel it is placed in (docs/partners.md). A partner's discount code (`discount_code`,
 * judged against `discountChannel`: the session's partner when its channel is on) takes its
 * discount off what the payment asks; the order keeps its whole total (docs/fet.md).
 */
export async function placeShopOrder(
  trx: Db,
  deps: PlacementDeps,
  userId: number,
  input: AddShopOrderInput,
  now: Date,
  partnerId: string | null = null,
  discountChannel: string | null = partnerId,
): Promise<number> {
  const { lines, cartIds } = await linesOf(trx, userId, input);
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
  const total = chosen.reduce((sum, c) => sum + c.plan.price * c.quantity, 0);
  const accepted = input.discount_code ? await acceptDiscount(trx, { code: input.discount_code, channel: discountChannel, userId, total, now }) : null;
  const discount = accepted?.discount ?? 0;
  const orderId = await repo.insertOrder(
    trx,
    {
      hash: randomBytes(16).toString('hex'),
      consumer_user_id: userId,
      pro_user_id: first.pro_user_id,
      quote_service_id: first.quote_service_id,
      total,
      partner_discount: discount,
      at_pro_place: input.at_pro_place === 1,
      address: input.at_pro_place === 1 ? null : (input.address ?? null),
      note: input.note ?? '',
      partner_id: partnerId,
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
  await deps.reservations.take(
    trx,
    { orderId, proUserId: first.pro_user_id, serviceId: first.quote_service_id, itemIds: [...perItem.keys()], begin: input.reservation_begin },
    now,
  );
  // The order's safety payment, written with it: the consumer pays it with the payment's pay calls.
  await deps.payments.create(
    trx,
    {
      orderId,
      consumerId: userId,
      proId: first.pro_user_id,
      amount: total - discount,
      items: chosen.map((c) => `${c.plan.item_name}（${c.plan.plan_name}）x ${c.quantity}`),
      partnerId,
    },
    now,
  );
  if (accepted) await recordRedemption(trx, accepted, orderId, userId, now);
  await repo.dropCartLines(trx, userId, cartIds);
  return orderId;
}

/** The order's lines: the body's items, or the user's cart lines named by `cart_ids` (each must be his). */
async function linesOf(trx: Db, userId: number, input: AddShopOrderInput): Promise<{ lines: Line[]; cartIds: number[] }> {
  if (input.items) return { lines: input.items.map((item, i) => ({ ...item, field: `items[${i}]` })), cartIds: [] };
  const ids = [...new Set(input.cart_ids ?? [])];
  const rows = await repo.ownCartLines(trx, userId, ids);
  if (rows.length !== ids.length) throw AppError.notFound(SHOP_ORDER_MESSAGES.cartLineNotFound);
  return { lines: rows.map((r) => ({ shop_item_id: r.shop_item_id, shop_item_plan_id: r.shop_item_plan_id, quantity: r.quantity, field: `cart_ids[${ids.indexOf(r.id)}]` })), cartIds: ids };
}
