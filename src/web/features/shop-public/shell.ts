/** What every page loads of this feature (the category state's shop lists); index.ts holds the rest. */
export { getCategoryShopItems, getRecentShopItems, getServiceShopItems, getShopProduct } from './api';
