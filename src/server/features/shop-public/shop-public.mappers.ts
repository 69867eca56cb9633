import { averageScore, type ShopFeedback } from '../../../domain/shop/shop-feedbacks.contract';
import { shopItemSlug } from '../../../domain/shop/shop-item-slug';
import type { PublicShopItem, ShopItemCard } from '../../../domain/shop/shop-public.contract';
import { toUtcString } from '../../../domain/time/datetime';
import { uploadUrl } from '../../adapters/storage/upload-url';
import { type shopItemsRepository, toItemDetails, toShopItemPhoto as toPhoto } from '../shop-items';
import type { PublicItemRow } from './shop-public.repository';

type PlanRow = shopItemsRepository.PlanRow;
type PhotoRow = shopItemsRepository.PhotoRow;

const zeroOne = (b: boolean) => (b ? 1 : 0) as 0 | 1;

function displayName(row: { last_name: string | null; first_name: string | null; username: string | null }): string {
  const full = `${row.last_name ?? ''}${row.first_name ?? ''}`.trim();
  return full || row.username || '';
}

/** An item as a list shows it (rows of any items' plans and photos; this one's are picked). */
export function toShopItemCard(row: PublicItemRow, plans: readonly PlanRow[], photos: readonly PhotoRow[]): ShopItemCard {
  const prices = plans.filter((p) => p.shop_item_id === row.id).map((p) => p.price);
  const first = photos.find((p) => p.shop_item_id === row.id);
  return {
    shop_item_id: row.id,
    slug: shopItemSlug(row.id, row.name),
    name: row.name,
    quote_category_id: row.quote_category_id,
    photo: first ? toPhoto(first) : null,
    price_from: prices.length ? Math.min(...prices) : 0,
    is_available: zeroOne(!row.is_quantity_limited || (row.remaining_quantity ?? 0) > 0),
    rating: averageScore(row.item_rating_sum, row.item_rating_count),
    review_count: row.item_rating_count,
    pro: {
      quote_service_id: row.quote_service_id,
      title: row.service_title,
      name: displayName(row),
      avatar_url: uploadUrl(row.avatar_thumb_url),
      rating: row.rating_count > 0 ? Math.round((row.rating_sum / row.rating_count) * 10) / 10 : null,
      review_count: row.rating_count,
    },
    created: toUtcString(row.created),
  };
}

/** An item on its public page. */
export function toPublicShopItem(
  row: PublicItemRow,
  plans: readonly PlanRow[],
  photos: readonly PhotoRow[],
  category: { id: number; name: string; slug: string },
  reviews: ShopFeedback[],
): PublicShopItem {
  return {
    ...toShopItemCard(row, plans, photos),
    ...toItemDetails(row, plans),
    photos: photos.filter((p) => p.shop_item_id === row.id).map(toPhoto),
    category,
    reviews,
  };
}
