import { z } from 'zod';
import type { ProfilePart } from '../free-credits/profile-completion';
import type { QuoteFormFieldResponse } from '../catalogue/catalogue.types';

/** The pro's own services as the services API answers (spec section 3 "Quote service"). */

export type Flag = 0 | 1;

/** A job preference (quote_service_categories.quote_job_preference): wanted answers by field id. */
export interface JobPreferenceValue {
  answers: Record<string, string[]>;
}

/** The service's own fields: profile, contact channels and travel preference. */
export interface QuoteServiceFields {
  id: number;
  slug: string;
  is_public: Flag;
  is_archived: Flag;
  display_name: string;
  description: string;
  line_id: string;
  contact_phone: string;
  contact_email: string;
  website_url: string;
  is_service_professional_travels_to_me: Flag;
  is_customer_travel_to_me: Flag;
  is_over_phone_or_internet: Flag;
  /** Kilometres the pro travels at most; null: no limit given. */
  max_travel_distance: number | null;
  logo_url: string | null;
  /** When the pro last said the profile is ready (UTC); null: never. */
  profile_ready_on: string | null;
  created: string;
  modified: string;
}

/** QuoteServiceCategory of spec section 3, with its category's name. */
export interface QuoteServiceCategoryResponse {
  id: number;
  quote_service_id: number;
  quote_category_id: number;
  is_auto_quote_on: Flag;
  is_direct_reserve_on: Flag;
  quote_job_preference: JobPreferenceValue;
  QuoteCategory: { id: number; slug: string; name: string };
}

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
export interface QuoteServiceItem {
  id: number;
  slug: string;
  is_public: Flag;
  QuoteService: QuoteServiceFields;
  QuoteServiceCategory: QuoteServiceCategoryResponse[];
  area_count: number;
  /** What still keeps the profile from being ready (field names); empty when ready. */
  missing: string[];
  /**
   * The profile count of the lead list's reminder and the free-credit task (name, basics, logo,
   * description), for this service: the editor says the profile is complete only when this does.
   */
  profile_completion: { done: number; total: number; missing: ProfilePart[] };
}

/** One service for editing: the list item plus its areas, FAQ and review links. */
export interface QuoteServiceDetail extends QuoteServiceItem {
  QuoteServiceArea: ServiceAreaResponse[];
  QuoteServiceFaq: ServiceFaqResponse[];
  external_review_links: ExternalReviewLink[];
}

/** GET /quote_services/index/page:{n}.json */
export interface QuoteServicePage {
  quote_services: QuoteServiceItem[];
  page: number;
  total_pages: number;
  count: number;
}

/** GET /quote_service_categories/view/{id}.json: the setting and its category's questions. */
export interface ServiceCategoryView {
  quote_service_category: QuoteServiceCategoryResponse;
  questions: QuoteFormFieldResponse[];
}

/** Services listed on one page of the pro's list. */
export const SERVICES_PAGE_SIZE = 10;
