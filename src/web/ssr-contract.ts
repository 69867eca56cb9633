import type { AppStoreLinks } from '../domain/apps/app-stores';
import type { SafetyPaymentFeeConfig } from '../domain/safety-payments/fees';
import type {
  CityResponse,
  GenreResponse,
  QuoteCategoryDetailResponse,
  QuoteCategoryResponse,
} from '../domain/catalogue/catalogue.types';
import type {
  ArticlePage,
  ArticleResponse,
  ArticleSummary,
  BlogPostSummary,
  FeatureCollectionResponse,
  FeatureCollectionSummary,
  PriceGuideIndexEntry,
  PriceGuideResponse,
} from '../domain/catalogue/content.types';
import type { CampaignPageResponse } from '../domain/content/campaign-pages';
import type { SitePageResponse } from '../domain/content/site-pages';
import type { DiscoveryPreload } from '../domain/discovery/discovery.types';
import type { CategoryShopItemsPage, PublicShopItem, ShopItemCard } from '../domain/shop/shop-public.contract';
import type { FeatureFlags } from '../domain/flags/feature-flags';
import type { IntegrationsConfig } from '../domain/integrations/integrations';
import type { QuotingTerms } from '../domain/wallet/fees';
import type { UserStateResponse } from '../domain/users/user.types';
import type { LocaleVersions } from './i18n/namespaces';

/**
 * What the server hands the web app: the state it preloads into `window.__PRELOADED_STATE__`
 * (each key is the initial state of the store slice of the same name) and what the server
 * render returns. The server fills only what the page needs; the client fetches the rest.
 */
export interface AppConfigState {
  /** Base URL of the API, e.g. '/api'. */
  apiBase: string;
  /** The client's API key, sent as X-Api-Key. */
  apiKey: string;
  publicUrl: string;
  flags: FeatureFlags;
  /** Where page views are sent; null keeps analytics a no-op. */
  analyticsUrl: string | null;
  /** CONTENT_SITE_URL: the footer's pages on an external site; null: the product's own /content/ pages. */
  contentSiteUrl?: string | null;
  /** The apps' store links; absent or all null: no download page and no app banner. */
  appStores?: AppStoreLinks;
  /** Payments run against sandboxes (no real money): every page shows a banner saying so. */
  sandboxPayments?: boolean;
  /** A voice code is read by a phone call; false: it comes as an SMS, and the code screens say so. */
  voiceCodes?: boolean;
  /** The MapLibre style of the service editor's area map (MAP_STYLE_URL); null or absent: no map, the district list alone. */
  mapStyleUrl?: string | null;
  /** SEON's browser agent (SEON_SCRIPT_URL), loaded by the password login to send its payload as seon_session; null or absent: none. */
  seonScriptUrl?: string | null;
  /** Tag manager, chat and help widgets and heatmap; each null (off) unless configured. */
  integrations?: IntegrationsConfig;
  /** The server's release, sent back with client error reports. */
  release?: string;
  /** Content hashes of the translation namespaces: the `?v=` of their long-cached URLs. */
  localeVersions?: LocaleVersions;
  /** Development: translation keys the page misses are POSTed back and collected. */
  saveMissingKeys?: boolean;
  /** The welcome credit and the quotes a request takes, as configured (the pro landing page states them). */
  quoting?: QuotingTerms;
  /** The safety payment's service fee as configured, so the request form shows the fee and what the pro receives before sending. */
  safetyPaymentFee?: SafetyPaymentFeeConfig;
}

export interface CategoryPreload {
  genres: GenreResponse[];
  categories: QuoteCategoryResponse[];
  /** Category detail (with its QuoteFormField list) by slug. */
  categoryData: Record<string, QuoteCategoryDetailResponse>;
  cities: CityResponse[];
  /** A category page's shop items (first page), by category slug. */
  categoryShopItems: Record<string, CategoryShopItemsPage>;
  /** The home page's newest shop items. */
  recentShopItems: ShopItemCard[];
  /** A product page's item, by the slug of its address. */
  shopProducts: Record<string, PublicShopItem>;
  /** A profile's shop items, by service id. */
  serviceShopItems: Record<number, ShopItemCard[]>;
}

/** Editorial content and price guides a public page starts with (store slice `content`). */
export interface ContentPreload {
  collections: FeatureCollectionSummary[];
  collectionData: Record<string, FeatureCollectionResponse>;
  /** Article list pages by page number. */
  articlePages: Record<number, ArticlePage>;
  articleData: Record<string, ArticleResponse>;
  /** Articles about a category, by category slug. */
  categoryArticles: Record<string, ArticleSummary[]>;
  priceGuides: PriceGuideIndexEntry[];
  priceGuideData: Record<string, PriceGuideResponse>;
  /** The site's own pages behind the footer (terms, privacy, help...), by slug. */
  sitePages?: Record<string, SitePageResponse>;
  /** The newest blog posts (home page and info/all; flag homeBlogs), null until loaded. */
  blogPosts?: BlogPostSummary[] | null;
  /** Campaign pages open now (published, inside their period), by slug: /pro-newyear. */
  campaigns?: Record<string, CampaignPageResponse>;
}

export interface UserPreload {
  /** null for a guest; a dashboard page adds the header's unread count and the pro's new bookings. */
  me: (UserStateResponse & { unreadCount?: number; unreadBookingCount?: number }) | null;
}

export interface PreloadedState {
  app: AppConfigState;
  category?: Partial<CategoryPreload>;
  discovery?: Partial<DiscoveryPreload>;
  content?: Partial<ContentPreload>;
  user?: UserPreload;
}

export interface RenderInput {
  /** The full request URL path with query, e.g. '/zh-TW/category/aircon-cleaning?x=1'. */
  url: string;
  state: PreloadedState;
  /** 404 renders the not-found screen whatever the route says. */
  status: number;
}

export interface RenderOutput {
  /** Markup for inside <div id="app">. */
  html: string;
  /** The page's <title>, in zh-TW. */
  title: string;
  /** The page's meta description, in zh-TW. */
  description: string;
  /** An absolute image URL for link previews (og:image), when the page has one of its own. */
  image?: string | undefined;
}

/** The signature of `render` exported by src/web/server-render.tsx. */
export type RenderFn = (input: RenderInput) => RenderOutput;
