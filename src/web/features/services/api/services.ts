import type { z } from 'zod';
import type {
  autoQuoteAnswerShape,
  AutoQuoteHistoryResponse,
  AutoQuoteSettingsResponse,
  autoQuoteSettingsSchema,
} from '../../../../domain/bids/auto-quote.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type {
  areasSchema,
  faqSchema,
  serviceAddSchema,
  serviceCategoryEditSchema,
  serviceEditSchema,
} from '../../../../domain/services/quote-service.schema';
import type {
  areasAnswerShape,
  ExternalReviewLink,
  faqsAnswerShape,
  onboardAnswerShape,
  QuoteServiceCategoryResponse,
  QuoteServiceDetail,
  QuoteServicePage,
  reviewLinksAnswerShape,
  serviceAnswerShape,
  serviceCategoryAnswerShape,
  ServiceCategoryView,
  serviceCountAnswerShape,
} from '../../../../domain/services/quote-service.types';
import type { ApiClient } from '../../../api/client';
import type { DemandResponse } from '../../../../domain/services/demand.types';

/** The pro's services API (docs/services.md). Every call is quiet: screens show their own errors. */

type Body = Record<string, unknown>;
const get = <T>(api: ApiClient, path: string) => api.request<T>(path, { quiet: true });
const post = <T>(api: ApiClient, path: string, body: Body = {}) => api.request<T>(path, { method: 'POST', body, quiet: true });

export const getServicePage = (api: ApiClient, page: number) => get<QuoteServicePage>(api, `/quote_services/index/page:${page}.json`);

export async function getService(api: ApiClient, id: number): Promise<QuoteServiceDetail> {
  return (await get<Answer<typeof serviceAnswerShape>>(api, `/quote_services/edit/${id}.json`)).quote_service;
}

export async function addService(api: ApiClient, body: z.input<typeof serviceAddSchema>) {
  return (await post<Answer<typeof serviceAnswerShape>>(api, '/quote_services/add.json', body)).quote_service;
}

export async function editService(api: ApiClient, id: number, body: z.input<typeof serviceEditSchema>): Promise<QuoteServiceDetail> {
  return (await post<Answer<typeof serviceAnswerShape>>(api, `/quote_services/edit/${id}.json`, body)).quote_service;
}

export type ServiceAction = 'archive' | 'unarchive' | 'profile_ready';

export async function changeServiceStatus(api: ApiClient, action: ServiceAction, id: number): Promise<QuoteServiceDetail> {
  return (await post<Answer<typeof serviceAnswerShape>>(api, `/quote_services/change_status/${action}/${id}.json`)).quote_service;
}

export const deleteService = (api: ApiClient, id: number) => post<Answer<typeof serviceCountAnswerShape>>(api, `/quote_services/delete/${id}.json`);

export async function getReviewLinks(api: ApiClient, id: number): Promise<ExternalReviewLink[]> {
  return (await get<Answer<typeof reviewLinksAnswerShape>>(api, `/quote_services/external_review_links/${id}.json`)).external_review_links;
}

export async function saveReviewLinks(api: ApiClient, id: number, links: { site_name: string; url: string }[]): Promise<ExternalReviewLink[]> {
  const answer = await post<Answer<typeof reviewLinksAnswerShape>>(api, `/quote_services/external_review_links/${id}.json`, {
    external_review_links: links,
  });
  return answer.external_review_links;
}

type FaqAnswer = Answer<typeof faqsAnswerShape>;
type FaqBody = z.input<typeof faqSchema>;
export const addFaq = async (api: ApiClient, serviceId: number, body: FaqBody) =>
  (await post<FaqAnswer>(api, `/quote_service_faqs/add/${serviceId}.json`, body)).quote_service_faqs;
export const editFaq = async (api: ApiClient, faqId: number, body: FaqBody) =>
  (await post<FaqAnswer>(api, `/quote_service_faqs/edit/${faqId}.json`, body)).quote_service_faqs;
export const deleteFaq = async (api: ApiClient, faqId: number) => (await post<FaqAnswer>(api, `/quote_service_faqs/delete/${faqId}.json`)).quote_service_faqs;
export const reorderFaqs = async (api: ApiClient, serviceId: number, ids: number[]) =>
  (await post<FaqAnswer>(api, `/quote_service_faqs/reorder/${serviceId}.json`, { ids })).quote_service_faqs;

export const getServiceCategory = (api: ApiClient, id: number) => get<ServiceCategoryView>(api, `/quote_service_categories/view/${id}.json`);

export async function addServiceCategory(api: ApiClient, serviceId: number, categoryId: number): Promise<QuoteServiceCategoryResponse> {
  const answer = await post<Answer<typeof serviceCategoryAnswerShape>>(api, `/quote_service_categories/add/${serviceId}.json`, {
    quote_category_id: categoryId,
  });
  return answer.quote_service_category;
}

export const removeServiceCategory = (api: ApiClient, id: number) => post<object>(api, `/quote_service_categories/delete/${id}.json`);

export async function editServiceCategory(api: ApiClient, id: number, body: z.input<typeof serviceCategoryEditSchema>): Promise<QuoteServiceCategoryResponse> {
  return (await post<Answer<typeof serviceCategoryAnswerShape>>(api, `/quote_service_categories/edit/${id}.json`, body)).quote_service_category;
}

export async function saveAreas(api: ApiClient, serviceId: number, areas: z.input<typeof areasSchema>['areas']) {
  return (await post<Answer<typeof areasAnswerShape>>(api, `/quote_service_areas/edit/${serviceId}.json`, { areas })).areas;
}

export const saveOnboardState = (api: ApiClient, serviceId: number, state: number) =>
  post<Answer<typeof onboardAnswerShape>>(api, `/quote_services/onboard/${serviceId}.json`, { onboard_state: state });

/** A service category's auto-quote settings (docs/quotes.md). */
export type AutoQuoteSettings = AutoQuoteSettingsResponse;
/** One Taipei week of auto-quote spending; week_start is its Monday. */
export type AutoQuoteWeek = AutoQuoteHistoryResponse['weeks'][number];

export async function getAutoQuote(api: ApiClient, serviceCategoryId: number): Promise<AutoQuoteSettings> {
  return (await get<Answer<typeof autoQuoteAnswerShape>>(api, `/quote_service_categories/auto_quote/${serviceCategoryId}.json`)).auto_quote;
}

export async function saveAutoQuote(api: ApiClient, serviceCategoryId: number, body: z.input<typeof autoQuoteSettingsSchema>): Promise<AutoQuoteSettings> {
  return (await post<Answer<typeof autoQuoteAnswerShape>>(api, `/quote_service_categories/auto_quote/${serviceCategoryId}.json`, body)).auto_quote;
}

export const getAutoQuoteHistory = (api: ApiClient, serviceCategoryId: number) =>
  get<AutoQuoteHistoryResponse>(api, `/quote_service_categories/auto_quote_history/${serviceCategoryId}.json`);

/** GET /quote_services/demand.json: requests of the last 30 days in the pro's categories, by district. */
export const fetchDemand = (api: ApiClient) => get<DemandResponse>(api, '/quote_services/demand.json');
