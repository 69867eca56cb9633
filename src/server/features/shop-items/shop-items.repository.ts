import { type Kysely, sql } from 'kysely';
import { type QueueAssignedFilter, QueueId } from '../../../domain/ops/queues';
import type { ShopItemReviewValue } from '../../../domain/shop/shop-item-status';
import type { ShopItemInput } from '../../../domain/shop/shop-item.schema';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The shop's items, their plans and photos (0083). */

const ITEM_COLUMNS = [
  'i.id',
  'i.user_id',
  'i.quote_service_id',
  'i.quote_category_id',
  'i.name',
  'i.description',
  'i.travel_preference',
  'i.service_area',
  'i.service_type',
  'i.service_info',
  'i.is_quantity_limited',
  'i.remaining_quantity',
  'i.keywords',
  'i.is_reservable',
  'i.review',
  'i.is_published',
  'i.reject_reason',
  'i.reviewed_at',
  'i.submitted_at',
  'i.deleted_at',
  'i.created',
  'i.modified',
] as const;

export interface ShopItemRow {
  id: number;
  user_id: number;
  quote_service_id: number;
  quote_category_id: number;
  name: string;
  description: string;
  travel_preference: string[];
  service_area: { city_id: number; district_id: number | null }[];
  service_type: string;
  service_info: string;
  is_quantity_limited: boolean;
  remaining_quantity: number | null;
  keywords: string[];
  is_reservable: boolean;
  review: ShopItemReviewValue;
  is_published: boolean;
  reject_reason: string | null;
  reviewed_at: Date | null;
  submitted_at: Date | null;
  deleted_at: Date | null;
  created: Date;
  modified: Date;
}

export interface PlanRow {
  id: number;
  shop_item_id: number;
  name: string;
  description: string;
  price: number;
  service_type: string;
  display_order: number;
}

export interface PhotoRow {
  id: number;
  shop_item_id: number;
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  display_order: number;
}

/** An item by id (deleted ones too), optionally locked for a change. */
export function findItem(db: Db, id: number, lock = false): Promise<ShopItemRow | undefined> {
  let q = db.selectFrom('shop_items as i').select(ITEM_COLUMNS).where('i.id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst() as Promise<ShopItemRow | undefined>;
}

/** The pro's undeleted items, newest change first. */
export function itemsOf(db: Db, userId: number): Promise<ShopItemRow[]> {
  return db
    .selectFrom('shop_items as i')
    .select(ITEM_COLUMNS)
    .where('i.user_id', '=', userId)
    .where('i.deleted_at', 'is', null)
    .orderBy('i.modified', 'desc')
    .orderBy('i.id', 'desc')
    .execute() as Promise<ShopItemRow[]>;
}

export async function plansOf(db: Db, itemIds: readonly number[]): Promise<PlanRow[]> {
  if (itemIds.length === 0) return [];
  return db.selectFrom('shop_item_plans').selectAll().where('shop_item_id', 'in', itemIds).orderBy('shop_item_id').orderBy('display_order').execute();
}

export async function photosOf(db: Db, itemIds: readonly number[]): Promise<PhotoRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .selectFrom('shop_item_photos')
    .select(['id', 'shop_item_id', 'path', 'thumb_path', 'width', 'height', 'display_order'])
    .where('shop_item_id', 'in', itemIds)
    .orderBy('shop_item_id')
    .orderBy('display_order')
    .execute();
}

/** The service the pro sells in: theirs, not archived, and offering the category. */
export function activeServiceCategory(db: Db, userId: number, serviceId: number, categoryId: number) {
  return db
    .selectFrom('quote_services as s')
    .innerJoin('quote_service_categories as sc', 'sc.quote_service_id', 's.id')
    .select(['s.id'])
    .where('s.id', '=', serviceId)
    .where('s.user_id', '=', userId)
    .where('s.is_archived', '=', false)
    .where('sc.quote_category_id', '=', categoryId)
    .executeTakeFirst();
}

/** The cities and districts (with their city) among these ids that exist. */
export async function placesOf(db: Db, cityIds: readonly number[], districtIds: readonly number[]) {
  const [cities, districts] = await Promise.all([
    cityIds.length ? db.selectFrom('cities').select('id').where('id', 'in', cityIds).execute() : [],
    districtIds.length ? db.selectFrom('districts').select(['id', 'city_id']).where('id', 'in', districtIds).execute() : [],
  ]);
  return { cityIds: new Set(cities.map((c) => c.id)), districtCity: new Map(districts.map((d) => [d.id, d.city_id])) };
}

function itemColumns(input: ShopItemInput) {
  return {
    name: input.name,
    description: input.description,
    travel_preference: input.travel_preference,
    service_area: JSON.stringify(input.service_area),
    service_type: input.service_type,
    service_info: input.service_info,
    is_quantity_limited: input.is_quantity_limited,
    remaining_quantity: input.remaining_quantity,
    keywords: input.keywords,
    is_reservable: input.is_reservable,
  };
}

export async function insertItem(trx: Db, owner: { userId: number; serviceId: number; categoryId: number }, input: ShopItemInput, now: Date): Promise<number> {
  const row = await trx
    .insertInto('shop_items')
    .values({ user_id: owner.userId, quote_service_id: owner.serviceId, quote_category_id: owner.categoryId, ...itemColumns(input), created: now, modified: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateItem(trx: Db, id: number, input: ShopItemInput, review: ShopItemReviewValue, resubmitted: boolean, now: Date): Promise<void> {
  await trx
    .updateTable('shop_items')
    .set({ ...itemColumns(input), review, modified: now, ...(resubmitted ? { submitted_at: now, reject_reason: null } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function replacePlans(trx: Db, itemId: number, plans: ShopItemInput['plans']): Promise<void> {
  await trx.deleteFrom('shop_item_plans').where('shop_item_id', '=', itemId).execute();
  await trx
    .insertInto('shop_item_plans')
    .values(plans.map((p, i) => ({ shop_item_id: itemId, name: p.name, description: p.description, price: p.price, service_type: p.service_type, display_order: i })))
    .execute();
}

/** Sets the item's photos to exactly these, in this order (ids of kept photos, or new files). */
export async function setPhotos(
  trx: Db,
  itemId: number,
  photos: readonly ({ id: number } | { path: string; thumb_path: string; width: number; height: number })[],
): Promise<void> {
  const kept = photos.flatMap((p) => ('id' in p ? [p.id] : []));
  let drop = trx.deleteFrom('shop_item_photos').where('shop_item_id', '=', itemId);
  if (kept.length) drop = drop.where('id', 'not in', kept);
  await drop.execute();
  for (const [order, photo] of photos.entries()) {
    if ('id' in photo) await trx.updateTable('shop_item_photos').set({ display_order: order }).where('id', '=', photo.id).execute();
    else await trx.insertInto('shop_item_photos').values({ shop_item_id: itemId, ...photo, display_order: order }).execute();
  }
}

/** The item's state columns after a status change or a review. */
export async function setState(
  trx: Db,
  id: number,
  state: { review: ShopItemReviewValue; is_published: boolean; deleted_at?: Date | null; submitted_at?: Date; reject_reason?: string | null; reviewed_by_operator_id?: number; reviewed_at?: Date },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('shop_items')
    .set({ ...state, modified: now })
    .where('id', '=', id)
    .execute();
}

export interface ReviewFilter {
  review: ShopItemReviewValue;
  assigned: QueueAssignedFilter;
  operatorId: number;
}

/** A page of the console's queue: undeleted items in the review state, oldest submission first, with who has taken each. */
export async function listForReview(db: Db, filter: ReviewFilter, limit: number, offset: number) {
  let base = db
    .selectFrom('shop_items as i')
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', 'i.id').on('qa.queue', '=', QueueId.ShopItems))
    .where('i.deleted_at', 'is', null)
    .where('i.review', '=', filter.review);
  if (filter.assigned === 'mine') base = base.where('qa.operator_id', '=', filter.operatorId);
  if (filter.assigned === 'unassigned') base = base.where('qa.id', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .select(ITEM_COLUMNS)
      .orderBy('i.submitted_at')
      .orderBy('i.id')
      .limit(limit)
      .offset(offset)
      .execute() as Promise<ShopItemRow[]>,
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** Pending items: all, those nobody has taken, and the operator's. */
export async function countPending(db: Db, operatorId: number): Promise<{ open: number; unassigned: number; mine: number }> {
  const row = await db
    .selectFrom('shop_items as i')
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', 'i.id').on('qa.queue', '=', QueueId.ShopItems))
    .where('i.deleted_at', 'is', null)
    .where('i.review', '=', 2)
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where qa.id is null)`.as('unassigned'),
      sql<string>`count(*) filter (where qa.operator_id = ${operatorId})`.as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), unassigned: Number(row.unassigned), mine: Number(row.mine) };
}

/** The pro, service and category names an operator sees beside items. */
export async function contextOf(db: Db, rows: readonly ShopItemRow[]) {
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const serviceIds = [...new Set(rows.map((r) => r.quote_service_id))];
  const categoryIds = [...new Set(rows.map((r) => r.quote_category_id))];
  const [users, services, categories] = await Promise.all([
    userIds.length ? db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'email']).where('id', 'in', userIds).execute() : [],
    serviceIds.length ? db.selectFrom('quote_services').select(['id', 'title', 'slug']).where('id', 'in', serviceIds).execute() : [],
    categoryIds.length ? db.selectFrom('quote_categories').select(['id', 'name']).where('id', 'in', categoryIds).execute() : [],
  ]);
  return { users, services, categories };
}
