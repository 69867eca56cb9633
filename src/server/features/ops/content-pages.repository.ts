import type { Kysely } from 'kysely';
import {
  type ArticleDoc,
  type BlogPostDoc,
  type CampaignPageDoc,
  type ContentDoc,
  type ContentKind,
  OPS_CONTENT_PAGE_SIZE,
  type SitePageDoc,
} from '../../../domain/ops/content-pages.contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A page of any kind as the editor reads it: its key, the version its columns hold, the draft and the one before. */
export interface StoredContent {
  key: string;
  slug: string;
  isPublished: boolean;
  publishedAt: Date | null;
  modified: Date;
  current: ContentDoc;
  draft: Record<string, unknown> | null;
  previous: Record<string, unknown> | null;
}

/** How the editor reads and writes one kind of page. */
interface KindStore {
  page(db: Db, page: number): Promise<{ rows: StoredContent[]; count: number }>;
  find(db: Db, key: string, lock?: boolean): Promise<StoredContent | undefined>;
  saveDraft(db: Db, key: string, draft: ContentDoc): Promise<void>;
  /** Makes `doc` the public version; `previous` is kept as the version it replaced. */
  publish(db: Db, key: string, doc: ContentDoc, previous: ContentDoc | null, now: Date): Promise<void>;
  unpublish(db: Db, key: string, now: Date): Promise<void>;
  /** Adds a new page as a draft (never published); undefined when the slug is taken. */
  add?(db: Db, slug: string, doc: ContentDoc, now: Date): Promise<string | undefined>;
}

const json = (value: unknown) => JSON.stringify(value);
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const numericKey = (key: string) => (/^\d{1,10}$/.test(key) ? Number(key) : 0);

const sitePageColumns = ['slug', 'title', 'summary', 'body', 'link_path', 'link_label', 'is_published', 'published_at', 'modified', 'draft', 'previous'] as const;

const sitePages: KindStore = {
  async page(db, page) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('site_pages')
        .select(sitePageColumns)
        .orderBy('display_order')
        .orderBy('slug')
        .limit(OPS_CONTENT_PAGE_SIZE)
        .offset((page - 1) * OPS_CONTENT_PAGE_SIZE)
        .execute(),
      db.selectFrom('site_pages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(sitePageOf), count: Number(total.n) };
  },
  async find(db, key, lock = false) {
    let query = db.selectFrom('site_pages').select(sitePageColumns).where('slug', '=', key);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && sitePageOf(row);
  },
  async saveDraft(db, key, draft) {
    // edited_by_operator: the seed leaves the page alone from now on.
    await db.updateTable('site_pages').set({ draft: json(draft), edited_by_operator: true, modified: new Date() }).where('slug', '=', key).execute();
  },
  async publish(db, key, doc, previous, now) {
    const d = doc as SitePageDoc;
    await db
      .updateTable('site_pages')
      .set({
        title: d.title,
        summary: d.summary,
        body: json(d.body),
        link_path: d.link_path,
        link_label: d.link_label,
        is_published: true,
        published_at: now,
        draft: null,
        ...(previous ? { previous: json(previous) } : {}),
        edited_by_operator: true,
        modified: now,
      })
      .where('slug', '=', key)
      .execute();
  },
  async unpublish(db, key, now) {
    await db.updateTable('site_pages').set({ is_published: false, edited_by_operator: true, modified: now }).where('slug', '=', key).execute();
  },
};

function sitePageOf(row: {
  slug: string;
  title: string;
  summary: string;
  body: SitePageDoc['body'];
  link_path: string | null;
  link_label: string | null;
  is_published: boolean;
  published_at: Date | null;
  modified: Date;
  draft: Record<string, unknown> | null;
  previous: Record<string, unknown> | null;
}): StoredContent {
  const current: SitePageDoc = { title: row.title, summary: row.summary, body: row.body, link_path: row.link_path, link_label: row.link_label };
  return { key: row.slug, slug: row.slug, isPublished: row.is_published, publishedAt: row.published_at, modified: row.modified, current, draft: row.draft, previous: row.previous };
}

const articleColumns = ['id', 'slug', 'title', 'summary', 'body', 'author_name', 'reading_minutes', 'is_published', 'published_at', 'modified', 'draft', 'previous'] as const;

const articles: KindStore = {
  async page(db, page) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('articles')
        .select(articleColumns)
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(OPS_CONTENT_PAGE_SIZE)
        .offset((page - 1) * OPS_CONTENT_PAGE_SIZE)
        .execute(),
      db.selectFrom('articles').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(articleOf), count: Number(total.n) };
  },
  async find(db, key, lock = false) {
    let query = db.selectFrom('articles').select(articleColumns).where('id', '=', numericKey(key));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && articleOf(row);
  },
  async saveDraft(db, key, draft) {
    // edited_by_operator: the seed leaves the article alone from now on.
    await db.updateTable('articles').set({ draft: json(draft), edited_by_operator: true, modified: new Date() }).where('id', '=', numericKey(key)).execute();
  },
  async publish(db, key, doc, previous, now) {
    const d = doc as ArticleDoc;
    // published_at stays the article's date: a correction does not move it up the list.
    await db
      .updateTable('articles')
      .set({
        title: d.title,
        summary: d.summary,
        body: json(d.body.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs }))),
        author_name: d.author_name,
        reading_minutes: d.reading_minutes,
        is_published: true,
        draft: null,
        ...(previous ? { previous: json(previous) } : {}),
        edited_by_operator: true,
        modified: now,
      })
      .where('id', '=', numericKey(key))
      .execute();
  },
  async unpublish(db, key, now) {
    await db.updateTable('articles').set({ is_published: false, edited_by_operator: true, modified: now }).where('id', '=', numericKey(key)).execute();
  },
};

function articleOf(row: {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: { heading: string; paragraphs: string[] }[];
  author_name: string;
  reading_minutes: number;
  is_published: boolean;
  published_at: Date;
  modified: Date;
  draft: Record<string, unknown> | null;
  previous: Record<string, unknown> | null;
}): StoredContent {
  const current: ArticleDoc = { title: row.title, summary: row.summary, body: row.body, author_name: row.author_name, reading_minutes: row.reading_minutes };
  return {
    key: String(row.id),
    slug: row.slug,
    isPublished: row.is_published,
    publishedAt: row.published_at,
    modified: row.modified,
    current,
    draft: row.draft,
    previous: row.previous,
  };
}

const blogColumns = ['id', 'slug', 'title', 'excerpt', 'body', 'cover_image_url', 'status', 'published_at', 'modified', 'draft', 'previous'] as const;

const blogPosts: KindStore = {
  async page(db, page) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('blog_posts')
        .select(blogColumns)
        .orderBy('id', 'desc')
        .limit(OPS_CONTENT_PAGE_SIZE)
        .offset((page - 1) * OPS_CONTENT_PAGE_SIZE)
        .execute(),
      db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(blogPostOf), count: Number(total.n) };
  },
  async find(db, key, lock = false) {
    let query = db.selectFrom('blog_posts').select(blogColumns).where('id', '=', numericKey(key));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && blogPostOf(row);
  },
  async saveDraft(db, key, draft) {
    await db.updateTable('blog_posts').set({ draft: json(draft), modified: new Date() }).where('id', '=', numericKey(key)).execute();
  },
  async publish(db, key, doc, previous, now) {
    const d = doc as BlogPostDoc;
    await db
      .updateTable('blog_posts')
      .set((eb) => ({
        title: d.title,
        excerpt: d.excerpt,
        body: json(d.body),
        cover_image_url: d.cover_image_url,
        status: 'published' as const,
        // The first publish dates the post; later corrections do not move it up the list.
        published_at: eb.fn.coalesce('published_at', eb.val(now)),
        draft: null,
        ...(previous ? { previous: json(previous) } : {}),
        modified: now,
      }))
      .where('id', '=', numericKey(key))
      .execute();
  },
  async unpublish(db, key, now) {
    await db.updateTable('blog_posts').set({ status: 'draft', modified: now }).where('id', '=', numericKey(key)).execute();
  },
  async add(db, slug, doc, now) {
    const d = doc as BlogPostDoc;
    const row = await db
      .insertInto('blog_posts')
      .values({ slug, title: d.title, excerpt: d.excerpt, body: json(d.body), cover_image_url: d.cover_image_url, created: now, modified: now })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row && String(row.id);
  },
};

function blogPostOf(row: {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  body: BlogPostDoc['body'];
  cover_image_url: string | null;
  status: 'draft' | 'published';
  published_at: Date | null;
  modified: Date;
  draft: Record<string, unknown> | null;
  previous: Record<string, unknown> | null;
}): StoredContent {
  const current: BlogPostDoc = { title: row.title, excerpt: row.excerpt, body: row.body, cover_image_url: row.cover_image_url };
  return {
    key: String(row.id),
    slug: row.slug,
    isPublished: row.status === 'published',
    publishedAt: row.published_at,
    modified: row.modified,
    current,
    draft: row.draft,
    previous: row.previous,
  };
}

const campaignColumns = ['id', 'slug', 'title', 'hero', 'body', 'starts_at', 'ends_at', 'partner_key', 'status', 'published_at', 'modified', 'draft', 'previous'] as const;

const campaignPages: KindStore = {
  async page(db, page) {
    const [rows, total] = await Promise.all([
      db
        .selectFrom('campaign_pages')
        .select(campaignColumns)
        .orderBy('id', 'desc')
        .limit(OPS_CONTENT_PAGE_SIZE)
        .offset((page - 1) * OPS_CONTENT_PAGE_SIZE)
        .execute(),
      db.selectFrom('campaign_pages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(campaignPageOf), count: Number(total.n) };
  },
  async find(db, key, lock = false) {
    let query = db.selectFrom('campaign_pages').select(campaignColumns).where('id', '=', numericKey(key));
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && campaignPageOf(row);
  },
  async saveDraft(db, key, draft) {
    await db.updateTable('campaign_pages').set({ draft: json(draft), modified: new Date() }).where('id', '=', numericKey(key)).execute();
  },
  async publish(db, key, doc, previous, now) {
    const d = doc as CampaignPageDoc;
    await db
      .updateTable('campaign_pages')
      .set((eb) => ({
        ...campaignColumnsOf(d),
        status: 'published' as const,
        published_at: eb.fn.coalesce('published_at', eb.val(now)),
        draft: null,
        ...(previous ? { previous: json(previous) } : {}),
        modified: now,
      }))
      .where('id', '=', numericKey(key))
      .execute();
  },
  async unpublish(db, key, now) {
    await db.updateTable('campaign_pages').set({ status: 'draft', modified: now }).where('id', '=', numericKey(key)).execute();
  },
  async add(db, slug, doc, now) {
    const row = await db
      .insertInto('campaign_pages')
      .values({ slug, ...campaignColumnsOf(doc as CampaignPageDoc), created: now, modified: now })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row && String(row.id);
  },
};

function campaignColumnsOf(d: CampaignPageDoc) {
  return { title: d.title, hero: d.hero, body: json(d.body), starts_at: d.starts_at, ends_at: d.ends_at, partner_key: d.partner_key };
}

function campaignPageOf(row: {
  id: number;
  slug: string;
  title: string;
  hero: string;
  body: CampaignPageDoc['body'];
  starts_at: Date | null;
  ends_at: Date | null;
  partner_key: string | null;
  status: 'draft' | 'published';
  published_at: Date | null;
  modified: Date;
  draft: Record<string, unknown> | null;
  previous: Record<string, unknown> | null;
}): StoredContent {
  const current: CampaignPageDoc = {
    title: row.title,
    hero: row.hero,
    body: row.body,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    partner_key: row.partner_key,
  };
  return {
    key: String(row.id),
    slug: row.slug,
    isPublished: row.status === 'published',
    publishedAt: row.published_at,
    modified: row.modified,
    current,
    draft: row.draft,
    previous: row.previous,
  };
}

/** The store of each kind the editor edits. */
export const CONTENT_STORES: Record<ContentKind, KindStore> = { site_pages: sitePages, articles, blog_posts: blogPosts, campaign_pages: campaignPages };
