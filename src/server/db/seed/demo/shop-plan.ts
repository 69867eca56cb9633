import { type ShopOrderSide, type ShopOrderStatusValue, ShopOrderStatus } from '../../../../domain/shop/shop-order-status';
import { ShopItemReview, type ShopItemReviewValue } from '../../../../domain/shop/shop-item-status';
import type { CategoryInfo, CityInfo, DemoPlan, PlannedService } from './plan';
import { DEMO_SEED } from './plan';
import { Prng } from './prng';
import { type PlannedShopReview, planShopReviews } from './shop-reviews';
import {
  DEMO_PRO_ITEMS,
  DEMO_PRO_REJECT_REASON,
  DEMO_ROADS,
  DEMO_SHOP_ITEMS,
  type DemoServiceType,
  type DemoShopItemText,
  ORDER_NOTES,
  PENDING_CATEGORIES,
} from './shop-texts';

/**
 * The demo shop as plain data, from the demo plan with a generator of its own (so the rest of
 * the plan stays as it is): the pros' packages with their plans, photos and review state, the
 * category settings they sell under, orders in every state between the demo people (each with
 * the payment state and escrow postings it implies, worked out by shop-seed.ts), the demo
 * consumer's favourites and cart line, and reviews of the completed orders (shop-reviews.ts).
 * Dates are relative to `now`.
 */

export const DEMO_SHOP_SEED = DEMO_SEED + 2;
/** The reviews' generator: adding them changed none of the shop's other choices. */
const DEMO_SHOP_REVIEW_SEED = DEMO_SHOP_SEED + 1;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type TravelPreference = 'to_customer' | 'at_pro' | 'remote';

export interface PlannedShopPlanLine {
  name: string;
  description: string;
  price: number;
  serviceType: DemoServiceType;
}

export interface PlannedShopItem {
  /** Index into the demo plan's services. */
  service: number;
  category: CategoryInfo;
  name: string;
  description: string;
  serviceInfo: string;
  serviceType: DemoServiceType;
  keywords: string[];
  travelPreference: TravelPreference[];
  serviceArea: { city_id: number; district_id: number | null }[];
  plans: PlannedShopPlanLine[];
  /** Which drawn pictures of the category the item shows (its own files). */
  photoVariants: number[];
  /** The stock when the item was put on sale; null when not limited. */
  stock: number | null;
  reservable: boolean;
  review: ShopItemReviewValue;
  published: boolean;
  rejectReason: string | null;
  created: Date;
  submitted: Date;
  reviewed: Date | null;
}

/**
 * Where an order stands: its status with the application waiting, if any. `cancelled_unpaid`
 * never reached the trust account; `cancelled_paid` was refunded.
 */
export type ShopOrderStage =
  | 'unpaid'
  | 'paid'
  | 'confirmed'
  | 'complete_applied'
  | 'cancel_applied'
  | 'completed'
  | 'cancelled_unpaid'
  | 'cancelled_paid';

export const SHOP_ORDER_STAGES: readonly ShopOrderStage[] = [
  'unpaid',
  'paid',
  'confirmed',
  'complete_applied',
  'cancel_applied',
  'completed',
  'cancelled_unpaid',
  'cancelled_paid',
];

/** The status number each stage is stored with. */
export const STAGE_STATUS: Record<ShopOrderStage, ShopOrderStatusValue> = {
  unpaid: ShopOrderStatus.Unpaid,
  paid: ShopOrderStatus.Paid,
  confirmed: ShopOrderStatus.Confirmed,
  complete_applied: ShopOrderStatus.Confirmed,
  cancel_applied: ShopOrderStatus.Confirmed,
  completed: ShopOrderStatus.Completed,
  cancelled_unpaid: ShopOrderStatus.Cancelled,
  cancelled_paid: ShopOrderStatus.Cancelled,
};

export interface PlannedShopOrder {
  /** Index into the demo plan's users. */
  consumer: number;
  /** Indexes into items (all of one service) and plans, with the quantity. */
  lines: { item: number; plan: number; quantity: number }[];
  stage: ShopOrderStage;
  payType: 'card' | 'cvs' | 'atm' | null;
  atProPlace: boolean;
  address: string | null;
  note: string;
  created: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  applicationBy: ShopOrderSide | null;
  appliedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: 'pro' | 'consumer' | 'system' | null;
  /** The payment's number (`SP` + time + 6 characters), from the generator. */
  pid: string;
}

export interface PlannedShopSetting {
  service: number;
  category: CategoryInfo;
  mode: 'auto' | 'manual';
  slotMinutes: number;
  noticeHours: number;
}

export interface DemoShopPlan {
  items: PlannedShopItem[];
  orders: PlannedShopOrder[];
  settings: PlannedShopSetting[];
  /** The demo consumer's favourite items and cart line (indexes into items). */
  favourites: number[];
  cart: { item: number; plan: number; quantity: number };
  /** Reviews of the completed orders' lines, some with the pro's comment. */
  reviews: PlannedShopReview[];
}

const PID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function pidOf(rng: Prng, at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(2, 14);
  return `SP${stamp}${Array.from({ length: 6 }, () => rng.pick([...PID_ALPHABET])).join('')}`;
}

/** A price near the listed one (a pro's own pricing), rounded to 50 or 100. */
function nearPrice(rng: Prng, price: number): number {
  const step = price < 2_000 ? 50 : 100;
  return Math.max(step, Math.round((price * (0.9 + rng.next() * 0.25)) / step) * step);
}

function travelOf(service: PlannedService): TravelPreference[] {
  const out: TravelPreference[] = [];
  if (service.travelsToCustomer) out.push('to_customer');
  if (service.customerTravels) out.push('at_pro');
  if (service.overPhoneOrInternet) out.push('remote');
  return out.length > 0 ? out : ['to_customer'];
}

/** Builds the shop plan. Every random choice comes from one generator seeded with DEMO_SHOP_SEED. */
export function buildDemoShopPlan(plan: DemoPlan, cities: CityInfo[], now: Date): DemoShopPlan {
  const rng = new Prng(DEMO_SHOP_SEED);
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const cityById = new Map(cities.map((c) => [c.id, c]));
  const items: PlannedShopItem[] = [];

  const addItem = (service: number, text: DemoShopItemText, review: ShopItemReviewValue, rejectReason: string | null = null) => {
    const s = plan.services[service]!;
    const category = s.categories.find((c) => c.slug === text.category);
    if (!category) throw new Error(`demo shop: ${s.slug} does not offer ${text.category}`);
    const travelPreference = travelOf(s);
    // A week or more after the service began, a few months back at most.
    const created = new Date(Math.max(s.created.getTime() + 7 * DAY, ago(rng.int(90, 150)).getTime()));
    const submitted = new Date(created.getTime() + rng.int(1, 20) * HOUR);
    const index = items.length;
    items.push({
      service,
      category,
      name: text.name,
      description: text.description,
      serviceInfo: text.serviceInfo,
      serviceType: text.serviceType,
      keywords: text.keywords,
      travelPreference,
      serviceArea: travelPreference.includes('to_customer') ? s.areas.map((a) => ({ city_id: a.cityId, district_id: a.districtId })) : [],
      plans: text.plans.map((p) => ({
        name: p.name,
        description: p.description,
        // The demo pro's prices are the ones written down; the others' vary a little.
        price: service === plan.demoProService ? p.price : nearPrice(rng, p.price),
        serviceType: p.serviceType ?? text.serviceType,
      })),
      photoVariants: Array.from({ length: rng.int(1, 4) }, (_, k) => 3 + index * 4 + k),
      stock: text.stock ?? null,
      reservable: text.reservable ?? false,
      review,
      published: review === ShopItemReview.Approved,
      rejectReason,
      created,
      submitted,
      reviewed: review === ShopItemReview.Approved || review === ShopItemReview.Rejected ? new Date(submitted.getTime() + rng.int(2, 30) * HOUR) : null,
    });
    return index;
  };

  // The demo pro's: three on sale, one waiting for review, one sent back with a reason.
  const demoItems = DEMO_PRO_ITEMS.map((text, i) =>
    addItem(plan.demoProService, text, i < 3 ? ShopItemReview.Approved : i === 3 ? ShopItemReview.Pending : ShopItemReview.Rejected, i === 4 ? DEMO_PRO_REJECT_REASON : null),
  );
  // The pending and rejected ones were sent recently (the queue shows them as new).
  for (const i of demoItems.slice(3)) {
    const item = items[i]!;
    item.submitted = ago(rng.int(1, 3));
    item.created = new Date(item.submitted.getTime() - rng.int(1, 48) * HOUR);
    if (item.reviewed) item.reviewed = new Date(item.submitted.getTime() + rng.int(2, 12) * HOUR);
  }

  // Everyone else's: a pro offering the category (the main one if possible), each pro once.
  const used = new Set<number>([plan.demoProService]);
  for (const text of DEMO_SHOP_ITEMS) {
    const offering = plan.services.map((s, i) => ({ s, i })).filter(({ s, i }) => !used.has(i) && s.categories.some((c) => c.slug === text.category));
    if (offering.length === 0) continue;
    const main = offering.filter(({ s }) => s.categories[0]!.slug === text.category);
    const { i } = rng.pick(main.length > 0 ? main : offering);
    used.add(i);
    const pending = PENDING_CATEGORIES.includes(text.category);
    const index = addItem(i, text, pending ? ShopItemReview.Pending : ShopItemReview.Approved);
    if (pending) items[index]!.submitted = ago(rng.int(0, 2) + 0.2);
  }

  // Category settings of every service and category that has items: on; lessons and other
  // reservable packages confirm their orders at once, everything else waits for the pro.
  const settings: PlannedShopSetting[] = [];
  for (const item of items) {
    if (settings.some((s) => s.service === item.service && s.category.id === item.category.id)) continue;
    settings.push({
      service: item.service,
      category: item.category,
      mode: item.reservable ? 'auto' : 'manual',
      slotMinutes: item.reservable ? rng.pick([60, 90]) : 60,
      noticeHours: item.reservable ? rng.pick([12, 24, 48]) : 24,
    });
  }
  const modeOf = (item: number) => settings.find((s) => s.service === items[item]!.service && s.category.id === items[item]!.category.id)!.mode;

  const onSale = items.map((item, i) => ({ item, i })).filter(({ item }) => item.published).map(({ i }) => i);
  const othersOnSale = onSale.filter((i) => items[i]!.service !== plan.demoProService);
  const consumers = plan.users.map((u, i) => ({ u, i })).filter(({ u }) => u.role === 'consumer' && u.password === null).map(({ i }) => i);

  const orders: PlannedShopOrder[] = [];
  const addOrder = (spec: { consumer: number; item: number; stage: ShopOrderStage; ageDays: number; applicationBy?: ShopOrderSide; withSecond?: number }) => {
    const item = items[spec.item]!;
    const service = plan.services[item.service]!;
    // Not before the item was on sale.
    const onSaleSince = (item.reviewed ?? item.submitted).getTime() + HOUR;
    const created = new Date(Math.max(onSaleSince, now.getTime() - spec.ageDays * DAY - rng.int(0, 10 * 60) * 60_000));
    const at = (base: Date, hours: number) => new Date(Math.min(now.getTime() - 10 * 60_000, base.getTime() + hours * HOUR));
    const quantity = item.stock === null && rng.chance(0.2) ? 2 : 1;
    const lines = [{ item: spec.item, plan: rng.int(0, item.plans.length - 1), quantity }];
    if (spec.withSecond !== undefined) lines.push({ item: spec.withSecond, plan: 0, quantity: 1 });
    const atProPlace = !item.travelPreference.includes('to_customer') && item.travelPreference.includes('at_pro');
    const area = rng.pick(service.areas);
    const city = cityById.get(area.cityId)!;
    const district = area.districtId === null ? rng.pick(city.districts) : city.districts.find((d) => d.id === area.districtId)!;
    const address = atProPlace ? null : `${city.name}${district.name}${rng.pick(DEMO_ROADS)}${rng.int(1, 300)}號${rng.int(2, 15)}樓`;
    const stage = spec.stage;
    const paid = !['unpaid', 'cancelled_unpaid'].includes(stage);
    const paidAt = paid ? at(created, rng.int(1, 20) / 10) : null;
    const auto = lines.every((l) => modeOf(l.item) === 'auto');
    const confirmed = paidAt && stage !== 'paid' && !(stage === 'cancelled_paid' && !auto && rng.chance(0.5));
    const confirmedAt = confirmed ? (auto ? paidAt : at(paidAt, rng.int(1, 12))) : null;
    const applying = stage === 'complete_applied' || stage === 'cancel_applied';
    const appliedAt = applying ? at(confirmedAt ?? paidAt ?? created, rng.int(12, 48)) : null;
    const completedAt = stage === 'completed' ? at(confirmedAt!, rng.int(24, 120)) : null;
    let cancelledAt: Date | null = null;
    let cancelledBy: PlannedShopOrder['cancelledBy'] = null;
    if (stage === 'cancelled_unpaid') {
      cancelledBy = rng.chance(0.6) ? 'consumer' : 'system';
      cancelledAt = at(created, cancelledBy === 'system' ? 72 : rng.int(1, 30));
    } else if (stage === 'cancelled_paid') {
      // One side asked, the other agreed: the order names who cancelled it.
      cancelledBy = rng.chance(0.5) ? 'consumer' : 'pro';
      cancelledAt = at(confirmedAt ?? paidAt!, rng.int(6, 48));
    }
    orders.push({
      consumer: spec.consumer,
      lines,
      stage,
      // A code or account payment can be cancelled in the demo without a card gateway that knows the trade.
      payType: !paid ? null : stage === 'cancelled_paid' || stage === 'completed' ? rng.pick(['card', 'card', 'atm'] as const) : rng.pick(['atm', 'cvs'] as const),
      atProPlace,
      address,
      note: rng.pick(ORDER_NOTES),
      created,
      paidAt,
      confirmedAt,
      applicationBy: applying ? (spec.applicationBy ?? (stage === 'complete_applied' ? 'pro' : 'consumer')) : null,
      appliedAt,
      completedAt,
      cancelledAt,
      cancelledBy,
      pid: pidOf(rng, created),
    });
  };

  // A refunded order is always paid back through the card gateway in the plan (nothing owed by transfer).
  const demoConsumer = plan.demoConsumer;
  const [demoClean, demoWasher] = [demoItems[0]!, demoItems[1]!];
  const manualOthers = othersOnSale.filter((i) => modeOf(i) === 'manual');
  const pickOther = (manual = false) => rng.pick(manual ? manualOthers : othersOnSale);

  // The demo consumer's side: one order of each kind worth showing.
  addOrder({ consumer: demoConsumer, item: demoClean, stage: 'unpaid', ageDays: 1 });
  addOrder({ consumer: demoConsumer, item: pickOther(true), stage: 'paid', ageDays: 2 });
  addOrder({ consumer: demoConsumer, item: pickOther(), stage: 'complete_applied', ageDays: 6, applicationBy: 'pro' });
  addOrder({ consumer: demoConsumer, item: demoWasher, stage: 'completed', ageDays: 40 });
  addOrder({ consumer: demoConsumer, item: pickOther(), stage: 'completed', ageDays: 75 });
  addOrder({ consumer: demoConsumer, item: pickOther(), stage: 'cancelled_paid', ageDays: 20 });
  addOrder({ consumer: demoConsumer, item: pickOther(), stage: 'cancelled_unpaid', ageDays: 10 });

  // The demo pro's side, from invented consumers.
  const demoProStages: [ShopOrderStage, number][] = [
    ['paid', 1],
    ['confirmed', 3],
    ['cancel_applied', 4],
    ['completed', 15],
    ['completed', 32],
    ['completed', 64],
    ['cancelled_unpaid', 8],
    ['cancelled_paid', 25],
    ['unpaid', 0.5],
  ];
  for (const [stage, ageDays] of demoProStages) {
    const item = rng.pick(demoItems.slice(0, 3));
    const second = stage === 'completed' && item === demoClean && rng.chance(0.5) ? demoWasher : undefined;
    addOrder({ consumer: rng.pick(consumers), item, stage, ageDays, withSecond: second });
  }

  // Everyone else's, mostly finished.
  const otherStages: ShopOrderStage[] = [
    'completed',
    'completed',
    'completed',
    'completed',
    'completed',
    'completed',
    'confirmed',
    'confirmed',
    'paid',
    'unpaid',
    'complete_applied',
    'cancel_applied',
    'cancelled_paid',
    'cancelled_unpaid',
  ];
  for (const stage of otherStages) {
    const ageDays = stage === 'completed' || stage.startsWith('cancelled') ? rng.int(8, 90) : rng.int(1, 6);
    addOrder({ consumer: rng.pick(consumers), item: pickOther(stage === 'paid'), stage, ageDays, applicationBy: stage === 'cancel_applied' ? 'pro' : undefined });
  }
  orders.sort((a, b) => a.created.getTime() - b.created.getTime());

  const favourites = rng.sample(othersOnSale, 4);
  const lessons = othersOnSale.filter((i) => items[i]!.reservable && !favourites.includes(i));
  const cart = { item: rng.pick(lessons.length > 0 ? lessons : othersOnSale), plan: 0, quantity: 1 };
  const reviews = planShopReviews(new Prng(DEMO_SHOP_REVIEW_SEED), { items, orders }, { demoConsumer, demoProService: plan.demoProService }, now);
  return { items, orders, settings, favourites, cart, reviews };
}

/** What is left of a quantity-limited item: its stock less what orders not cancelled took. */
export function remainingOf(shop: DemoShopPlan, item: number): number | null {
  const stock = shop.items[item]!.stock;
  if (stock === null) return null;
  const taken = shop.orders
    .filter((o) => o.stage !== 'cancelled_paid' && o.stage !== 'cancelled_unpaid')
    .flatMap((o) => o.lines)
    .filter((l) => l.item === item)
    .reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, stock - taken);
}
