import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import {
  SHOP_CATEGORY_DEFAULTS,
  type ShopCategorySettingsInput,
  type ShopOrderConfirmationMode,
  type ShopServiceCategory,
} from '../../../domain/shop/shop-category-settings';
import type { Database } from '../../db/schema';
import * as repo from './shop-categories.repository';

type Db = Kysely<Database>;

export const SHOP_CATEGORY_NOT_FOUND = '找不到您的這個服務類別（已封存的服務不能販售商品）。';

const toShopServiceCategory = (row: repo.ShopCategoryRow): ShopServiceCategory => ({
  service_category_id: row.id,
  quote_service_id: row.quote_service_id,
  quote_category_id: row.quote_category_id,
  service_title: row.service_title,
  category_name: row.category_name,
  is_enabled: (row.is_enabled ?? SHOP_CATEGORY_DEFAULTS.is_enabled) ? 1 : 0,
  order_confirmation_mode: row.order_confirmation_mode ?? SHOP_CATEGORY_DEFAULTS.order_confirmation_mode,
  reservation_slot_minutes: row.reservation_slot_minutes ?? SHOP_CATEGORY_DEFAULTS.reservation_slot_minutes,
  reservation_notice_hours: row.reservation_notice_hours ?? SHOP_CATEGORY_DEFAULTS.reservation_notice_hours,
  item_count: Number(row.item_count ?? 0),
  on_sale_count: Number(row.on_sale_count ?? 0),
  has_business_hours: row.has_business_hours ? 1 : 0,
});

/** GET index.json: every category of the pro's services that are not archived. */
export async function shopServiceCategories(db: Db, userId: number) {
  return { shop_service_categories: (await repo.categoriesOf(db, userId)).map(toShopServiceCategory) };
}

/** GET view/{id}.json: one of them; someone else's, an archived service's or a missing one is 404. */
export async function shopServiceCategory(db: Db, userId: number, serviceCategoryId: number) {
  const [row] = await repo.categoriesOf(db, userId, serviceCategoryId);
  if (!row) throw AppError.notFound(SHOP_CATEGORY_NOT_FOUND);
  return { shop_service_category: toShopServiceCategory(row) };
}

/** POST edit/{id}.json: saves the settings given (checked by the contract) and answers the category. */
export async function saveShopCategorySettings(db: Db, userId: number, serviceCategoryId: number, input: ShopCategorySettingsInput, now: Date) {
  const owner = await repo.serviceCategoryById(db, serviceCategoryId);
  if (!owner || owner.user_id !== userId || owner.is_archived) throw AppError.notFound(SHOP_CATEGORY_NOT_FOUND);
  await repo.saveSettings(db, owner.quote_service_id, owner.quote_category_id, input, now);
  return shopServiceCategory(db, userId, serviceCategoryId);
}

/** How orders of this service category are confirmed: `auto` at once, or `manual` by the pro (the default). */
export async function shopOrderConfirmationMode(db: Db, quoteServiceId: number, quoteCategoryId: number): Promise<ShopOrderConfirmationMode> {
  return (await repo.confirmationModeOf(db, quoteServiceId, quoteCategoryId)) ?? SHOP_CATEGORY_DEFAULTS.order_confirmation_mode;
}
