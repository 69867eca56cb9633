/** Editorial content and price guides as the API returns them and the web store holds them. */
import type { QuoteCategoryResponse } from './catalogue.types';

/** A price guide shows figures only when at least this many quotes stand behind them. */
export const PRICE_GUIDE_MIN_QUOTES = 5;
/** Articles per page on info/all and its API. */
export const ARTICLES_PAGE_SIZE = 10;

export interface FeatureCollectionSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  icon: string;
  category_count: number;
}

export interface FeatureCollectionResponse extends Omit<FeatureCollectionSummary, 'category_count'> {
  intro: string[];
  items: { note: string; quote_category: QuoteCategoryResponse }[];
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  modified: string;
}

export interface ArticleSectionResponse {
  heading: string;
  paragraphs: string[];
}

export interface ArticleSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  author_name: string;
  reading_minutes: number;
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  published_at: string;
  genre: { slug: string; name: string } | null;
  quote_category: { slug: string; name: string } | null;
}

export interface ArticleResponse extends ArticleSummary {
  body: ArticleSectionResponse[];
  modified: string;
  /** Other articles of the same category or genre, newest first. */
  related: ArticleSummary[];
}

export interface ArticlePage {
  articles: ArticleSummary[];
  page: number;
  total_pages: number;
  count: number;
}

/** Figures of one price type; median and quartiles are null under PRICE_GUIDE_MIN_QUOTES. */
export interface PriceFigures {
  count: number;
  median: number | null;
  p25: number | null;
  p75: number | null;
}

export interface PriceGuideCity {
  city: { id: number; slug: string; name: string };
  flat: PriceFigures;
  hourly: PriceFigures;
}

export interface PriceGuideText {
  intro: string[];
  factors: { heading: string; body: string }[];
  tips: string[];
  faq: { q: string; a: string }[];
}

export interface PriceGuideResponse {
  quote_category: QuoteCategoryResponse;
  /** The editors' words; null when none is written yet. */
  text: PriceGuideText | null;
  /** Every city together. */
  overall: { flat: PriceFigures; hourly: PriceFigures };
  /** Cities with at least one quote, most quotes first. */
  cities: PriceGuideCity[];
  min_quotes: number;
}

/** A category on the price index, noting whether its guide has editors' text. */
export interface PriceGuideIndexEntry {
  quote_category: QuoteCategoryResponse;
  has_text: boolean;
}
