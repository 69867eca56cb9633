import type { Kysely } from 'kysely';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import {
  ARTICLES_PAGE_SIZE,
  HOME_BLOG_POSTS,
  type ArticlePage,
  type ArticleResponse,
  type ArticleSummary,
  type BlogPostSummary,
  type FeatureCollectionResponse,
  type FeatureCollectionSummary,
  type PriceGuideIndexEntry,
  type PriceGuideResponse,
} from '../../../domain/catalogue/content.types';
import { type CampaignPageResponse, isCampaignOpen } from '../../../domain/content/campaign-pages';
import { fillSitePageText, SITE_PAGE_SLUG, type SitePageResponse } from '../../../domain/content/site-pages';
import { AppError } from '../../../domain/errors/app-error';
import { CACHE_TTL_SECONDS } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import { versionTag } from '../../lib/data-versions';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogueService } from '../catalogue';
import { toArticleSummary, toPriceGuideResponse } from './content.mappers';
import { blogPostArticle, latestBlogPosts } from './blog-posts';
import * as repo from './content.repository';

const RELATED_ARTICLES = 3;
const SITE_PAGE_NOT_FOUND = '找不到這個頁面。';
// Distinct article pages people can ask for are bounded by the articles; this bounds the cache too.
const MAX_CACHED = 500;

/**
 * Public editorial reads (collections, articles, price guides), cached under the versions of the
 * content and the catalogue, for at most the spec's cache TTL (price figures come from quotes,
 * which have no version).
 */
export class ContentService {
  private readonly cache = new TtlCache<unknown>(CACHE_TTL_SECONDS * 1000, MAX_CACHED);
  private cacheTag = '';

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueService,
    /** SUPPORT_EMAIL: where the site pages tell people to write. */
    private readonly supportEmail?: string,
    /** FEATURE_HOME_BLOGS: blog posts on the home page, info/all and their pages. */
    private readonly homeBlogs = true,
    /** What time it is: a campaign is shown only inside its period. */
    private readonly clock: Clock = systemClock,
  ) {}

  /** The published campaign of a slug, whatever its period (cached with the content's version); null when there is none. */
  private publishedCampaign(slug: string): Promise<CampaignPageResponse | null> {
    return this.cached(`campaign:${slug}`, async () => {
      const row = await this.db
        .selectFrom('campaign_pages')
        .select(['slug', 'title', 'hero', 'body', 'starts_at', 'ends_at', 'signup_credit', 'cta_label', 'cta_path'])
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!row) return null;
      return {
        slug: row.slug,
        title: row.title,
        hero: row.hero,
        body: row.body,
        starts_at: row.starts_at ? row.starts_at.toISOString() : null,
        ends_at: row.ends_at ? row.ends_at.toISOString() : null,
        signup_credit: row.signup_credit,
        cta: row.cta_label && row.cta_path ? { label: row.cta_label, path: row.cta_path } : null,
      };
    });
  }

  /** A campaign page as the public sees it: published and inside its period (on the app's clock), else undefined. */
  async openCampaign(slug: string): Promise<CampaignPageResponse | undefined> {
    const campaign = await this.publishedCampaign(slug);
    return campaign && isCampaignOpen(campaign, this.clock.now()) ? campaign : undefined;
  }

  /** One of the site's own pages (terms, privacy, help...); 404 for an unknown or unpublished slug. */
  sitePage(slug: string): Promise<SitePageResponse> {
    return this.cached(`site-page:${slug}`, async () => {
      if (!SITE_PAGE_SLUG.test(slug)) throw AppError.notFound(SITE_PAGE_NOT_FOUND);
      const row = await this.db
        .selectFrom('site_pages')
        .select(['slug', 'title', 'summary', 'body', 'link_path', 'link_label', 'modified'])
        .where('slug', '=', slug)
        .where('is_published', '=', true)
        .executeTakeFirst();
      if (!row) throw AppError.notFound(SITE_PAGE_NOT_FOUND);
      const fill = (text: string) => fillSitePageText(text, this.supportEmail);
      return {
        slug: row.slug,
        title: fill(row.title),
        summary: fill(row.summary),
        body: row.body.map((section) => ({
          heading: fill(section.heading),
          paragraphs: section.paragraphs.map(fill),
          ...(section.items ? { items: section.items.map(fill) } : {}),
        })),
        link: row.link_path && row.link_label ? { path: row.link_path, label: fill(row.link_label) } : null,
        modified: toUtcString(row.modified),
      };
    });
  }

  /** The tag of the content's current data (with the catalogue it shows), for caches of answers. */
  async version(): Promise<string> {
    return versionTag(await this.catalogue.versions.current(), 'catalogue', 'content');
  }

  // Everything cached belongs to one version of the content: a new version starts afresh.
  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const tag = await this.version();
    if (tag !== this.cacheTag) {
      this.cache.clear();
      this.cacheTag = tag;
    }
    return this.cache.get(key, load) as Promise<T>;
  }

  private async categoryOrNotFound(slug: string): Promise<QuoteCategoryResponse> {
    const category = (await this.catalogue.snapshot()).categories.find((c) => c.slug === slug);
    if (!category) throw AppError.notFound('找不到這個服務類別。');
    return category;
  }

  /** Every published collection. */
  collections(): Promise<FeatureCollectionSummary[]> {
    return this.cached('collections', async () =>
      (await repo.listCollections(this.db)).map((row) => ({ ...row, category_count: Number(row.category_count) })),
    );
  }

  /** One collection with its categories (active ones only); 404 for an unknown slug. */
  collection(slug: string): Promise<FeatureCollectionResponse> {
    return this.cached(`collection:${slug}`, async () => {
      const row = await repo.findCollection(this.db, slug);
      if (!row) throw AppError.notFound('找不到這個精選專題。');
      const [items, { categories }] = await Promise.all([repo.listCollectionItems(this.db, row.id), this.catalogue.snapshot()]);
      const byId = new Map(categories.map((c) => [c.id, c]));
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        icon: row.icon,
        intro: row.intro,
        items: items.flatMap((i) => {
          const category = byId.get(i.quote_category_id);
          return category ? [{ note: i.note, quote_category: category }] : [];
        }),
        modified: toUtcString(row.modified),
      };
    });
  }

  /** One page of articles, newest first; a page past the last is 404 (page 1 may be empty). */
  articles(page: number): Promise<ArticlePage> {
    return this.cached(`articles:${page}`, async () => {
      const rows = await repo.listArticles(this.db, page, ARTICLES_PAGE_SIZE);
      if (rows.length === 0 && page > 1) throw AppError.notFound('這一頁沒有文章。');
      const count = rows.length > 0 ? Number(rows[0]!.total) : 0;
      return { articles: rows.map(toArticleSummary), page, total_pages: Math.max(1, Math.ceil(count / ARTICLES_PAGE_SIZE)), count };
    });
  }

  /** One article with its related articles; 404 for an unknown slug. */
  article(slug: string): Promise<ArticleResponse> {
    return this.cached(`article:${slug}`, async () => {
      const row = await repo.findArticle(this.db, slug);
      if (!row) {
        // A blog post has its page beside the articles (flag homeBlogs).
        const post = this.homeBlogs ? await blogPostArticle(this.db, slug) : undefined;
        if (post) return post;
        throw AppError.notFound('找不到這篇文章。');
      }
      const related = await repo.listRelatedArticles(this.db, row, RELATED_ARTICLES);
      return { ...toArticleSummary(row), body: row.body, modified: toUtcString(row.modified), related: related.map(toArticleSummary) };
    });
  }

  /** The newest published blog posts (flag homeBlogs; none with it off). */
  blogPosts(): Promise<BlogPostSummary[]> {
    if (!this.homeBlogs) return Promise.resolve([]);
    return this.cached('blog-posts', () => latestBlogPosts(this.db, HOME_BLOG_POSTS));
  }

  /** Articles about one category (for its category and price pages). */
  categoryArticles(categorySlug: string): Promise<ArticleSummary[]> {
    return this.cached(`category-articles:${categorySlug}`, async () => {
      const category = await this.categoryOrNotFound(categorySlug);
      return (await repo.listCategoryArticles(this.db, category.id, RELATED_ARTICLES)).map(toArticleSummary);
    });
  }

  /** Every active category, noting which have a written guide. */
  priceGuides(): Promise<PriceGuideIndexEntry[]> {
    return this.cached('price-guides', async () => {
      const [{ categories }, written] = await Promise.all([this.catalogue.snapshot(), repo.listPriceGuideCategoryIds(this.db)]);
      const withText = new Set(written);
      return categories.map((c) => ({ quote_category: c, has_text: withText.has(c.id) }));
    });
  }

  /** A category's price guide: figures from sent quotes by city, beside the editors' text. */
  priceGuide(slug: string): Promise<PriceGuideResponse> {
    return this.cached(`price-guide:${slug}`, async () => {
      const category = await this.categoryOrNotFound(slug);
      const [text, rows, cities] = await Promise.all([
        repo.findPriceGuideText(this.db, category.id),
        repo.priceStats(this.db, category.id),
        this.catalogue.cities(),
      ]);
      return toPriceGuideResponse(category, text ?? null, rows, cities);
    });
  }
}
