import type { ProListAnswer, profileAnswerShape, showcaseAnswerShape } from '../../../../domain/discovery/discovery.contract';
import type { CategoryShowcaseResponse, ProListPage, ProProfileResponse } from '../../../../domain/discovery/discovery.types';
import type { Answer } from '../../../../domain/http/envelope';
import { type ProListRequest, proListApiPath } from '../../../../domain/discovery/list-request';
import type { ApiClient } from '../../../api/client';

/** One page of a pro list with what names it. */
export async function getProList(api: ApiClient, request: ProListRequest): Promise<ProListPage> {
  const { quote_services, page, total_pages, count, display_count, ...context } = await api.request<ProListAnswer>(proListApiPath(request), {
    quiet: true,
  });
  return { list: { quote_services, page, total_pages, count, display_count }, ...context };
}

/** A public profile with a page of its reviews. */
export async function getProProfile(api: ApiClient, id: number, reviewsPage = 1): Promise<ProProfileResponse> {
  const query = reviewsPage > 1 ? `?reviews_page=${reviewsPage}` : '';
  const { quote_service } = await api.request<Answer<typeof profileAnswerShape>>(`/quote_services/view/${id}.json${query}`, { quiet: true });
  return quote_service;
}

/** A category page's best pros, recent reviews and photos of work. */
export async function getCategoryShowcase(api: ApiClient, slug: string): Promise<CategoryShowcaseResponse> {
  const { showcase } = await api.request<Answer<typeof showcaseAnswerShape>>(`/quote_services/showcase/${encodeURIComponent(slug)}.json`, { quiet: true });
  return showcase;
}
