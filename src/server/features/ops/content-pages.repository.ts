import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  type ArticleDoc,
  type BlogPostDoc,
  type CampaignPageDoc,
  type ContentDoc,
  type ContentKind,
  type FeatureCollectionDoc,
  OPS_CONTENT_PAGE_SIZE,
  type PriceGuideDoc,
  type SitePageDoc,
} from '../../../domain/ops/content-pages.contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
/**
 * The editor reaches each kind's table by a name from the table below, so one set of queries
 * serves every kind; Kysely cannot type a query whose table is a variable, hence `any` here only.
 */
// biome-ignore lint/suspicious/noExplicitAny: the table and its columns come from KIND_TABLES.
type LooseDb = Kysely<any>;
type Row = Record<string, unknown>;

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
  /** What the list calls a page whose version has no title (a price guide: its category's name). */
  label: string;
}

/** How one kind is kept: its table, the column it is named by, its columns and how its public version is written. */
interface KindTable {
  table: keyof Database & string;
  /** The column a page is named by in its calls (a slug, or an id given as digits). */
  key: 'slug' | 'id';
  /** The columns read besides the key, slug, draft, previous and modified. */
  columns: readonly string[];
  order: readonly (readonly [string, 'asc' | 'desc'])[];
  /** Published as `is_published` (true/false) or as `status` ('published'/'draft'). */
  published: 'is_published' | 'status';
  /** What publishing does to `published_at`: set it now, keep it (the page's own date), or set it the first time. */
  publishedAt: 'now' | 'keep' | 'first';
  /** How the row tells the seed to leave it alone: `edited_by_operator` (0072), `edited_by_operator_at` (0086), or not at all. */
  marksEdited: 'flag' | 'at' | false;
  /** Columns computed from other tables (a price guide's slug and name are its category's). */
  computed?: Record<string, RawBuilder<unknown>>;
  /** Whether the console may add a page of this kind. */
  canAdd: boolean;
  /** The version the row's columns hold. */
  docOf(row: Row): ContentDoc;
  /** The columns that hold `doc` (serialized for the table). */
  columnsOf(doc: ContentDoc): Row;
}

const json = (value: unknown) => JSON.stringify(value);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
const numericKey = (key: string) => (/^\d{1,10}$/.test(key) ? Number(key) : 0);

/** Every kind the editor edits, by its table. */
export const KIND_TABLES: Record<ContentKind, KindTable> = {
  site_pages: {
    table: 'site_pages',
    key: 'slug',
    columns: ['title', 'summary', 'body', 'link_path', 'link_label', 'is_published', 'published_at'],
    order: [
      ['display_order', 'asc'],
      ['slug', 'asc'],
    ],
    published: 'is_published',
    publishedAt: 'now',
    marksEdited: 'flag',
    canAdd: false,
    docOf: (r) => ({ title: r.title, summary: r.summary, body: r.body, link_path: r.link_path, link_label: r.link_label }) as SitePageDoc,
    columnsOf: (doc) => {
      const d = doc as SitePageDoc;
      return { title: d.title, summary: d.summary, body: json(d.body), link_path: d.link_path, link_label: d.link_label };
    },
  },
  articles: {
    table: 'articles',
    key: 'id',
    columns: ['title', 'summary', 'body', 'author_name', 'reading_minutes', 'is_published', 'published_at'],
    order: [
      ['published_at', 'desc'],
      ['id', 'desc'],
    ],
    published: 'is_published',
    // published_at stays the article's date: a correction does not move it up the list.
    publishedAt: 'keep',
    marksEdited: 'flag',
    canAdd: false,
    docOf: (r) => ({ title: r.title, summary: r.summary, body: r.body, author_name: r.author_name, reading_minutes: r.reading_minutes }) as ArticleDoc,
    columnsOf: (doc) => {
      const d = doc as ArticleDoc;
      return {
        title: d.title,
        summary: d.summary,
        body: json(d.body.map((s) => ({ heading: s.heading, paragraphs: s.paragraphs }))),
        author_name: d.author_name,
        reading_minutes: d.reading_minutes,
      };
    },
  },
  blog_posts: {
    table: 'blog_posts',
    key: 'id',
    columns: ['title', 'excerpt', 'body', 'cover_image_url', 'status', 'published_at'],
    order: [['id', 'desc']],
    published: 'status',
    // The first publish dates the post; later corrections do not move it up the list.
    publishedAt: 'first',
    marksEdited: false,
    canAdd: true,
    docOf: (r) => ({ title: r.title, excerpt: r.excerpt, body: r.body, cover_image_url: r.cover_image_url }) as BlogPostDoc,
    columnsOf: (doc) => {
      const d = doc as BlogPostDoc;
      return { title: d.title, excerpt: d.excerpt, body: json(d.body), cover_image_url: d.cover_image_url };
    },
  },
  campaign_pages: {
    table: 'campaign_pages',
    key: 'id',
    columns: ['title', 'hero', 'body', 'starts_at', 'ends_at', 'partner_key', 'signup_credit', 'cta_label', 'cta_path', 'status', 'published_at'],
    order: [['id', 'desc']],
    published: 'status',
    publishedAt: 'first',
    marksEdited: false,
    canAdd: true,
    docOf: (r) =>
      ({
        title: r.title,
        hero: r.hero,
        body: r.body,
        starts_at: iso(r.starts_at),
        ends_at: iso(r.ends_at),
        partner_key: r.partner_key,
        signup_credit: r.signup_credit ?? null,
        cta_label: r.cta_label ?? null,
        cta_path: r.cta_path ?? null,
      }) as CampaignPageDoc,
    columnsOf: (doc) => {
      const d = doc as CampaignPageDoc;
      return {
        title: d.title,
        hero: d.hero,
        body: json(d.body),
        starts_at: d.starts_at,
        ends_at: d.ends_at,
        partner_key: d.partner_key,
        signup_credit: d.signup_credit ?? null,
        cta_label: d.cta_label ?? null,
        cta_path: d.cta_path ?? null,
      };
    },
  },
  feature_collections: {
    table: 'feature_collections',
    key: 'id',
    columns: ['title', 'summary', 'icon', 'intro', 'is_published', 'published_at'],
    order: [
      ['display_order', 'asc'],
      ['id', 'asc'],
    ],
    published: 'is_published',
    publishedAt: 'now',
    marksEdited: 'at',
    canAdd: false,
    docOf: (r) => ({ title: r.title, summary: r.summary, icon: r.icon, intro: r.intro }) as FeatureCollectionDoc,
    columnsOf: (doc) => {
      const d = doc as FeatureCollectionDoc;
      return { title: d.title, summary: d.summary, icon: d.icon, intro: json(d.intro) };
    },
  },
  price_guides: {
    table: 'price_guides',
    key: 'id',
    columns: ['intro', 'factors', 'tips', 'faq', 'is_published', 'published_at'],
    order: [
      ['label', 'asc'],
      ['id', 'asc'],
    ],
    published: 'is_published',
    publishedAt: 'now',
    marksEdited: 'at',
    canAdd: false,
    computed: {
      slug: sql`(select c.slug from quote_categories c where c.id = price_guides.quote_category_id)`,
      label: sql`(select c.name from quote_categories c where c.id = price_guides.quote_category_id)`,
    },
    docOf: (r) => ({ intro: r.intro, factors: r.factors, tips: r.tips, faq: r.faq }) as PriceGuideDoc,
    columnsOf: (doc) => {
      const d = doc as PriceGuideDoc;
      return { intro: json(d.intro), factors: json(d.factors), tips: json(d.tips), faq: json(d.faq) };
    },
  },
};

const loose = (db: Db) => db as unknown as LooseDb;
const keyValue = (t: KindTable, key: string) => (t.key === 'slug' ? key : numericKey(key));
const publishedSet = (t: KindTable, on: boolean): Row => (t.published === 'status' ? { status: on ? 'published' : 'draft' } : { is_published: on });
const editedSet = (t: KindTable, now: Date): Row =>
  t.marksEdited === 'flag' ? { edited_by_operator: true } : t.marksEdited === 'at' ? { edited_by_operator_at: now } : {};

function selectOf(db: Db, t: KindTable) {
  const own = t.computed ? [] : ['slug'];
  const columns = [...new Set([t.key, ...own, ...t.columns, 'modified', 'draft', 'previous'])];
  const computed = Object.entries(t.computed ?? {}).map(([name, expression]) => expression.as(name));
  return loose(db)
    .selectFrom(t.table)
    .select([...columns, ...computed]);
}

function storedOf(t: KindTable, row: Row): StoredContent {
  return {
    key: String(row[t.key]),
    slug: row.slug as string,
    isPublished: t.published === 'status' ? row.status === 'published' : row.is_published === true,
    publishedAt: (row.published_at as Date | null) ?? null,
    modified: row.modified as Date,
    current: t.docOf(row),
    draft: (row.draft as Record<string, unknown> | null) ?? null,
    previous: (row.previous as Record<string, unknown> | null) ?? null,
    label: String(row.label ?? row.slug ?? ''),
  };
}

/** A page of a kind's list, in the kind's order. */
export async function pageOf(db: Db, kind: ContentKind, page: number): Promise<{ rows: StoredContent[]; count: number }> {
  const t = KIND_TABLES[kind];
  let query = selectOf(db, t);
  for (const [column, direction] of t.order) query = query.orderBy(column, direction);
  const [rows, total] = await Promise.all([
    query
      .limit(OPS_CONTENT_PAGE_SIZE)
      .offset((page - 1) * OPS_CONTENT_PAGE_SIZE)
      .execute(),
    loose(db)
      .selectFrom(t.table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: (rows as Row[]).map((r) => storedOf(t, r)), count: Number(total.n) };
}

/** One page by its key; `lock` holds its row until the transaction ends. */
export async function findContent(db: Db, kind: ContentKind, key: string, lock = false): Promise<StoredContent | undefined> {
  const t = KIND_TABLES[kind];
  let query = selectOf(db, t).where(t.key, '=', keyValue(t, key));
  if (lock) query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Row | undefined;
  return row && storedOf(t, row);
}

async function update(db: Db, kind: ContentKind, key: string, set: Row): Promise<void> {
  const t = KIND_TABLES[kind];
  await loose(db)
    .updateTable(t.table)
    .set(set)
    .where(t.key, '=', keyValue(t, key))
    .execute();
}

/** Saves the operator's unpublished edit (a console-edited row is left alone by the seed). */
export async function saveContentDraft(db: Db, kind: ContentKind, key: string, draft: ContentDoc): Promise<void> {
  const now = new Date();
  await update(db, kind, key, { draft: json(draft), ...editedSet(KIND_TABLES[kind], now), modified: now });
}

/** Makes `doc` the public version; `previous` is kept as the version it replaced. */
export async function publishContent(db: Db, kind: ContentKind, key: string, doc: ContentDoc, previous: ContentDoc | null, now: Date): Promise<void> {
  const t = KIND_TABLES[kind];
  await loose(db)
    .updateTable(t.table)
    .set((eb) => ({
      ...t.columnsOf(doc),
      ...publishedSet(t, true),
      ...(t.publishedAt === 'now' ? { published_at: now } : t.publishedAt === 'first' ? { published_at: eb.fn.coalesce('published_at', eb.val(now)) } : {}),
      draft: null,
      ...(previous ? { previous: json(previous) } : {}),
      ...editedSet(t, now),
      modified: now,
    }))
    .where(t.key, '=', keyValue(t, key))
    .execute();
}

/** Takes the page off the public site. */
export async function unpublishContent(db: Db, kind: ContentKind, key: string, now: Date): Promise<void> {
  const t = KIND_TABLES[kind];
  await update(db, kind, key, { ...publishedSet(t, false), ...editedSet(t, now), modified: now });
}

/** Adds a new page as a draft (never published); undefined when the kind takes no new pages or the slug is taken. */
export async function addContent(db: Db, kind: ContentKind, slug: string, doc: ContentDoc, now: Date): Promise<string | undefined> {
  const t = KIND_TABLES[kind];
  if (!t.canAdd) return undefined;
  const row = await loose(db)
    .insertInto(t.table)
    .values({ slug, ...t.columnsOf(doc), created: now, modified: now })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning(t.key)
    .executeTakeFirst();
  return row && String((row as Row)[t.key]);
}

/** Records a blog post's newly uploaded cover file; returns the one it replaces. */
export async function setBlogCoverUpload(db: Db, key: string, url: string): Promise<string | null> {
  const before = await db.selectFrom('blog_posts').select('cover_upload').where('id', '=', numericKey(key)).executeTakeFirst();
  await db.updateTable('blog_posts').set({ cover_upload: url }).where('id', '=', numericKey(key)).execute();
  return before?.cover_upload ?? null;
}

/** A feature collection's recommended categories and their notes, in the public page's order. */
export function listCollectionItems(db: Db, key: string) {
  return db
    .selectFrom('feature_collection_items')
    .select(['quote_category_id', 'note'])
    .where('feature_collection_id', '=', numericKey(key))
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}
