/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { initialWorksState, worksSlice } from './works-slice';
export type { WorksState } from './works-slice';
