/** What other parts of the app may use of the discovery feature; its other files are its own. */
export { ProCard, Stars } from './components';
export { discoveryMeta } from './discovery-meta';
export { fetchCategoryShowcase, showcaseKey } from './discovery-slice';
