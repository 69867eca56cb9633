import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { allRecorded, migrationNames } from '../migrate';
import type { Database } from '../schema';
import { seedContent } from './content/content-seed';

const DATA_DIR = new URL('./data/', import.meta.url);
const CONTENT_DIR = new URL('./content/', import.meta.url);
// Recorded in schema_migrations beside the migrations: the seed of these exact files is in.
const SEED_VERSION_PREFIX = 'seed:catalogue:';

const fieldSchema = z.object({
  label: z.string().min(1),
  type: z.enum(['single_choice', 'multiple_choice', 'text', 'number', 'date']),
  options: z.array(z.string().min(1)),
  required: z.boolean(),
  display_order: z.number().int().positive(),
  is_active: z.boolean(),
  placeholder: z.string().optional(),
});

const catalogueSchema = z.object({
  genres: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(1),
      description: z.string(),
      display_order: z.number().int(),
      icon: z.string().default(''),
    }),
  ),
  categories: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      name: z.string().min(1),
      genre: z.string(),
      group: z.string().default(''),
      description: z.string(),
      is_popular: z.boolean().default(false),
      price_hint: z
        .object({ type: z.enum(['flat', 'hourly']), low: z.number().int(), high: z.number().int(), unit: z.string() })
        .optional(),
      fields: z.array(fieldSchema).min(3).max(8),
    }),
  ),
});
export type CatalogueData = z.infer<typeof catalogueSchema>;

const divisionsSchema = z.object({
  cities: z.array(
    z.object({
      name: z.string(),
      slug: z.string().regex(/^[a-z0-9-]+$/),
      display_order: z.number().int(),
      districts: z.array(z.object({ name: z.string(), zipcode: z.string().regex(/^\d{3}$/) })),
    }),
  ),
});
export type DivisionsData = z.infer<typeof divisionsSchema>;

function readJson(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, DATA_DIR), 'utf8'));
}

/** The bundled catalogue (genres, categories and their question forms), validated. */
export function readCatalogueData(): CatalogueData {
  return catalogueSchema.parse(readJson('catalogue.json'));
}

const synonymsSchema = z.object({ synonyms: z.record(z.string().regex(/^[a-z0-9-]+$/), z.array(z.string().trim().min(1).max(30))) });

/** Everyday words for each category, by slug (category-synonyms.json), validated. */
export function readCategorySynonyms(): Record<string, string[]> {
  return synonymsSchema.parse(readJson('category-synonyms.json')).synonyms;
}

const centroidsSchema = z.record(z.string(), z.record(z.string(), z.tuple([z.number().min(21).max(27), z.number().min(118).max(123)])));

/** Each district's centre as [lat, lng], by city name and district name (district-centroids.json). */
export function readDistrictCentroids(): z.infer<typeof centroidsSchema> {
  return centroidsSchema.parse(readJson('district-centroids.json'));
}

/** Taiwan's 22 cities and counties with their districts, validated. */
export function readDivisionsData(): DivisionsData {
  return divisionsSchema.parse(readJson('taiwan-divisions.json'));
}

/**
 * What the seed writes depends on: the bundled JSON files (catalogue, synonyms, divisions and
 * content) and the schema they go into (the last migration). A change to either gives a new version.
 */
export function catalogueSeedVersion(): string {
  const digest = createHash('sha256');
  for (const dir of [DATA_DIR, CONTENT_DIR]) {
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      digest.update(`${name}\0`).update(readFileSync(new URL(name, dir))).update('\0');
    }
  }
  digest.update(migrationNames().at(-1) ?? '');
  return `${SEED_VERSION_PREFIX}${digest.digest('hex').slice(0, 32)}`;
}

/**
 * Seeds the catalogue unless this version of it is already in (one query); at every start.
 * Returns whether it seeded.
 */
export async function seedCatalogueIfChanged(db: Kysely<Database>): Promise<boolean> {
  if (await allRecorded(db, [catalogueSeedVersion()])) return false;
  await seedCatalogue(db);
  return true;
}

/**
 * Loads the bundled catalogue and Taiwan's divisions. Adds what is missing and brings the rest up
 * to the files, except a row the operator console has changed (edited_by_operator_at is set):
 * that row is the operator's from then on and the seed never changes it again. Genres are known
 * by their first slug (seed_slug) and districts by their first name (seed_name), so a console
 * rename never makes the seed add the row a second time. Records the version seeded
 * (`catalogueSeedVersion`). The rule is described in docs/adding-a-category.md.
 */
export async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  const catalogue = readCatalogueData();
  const divisions = readDivisionsData();
  const version = catalogueSeedVersion();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('genres')
      .values(catalogue.genres.map(({ slug, name, description, display_order, icon }) => ({ slug, seed_slug: slug, name, description, display_order, icon })))
      .onConflict((oc) =>
        oc
          .column('seed_slug')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            description: eb.ref('excluded.description'),
            display_order: eb.ref('excluded.display_order'),
            icon: eb.ref('excluded.icon'),
          }))
          .where('genres.edited_by_operator_at', 'is', null),
      )
      .execute();
    const genres = await trx
      .selectFrom('genres')
      .select(['id', 'seed_slug'])
      .where(
        'seed_slug',
        'in',
        catalogue.genres.map((g) => g.slug),
      )
      .execute();
    const genreId = new Map(genres.map((g) => [g.seed_slug, g.id]));
    await trx
      .insertInto('quote_categories')
      .values(
        catalogue.categories.map((c, index) => {
          const id = genreId.get(c.genre);
          if (id === undefined) throw new Error(`category ${c.slug}: unknown genre ${c.genre}`);
          return {
            slug: c.slug,
            name: c.name,
            genre_id: id,
            group_name: c.group,
            description: c.description,
            is_popular: c.is_popular,
            price_hint_type: c.price_hint?.type ?? null,
            price_hint_low: c.price_hint?.low ?? null,
            price_hint_high: c.price_hint?.high ?? null,
            price_hint_unit: c.price_hint?.unit ?? null,
            display_order: index + 1,
          };
        }),
      )
      .onConflict((oc) =>
        oc
          .column('slug')
          .doUpdateSet((eb) => ({
            name: eb.ref('excluded.name'),
            genre_id: eb.ref('excluded.genre_id'),
            group_name: eb.ref('excluded.group_name'),
            description: eb.ref('excluded.description'),
            is_popular: eb.ref('excluded.is_popular'),
            price_hint_type: eb.ref('excluded.price_hint_type'),
            price_hint_low: eb.ref('excluded.price_hint_low'),
            price_hint_high: eb.ref('excluded.price_hint_high'),
            price_hint_unit: eb.ref('excluded.price_hint_unit'),
            display_order: eb.ref('excluded.display_order'),
          }))
          .where('quote_categories.edited_by_operator_at', 'is', null),
      )
      .execute();
    const categories = await trx
      .selectFrom('quote_categories')
      .select(['id', 'slug'])
      .where(
        'slug',
        'in',
        catalogue.categories.map((c) => c.slug),
      )
      .execute();
    const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
    await trx
      .insertInto('quote_form_fields')
      .values(
        catalogue.categories.flatMap((c) =>
          c.fields.map((f) => ({
            quote_category_id: categoryId.get(c.slug)!,
            label: f.label,
            type: f.type,
            options: JSON.stringify(f.options),
            is_required: f.required,
            placeholder: f.placeholder ?? null,
            display_order: f.display_order,
            is_active: f.is_active,
          })),
        ),
      )
      .onConflict((oc) =>
        oc
          .columns(['quote_category_id', 'display_order'])
          .doUpdateSet((eb) => ({
            label: eb.ref('excluded.label'),
            type: eb.ref('excluded.type'),
            options: eb.ref('excluded.options'),
            is_required: eb.ref('excluded.is_required'),
            placeholder: eb.ref('excluded.placeholder'),
            is_active: eb.ref('excluded.is_active'),
          }))
          .where('quote_form_fields.edited_by_operator_at', 'is', null),
      )
      .execute();
    await seedSynonyms(trx, categoryId, readCategorySynonyms());
    await seedDivisions(trx, divisions);
    await seedContent(trx);
    await trx.deleteFrom('schema_migrations').where('name', 'like', `${SEED_VERSION_PREFIX}%`).execute();
    await trx.insertInto('schema_migrations').values({ name: version }).onConflict((oc) => oc.doNothing()).execute();
  });
}

/** Adds each category's everyday words; words no longer in the file are removed. */
async function seedSynonyms(db: Kysely<Database>, categoryId: Map<string, number>, synonyms: Record<string, string[]>): Promise<void> {
  const rows = Object.entries(synonyms).flatMap(([slug, terms]) => {
    const id = categoryId.get(slug);
    if (id === undefined) throw new Error(`category-synonyms.json: unknown category ${slug}`);
    return [...new Set(terms)].map((term) => ({ quote_category_id: id, term }));
  });
  const ids = [...categoryId.values()];
  if (ids.length > 0) await db.deleteFrom('quote_category_synonyms').where('quote_category_id', 'in', ids).execute();
  if (rows.length > 0) await db.insertInto('quote_category_synonyms').values(rows).onConflict((oc) => oc.doNothing()).execute();
}

async function seedDivisions(db: Kysely<Database>, divisions: DivisionsData): Promise<void> {
  const centroids = readDistrictCentroids();
  await db
    .insertInto('cities')
    .values(divisions.cities.map(({ name, slug, display_order }) => ({ name, slug, display_order })))
    .onConflict((oc) =>
      oc
        .column('slug')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), display_order: eb.ref('excluded.display_order') }))
        .where('cities.edited_by_operator_at', 'is', null),
    )
    .execute();
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'slug'])
    .where(
      'slug',
      'in',
      divisions.cities.map((c) => c.slug),
    )
    .execute();
  const cityId = new Map(cities.map((c) => [c.slug, c.id]));
  await db
    .insertInto('districts')
    .values(
      divisions.cities.flatMap((c) =>
        c.districts.map((d) => {
          const centre = centroids[c.name]?.[d.name];
          return { city_id: cityId.get(c.slug)!, name: d.name, seed_name: d.name, zipcode: d.zipcode, latitude: centre?.[0] ?? null, longitude: centre?.[1] ?? null };
        }),
      ),
    )
    .onConflict((oc) =>
      oc
        .columns(['city_id', 'seed_name'])
        // A centre is seeded where there is none, never over one already set.
        .doUpdateSet((eb) => ({
          zipcode: eb.ref('excluded.zipcode'),
          latitude: sql<number | null>`coalesce(districts.latitude, excluded.latitude)`,
          longitude: sql<number | null>`coalesce(districts.longitude, excluded.longitude)`,
        }))
        .where('districts.edited_by_operator_at', 'is', null),
    )
    .execute();
}
