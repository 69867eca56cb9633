import type { SlugName } from '../http/refs';
import type { CategoryRefResponse, CategoryShowcaseResponse, ProListResponse, ProProfileResponse } from './discovery.contract';

/** Public pro data as the discovery API and the server-rendered pages hand it out (each answer's type beside its schema). */

export type {
  BusinessHoursResponse,
  CategoryRefResponse,
  CategoryShowcaseResponse,
  PlaceRefResponse,
  ProBadge,
  ProListResponse,
  ProProfileResponse,
  ProSummaryResponse,
  ReviewResponse,
} from './discovery.contract';

/** One public list of pros: what it lists and how the page names it. */
export type ProListKind =
  | { kind: 'all'; filter: string | null }
  | { kind: 'search'; slug: string | null }
  | { kind: 'nearme'; slug: string; city: string | null; district: string | null }
  | { kind: 'featured' };

export interface ProListPage {
  list: ProListResponse;
  /** Names for the title and breadcrumbs. */
  category: CategoryRefResponse | null;
  genre: SlugName | null;
  city: SlugName | null;
  district: string | null;
  /** 'top-rated' or 'verified' for pro-list/{filter}. */
  filter: string | null;
  query: string;
}

/** Figures for the page that invites pros. */
export interface MarketplaceFigures {
  pros: number;
  reviews: number;
  average: number | null;
}

/** What the server preloads for the discovery pages (store slice `discovery`). */
export interface DiscoveryPreload {
  /** Category pages' showcases by category slug. */
  showcases?: Record<string, CategoryShowcaseResponse>;
  /** Pro lists by proListKey. */
  lists: Record<string, ProListPage>;
  /** Profiles by `${id}:${reviewsPage}`. */
  profiles: Record<string, ProProfileResponse>;
  figures: MarketplaceFigures | null;
}
