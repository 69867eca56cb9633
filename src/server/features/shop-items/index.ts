/** The shop's items as the rest of the server sees it. */
export { shopItemsRoutes } from './shop-items.routes';
export { ShopItemsService, stateOf as shopItemStateOf } from './shop-items.service';
export { type ItemDetailColumns, toItemDetails, toPhoto as toShopItemPhoto, toShopItemResponse } from './shop-items.mappers';
/** The review's reads and writes, for the operator console's shop items queue. */
export * as shopItemsRepository from './shop-items.repository';
