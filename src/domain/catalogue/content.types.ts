/** Editorial content and price guides as the API returns them and the web store holds them. */
import type { z } from 'zod';
import type {
  articlePageSchema,
  articleSchema,
  articleSectionSchema,
  articleSummarySchema,
  blogPostSummarySchema,
  featureCollectionSchema,
  featureCollectionSummarySchema,
  priceFiguresSchema,
  priceGuideCitySchema,
  priceGuideIndexEntrySchema,
  priceGuideSchema,
  priceGuideTextSchema,
} from './content.contract';

/** A price guide shows figures only when at least this many quotes stand behind them. */
export const PRICE_GUIDE_MIN_QUOTES = 5;
/** Articles per page on info/all and its API. */
export const ARTICLES_PAGE_SIZE = 10;

export type FeatureCollectionSummary = z.infer<typeof featureCollectionSummarySchema>;

export type FeatureCollectionResponse = z.infer<typeof featureCollectionSchema>;

export type ArticleSectionResponse = z.infer<typeof articleSectionSchema>;

export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export type ArticleResponse = z.infer<typeof articleSchema>;

export type ArticlePage = z.infer<typeof articlePageSchema>;

/** Figures of one price type; median and quartiles are null under PRICE_GUIDE_MIN_QUOTES. */
export type PriceFigures = z.infer<typeof priceFiguresSchema>;

export type PriceGuideCity = z.infer<typeof priceGuideCitySchema>;

export type PriceGuideText = z.infer<typeof priceGuideTextSchema>;

export type PriceGuideResponse = z.infer<typeof priceGuideSchema>;

/** A category on the price index, noting whether its guide has editors' text. */
export type PriceGuideIndexEntry = z.infer<typeof priceGuideIndexEntrySchema>;

/** Blog posts the home page and info/all list, newest first. */
export const HOME_BLOG_POSTS = 4;

export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
