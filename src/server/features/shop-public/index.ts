/** The shop's public side (items on sale, favourites) as the rest of the server sees it. */
export { shopPublicRoutes } from './shop-public.routes';
export { ShopPublicService } from './shop-public.service';
export { SELLABLE_APART_FROM_PAUSES } from './shop-public.repository';
