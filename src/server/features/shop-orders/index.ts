/** The shop's carts and orders as the rest of the server sees it. */
export { shopOrderReservationsRoutes } from './shop-order-reservations.routes';
export { shopOrdersRoutes } from './shop-orders.routes';
export { ShopOrdersService } from './shop-orders.service';
/** The user state's `cartCount` (features/users). */
export { cartCountQuery } from './shop-orders.repository';
