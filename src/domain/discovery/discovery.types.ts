import type { CategoryShowcaseResponse, ProListAnswer, ProListResponse, ProProfileResponse } from './discovery.contract';

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

/** A pro list's answer as the store keeps it: the list apart from what names it (title, breadcrumbs). */
export type ProListPage = { list: ProListResponse } & Omit<ProListAnswer, keyof ProListResponse>;

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
