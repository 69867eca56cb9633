import { ShopItemError } from '../errors/codes';

/**
 * The shop item codes (spec section 8, 801-817 and 823-826), named once in errors/codes.ts and
 * re-exported here for the shop. `SHOP_ITEM_ERROR_ORDER` is the spec's order: validation answers
 * the first failing one.
 */
export { ShopItemError };
export type ShopItemErrorCode = (typeof ShopItemError)[keyof typeof ShopItemError];
export const SHOP_ITEM_ERROR_ORDER = Object.values(ShopItemError) as ShopItemErrorCode[];
