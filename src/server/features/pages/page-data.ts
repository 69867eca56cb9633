import type { RouteMatch } from '../../../web/routes/route-table';
import type { CategoryPreload, ContentPreload } from '../../../web/ssr-contract';
import type { DiscoveryPreload } from '../../../domain/discovery/discovery.types';
import type { Services } from '../../composition';
import { isDiscoveryScreen, loadDiscoveryPageData } from '../discovery';
import { loadContentPageData } from '../content';
import { shopItemPath } from '../../../domain/shop/shop-item-slug';
import { PRO_NEWYEAR_SLUG } from '../../../domain/content/campaign-pages';

export interface PageData {
  status: 200 | 404;
  category: Partial<CategoryPreload>;
  discovery?: Partial<DiscoveryPreload>;
  /** The page's canonical path when it is not the matched path (paged lists, profiles). */
  canonicalPath?: string;
  content?: Partial<ContentPreload>;
}

// Screens whose :slug (or :genreName) names a category (or genre) that must exist.
const CATEGORY_SCREENS = new Set(['category', 'form', 'price', 'genre-category', 'pro-signup', 'nearme']);
const GENRE_SCREENS = new Set(['genre', 'seo-genre', 'genre-category']);

/**
 * The public data a server-rendered page starts with, and whether the thing it names exists.
 * Every public page gets the catalogue (the header's search needs it); pages about one
 * category get its question form too.
 */
export async function loadPageData(match: RouteMatch | undefined, services: Services, search = new URLSearchParams()): Promise<PageData> {
  const snapshot = await services.catalogue.snapshot();
  const category: Partial<CategoryPreload> = { genres: snapshot.genres, categories: snapshot.categories };
  if (!match) return { status: 404, category };
  const { screen } = match.route;
  // The shop (flag shop): a product page 404s unless its item is on sale; the home page, the
  // category page and the profile list items on sale.
  const shop = services.shopPublic.enabled;
  if (screen === 'product') {
    const slug = match.params.slug ?? '';
    const item = shop ? await services.shopPublic.bySlug(slug) : undefined;
    if (!item) return { status: 404, category };
    category.shopProducts = { [slug]: item };
    return { status: 200, category, canonicalPath: shopItemPath(item.slug) };
  }
  if (shop && screen === 'home') category.recentShopItems = await services.shopPublic.recent();
  if (shop && (screen === 'service' || screen === 'service-action') && match.params.serviceId && /^\d{1,9}$/.test(match.params.serviceId)) {
    const id = Number(match.params.serviceId);
    category.serviceShopItems = { [id]: await services.shopPublic.ofService(id) };
  }
  const { slug, genreName } = match.params;
  let showcases: DiscoveryPreload['showcases'];
  if (GENRE_SCREENS.has(screen) && !snapshot.genres.some((g) => g.slug === genreName)) return { status: 404, category };
  if (CATEGORY_SCREENS.has(screen) && slug !== undefined) {
    const summary = snapshot.categories.find((c) => c.slug === slug);
    if (!summary) return { status: 404, category };
    if (screen === 'genre-category' && summary.genre.slug !== genreName) return { status: 404, category };
    category.categoryData = { [slug]: await services.catalogue.category(slug) };
    // The category page shows its best pros, recent reviews and photos of work.
    if (screen === 'category') {
      if (shop) {
        const items = await services.shopPublic.category(slug, 1, 'newest');
        if (items) category.categoryShopItems = { [slug]: items };
      }
      const showcase = await services.discovery.categoryShowcase(slug);
      if (showcase) showcases = { [slug]: showcase };
    }
    // The request form asks for the place from the start; the divisions come with the page.
    if (screen === 'form') category.cities = await services.catalogue.cities();
  }
  // Collections, articles and price guides; the SEO pages link every category to every city.
  if (screen === 'seo' || screen === 'seo-genre') category.cities = await services.catalogue.cities();
  // Pro lists, search, nearme and profiles: 404 for an unknown category, place or service.
  if (isDiscoveryScreen(screen)) {
    const found = await loadDiscoveryPageData(match, search, services);
    if (found) {
      if (found.cities) category.cities = found.cities;
      return { status: found.status, category, discovery: found.discovery, ...(found.canonicalPath ? { canonicalPath: found.canonicalPath } : {}) };
    }
  }
  const content = await loadContentPageData(screen, match.params, search, services.content);
  return {
    status: content.status,
    category,
    content: content.content,
    ...(showcases ? { discovery: { showcases } } : {}),
    ...(content.canonicalPath ? { canonicalPath: content.canonicalPath } : {}),
  };
}

/** The part of a page's cache key the shop's items add: the pros' version on pages listing items. */
export async function shopCacheVersion(match: RouteMatch | undefined, services: Services): Promise<string> {
  if (!services.shopPublic.enabled || !match) return '';
  const { screen } = match.route;
  if (screen === 'product' || screen === 'home' || screen === 'service' || screen === 'service-action') return `#s${await services.shopPublic.version()}`;
  return '';
}

// Pages showing the console's content (blog posts, campaigns) render again when it is published.
const CONTENT_SCREENS = new Set(['home', 'info-all', 'info']);

/** The part of a page's cache key the console's content adds: its version on the pages showing it. */
export async function contentCacheVersion(match: RouteMatch | undefined, services: Services): Promise<string> {
  if (!match) return '';
  // A campaign's page also changes when its period starts or ends: whether it is open is in the key.
  if (match.route.screen === 'pro-newyear') return `#c${await services.content.version()}#${(await services.content.openCampaign(PRO_NEWYEAR_SLUG)) ? 'open' : 'closed'}`;
  if (!CONTENT_SCREENS.has(match.route.screen)) return '';
  return `#c${await services.content.version()}`;
}
