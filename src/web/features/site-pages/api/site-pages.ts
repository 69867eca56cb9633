import type { SitePageResponse } from '../../../../domain/content/site-pages';
import type { ApiClient } from '../../../api/client';

/** GET /site_pages/{slug}.json: one of the site's own pages (terms, privacy, help...). */
export async function getSitePage(api: ApiClient, slug: string): Promise<SitePageResponse> {
  return (await api.request<{ site_page: SitePageResponse }>(`/site_pages/${encodeURIComponent(slug)}.json`, { quiet: true })).site_page;
}
