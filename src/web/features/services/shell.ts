/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { initialServiceState, serviceSlice } from './service-slice';
export type { ServiceState } from './service-slice';
export { removeService } from './services-thunks';
/** The shop's screens keep the pro's shop categories and the open item in this slice (spec section 3). */
export { shopItemLoaded, shopServiceCategoriesLoaded, shopServiceCategoryLoaded } from './service-slice';
