import type {
  ArticlePage,
  ArticleResponse,
  BlogPostSummary,
  FeatureCollectionResponse,
  FeatureCollectionSummary,
  PriceGuideIndexEntry,
  PriceGuideResponse,
} from '../../../../domain/catalogue/content.types';
import type {
  articleAnswerShape,
  blogPostsAnswerShape,
  featureCollectionAnswerShape,
  featureCollectionsAnswerShape,
  priceGuideAnswerShape,
  priceGuidesAnswerShape,
} from '../../../../domain/catalogue/content.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

const slugPath = (slug: string) => encodeURIComponent(slug);

/** Every published curated collection. */
export async function getCollections(api: ApiClient): Promise<FeatureCollectionSummary[]> {
  return (await api.request<Answer<typeof featureCollectionsAnswerShape>>('/features/index.json')).feature_collections;
}

/** One collection with its categories; 404 for an unknown slug. */
export async function getCollection(api: ApiClient, slug: string): Promise<FeatureCollectionResponse> {
  return (await api.request<Answer<typeof featureCollectionAnswerShape>>(`/features/${slugPath(slug)}.json`, { quiet: true })).feature_collection;
}

/** One page of articles, newest first. */
export function getArticles(api: ApiClient, page: number): Promise<ArticlePage> {
  return api.request<ArticlePage>(page === 1 ? '/articles/index.json' : `/articles/index/page:${page}.json`, { quiet: true });
}

/** One article; 404 for an unknown slug. */
export async function getArticle(api: ApiClient, slug: string): Promise<ArticleResponse> {
  return (await api.request<Answer<typeof articleAnswerShape>>(`/articles/${slugPath(slug)}.json`, { quiet: true })).article;
}

/** Every category on the price index. */
export async function getPriceGuides(api: ApiClient): Promise<PriceGuideIndexEntry[]> {
  return (await api.request<Answer<typeof priceGuidesAnswerShape>>('/price_guides/index.json')).price_guides;
}

/** One category's price guide; 404 for an unknown category. */
export async function getPriceGuide(api: ApiClient, slug: string): Promise<PriceGuideResponse> {
  return (await api.request<Answer<typeof priceGuideAnswerShape>>(`/price_guides/${slugPath(slug)}.json`, { quiet: true })).price_guide;
}

/** The newest blog posts (none when the flag homeBlogs is off). */
export async function getBlogPosts(api: ApiClient): Promise<BlogPostSummary[]> {
  return (await api.request<Answer<typeof blogPostsAnswerShape>>('/blog_posts/index.json', { quiet: true })).blog_posts;
}
