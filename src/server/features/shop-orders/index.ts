/** The shop's carts and orders as the rest of the server sees it. */
export { shopOrderReservationsRoutes } from './shop-order-reservations.routes';
export { shopOrdersRoutes } from './shop-orders.routes';
export { ShopOrdersService } from './shop-orders.service';
export { ShopOrderNotifier } from './shop-order-notices';
export { shopOrderMessagesRoutes } from './shop-order-messages.routes';
export { ShopOrderMessagesService } from './shop-order-messages.service';
/** The user state's `cartCount` (features/users). */
export { cartCountQuery } from './shop-orders.repository';
