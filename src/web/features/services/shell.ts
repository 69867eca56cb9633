/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { initialServiceState, serviceSlice } from './service-slice';
export type { ServiceState } from './service-slice';
export { removeService } from './services-thunks';
