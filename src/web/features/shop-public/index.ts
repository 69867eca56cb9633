/** What other parts of the app may use of the shop's public side; its other files are its own. */
export { ShopItemCard, ShopItemsSection } from './shop-item-card';
export { CategoryShopItems, RecentShopItems, ServiceShopItems } from './shop-lists';
export { productMeta } from './product-meta';
