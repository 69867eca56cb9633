import { z } from 'zod';
import { pagedShape, zeroOne } from '../http/refs';
import { shopFeedbackSchema } from './shop-feedbacks.contract';
import { SHOP_SERVICE_TYPES, SHOP_TRAVEL_PREFERENCES } from './shop-item.schema';
import { shopItemPlanSchema } from './shop-items.contract';

/**
 * The shop's public answers (docs/shop.md): items on sale as anyone sees them (no session),
 * and the consumer's favourites. Shared by the server and the web.
 */

/** Items a category page lists at a time, and the recent items of the home page. */
export const SHOP_ITEMS_PER_PAGE = 12;
export const RECENT_SHOP_ITEMS = 8;
/** A service's items on its profile, at most. */
export const SERVICE_SHOP_ITEMS_MAX = 24;
/** Favourites a page. */
export const SHOP_FAVORITES_PER_PAGE = 6;

/** A category's items: newest first, or best first (the pro's rank). */
export const SHOP_ITEM_SORTS = ['newest', 'best'] as const;
export type ShopItemSort = (typeof SHOP_ITEM_SORTS)[number];

/** The pro selling an item, linked to their profile `service/{id}`. */
export const shopItemProSchema = z.object({
  quote_service_id: z.number().int(),
  title: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** The pro's average review score (quote reviews); null without reviews. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type ShopItemPro = z.infer<typeof shopItemProSchema>;

export const publicShopItemPhotoSchema = z.object({
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** One item in a list (a card): its first photo, its lowest price and its pro. */
export const shopItemCardSchema = z.object({
  shop_item_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  quote_category_id: z.number().int(),
  photo: publicShopItemPhotoSchema.nullable(),
  /** The lowest plan price, whole TWD. */
  price_from: z.number().int(),
  /** 0 when limited and sold out. */
  is_available: zeroOne,
  /** The item's average review score (shop reviews, one decimal); null without reviews. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  pro: shopItemProSchema,
  created: z.string(),
});
export type ShopItemCard = z.infer<typeof shopItemCardSchema>;

/** One item on its public page. */
export const publicShopItemSchema = shopItemCardSchema.extend({
  description: z.string(),
  travel_preference: z.array(z.enum(SHOP_TRAVEL_PREFERENCES)),
  service_area: z.array(z.object({ city_id: z.number().int(), district_id: z.number().int().nullable() })),
  service_type: z.enum(SHOP_SERVICE_TYPES),
  service_info: z.string(),
  plans: z.array(shopItemPlanSchema),
  photos: z.array(publicShopItemPhotoSchema),
  is_quantity_limited: zeroOne,
  remaining_quantity: z.number().int().nullable(),
  keywords: z.array(z.string()),
  is_reservable: zeroOne,
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The newest reviews (SHOP_ITEM_PAGE_REVIEWS of them); the rest through nshop_feedbacks/item. */
  reviews: z.array(shopFeedbackSchema),
});
export type PublicShopItem = z.infer<typeof publicShopItemSchema>;

/** GET /new/v1/nshop_items/public/{slug}.json */
export const publicShopItemShape = { shop_item: publicShopItemSchema };
/** GET /new/v1/nshop_items/category/{slug}.json?page=&sort= */
export const categoryShopItemsShape = pagedShape('shop_items', shopItemCardSchema);
export type CategoryShopItemsPage = z.infer<z.ZodObject<typeof categoryShopItemsShape>>;
/** GET /new/v1/nshop_items/recent.json and service/{id}.json */
export const shopItemCardsShape = { shop_items: z.array(shopItemCardSchema) };

/** A favourite: the item as a card, whether it is still on sale, and when it was added. */
export const shopFavoriteSchema = z.object({
  shop_item: shopItemCardSchema,
  /** 0: the item is no longer sold (unpublished, in review again, or its service paused). */
  is_on_sale: zeroOne,
  created: z.string(),
});
export type ShopFavorite = z.infer<typeof shopFavoriteSchema>;
/** GET /new/v1/nshop_favorites/index/page:{n}.json */
export const shopFavoritesPageShape = pagedShape('shop_favorites', shopFavoriteSchema);
export type ShopFavoritesPage = z.infer<z.ZodObject<typeof shopFavoritesPageShape>>;
/** add, remove and status of one item. */
export const shopFavoriteStateShape = { shop_item_id: z.number().int(), is_favorite: zeroOne };
