import { type Kysely, sql } from 'kysely';
import type { ShopCategorySettingsInput, ShopOrderConfirmationMode } from '../../../domain/shop/shop-category-settings';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The pro's service categories with their shop settings (0089) and item counts. */

export interface ShopCategoryRow {
  id: number;
  quote_service_id: number;
  quote_category_id: number;
  service_title: string;
  category_name: string;
  is_enabled: boolean | null;
  order_confirmation_mode: ShopOrderConfirmationMode | null;
  reservation_slot_minutes: number | null;
  reservation_notice_hours: number | null;
  item_count: number | string | null;
  on_sale_count: number | string | null;
  has_business_hours: boolean;
}

/** The categories of the pro's services that are not archived (one when `serviceCategoryId` is given), in one query. */
export function categoriesOf(db: Db, userId: number, serviceCategoryId?: number): Promise<ShopCategoryRow[]> {
  const counts = db
    .selectFrom('shop_items')
    .select([
      'quote_service_id',
      'quote_category_id',
      (eb) => eb.fn.countAll<string>().as('item_count'),
      sql<string>`count(*) filter (where review = ${ShopItemReview.Approved} and is_published)`.as('on_sale_count'),
    ])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .groupBy(['quote_service_id', 'quote_category_id'])
    .as('n');
  let query = db
    .selectFrom('quote_service_categories as sc')
    .innerJoin('quote_services as s', 's.id', 'sc.quote_service_id')
    .innerJoin('quote_categories as c', 'c.id', 'sc.quote_category_id')
    .leftJoin('shop_category_settings as st', (j) => j.onRef('st.quote_service_id', '=', 'sc.quote_service_id').onRef('st.quote_category_id', '=', 'sc.quote_category_id'))
    .leftJoin(counts, (j) => j.onRef('n.quote_service_id', '=', 'sc.quote_service_id').onRef('n.quote_category_id', '=', 'sc.quote_category_id'))
    .select((eb) => [
      'sc.id',
      'sc.quote_service_id',
      'sc.quote_category_id',
      's.title as service_title',
      'c.name as category_name',
      'st.is_enabled',
      'st.order_confirmation_mode',
      'st.reservation_slot_minutes',
      'st.reservation_notice_hours',
      'n.item_count',
      'n.on_sale_count',
      eb.exists(eb.selectFrom('quote_service_business_hours as h').select('h.weekday').whereRef('h.quote_service_id', '=', 'sc.quote_service_id')).as('has_business_hours'),
    ])
    .where('s.user_id', '=', userId)
    .where('s.is_archived', '=', false);
  if (serviceCategoryId !== undefined) query = query.where('sc.id', '=', serviceCategoryId);
  return query.orderBy('s.id').orderBy('c.name').orderBy('sc.id').execute() as Promise<ShopCategoryRow[]>;
}

/** The service category's owner and ids, archived or not (to tell a missing one from someone else's). */
export function serviceCategoryById(db: Db, serviceCategoryId: number) {
  return db
    .selectFrom('quote_service_categories as sc')
    .innerJoin('quote_services as s', 's.id', 'sc.quote_service_id')
    .select(['sc.quote_service_id', 'sc.quote_category_id', 's.user_id', 's.is_archived'])
    .where('sc.id', '=', serviceCategoryId)
    .executeTakeFirst();
}

/** Saves the settings given (absent ones keep their value, or the default on a first save). */
export async function saveSettings(db: Db, serviceId: number, categoryId: number, input: ShopCategorySettingsInput, now: Date): Promise<void> {
  const changes = {
    ...(input.is_enabled === undefined ? {} : { is_enabled: input.is_enabled }),
    ...(input.order_confirmation_mode === undefined ? {} : { order_confirmation_mode: input.order_confirmation_mode }),
    ...(input.reservation_slot_minutes === undefined ? {} : { reservation_slot_minutes: input.reservation_slot_minutes }),
    ...(input.reservation_notice_hours === undefined ? {} : { reservation_notice_hours: input.reservation_notice_hours }),
  };
  await db
    .insertInto('shop_category_settings')
    .values({ quote_service_id: serviceId, quote_category_id: categoryId, ...changes, created: now, modified: now })
    .onConflict((oc) => oc.columns(['quote_service_id', 'quote_category_id']).doUpdateSet({ ...changes, modified: now }))
    .execute();
}

/** The category's order confirmation mode, or null when nothing is saved. */
export async function confirmationModeOf(db: Db, serviceId: number, categoryId: number): Promise<ShopOrderConfirmationMode | null> {
  const row = await db
    .selectFrom('shop_category_settings')
    .select('order_confirmation_mode')
    .where('quote_service_id', '=', serviceId)
    .where('quote_category_id', '=', categoryId)
    .executeTakeFirst();
  return row?.order_confirmation_mode ?? null;
}
