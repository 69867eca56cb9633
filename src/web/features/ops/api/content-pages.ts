import type { ContentDoc, ContentKind, OpsContentPage, OpsContentRow } from '../../../../domain/ops/content-pages.contract';
import type { ApiClient } from '../../../api/client';

export type { ContentDoc, ContentDocOut, ContentKind, ContentSection, OpsContentPage, OpsContentRow } from '../../../../domain/ops/content-pages.contract';

// Console calls handle their own 403 (not signed in to the console) and show refusals in place.
const CONSOLE = { quiet: true, guestOk: true } as const;

export interface OpsContentList {
  content_pages: OpsContentRow[];
  page: number;
  total_pages: number;
  count: number;
}

export const getContentList = (api: ApiClient, kind: ContentKind, page: number) =>
  api.request<OpsContentList>(`/ops/content/${kind}/index/page:${page}.json`, CONSOLE);

export const getContentPage = (api: ApiClient, kind: ContentKind, key: string) =>
  api.request<{ content_page: OpsContentPage }>(`/ops/content/${kind}/view/${encodeURIComponent(key)}.json`, CONSOLE);

const post = (api: ApiClient, path: string, body: Record<string, unknown> = {}) => api.request<{ content_page: OpsContentPage }>(path, { method: 'POST', body, ...CONSOLE });

/** Saves an edit as the page's draft. */
export const saveContentDraft = (api: ApiClient, kind: ContentKind, key: string, doc: ContentDoc) => post(api, `/ops/content/${kind}/edit/${encodeURIComponent(key)}.json`, doc);

export const publishContent = (api: ApiClient, kind: ContentKind, key: string) => post(api, `/ops/content/${kind}/publish/${encodeURIComponent(key)}.json`);

export const unpublishContent = (api: ApiClient, kind: ContentKind, key: string) => post(api, `/ops/content/${kind}/unpublish/${encodeURIComponent(key)}.json`);

/** Makes a new blog post or campaign page (a draft). */
export const addContent = (api: ApiClient, kind: Exclude<ContentKind, 'site_pages'>, body: ContentDoc & { slug: string }) => post(api, `/ops/content/${kind}/add.json`, body);

/** Uploads a picture as the cover of a blog post's draft (multipart, the file in `cover`). */
export function uploadBlogCover(api: ApiClient, key: string, file: File) {
  const form = new FormData();
  form.append('cover', file);
  return api.request<{ content_page: OpsContentPage }>(`/ops/content/blog_posts/upload_cover/${encodeURIComponent(key)}.json`, { method: 'POST', body: form, ...CONSOLE });
}
