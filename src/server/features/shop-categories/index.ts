/** The pro's shop settings per service category, as the rest of the server sees them. */
export { shopCategoriesRoutes } from './shop-categories.routes';
export { shopOrderConfirmationMode } from './shop-categories.service';
