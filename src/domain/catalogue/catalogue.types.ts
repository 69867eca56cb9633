import type { z } from 'zod';
import type { citySchema, genreSchema, quoteCategoryDetailSchema, quoteCategorySchema, quoteFormFieldSchema } from './catalogue.contract';

/** The catalogue as the API returns it and the web store holds it (from the route schemas). */

/** A genre as the API and the web store see it. */
export type GenreResponse = z.infer<typeof genreSchema>;

/** A category summary as the API and the web store see it (QuoteCategory). */
export type QuoteCategoryResponse = z.infer<typeof quoteCategorySchema>;

/** One question of a category's form (QuoteFormField). */
export type QuoteFormFieldResponse = z.infer<typeof quoteFormFieldSchema>;

export type FormFieldType = QuoteFormFieldResponse['type'];

export type QuoteCategoryDetailResponse = z.infer<typeof quoteCategoryDetailSchema>;

export type CityResponse = z.infer<typeof citySchema>;
