import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../schema';

const DIR = new URL('./', import.meta.url);
const slug = z.string().regex(/^[a-z0-9-]+$/);
const text = z.string().min(1);

const collectionsSchema = z.object({
  collections: z.array(
    z.object({
      slug,
      title: text,
      summary: text,
      icon: z.string().default(''),
      intro: z.array(text).min(1),
      items: z.array(z.object({ category: slug, note: z.string().default('') })).min(1),
    }),
  ),
});

const articlesSchema = z.object({
  articles: z.array(
    z.object({
      slug,
      title: text,
      summary: text,
      author_name: text,
      genre: slug.optional(),
      category: slug.optional(),
      reading_minutes: z.number().int().positive(),
      published_at: z.iso.datetime(),
      body: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1) })).min(1),
    }),
  ),
});

const priceGuidesSchema = z.object({
  price_guides: z.array(
    z.object({
      category: slug,
      intro: z.array(text).min(1),
      factors: z.array(z.object({ heading: text, body: text })),
      tips: z.array(text),
      faq: z.array(z.object({ q: text, a: text })),
    }),
  ),
});

const sitePagesSchema = z.object({
  pages: z.array(
    z.object({
      slug,
      title: text,
      summary: z.string(),
      body: z.array(z.object({ heading: text, paragraphs: z.array(text), items: z.array(text).optional() })).min(1),
      link_path: z.string().startsWith('/').optional(),
      link_label: text.optional(),
      display_order: z.number().int(),
    }),
  ),
});

export type SitePagesData = z.infer<typeof sitePagesSchema>;
export type CollectionsData = z.infer<typeof collectionsSchema>;
export type ArticlesData = z.infer<typeof articlesSchema>;
export type PriceGuidesData = z.infer<typeof priceGuidesSchema>;

function read<T>(name: string, schema: z.ZodType<T>): T {
  return schema.parse(JSON.parse(readFileSync(new URL(name, DIR), 'utf8')));
}

/** The bundled editorial content, validated. */
export function readContentData() {
  return {
    collections: read('collections.json', collectionsSchema).collections,
    articles: read('articles.json', articlesSchema).articles,
    priceGuides: read('price-guides.json', priceGuidesSchema).price_guides,
    sitePages: read('site-pages.json', sitePagesSchema).pages,
  };
}

function lookup(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`${what}: unknown slug ${key}`);
  return id;
}

/**
 * Loads the bundled collections, articles and price-guide texts. Upserts by slug (by category
 * for price guides), so editing a JSON file and seeding again updates that entry in place.
 * Needs the catalogue seeded first.
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  const data = readContentData();
  const categoryId = new Map((await db.selectFrom('quote_categories').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]));
  const genreId = new Map((await db.selectFrom('genres').select(['id', 'slug']).execute()).map((g) => [g.slug, g.id]));

  for (const [index, c] of data.collections.entries()) {
    const values = { title: c.title, summary: c.summary, icon: c.icon, intro: JSON.stringify(c.intro), display_order: index + 1 };
    // A collection whose words were edited in the console keeps them (edited_by_operator_at); its
    // categories still come from the file. The upsert returns no row then, so it is read by slug.
    const upserted = await db
      .insertInto('feature_collections')
      .values({ slug: c.slug, ...values })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ ...values, modified: new Date() }).where('feature_collections.edited_by_operator_at', 'is', null))
      .returning('id')
      .executeTakeFirst();
    const { id } = upserted ?? (await db.selectFrom('feature_collections').select('id').where('slug', '=', c.slug).executeTakeFirstOrThrow());
    const items = c.items.map((item, order) => ({
      feature_collection_id: id,
      quote_category_id: lookup(categoryId, item.category, `collection ${c.slug}`),
      note: item.note,
      display_order: order + 1,
    }));
    // The file is the whole list: items dropped from it go. Upserts, so servers starting together agree.
    await db
      .deleteFrom('feature_collection_items')
      .where('feature_collection_id', '=', id)
      .where(
        'quote_category_id',
        'not in',
        items.map((i) => i.quote_category_id),
      )
      .execute();
    await db
      .insertInto('feature_collection_items')
      .values(items)
      .onConflict((oc) =>
        oc.columns(['feature_collection_id', 'quote_category_id']).doUpdateSet((eb) => ({
          note: eb.ref('excluded.note'),
          display_order: eb.ref('excluded.display_order'),
        })),
      )
      .execute();
  }

  for (const a of data.articles) {
    const values = {
      title: a.title,
      summary: a.summary,
      author_name: a.author_name,
      body: JSON.stringify(a.body),
      genre_id: a.genre ? lookup(genreId, a.genre, `article ${a.slug}`) : null,
      quote_category_id: a.category ? lookup(categoryId, a.category, `article ${a.slug}`) : null,
      reading_minutes: a.reading_minutes,
      published_at: a.published_at,
    };
    await db
      .insertInto('articles')
      .values({ slug: a.slug, ...values })
      // An article edited in the console is left as the console left it.
      .onConflict((oc) => oc.column('slug').doUpdateSet({ ...values, modified: new Date() }).where('articles.edited_by_operator', '=', false))
      .execute();
  }

  for (const g of data.priceGuides) {
    const values = {
      intro: JSON.stringify(g.intro),
      factors: JSON.stringify(g.factors),
      tips: JSON.stringify(g.tips),
      faq: JSON.stringify(g.faq),
    };
    await db
      .insertInto('price_guides')
      .values({ quote_category_id: lookup(categoryId, g.category, 'price guide'), ...values })
      // A guide edited in the console is left as the console left it.
      .onConflict((oc) => oc.column('quote_category_id').doUpdateSet({ ...values, modified: new Date() }).where('price_guides.edited_by_operator_at', 'is', null))
      .execute();
  }

  // The footer's pages: a missing one is added (published), one from the file is updated from it
  // until an operator edits it in the console (edited_by_operator: a draft, a publish or an
  // unpublish), after which the seed leaves it alone.
  const seededAt = new Date();
  for (const p of data.sitePages) {
    const values = {
      title: p.title,
      summary: p.summary,
      body: JSON.stringify(p.body),
      link_path: p.link_path ?? null,
      link_label: p.link_label ?? null,
      display_order: p.display_order,
    };
    await db
      .insertInto('site_pages')
      .values({ slug: p.slug, ...values, published_at: seededAt })
      .onConflict((oc) => oc.column('slug').doUpdateSet({ ...values, modified: new Date() }).where('site_pages.edited_by_operator', '=', false))
      .execute();
  }
}
