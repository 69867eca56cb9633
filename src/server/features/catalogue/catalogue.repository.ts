import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The active genres in display order (a genre the console deactivated is left out). */
export function listGenres(db: Kysely<Database>) {
  return db.selectFrom('genres').selectAll().where('is_active', '=', true).orderBy('display_order').orderBy('id').execute();
}

/** Active categories of active genres with their genre, in display order; optionally one genre's only. */
export function listCategories(db: Kysely<Database>, genreSlug?: string) {
  let query = db
    .selectFrom('quote_categories as c')
    .innerJoin('genres as g', 'g.id', 'c.genre_id')
    .select([
      'c.id',
      'c.slug',
      'c.name',
      'c.group_name',
      'c.description',
      'c.is_popular',
      'c.price_hint_type',
      'c.price_hint_low',
      'c.price_hint_high',
      'c.price_hint_unit',
      'g.id as genre_id',
      'g.slug as genre_slug',
      'g.name as genre_name',
    ])
    .where('c.is_active', '=', true)
    .where('g.is_active', '=', true);
  if (genreSlug) query = query.where('g.slug', '=', genreSlug);
  return query.orderBy('g.display_order').orderBy('c.display_order').execute();
}
export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

/** The active form fields of one category, in display order. */
export function listFormFields(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('quote_form_fields')
    .selectAll()
    .where('quote_category_id', '=', categoryId)
    .where('is_active', '=', true)
    .orderBy('display_order')
    .execute();
}
export type FormFieldRow = Awaited<ReturnType<typeof listFormFields>>[number];

/**
 * The active cities with their active districts, in the official order (a district's console
 * order first, then its postal code). Deactivated ones are no longer offered; rows that use them keep them.
 */
export async function listCities(db: Kysely<Database>) {
  const [cities, districts] = await Promise.all([
    db.selectFrom('cities').selectAll().where('is_active', '=', true).orderBy('display_order').execute(),
    db.selectFrom('districts').selectAll().where('is_active', '=', true).orderBy('display_order').orderBy('zipcode').orderBy('id').execute(),
  ]);
  return cities.map((city) => ({ ...city, districts: districts.filter((d) => d.city_id === city.id) }));
}
export type CityRow = Awaited<ReturnType<typeof listCities>>[number];

/** Every category's everyday words (a few thousand rows at most). */
export async function listSynonyms(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const rows = await db
    .selectFrom('quote_category_synonyms as s')
    .innerJoin('quote_categories as c', 'c.id', 's.quote_category_id')
    .select(['c.slug', 's.term'])
    .where('c.is_active', '=', true)
    .orderBy('s.id')
    .execute();
  const bySlug: Record<string, string[]> = {};
  for (const { slug, term } of rows) bySlug[slug] = [...(bySlug[slug] ?? []), term];
  return bySlug;
}
