import type { z } from 'zod';
import type {
  businessHoursSchema,
  categoryRefSchema,
  categoryShowcaseSchema,
  placeRefSchema,
  proBadgeSchema,
  proListSchema,
  proProfileSchema,
  proSummarySchema,
  reviewSchema,
} from './discovery.contract';

/** Public pro data as the discovery API and the server-rendered pages hand it out. */

export type PlaceRefResponse = z.infer<typeof placeRefSchema>;

export type CategoryRefResponse = z.infer<typeof categoryRefSchema>;

/** Badges a profile or a list card shows. */
export type ProBadge = z.infer<typeof proBadgeSchema>;

export type ProSummaryResponse = z.infer<typeof proSummarySchema>;

export type ProListResponse = z.infer<typeof proListSchema>;

export type ReviewResponse = z.infer<typeof reviewSchema>;

export type BusinessHoursResponse = z.infer<typeof businessHoursSchema>;

export type ProProfileResponse = z.infer<typeof proProfileSchema>;

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
  genre: { slug: string; name: string } | null;
  city: { slug: string; name: string } | null;
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

/** A category's page shows who does the work, what clients said and what the work looks like. */
export type CategoryShowcaseResponse = z.infer<typeof categoryShowcaseSchema>;

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
