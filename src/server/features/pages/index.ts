/** The pages feature as the rest of the server sees it. */
export { pagesPlugin } from './pages.plugin';
export type { WebAssets } from './pages.plugin';
export { isWebBuilt, loadWebAssets } from './web-assets';
