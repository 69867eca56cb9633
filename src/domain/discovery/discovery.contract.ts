import { z } from 'zod';
import { pagedShape, serviceRefSchema, slugNameSchema, slugRefSchema } from '../http/refs';

/** Public pro data as the discovery API hands it out; discovery.types.ts names the parts. */

export const placeRefSchema = z.object({
  city_slug: z.string(),
  city_name: z.string(),
  /** null: the whole city. */
  district_name: z.string().nullable(),
});
export type PlaceRefResponse = z.infer<typeof placeRefSchema>;

export const categoryRefSchema = slugRefSchema;
export type CategoryRefResponse = z.infer<typeof categoryRefSchema>;

/** Badges a profile or a list card shows. */
export const proBadgeSchema = z.enum(['featured', 'verified', 'top_rated', 'experienced']);
export type ProBadge = z.infer<typeof proBadgeSchema>;

export const proSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The owner's display name (last name then first name, else the username). */
  name: z.string(),
  avatar_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** The start of the description, for list cards. */
  excerpt: z.string(),
  city: slugNameSchema.nullable(),
  /** Average rating with one decimal; null without reviews. */
  rating: z.number().nullable(),
  review_count: z.number().int(),
  years_in_business: z.number().nullable(),
  badges: z.array(proBadgeSchema),
  categories: z.array(categoryRefSchema),
});
export type ProSummaryResponse = z.infer<typeof proSummarySchema>;

export const proListSchema = z.object({
  ...pagedShape('quote_services', proSummarySchema),
  /** The count as pages may show it: null when under the minimum (spec section 9: 50). */
  display_count: z.number().int().nullable(),
});
export type ProListResponse = z.infer<typeof proListSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number(),
  is_satisfied: z.boolean(),
  feedback: z.string(),
  tags: z.array(z.string()),
  /** The reviewer's name shortened for privacy, e.g. 王＊＊. */
  reviewer: z.string(),
  /** True when the review follows a hire here; false for a past client invited from outside. */
  is_verified: z.boolean(),
  attachments: z.array(z.string()),
  created: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewSchema>;

export const businessHoursSchema = z.object({
  /** Monday 1 to Sunday 7. */
  weekday: z.number().int(),
  /** HH:MM */
  open: z.string(),
  close: z.string(),
});
export type BusinessHoursResponse = z.infer<typeof businessHoursSchema>;

export const proProfileSchema = proSummarySchema.extend({
  description: z.string(),
  district: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_service_professional_travels_to_me: z.boolean(),
  is_customer_travel_to_me: z.boolean(),
  is_over_phone_or_internet: z.boolean(),
  /** Paused right now (a suspension event covers now): no new requests. */
  is_paused: z.boolean(),
  areas: z.array(placeRefSchema),
  /** thumb_url: at most 480 px on the longer side (the original where no thumbnail exists). */
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), thumb_url: z.string().optional(), caption: z.string() })),
  faqs: z.array(z.object({ id: z.number().int(), question: z.string(), answer: z.string() })),
  business_hours: z.array(businessHoursSchema),
  /** How many of its 5 to 1 star reviews: index 0 is 5 stars. */
  rating_breakdown: z.array(z.number().int()),
  /** The average score of its shop items' reviews (one decimal; null without any) and their count, apart from the quote reviews. */
  shop_rating: z.number().nullable().optional(),
  shop_rating_count: z.number().int().optional(),
  reviews: z.array(reviewSchema),
  reviews_page: z.number().int(),
  reviews_total_pages: z.number().int(),
  hired_count: z.number().int(),
  /** Approved certificates of the owner (licences, company, identity), shown as badges. */
  certificates: z
    .array(z.object({ service_certificate_id: z.number().int(), name: z.string(), type: z.enum(['license', 'company', 'identity', 'other']) }))
    .optional(),
  created: z.string(),
});
export type ProProfileResponse = z.infer<typeof proProfileSchema>;

/** A category's page shows who does the work, what clients said and what the work looks like. */
export const categoryShowcaseSchema = z.object({
  /** The category's best-ranked pros (a few). */
  pros: z.array(proSummarySchema),
  /** The newest verified reviews of the category's pros. */
  reviews: z.array(reviewSchema.extend({ quote_service: serviceRefSchema })),
  /** Photos of work by the category's best-ranked pros. */
  photos: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      thumb_url: z.string(),
      caption: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      quote_service: serviceRefSchema,
    }),
  ),
});
export type CategoryShowcaseResponse = z.infer<typeof categoryShowcaseSchema>;

/** GET /quote_services/{list,search,featured}.json and nearme: the list with what names it. */
export const proListAnswerShape = {
  ...proListSchema.shape,
  /** Names for the title and breadcrumbs. */
  category: categoryRefSchema.nullable(),
  genre: slugNameSchema.nullable(),
  city: slugNameSchema.nullable(),
  district: z.string().nullable(),
  /** 'top-rated' or 'verified' for pro-list/{filter}. */
  filter: z.string().nullable(),
  query: z.string(),
};
export const proListAnswerSchema = z.object(proListAnswerShape);
export type ProListAnswer = z.infer<typeof proListAnswerSchema>;

/** GET /quote_services/showcase/{categorySlug}.json */
export const showcaseAnswerShape = { showcase: categoryShowcaseSchema };
/** GET /quote_services/view/{id}.json */
export const profileAnswerShape = { quote_service: proProfileSchema };
