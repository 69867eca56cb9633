/** Public pro data as the discovery API and the server-rendered pages hand it out. */

export interface PlaceRefResponse {
  city_slug: string;
  city_name: string;
  /** null: the whole city. */
  district_name: string | null;
}

export interface CategoryRefResponse {
  id: number;
  slug: string;
  name: string;
}

/** Badges a profile or a list card shows. */
export type ProBadge = 'featured' | 'verified' | 'top_rated' | 'experienced';

export interface ProSummaryResponse {
  id: number;
  slug: string;
  title: string;
  /** The owner's display name (last name then first name, else the username). */
  name: string;
  avatar_url: string | null;
  logo_url: string | null;
  /** The start of the description, for list cards. */
  excerpt: string;
  city: { slug: string; name: string } | null;
  /** Average rating with one decimal; null without reviews. */
  rating: number | null;
  review_count: number;
  years_in_business: number | null;
  badges: ProBadge[];
  categories: CategoryRefResponse[];
}

export interface ProListResponse {
  quote_services: ProSummaryResponse[];
  page: number;
  total_pages: number;
  count: number;
  /** The count as pages may show it: null when under the minimum (spec section 9: 50). */
  display_count: number | null;
}

export interface ReviewResponse {
  id: number;
  rating: number;
  is_satisfied: boolean;
  feedback: string;
  tags: string[];
  /** The reviewer's name shortened for privacy, e.g. 王＊＊. */
  reviewer: string;
  /** True when the review follows a hire here; false for a past client invited from outside. */
  is_verified: boolean;
  attachments: string[];
  created: string;
}

export interface BusinessHoursResponse {
  /** Monday 1 to Sunday 7. */
  weekday: number;
  /** HH:MM */
  open: string;
  close: string;
}

export interface ProProfileResponse extends ProSummaryResponse {
  description: string;
  district: string | null;
  latitude: number | null;
  longitude: number | null;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  /** Paused right now (a suspension event covers now): no new requests. */
  is_paused: boolean;
  areas: PlaceRefResponse[];
  /** thumb_url: at most 480 px on the longer side (the original where no thumbnail exists). */
  photos: { id: number; url: string; thumb_url?: string; caption: string }[];
  faqs: { id: number; question: string; answer: string }[];
  business_hours: BusinessHoursResponse[];
  /** How many of its 5 to 1 star reviews: index 0 is 5 stars. */
  rating_breakdown: number[];
  reviews: ReviewResponse[];
  reviews_page: number;
  reviews_total_pages: number;
  hired_count: number;
  /** Approved certificates of the owner (licences, company, identity), shown as badges. */
  certificates?: { service_certificate_id: number; name: string; type: 'license' | 'company' | 'identity' | 'other' }[];
  created: string;
}

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
export interface CategoryShowcaseResponse {
  /** The category's best-ranked pros (a few). */
  pros: ProSummaryResponse[];
  /** The newest verified reviews of the category's pros. */
  reviews: (ReviewResponse & { quote_service: { id: number; title: string } })[];
  /** Photos of work by the category's best-ranked pros. */
  photos: { id: number; url: string; thumb_url: string; caption: string; width: number | null; height: number | null; quote_service: { id: number; title: string } }[];
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
