/** What every page loads of this feature (store slice, app-shell parts); index.ts holds the rest, loaded with the screens that use it. */
export { contentSlice, initialContentState } from './content/content-slice';
export type { ContentState } from './content/content-slice';
export { getCatalogue, getCategory, getCities, searchCategoryIndex } from './api/catalogue';
