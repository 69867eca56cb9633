import { z } from 'zod';
import { quoteCategorySchema } from './catalogue.contract';
import { pagedShape, slugNameSchema, slugRefSchema } from '../http/refs';

/** The answers of the public content routes (collections, articles, price guides, site pages). */

const utc = z.string().describe('YYYY-MM-DD HH:mm:ss, UTC');

export const featureCollectionSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  icon: z.string(),
  category_count: z.number().int(),
});

export const featureCollectionSchema = featureCollectionSummarySchema.omit({ category_count: true }).extend({
  intro: z.array(z.string()),
  items: z.array(z.object({ note: z.string(), quote_category: quoteCategorySchema })),
  modified: utc,
});

export const articleSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  author_name: z.string(),
  reading_minutes: z.number().int(),
  published_at: utc,
  genre: slugNameSchema.nullable(),
  quote_category: slugNameSchema.nullable(),
});

export const articleSchema = articleSummarySchema.extend({
  body: z.array(articleSectionSchema),
  modified: utc,
  /** Other articles of the same category or genre, newest first. */
  related: z.array(articleSummarySchema),
});

/** GET /articles/index.json and /articles/index/page:{n}.json */
export const articlePageShape = pagedShape('articles', articleSummarySchema);
export const articlePageSchema = z.object(articlePageShape);

/** Figures of one price type; median and quartiles are null under PRICE_GUIDE_MIN_QUOTES. */
export const priceFiguresSchema = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  p25: z.number().nullable(),
  p75: z.number().nullable(),
});

export const priceGuideCitySchema = z.object({
  city: slugRefSchema,
  flat: priceFiguresSchema,
  hourly: priceFiguresSchema,
});

export const priceGuideTextSchema = z.object({
  intro: z.array(z.string()),
  factors: z.array(z.object({ heading: z.string(), body: z.string() })),
  tips: z.array(z.string()),
  faq: z.array(z.object({ q: z.string(), a: z.string() })),
});

export const priceGuideSchema = z.object({
  quote_category: quoteCategorySchema,
  /** The editors' words; null when none is written yet. */
  text: priceGuideTextSchema.nullable(),
  /** Every city together. */
  overall: z.object({ flat: priceFiguresSchema, hourly: priceFiguresSchema }),
  /** Cities with at least one quote, most quotes first. */
  cities: z.array(priceGuideCitySchema),
  min_quotes: z.number().int(),
});

export const priceGuideIndexEntrySchema = z.object({ quote_category: quoteCategorySchema, has_text: z.boolean() });

export const sitePageSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()), items: z.array(z.string()).optional() });

export const sitePageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.array(sitePageSectionSchema),
  /** A page of the product this one points on to, with its label. */
  link: z.object({ path: z.string(), label: z.string() }).nullable(),
  modified: utc,
});

/** The answers of the content routes, one shape each. */
export const featureCollectionsAnswerShape = { feature_collections: z.array(featureCollectionSummarySchema) };
export const featureCollectionAnswerShape = { feature_collection: featureCollectionSchema };
export const articleAnswerShape = { article: articleSchema };
export const priceGuidesAnswerShape = { price_guides: z.array(priceGuideIndexEntrySchema) };
export const priceGuideAnswerShape = { price_guide: priceGuideSchema };
export const sitePageAnswerShape = { site_page: sitePageSchema };

/**
 * A published blog post as the home page and info/all list it (flag homeBlogs): its page is
 * `/info/{slug}`, drawn as an article.
 */
export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  published_at: utc,
});

/** GET /blog_posts/index.json */
export const blogPostsAnswerShape = { blog_posts: z.array(blogPostSummarySchema) };
