/**
 * The query parameters public pages read (lists: page, q, city, sort; profiles: reviews_page;
 * articles: page; a partner channel's request form: category). Others (utm_*, fbclid, random strings) change nothing on the page, so they
 * are dropped before rendering and from the cache key: they cannot bypass the cache.
 */
const PAGE_PARAMS = ['category', 'city', 'page', 'q', 'reviews_page', 'sort'] as const;
// Longer values change nothing either (search terms stop at 50 characters).
const MAX_VALUE_LENGTH = 100;

/** The URL a public page is rendered and cached for: its path and the parameters it uses, in order. */
export function normalisePageUrl(url: URL): URL {
  // Most requests have no query: the URL is already its own key (parsing a URL costs).
  if (url.search === '') return url;
  const normal = new URL(url.pathname, url.origin);
  for (const name of PAGE_PARAMS) {
    const value = url.searchParams.get(name);
    if (value !== null && value !== '') normal.searchParams.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  return normal;
}
