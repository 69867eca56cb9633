import type { CityResponse } from '../../../domain/catalogue/catalogue.types';
import type { DiscoveryPreload } from '../../../domain/discovery/discovery.types';
import { isProListScreen, proListKey, proListPagePath, proListRequest } from '../../../domain/discovery/list-request';
import type { RouteMatch } from '../../../web/routes/route-table';
import type { CatalogueService } from '../catalogue';
import type { DiscoveryService } from './discovery.service';

/** The services public discovery pages read. */
type DiscoveryServices = { catalogue: CatalogueService; discovery: DiscoveryService };


export interface DiscoveryPageData {
  status: 200 | 404;
  discovery: Partial<DiscoveryPreload>;
  /** The page's canonical path, when it differs from the matched path. */
  canonicalPath?: string;
  cities?: CityResponse[];
}

// The profile, and the profile with a dialog open (/service/{action}/{id}).
const PROFILE_SCREENS = new Set(['service', 'service-action']);
const LANDING_SCREEN = 'pro';

function reviewsPageOf(search: URLSearchParams): number {
  const n = Number(search.get('reviews_page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 500 ? n : 1;
}

/** Whether the page is one of the pro discovery pages. */
export function isDiscoveryScreen(screen: string): boolean {
  return isProListScreen(screen) || PROFILE_SCREENS.has(screen) || screen === LANDING_SCREEN;
}

/**
 * A suffix for the rendered page's cache key: the version of the data the page shows, so a
 * change (a review, an edited profile) renders the page again at once instead of after the TTL.
 * Read from this copy's memory (the data versions), not from the database.
 */
export async function discoveryCacheVersion(match: RouteMatch | undefined, services: DiscoveryServices): Promise<string> {
  // The category page shows the category's pros, reviews and photos (its showcase).
  if (match?.route.screen === 'category') return `#l${await services.discovery.version()}`;
  if (!match || !isDiscoveryScreen(match.route.screen)) return '';
  if (PROFILE_SCREENS.has(match.route.screen)) return `#p${await services.discovery.version()}`;
  return `#l${await services.discovery.version()}`;
}

/** The data a discovery page starts with; undefined for other pages. */
export async function loadDiscoveryPageData(match: RouteMatch, search: URLSearchParams, services: DiscoveryServices): Promise<DiscoveryPageData | undefined> {
  const { screen } = match.route;
  if (isProListScreen(screen)) {
    const request = proListRequest(screen, match.params, search);
    const page = await services.discovery.list(request.kind, { page: request.page, query: request.query, city: request.city, sort: request.sort || undefined });
    if (!page) return { status: 404, discovery: {} };
    const data: DiscoveryPageData = {
      status: 200,
      discovery: { lists: { [proListKey(request)]: page } },
      canonicalPath: proListPagePath(match.pathname, request, request.page),
    };
    if (screen === 'nearme' || screen === 'pro-search' || screen === 'pro-list') data.cities = await services.catalogue.cities();
    return data;
  }
  if (PROFILE_SCREENS.has(screen)) {
    const id = Number(match.params.serviceId);
    const reviewsPage = reviewsPageOf(search);
    const profile = await services.discovery.profile(id, reviewsPage);
    if (!profile) return { status: 404, discovery: {} };
    return {
      status: 200,
      discovery: { profiles: { [`${id}:${reviewsPage}`]: profile } },
      canonicalPath: reviewsPage > 1 ? `/service/${id}?reviews_page=${reviewsPage}` : `/service/${id}`,
    };
  }
  if (screen === LANDING_SCREEN) return { status: 200, discovery: { figures: await services.discovery.figures() } };
  return undefined;
}
