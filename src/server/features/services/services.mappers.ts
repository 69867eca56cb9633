import { profileCompletion } from '../../../domain/free-credits/profile-completion';
import { parseJobPreference } from '../../../domain/requests/rank-matches';
import { missingForProfile } from '../../../domain/services/profile-readiness';
import type {
  ExternalReviewLink,
  Flag,
  QuoteServiceCategoryResponse,
  QuoteServiceDetail,
  QuoteServiceFields,
  QuoteServiceItem,
  ServiceAreaResponse,
  ServiceFaqResponse,
} from '../../../domain/services/quote-service.types';
import { toUtcString } from '../../../domain/time';
import { uploadUrl } from '../../adapters/storage/upload-url';
import type { AreaRow, CategoryRow, FaqRow, ServiceRow } from './services.repository';

/** Rows of the pro's services to the API's answers; a column added to a table never leaks. */

const flag = (value: boolean): Flag => (value ? 1 : 0);

export function toServiceFields(row: ServiceRow): QuoteServiceFields {
  return {
    id: row.id,
    slug: row.slug,
    is_public: flag(row.is_public),
    is_archived: flag(row.is_archived),
    display_name: row.title,
    description: row.description,
    line_id: row.line_id,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    website_url: row.website_url,
    is_service_professional_travels_to_me: flag(row.is_service_professional_travels_to_me),
    is_customer_travel_to_me: flag(row.is_customer_travel_to_me),
    is_over_phone_or_internet: flag(row.is_over_phone_or_internet),
    max_travel_distance: row.max_travel_distance,
    city_id: row.city_id,
    district_id: row.district_id,
    logo_url: uploadUrl(row.logo_path),
    profile_ready_on: row.profile_ready_at ? toUtcString(row.profile_ready_at) : null,
    platform_hidden: row.hidden_at ? { since: toUtcString(row.hidden_at), reason: row.hidden_reason ?? '' } : null,
    created: toUtcString(row.created),
    modified: toUtcString(row.modified),
  };
}

export function toServiceCategory(row: CategoryRow): QuoteServiceCategoryResponse {
  return {
    id: row.id,
    quote_service_id: row.quote_service_id,
    quote_category_id: row.quote_category_id,
    is_auto_quote_on: flag(row.is_auto_quote_on),
    is_direct_reserve_on: flag(row.is_direct_reserve_on),
    quote_job_preference: parseJobPreference(row.quote_job_preference),
    QuoteCategory: { id: row.quote_category_id, slug: row.slug, name: row.name },
  };
}

export function toArea(row: AreaRow): ServiceAreaResponse {
  return { id: row.id, city_id: row.city_id, city_name: row.city_name, district_id: row.district_id, district_name: row.district_name };
}

export function toFaq(row: FaqRow): ServiceFaqResponse {
  return { id: row.id, question: row.question, answer: row.answer, display_order: row.display_order };
}

/**
 * `hasName`: whether the owner's name is given. The profile count is the one the lead list's
 * reminder and the free-credit task read (profile-completion.ts), for this one service.
 */
export function toServiceItem(row: ServiceRow, categories: readonly CategoryRow[], areaCount: number, hasName: boolean): QuoteServiceItem {
  const mine = categories.filter((c) => c.quote_service_id === row.id);
  const readiness = { ...row, display_name: row.title, categoryCount: mine.length, areaCount };
  const completion = profileCompletion(hasName, [{ ...readiness, hasLogo: row.logo_path !== null }]);
  return {
    id: row.id,
    slug: row.slug,
    is_public: flag(row.is_public),
    QuoteService: toServiceFields(row),
    QuoteServiceCategory: mine.map(toServiceCategory),
    area_count: areaCount,
    missing: missingForProfile(readiness),
    profile_completion: { done: completion.done, total: completion.total, missing: completion.missing },
  };
}

export interface DetailParts {
  hasName: boolean;
  categories: readonly CategoryRow[];
  areas: readonly AreaRow[];
  faqs: readonly FaqRow[];
  links: readonly ExternalReviewLink[];
}

export function toServiceDetail(row: ServiceRow, parts: DetailParts): QuoteServiceDetail {
  return {
    ...toServiceItem(row, parts.categories, parts.areas.length, parts.hasName),
    QuoteServiceArea: parts.areas.map(toArea),
    QuoteServiceFaq: parts.faqs.map(toFaq),
    external_review_links: parts.links.map((l) => ({ id: l.id, site_name: l.site_name, url: l.url })),
  };
}
