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

/** An item with its plans and photos (rows of any items; those of this one are picked). */
export function toShopItemResponse(row: ShopItemRow, plans: readonly PlanRow[], photos: readonly PhotoRow[]): ShopItemResponse {
  return {
    shop_item_id: row.id,
    quote_service_id: row.quote_service_id,
    quote_category_id: row.quote_category_id,
    name: row.name,
    description: row.description,
    travel_preference: row.travel_preference as ShopTravelPreference[],
    service_area: row.service_area,
    service_type: row.service_type as ShopServiceType,
    service_info: row.service_info,
    plans: plans
      .filter((p) => p.shop_item_id === row.id)
      .map((p) => ({ shop_item_plan_id: p.id, name: p.name, description: p.description, price: p.price, service_type: p.service_type as ShopServiceType })),
    photos: photos
      .filter((p) => p.shop_item_id === row.id)
      .map((p) => ({ id: p.id, url: photoUrlOf(p), thumb_url: uploadUrl(p.thumb_path), width: p.width, height: p.height, display_order: p.display_order })),
    is_quantity_limited: zeroOne(row.is_quantity_limited),
    remaining_quantity: row.remaining_quantity,
    keywords: row.keywords,
    is_reservable: zeroOne(row.is_reservable),
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
