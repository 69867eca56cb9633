import { z } from 'zod';
import { quoteFormFieldSchema } from '../catalogue/catalogue.contract';
import { PROFILE_PARTS } from '../free-credits/profile-completion';
import { pagedShape, progressSchema, slugRefSchema, type ZeroOne, zeroOne } from '../http/refs';

/**
 * The pro's own services as the services API answers (spec section 3 "Quote service"): each
 * shape a schema (the routes' response contract) and its type.
 */

export type Flag = ZeroOne;

/** A job preference (quote_service_categories.quote_job_preference): wanted answers by field id. */
export const jobPreferenceValueSchema = z.object({ answers: z.record(z.string(), z.array(z.string())) });
export type JobPreferenceValue = z.infer<typeof jobPreferenceValueSchema>;

/** The service's own fields: profile, contact channels and travel preference. */
export const quoteServiceFieldsSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_public: zeroOne,
  is_archived: zeroOne,
  display_name: z.string(),
  description: z.string(),
  line_id: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  website_url: z.string(),
  is_service_professional_travels_to_me: zeroOne,
  is_customer_travel_to_me: zeroOne,
  is_over_phone_or_internet: zeroOne,
  /** Kilometres the pro travels at most; null: no limit given. */
  max_travel_distance: z.number().nullable(),
  /** The service's own address (city and district); null: not given. */
  city_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  logo_url: z.string().nullable(),
  /** When the pro last said the profile is ready (UTC); null: never. */
  profile_ready_on: z.string().nullable(),
  /** Hidden by the platform (an operator): off every public surface whatever is_public says; null: not hidden. */
  platform_hidden: z.object({ since: z.string(), reason: z.string() }).nullable(),
  created: z.string(),
  modified: z.string(),
});
export type QuoteServiceFields = z.infer<typeof quoteServiceFieldsSchema>;

/** QuoteServiceCategory of spec section 3, with its category's name. */
export const quoteServiceCategoryResponseSchema = z.object({
  id: z.number().int(),
  quote_service_id: z.number().int(),
  quote_category_id: z.number().int(),
  is_auto_quote_on: zeroOne,
  is_direct_reserve_on: zeroOne,
  quote_job_preference: jobPreferenceValueSchema,
  QuoteCategory: slugRefSchema,
});
export type QuoteServiceCategoryResponse = z.infer<typeof quoteServiceCategoryResponseSchema>;

export const serviceAreaSchema = z.object({
  id: z.number().int(),
  city_id: z.number().int(),
  city_name: z.string(),
  /** null: the whole city. */
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
});
export type ServiceAreaResponse = z.infer<typeof serviceAreaSchema>;

export const serviceFaqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string(), display_order: z.number().int() });
export type ServiceFaqResponse = z.infer<typeof serviceFaqSchema>;

/** A link to the pro's reviews elsewhere (Google Maps, Facebook, ...). */
export const externalReviewLinkSchema = z.object({ id: z.number().int(), site_name: z.string(), url: z.string() });
export type ExternalReviewLink = z.infer<typeof externalReviewLinkSchema>;

/** One service in the pro's list: id, slug, is_public and the wrapped QuoteService. */
export const quoteServiceItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  is_public: zeroOne,
  QuoteService: quoteServiceFieldsSchema,
  QuoteServiceCategory: z.array(quoteServiceCategoryResponseSchema),
  area_count: z.number().int(),
  /** What still keeps the profile from being ready (field names); empty when ready. */
  missing: z.array(z.string()),
  /**
   * The profile count of the lead list's reminder and the free-credit task (name, basics, logo,
   * description), for this service: the editor says the profile is complete only when this does.
   */
  profile_completion: progressSchema(z.enum(PROFILE_PARTS)),
});
export type QuoteServiceItem = z.infer<typeof quoteServiceItemSchema>;

/** One service for editing: the list item plus its areas, FAQ and review links. */
export const quoteServiceDetailSchema = quoteServiceItemSchema.extend({
  QuoteServiceArea: z.array(serviceAreaSchema),
  QuoteServiceFaq: z.array(serviceFaqSchema),
  external_review_links: z.array(externalReviewLinkSchema),
});
export type QuoteServiceDetail = z.infer<typeof quoteServiceDetailSchema>;

/** GET /quote_services/index/page:{n}.json */
export const quoteServicePageShape = pagedShape('quote_services', quoteServiceItemSchema);
export const quoteServicePageSchema = z.object(quoteServicePageShape);
export type QuoteServicePage = z.infer<typeof quoteServicePageSchema>;

/** GET /quote_service_categories/view/{id}.json: the setting and its category's questions. */
export const serviceCategoryViewShape = {
  quote_service_category: quoteServiceCategoryResponseSchema,
  questions: z.array(quoteFormFieldSchema),
};
export const serviceCategoryViewSchema = z.object(serviceCategoryViewShape);
export type ServiceCategoryView = z.infer<typeof serviceCategoryViewSchema>;

/** The answers of the service editor's writes, each a response shape. */
export const serviceAnswerShape = { quote_service: quoteServiceDetailSchema };
export const serviceCountAnswerShape = { quote_service_count: z.number().int() };
export const reviewLinksAnswerShape = { external_review_links: z.array(externalReviewLinkSchema) };
export const faqsAnswerShape = { quote_service_faqs: z.array(serviceFaqSchema) };
export const serviceCategoryAnswerShape = { quote_service_category: quoteServiceCategoryResponseSchema };
export const areasAnswerShape = { areas: z.array(serviceAreaSchema) };
export const onboardAnswerShape = { onboard_state: z.number().int() };

/** Services listed on one page of the pro's list. */
export const SERVICES_PAGE_SIZE = 10;
