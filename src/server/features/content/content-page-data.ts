import type { ContentPreload } from '../../../web/ssr-contract';
import { PRO_NEWYEAR_SLUG } from '../../../domain/content/campaign-pages';
import { AppError } from '../../../domain/errors/app-error';
import type { ContentService } from './content.service';

export interface ContentPageData {
  status: 200 | 404;
  content: Partial<ContentPreload>;
  /** A later page of articles is its own page: `/info/all?page=2`. */
  canonicalPath?: string;
}

const PAGE_PARAM = /^[1-9]\d{0,3}$/;

async function orNotFound<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.kind === 'not_found') return undefined;
    throw error;
  }
}

/**
 * The editorial data a public page starts with: collections, articles and price guides, and
 * the articles of a category page. Unknown slugs (and article pages past the last) are 404.
 */
export async function loadContentPageData(
  screen: string,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
  content: ContentService,
): Promise<ContentPageData> {
  const slug = params.slug ?? '';
  const notFound: ContentPageData = { status: 404, content: {} };
  switch (screen) {
    case 'feature-all':
      return { status: 200, content: { collections: await content.collections() } };
    case 'feature': {
      const collection = await orNotFound(() => content.collection(slug));
      return collection ? { status: 200, content: { collectionData: { [slug]: collection } } } : notFound;
    }
    case 'info-all': {
      const raw = search.get('page') ?? '1';
      const page = PAGE_PARAM.test(raw) ? await orNotFound(() => content.articles(Number(raw))) : undefined;
      if (!page) return notFound;
      const blogPosts = page.page === 1 ? { blogPosts: await content.blogPosts() } : {};
      return { status: 200, content: { articlePages: { [page.page]: page }, ...blogPosts }, ...(page.page > 1 ? { canonicalPath: `/info/all?page=${page.page}` } : {}) };
    }
    case 'info': {
      const article = await orNotFound(() => content.article(slug));
      return article ? { status: 200, content: { articleData: { [slug]: article } } } : notFound;
    }
    case 'price-all':
      return { status: 200, content: { priceGuides: await content.priceGuides() } };
    case 'price': {
      const guide = await orNotFound(() => content.priceGuide(slug));
      if (!guide) return notFound;
      return { status: 200, content: { priceGuideData: { [slug]: guide }, categoryArticles: { [slug]: await content.categoryArticles(slug) } } };
    }
    case 'category':
    case 'genre-category': {
      const articles = await orNotFound(() => content.categoryArticles(slug));
      return articles ? { status: 200, content: { categoryArticles: { [slug]: articles } } } : notFound;
    }
    case 'site-page': {
      const page = await orNotFound(() => content.sitePage(slug));
      return page ? { status: 200, content: { sitePages: { [slug]: page } } } : notFound;
    }
    case 'home':
      return { status: 200, content: { blogPosts: await content.blogPosts() } };
    case 'pro-newyear': {
      // Only a published campaign inside its period; before, after or without one the page is not found.
      const campaign = await content.openCampaign(PRO_NEWYEAR_SLUG);
      return campaign ? { status: 200, content: { campaigns: { [PRO_NEWYEAR_SLUG]: campaign } } } : notFound;
    }
    default:
      return { status: 200, content: {} };
  }
}
