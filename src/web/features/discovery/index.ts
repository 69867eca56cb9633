export { ProCard, Stars } from './components';
export { discoveryMeta } from './discovery-meta';
export { discoverySlice, fetchCategoryShowcase, initialDiscoveryState, showcaseKey } from './discovery-slice';
export type { DiscoveryState } from './discovery-slice';
export { ProLandingScreen } from './pro-landing-screen';
export { ProListScreen } from './pro-list-screen';
export { ProProfileScreen } from './pro-profile-screen';
