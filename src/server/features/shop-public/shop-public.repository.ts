import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { ShopItemSort } from '../../../domain/shop/shop-public.contract';
import type { Database } from '../../db/schema';
import type { ItemDetailColumns } from '../shop-items';
import { NOT_PAUSED } from '../discovery';
import { OWNER_IN_GOOD_STANDING } from '../standing';
import { PUBLIC_SERVICE } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

/**
 * The shop's public reads (0083, 0088): items on sale with their pro, and the consumers'
 * favourites. An item is on sale while published, approved and undeleted (the partial indexes of
 * 0088), its service public, unarchived and not paused, and its owner in good standing.
 */

const ITEM_ON_SALE = sql<boolean>`i.is_published and i.review = 3 and i.deleted_at is null`;
/**
 * The item (`i`), its service (`qs`) and its pro (`u`) allow selling, pauses aside: the one rule
 * the cart and the orders use too, with the pause checked at their clock's time.
 */
export const SELLABLE_APART_FROM_PAUSES = sql<boolean>`(${ITEM_ON_SALE} and ${PUBLIC_SERVICE} and qs.deleted_at is null and u.deleted_at is null and ${OWNER_IN_GOOD_STANDING})`;
const ON_SALE = sql<boolean>`(${SELLABLE_APART_FROM_PAUSES} and ${NOT_PAUSED})`;

const PUBLIC_COLUMNS = sql`i.id, i.quote_service_id, i.quote_category_id, i.name, i.description, i.travel_preference, i.service_area,
  i.service_type, i.service_info, i.is_quantity_limited, i.remaining_quantity, i.keywords, i.is_reservable, i.created,
  qs.title as service_title, u.last_name, u.first_name, u.username, u.avatar_thumb_url,
  coalesce(st.rating_sum, 0)::int as rating_sum, coalesce(st.rating_count, 0)::int as rating_count,
  i.rating_sum as item_rating_sum, i.rating_count as item_rating_count`;
const PUBLIC_JOINS = sql`join quote_services qs on qs.id = i.quote_service_id
  join users u on u.id = qs.user_id
  left join quote_service_stats st on st.quote_service_id = qs.id`;

/** An item on sale with its service's title and its pro's name, avatar and ratings. */
export interface PublicItemRow extends ItemDetailColumns {
  quote_service_id: number;
  quote_category_id: number;
  name: string;
  created: Date;
  service_title: string;
  last_name: string;
  first_name: string;
  username: string;
  avatar_thumb_url: string | null;
  rating_sum: number;
  rating_count: number;
  /** The item's own reviews (0092): kept with each review, so no list counts them. */
  item_rating_sum: number;
  item_rating_count: number;
}

/** An item on sale, or undefined. */
export async function findOnSale(db: Db, id: number): Promise<PublicItemRow | undefined> {
  const { rows } = await sql<PublicItemRow>`select ${PUBLIC_COLUMNS} from shop_items i ${PUBLIC_JOINS} where i.id = ${id} and ${ON_SALE}`.execute(db);
  return rows[0];
}

/** Whether an item is on sale now. */
export async function isOnSale(db: Db, id: number): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`select i.id from shop_items i ${PUBLIC_JOINS} where i.id = ${id} and ${ON_SALE}`.execute(db);
  return rows.length > 0;
}

function orderOf(sort: ShopItemSort): RawBuilder<unknown> {
  return sort === 'best' ? sql`qs.rank_score desc, i.created desc, i.id desc` : sql`i.created desc, i.id desc`;
}

/** A page of a category's items on sale and how many there are in all. */
export async function categoryPage(db: Db, categoryId: number, sort: ShopItemSort, limit: number, offset: number) {
  const where = sql`i.quote_category_id = ${categoryId} and ${ON_SALE}`;
  const [page, total] = await Promise.all([
    sql<PublicItemRow>`select ${PUBLIC_COLUMNS} from shop_items i ${PUBLIC_JOINS} where ${where} order by ${orderOf(sort)} limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from shop_items i ${PUBLIC_JOINS} where ${where}`.execute(db),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

/** `%`, `_` and `\\` of a typed text matched literally in a LIKE pattern. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A page of the items on sale whose name, keywords or service title contain the text (any case),
 * newest first, and how many there are in all.
 */
export async function searchPage(db: Db, text: string, limit: number, offset: number) {
  const pattern = `%${likeEscaped(text)}%`;
  const where = sql`(i.name ilike ${pattern} or array_to_string(i.keywords, ' ') ilike ${pattern} or qs.title ilike ${pattern}) and ${ON_SALE}`;
  const [page, total] = await Promise.all([
    sql<PublicItemRow>`select ${PUBLIC_COLUMNS} from shop_items i ${PUBLIC_JOINS} where ${where} order by i.created desc, i.id desc limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from shop_items i ${PUBLIC_JOINS} where ${where}`.execute(db),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

/** The newest items on sale (the home page). */
export async function recent(db: Db, limit: number): Promise<PublicItemRow[]> {
  const { rows } = await sql<PublicItemRow>`select ${PUBLIC_COLUMNS} from shop_items i ${PUBLIC_JOINS} where ${ON_SALE} order by i.created desc, i.id desc limit ${limit}`.execute(db);
  return rows;
}

/** A service's items on sale, newest first (its profile). */
export async function ofService(db: Db, serviceId: number, limit: number): Promise<PublicItemRow[]> {
  const { rows } = await sql<PublicItemRow>`select ${PUBLIC_COLUMNS} from shop_items i ${PUBLIC_JOINS}
    where i.quote_service_id = ${serviceId} and ${ON_SALE} order by i.created desc, i.id desc limit ${limit}`.execute(db);
  return rows;
}

export interface FavoriteRow extends PublicItemRow {
  is_on_sale: boolean;
  favorited: Date;
}

/**
 * A page of the user's favourites, newest first, and how many in all: every undeleted item
 * (one no longer sold comes marked); a deleted item is gone from the list.
 */
export async function favoritesPage(db: Db, userId: number, limit: number, offset: number) {
  const where = sql`f.user_id = ${userId} and i.deleted_at is null`;
  const [page, total] = await Promise.all([
    sql<FavoriteRow>`select ${PUBLIC_COLUMNS}, ${ON_SALE} as is_on_sale, f.created as favorited
      from shop_favorites f join shop_items i on i.id = f.shop_item_id ${PUBLIC_JOINS}
      where ${where} order by f.created desc, f.id desc limit ${limit} offset ${offset}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from shop_favorites f join shop_items i on i.id = f.shop_item_id where ${where}`.execute(db),
  ]);
  return { rows: page.rows, count: total.rows[0]?.n ?? 0 };
}

export async function addFavorite(db: Db, userId: number, itemId: number, now: Date): Promise<void> {
  await db.insertInto('shop_favorites').values({ user_id: userId, shop_item_id: itemId, created: now }).onConflict((oc) => oc.columns(['user_id', 'shop_item_id']).doNothing()).execute();
}

export async function removeFavorite(db: Db, userId: number, itemId: number): Promise<void> {
  await db.deleteFrom('shop_favorites').where('user_id', '=', userId).where('shop_item_id', '=', itemId).execute();
}

export async function isFavorite(db: Db, userId: number, itemId: number): Promise<boolean> {
  const row = await db.selectFrom('shop_favorites').select('id').where('user_id', '=', userId).where('shop_item_id', '=', itemId).executeTakeFirst();
  return row !== undefined;
}
