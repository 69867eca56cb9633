import type { SitePageResponse } from '../../../../domain/content/site-pages';
import type { sitePageAnswerShape } from '../../../../domain/catalogue/content.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** GET /site_pages/{slug}.json: one of the site's own pages (terms, privacy, help...). */
export async function getSitePage(api: ApiClient, slug: string): Promise<SitePageResponse> {
  return (await api.request<Answer<typeof sitePageAnswerShape>>(`/site_pages/${encodeURIComponent(slug)}.json`, { quiet: true })).site_page;
}
