import { isShopItemOnSale } from '../../../domain/shop/shop-item-status';
import type { ShopServiceType, ShopTravelPreference } from '../../../domain/shop/shop-item.schema';
import type { ShopItemResponse } from '../../../domain/shop/shop-items.contract';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import type { PhotoRow, PlanRow, ShopItemRow } from './shop-items.repository';

const zeroOne = (b: boolean) => (b ? 1 : 0) as 0 | 1;
const time = (d: Date | null) => (d ? toUtcString(d) : null);

/** The public URL of a stored photo: also how an edit names a photo it keeps. */
export const photoUrlOf = (photo: Pick<PhotoRow, 'path'>) => uploadUrl(photo.path);

/** A photo's addresses and size, as the pro's editor and the public page both show it. */
export const toPhoto = (p: PhotoRow) => ({ url: photoUrlOf(p), thumb_url: uploadUrl(p.thumb_path), width: p.width, height: p.height });

/** The item's columns that its pro and its public page show alike. */
export type ItemDetailColumns = Pick<
  ShopItemRow,
  'id' | 'description' | 'travel_preference' | 'service_area' | 'service_type' | 'service_info' | 'is_quantity_limited' | 'remaining_quantity' | 'keywords' | 'is_reservable'
>;

/** What an item shows alike to its pro and on its public page, its plans picked from rows of any items. */
export function toItemDetails(row: ItemDetailColumns, plans: readonly PlanRow[]) {
  return {
    description: row.description,
    travel_preference: row.travel_preference as ShopTravelPreference[],
    service_area: row.service_area,
    service_type: row.service_type as ShopServiceType,
    service_info: row.service_info,
    plans: plans
      .filter((p) => p.shop_item_id === row.id)
      .map((p) => ({ shop_item_plan_id: p.id, name: p.name, description: p.description, price: p.price, service_type: p.service_type as ShopServiceType })),
    is_quantity_limited: zeroOne(row.is_quantity_limited),
    remaining_quantity: row.remaining_quantity,
    keywords: row.keywords,
    is_reservable: zeroOne(row.is_reservable),
  };
}

/** An item with its plans and photos (rows of any items; those of this one are picked). */
export function toShopItemResponse(row: ShopItemRow, plans: readonly PlanRow[], photos: readonly PhotoRow[]): ShopItemResponse {
  return {
    shop_item_id: row.id,
    quote_service_id: row.quote_service_id,
    quote_category_id: row.quote_category_id,
    name: row.name,
    ...toItemDetails(row, plans),
    photos: photos.filter((p) => p.shop_item_id === row.id).map((p) => ({ id: p.id, ...toPhoto(p), display_order: p.display_order })),
    review: row.review,
    is_published: zeroOne(row.is_published),
    is_on_sale: zeroOne(isShopItemOnSale({ review: row.review, published: row.is_published, deleted: row.deleted_at !== null })),
    reject_reason: row.reject_reason,
    reviewed_at: time(row.reviewed_at),
    submitted_at: time(row.submitted_at),
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
  };
}
