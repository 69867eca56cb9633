import type { Kysely } from 'kysely';
import type { ArticleResponse, BlogPostSummary } from '../../../domain/catalogue/content.types';
import { toUtcString } from '../../../domain/time';
import type { Database, SitePageSection } from '../../db/schema';

/**
 * The published blog posts of the console's content editor (blog_posts, migration 0072): listed
 * on the home page and info/all (flag homeBlogs), each read at `/info/{slug}` as an article.
 */

type Db = Kysely<Database>;

/** Who a post is by on its page: the site's editors (posts have no author of their own). */
const BLOG_AUTHOR = '好幫手編輯部';
// Characters of zh-TW text read in a minute, for a post's reading time.
const CHARACTERS_A_MINUTE = 500;

const published = (db: Db) => db.selectFrom('blog_posts').where('status', '=', 'published').where('published_at', 'is not', null);

/** The newest published posts, by their first publish. */
export async function latestBlogPosts(db: Db, limit: number): Promise<BlogPostSummary[]> {
  const rows = await published(db)
    .select(['slug', 'title', 'excerpt', 'cover_image_url', 'published_at'])
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ slug: r.slug, title: r.title, excerpt: r.excerpt, cover_image_url: r.cover_image_url, published_at: toUtcString(r.published_at!) }));
}

/** A section's list items read as paragraphs on the article page, which has no lists. */
const asArticleSection = (s: SitePageSection) => ({ heading: s.heading, paragraphs: [...s.paragraphs, ...(s.items ?? [])] });

function readingMinutes(body: SitePageSection[]): number {
  const characters = body.reduce((n, s) => n + s.heading.length + [...s.paragraphs, ...(s.items ?? [])].join('').length, 0);
  return Math.max(1, Math.ceil(characters / CHARACTERS_A_MINUTE));
}

/** One published post drawn as an article (no genre, category or related articles); undefined when none. */
export async function blogPostArticle(db: Db, slug: string): Promise<ArticleResponse | undefined> {
  const row = await published(db).select(['id', 'slug', 'title', 'excerpt', 'body', 'published_at', 'modified']).where('slug', '=', slug).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.excerpt,
    author_name: BLOG_AUTHOR,
    reading_minutes: readingMinutes(row.body),
    published_at: toUtcString(row.published_at!),
    genre: null,
    quote_category: null,
    body: row.body.map(asArticleSection),
    modified: toUtcString(row.modified),
    related: [],
  };
}
