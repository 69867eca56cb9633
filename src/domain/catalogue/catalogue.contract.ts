import { z } from 'zod';
import { districtRefSchema, slugRefSchema, zeroOne } from '../http/refs';

/** The answers of the public catalogue routes; catalogue.types.ts names their parts. */

export const genreSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string(), icon: z.string() });

export const quoteCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  group_name: z.string(),
  description: z.string(),
  is_popular: z.boolean(),
  price_hint: z.object({ type: z.enum(['flat', 'hourly']), low: z.number(), high: z.number(), unit: z.string() }).nullable(),
  genre: slugRefSchema,
});

export const quoteFormFieldSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(['single_choice', 'multiple_choice', 'text', 'number', 'date']),
  options: z.array(z.string()),
  is_required: z.boolean(),
  placeholder: z.string().nullable(),
  display_order: z.number().int(),
  is_active: z.boolean(),
});

export const quoteCategoryDetailSchema = quoteCategorySchema.extend({ QuoteFormField: z.array(quoteFormFieldSchema) });

export const citySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  districts: z.array(districtRefSchema),
});

const categoryList = z.array(quoteCategorySchema);

/** GET /quote_categories/index.json and /quote_categories/index/genre:{slug}.json */
export const catalogueIndexShape = { quote_categories: categoryList, genres: z.array(genreSchema) };
export const catalogueIndexSchema = z.object(catalogueIndexShape);
export type CatalogueIndex = z.infer<typeof catalogueIndexSchema>;

/** GET /quote_categories/tree.json */
export const categoryTreeShape = {
  tree: z.array(z.object({ genre: genreSchema, subgenres: z.array(z.object({ name: z.string(), quote_categories: categoryList })) })),
  category_groups: z.array(z.object({ name: z.string(), quote_categories: categoryList })),
};

/** GET /quote_categories/search.json */
export const categorySearchShape = {
  query: z.string(),
  quote_categories: z.array(quoteCategorySchema.extend({ matched_term: z.string() })),
  /** The closest categories when nothing matched. */
  suggestions: categoryList,
  /** 1 when the first suggestion is the query's likely meaning, 0 when they are only popular ones. */
  suggestions_close: zeroOne,
};
export const categorySearchSchema = z.object(categorySearchShape);
export type CategorySearchAnswer = z.infer<typeof categorySearchSchema>;

/** GET /quote_categories/{slug}.json */
export const categoryDetailShape = { quote_category: quoteCategoryDetailSchema };
/** GET /cities/index.json */
export const citiesShape = { cities: z.array(citySchema) };
