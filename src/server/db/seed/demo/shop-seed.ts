import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type EscrowPosting, escrowLegs } from '../../../../domain/safety-payments/escrow';
import { NO_SAFETY_PAYMENT_FEE, releaseSplit, safetyPaymentFee } from '../../../../domain/safety-payments/fees';
import { SAFETY_PAYMENT_DUE_DAYS_MAX } from '../../../../domain/safety-payments/limits';
import { SafetyPaymentState, type SafetyPaymentStateId } from '../../../../domain/safety-payments/states';
import { taipeiDateKey } from '../../../../domain/time/datetime';
import { escrowDedupeKey } from '../../../features/safety-payments';
import { insertFeedback, setComment } from '../../../features/shop-feedbacks';
import type { Database } from '../../schema';
import type { DemoPlan } from './plan';
import { type DemoShopPlan, type PlannedShopOrder, remainingOf, STAGE_STATUS, type ShopOrderStage } from './shop-plan';
import { WORK_PHOTO_HEIGHT, WORK_PHOTO_WIDTH } from './work-photos';

type Db = Kysely<Database>;

const DAY = 24 * 3_600_000;

export interface ShopSeedCounts {
  shopItems: number;
  shopOrders: number;
  shopReviews: number;
}

export interface ShopSeedContext {
  /** The plan's users and services as written (their ids). */
  userId(index: number): number;
  serviceId(index: number): number;
  /** URL of a drawn work photo of the category (`key` names the item's own file). */
  photo(category: { slug: string; genreSlug: string }, variant: number, key: string): string;
}

/** The payment state each stage of an order implies. */
const STAGE_PAYMENT: Record<ShopOrderStage, SafetyPaymentStateId> = {
  unpaid: SafetyPaymentState.Requested,
  paid: SafetyPaymentState.Held,
  confirmed: SafetyPaymentState.Held,
  complete_applied: SafetyPaymentState.Held,
  cancel_applied: SafetyPaymentState.Held,
  completed: SafetyPaymentState.Released,
  cancelled_unpaid: SafetyPaymentState.Cancelled,
  cancelled_paid: SafetyPaymentState.Refunded,
};

interface DatedPosting {
  at: Date;
  posting: EscrowPosting;
  reference: string;
  note: string;
}

/**
 * The postings as escrow-ledger.ts writes them (the same legs, dedupe keys, balance moves and
 * balances after each entry), dated when they happened: the reconciliation matches a payment's
 * receipt to the day it was paid. Written in a few statements rather than one per posting (the
 * seed's time); the postings are in time order, so no balance crosses zero on the way.
 */
async function postAll(trx: Db, postings: readonly DatedPosting[]): Promise<void> {
  if (postings.length === 0) return;
  const legsOf = postings.map((p) => escrowLegs(p.posting));
  const keyOf = (account: string, owner: number) => `${account}:${owner}`;
  const wanted = new Map(legsOf.flat().map((l) => [keyOf(l.account, l.owner), { kind: l.account, owner_id: l.owner }]));
  await trx
    .insertInto('escrow_accounts')
    .values([...wanted.values()].map((a) => ({ ...a, balance: 0 })))
    .onConflict((oc) => oc.columns(['kind', 'owner_id']).doNothing())
    .execute();
  const accounts = await trx
    .selectFrom('escrow_accounts')
    .select(['id', 'kind', 'owner_id', 'balance'])
    .where((eb) => eb.or([...wanted.values()].map((a) => eb.and([eb('kind', '=', a.kind), eb('owner_id', '=', a.owner_id)]))))
    .execute();
  const account = new Map(accounts.map((a) => [keyOf(a.kind, a.owner_id), { id: a.id, balance: Number(a.balance) }]));
  const transactions = await trx
    .insertInto('escrow_transactions')
    .values(
      postings.map((p) => ({
        kind: p.posting.kind,
        third_party_payment_id: 'paymentId' in p.posting ? p.posting.paymentId : null,
        dedupe_key: escrowDedupeKey(p),
        note: p.note,
        created: p.at,
      })),
    )
    .returning(['id', 'dedupe_key'])
    .execute();
  const transactionId = new Map(transactions.map((t) => [t.dedupe_key, t.id]));
  const entries = postings.flatMap((p, i) =>
    legsOf[i]!.map((l) => {
      const a = account.get(keyOf(l.account, l.owner))!;
      a.balance += l.amount;
      return { transaction_id: transactionId.get(escrowDedupeKey(p))!, account_id: a.id, amount: l.amount, balance_after: a.balance, created: p.at };
    }),
  );
  const moved = [...account.values()].map((a) => sql`(${a.id}::integer, ${a.balance}::bigint)`);
  await sql`update escrow_accounts a set balance = v.balance, modified = now() from (values ${sql.join(moved)}) v (id, balance) where a.id = v.id`.execute(trx);
  await trx.insertInto('escrow_entries').values(entries).execute();
}

/** The gateway's reference of a demo payment: fixed by its number, never a real trade. */
function gatewayReference(order: PlannedShopOrder): string {
  return `DEMO${createHash('md5').update(`demo-payment:${order.pid}`).digest('hex').slice(0, 16).toUpperCase()}`;
}

/**
 * Writes the demo shop (shop-plan.ts) inside the demo seed's transaction: items with plans and
 * photos, category settings, orders with their lines, each order's payment in the state its
 * stage implies and the escrow postings that state took (paid: `payment_received`; completed:
 * then `release`; cancelled after paying: then `card_refund`), the demo consumer's favourites
 * and cart line, the completed orders' reviews with their items' ratings. There is no fee in
 * the demo (the default configuration), so no fee e-invoice.
 */
export async function writeShopPlan(trx: Db, plan: DemoPlan, shop: DemoShopPlan, context: ShopSeedContext): Promise<ShopSeedCounts> {
  const { userId, serviceId } = context;

  // Items, their plans and photos
  const itemRows = await trx
    .insertInto('shop_items')
    .values(
      shop.items.map((item, i) => ({
        user_id: userId(plan.services[item.service]!.user),
        quote_service_id: serviceId(item.service),
        quote_category_id: item.category.id,
        name: item.name,
        description: item.description,
        travel_preference: item.travelPreference,
        service_area: JSON.stringify(item.serviceArea),
        service_type: item.serviceType,
        service_info: item.serviceInfo,
        is_quantity_limited: item.stock !== null,
        remaining_quantity: remainingOf(shop, i),
        keywords: item.keywords,
        is_reservable: item.reservable,
        review: item.review,
        is_published: item.published,
        reject_reason: item.rejectReason,
        reviewed_at: item.reviewed,
        submitted_at: item.submitted,
        created: item.created,
        modified: item.reviewed ?? item.submitted,
      })),
    )
    .returning('id')
    .execute();
  // Identity values follow the rows' order in one insert.
  const itemIds = itemRows.map((r) => r.id);
  const planRows = await trx
    .insertInto('shop_item_plans')
    .values(
      shop.items.flatMap((item, i) =>
        item.plans.map((p, order) => ({
          shop_item_id: itemIds[i]!,
          name: p.name,
          description: p.description,
          price: p.price,
          service_type: p.serviceType,
          display_order: order,
        })),
      ),
    )
    .returning(['id', 'shop_item_id', 'display_order'])
    .execute();
  const planId = (item: number, plan: number) => planRows.find((r) => r.shop_item_id === itemIds[item] && r.display_order === plan)!.id;
  await trx
    .insertInto('shop_item_photos')
    .values(
      shop.items.flatMap((item, i) =>
        item.photoVariants.map((variant, order) => {
          // Files of the item's own: a pro removing a photo removes its file.
          const url = context.photo(item.category, variant, `shop:${i}:`);
          return { shop_item_id: itemIds[i]!, path: url, thumb_path: url, width: WORK_PHOTO_WIDTH, height: WORK_PHOTO_HEIGHT, display_order: order, created: item.created };
        }),
      ),
    )
    .execute();

  await trx
    .insertInto('shop_category_settings')
    .values(
      shop.settings.map((s) => ({
        quote_service_id: serviceId(s.service),
        quote_category_id: s.category.id,
        is_enabled: true,
        order_confirmation_mode: s.mode,
        reservation_slot_minutes: s.slotMinutes,
        reservation_notice_hours: s.noticeHours,
      })),
    )
    .execute();

  // Orders, each with its lines and its payment. The guest links' hashes are random, like real
  // ones: nobody holds a link to a demo order.
  const hashes = shop.orders.map(() => randomBytes(16).toString('hex'));
  const orderRows = await trx
    .insertInto('nshop_orders')
    .values(
      shop.orders.map((o, n) => {
        const service = shop.items[o.lines[0]!.item]!.service;
        return {
          hash: hashes[n]!,
          consumer_user_id: userId(o.consumer),
          pro_user_id: userId(plan.services[service]!.user),
          quote_service_id: serviceId(service),
          status: STAGE_STATUS[o.stage],
          total: totalOf(shop, o),
          at_pro_place: o.atProPlace,
          address: o.address,
          note: o.note,
          application: o.applicationBy ? (o.stage === 'complete_applied' ? ('complete' as const) : ('cancel' as const)) : null,
          application_by: o.applicationBy,
          applied_at: o.appliedAt,
          paid_at: o.paidAt,
          confirmed_at: o.confirmedAt,
          completed_at: o.completedAt,
          cancelled_at: o.cancelledAt,
          cancelled_by: o.cancelledBy,
          created: o.created,
          modified: lastChange(o),
        };
      }),
    )
    .returning(['id', 'hash'])
    .execute();
  const orderIdByHash = new Map(orderRows.map((r) => [r.hash, r.id]));
  const orderIds = hashes.map((h) => orderIdByHash.get(h)!);
  const lineRows = await trx
    .insertInto('nshop_order_items')
    .values(
      shop.orders.flatMap((o, n) =>
        o.lines.map((l, position) => {
          const item = shop.items[l.item]!;
          const p = item.plans[l.plan]!;
          return {
            nshop_order_id: orderIds[n]!,
            shop_item_id: itemIds[l.item]!,
            shop_item_plan_id: planId(l.item, l.plan),
            item_name: item.name,
            plan_name: p.name,
            plan_description: p.description,
            unit_price: p.price,
            quantity: l.quantity,
            position,
          };
        }),
      ),
    )
    .returning(['id', 'nshop_order_id', 'position'])
    .execute();
  const lineId = (order: number, position: number) => lineRows.find((r) => r.nshop_order_id === orderIds[order] && r.position === position)!.id;

  const paymentRows = await trx
    .insertInto('third_party_payments')
    .values(
      shop.orders.map((o, n) => {
        const service = shop.items[o.lines[0]!.item]!.service;
        const amount = totalOf(shop, o);
        const paid = o.paidAt !== null;
        const card = o.payType === 'card';
        return {
          pid: o.pid,
          hash: randomBytes(16).toString('hex'),
          quote_bid_id: null,
          nshop_order_id: orderIds[n]!,
          pro_user_id: userId(plan.services[service]!.user),
          consumer_user_id: userId(o.consumer),
          amount,
          fee: safetyPaymentFee(amount, NO_SAFETY_PAYMENT_FEE),
          items: JSON.stringify(o.lines.map((l) => `${shop.items[l.item]!.name}（${shop.items[l.item]!.plans[l.plan]!.name}）x ${l.quantity}`)),
          due_date: taipeiDateKey(new Date(o.created.getTime() + SAFETY_PAYMENT_DUE_DAYS_MAX * DAY)),
          state: STAGE_PAYMENT[o.stage],
          read_at: paid ? o.paidAt : null,
          pay_type: o.payType,
          payment_id: paid ? gatewayReference(o) : null,
          order_number: paid ? o.pid : null,
          card_brand: paid && card ? 'VISA' : null,
          card_last4: paid && card ? '4242' : null,
          paid_at: o.paidAt,
          released_amount: o.stage === 'completed' ? amount : 0,
          refunded_amount: o.stage === 'cancelled_paid' ? amount : 0,
          fee_taken: 0,
          refund_amount: o.stage === 'cancelled_paid' ? amount : null,
          cancelled_at: o.stage === 'cancelled_unpaid' ? o.cancelledAt : null,
          created: o.created,
          modified: lastChange(o),
        };
      }),
    )
    .returning(['id', 'nshop_order_id'])
    .execute();
  const paymentIdByOrder = new Map(paymentRows.map((r) => [r.nshop_order_id, r.id]));

  // The escrow postings each payment's state took, in time order.
  const postings: DatedPosting[] = [];
  shop.orders.forEach((o, n) => {
    if (!o.paidAt) return;
    const paymentId = paymentIdByOrder.get(orderIds[n]!)!;
    const amount = totalOf(shop, o);
    postings.push({ at: o.paidAt, posting: { kind: 'payment_received', paymentId, amount }, reference: 'paid', note: '' });
    if (o.stage === 'completed') {
      const proId = userId(plan.services[shop.items[o.lines[0]!.item]!.service]!.user);
      const { fee } = releaseSplit({ releasedBefore: 0, feeTakenBefore: 0, release: amount }, NO_SAFETY_PAYMENT_FEE);
      postings.push({ at: o.completedAt!, posting: { kind: 'release', paymentId, proId, amount, fee }, reference: 'after-0', note: 'approve_export_instruct' });
    }
    if (o.stage === 'cancelled_paid') {
      postings.push({ at: o.cancelledAt!, posting: { kind: 'card_refund', paymentId, amount }, reference: 'refund:0', note: 'shop_order_cancel' });
    }
  });
  postings.sort((a, b) => a.at.getTime() - b.at.getTime());
  await postAll(trx, postings);

  // The demo consumer's favourites and cart line
  const demoConsumer = userId(plan.demoConsumer);
  await trx
    .insertInto('shop_favorites')
    .values(shop.favourites.map((item, i) => ({ user_id: demoConsumer, shop_item_id: itemIds[item]!, created: new Date(shop.items[item]!.reviewed!.getTime() + (i + 1) * DAY) })))
    .execute();
  await trx
    .insertInto('nshop_carts')
    .values({ user_id: demoConsumer, shop_item_id: itemIds[shop.cart.item]!, shop_item_plan_id: planId(shop.cart.item, shop.cart.plan), quantity: shop.cart.quantity })
    .execute();

  // Reviews of completed orders, written as the review and comment calls write them: each adds
  // its score to its item's rating in the same transaction.
  for (const r of shop.reviews) {
    const o = shop.orders[r.order]!;
    const service = shop.items[o.lines[0]!.item]!.service;
    const id = await insertFeedback(trx, {
      nshop_order_id: orderIds[r.order]!,
      nshop_order_item_id: lineId(r.order, r.line),
      shop_item_id: itemIds[o.lines[r.line]!.item]!,
      quote_service_id: serviceId(service),
      consumer_user_id: userId(o.consumer),
      pro_user_id: userId(plan.services[service]!.user),
      score: r.score,
      feedback: r.feedback,
      attachments: [],
      created: r.created,
    });
    if (id !== null && r.reply) await setComment(trx, id, r.reply.text, r.reply.at);
  }

  return { shopItems: shop.items.length, shopOrders: shop.orders.length, shopReviews: shop.reviews.length };
}

function totalOf(shop: DemoShopPlan, order: PlannedShopOrder): number {
  return order.lines.reduce((sum, l) => sum + shop.items[l.item]!.plans[l.plan]!.price * l.quantity, 0);
}

function lastChange(o: PlannedShopOrder): Date {
  const times = [o.created, o.paidAt, o.confirmedAt, o.appliedAt, o.completedAt, o.cancelledAt].filter((d): d is Date => d !== null);
  return new Date(Math.max(...times.map((d) => d.getTime())));
}
