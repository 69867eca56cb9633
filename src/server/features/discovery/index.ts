/** The discovery feature as the rest of the server sees it. */
export { discoveryCacheVersion, isDiscoveryScreen, loadDiscoveryPageData } from './discovery.page-data';
export { discoveryRoutes } from './discovery.routes';
export { maskName } from './discovery.mappers';
/** A service (as `qs`) not paused now: the shop sells only from such services. */
export { NOT_PAUSED } from './pro-list.repository';
export { DiscoveryService } from './discovery.service';
export { seoRoutes } from './seo.routes';
