import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the console's genre, city and district editor. */

type Db = Kysely<Database>;

/** Every genre, active or not, in the catalogue's order, with how many categories it holds. */
export function listGenres(db: Db) {
  return db
    .selectFrom('genres as g')
    .select((eb) => [
      'g.id',
      'g.slug',
      'g.name',
      'g.description',
      'g.display_order',
      'g.is_active',
      'g.seed_slug',
      eb.selectFrom('quote_categories as c').select((e) => e.fn.countAll<number>().as('n')).whereRef('c.genre_id', '=', 'g.id').as('category_count'),
      eb
        .selectFrom('quote_categories as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.genre_id', '=', 'g.id')
        .where('c.is_active', '=', true)
        .as('active_category_count'),
    ])
    .orderBy('g.display_order')
    .orderBy('g.id')
    .execute();
}
export type GenreRecord = Awaited<ReturnType<typeof listGenres>>[number];

export function findGenre(db: Db, id: number, lock = false) {
  let query = db.selectFrom('genres').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('genres').select('id').where('slug', '=', slug);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface GenreValues {
  slug: string;
  name: string;
  description: string;
  display_order: number;
  is_active: boolean;
}

export async function insertGenre(db: Db, values: GenreValues, at: Date): Promise<number> {
  const row = await db.insertInto('genres').values({ ...values, edited_by_operator_at: at }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateGenre(db: Db, id: number, values: Partial<GenreValues>, at: Date): Promise<void> {
  await db.updateTable('genres').set({ ...values, edited_by_operator_at: at }).where('id', '=', id).execute();
}

export async function categoriesInGenre(db: Db, id: number): Promise<number> {
  const row = await db.selectFrom('quote_categories').select((e) => e.fn.countAll<number>().as('n')).where('genre_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteGenre(db: Db, id: number): Promise<void> {
  await db.deleteFrom('genres').where('id', '=', id).execute();
}

/** Every city and county, active or not, in their order, with how many districts each holds. */
export function listCities(db: Db) {
  return db
    .selectFrom('cities as c')
    .select((eb) => [
      'c.id',
      'c.slug',
      'c.name',
      'c.display_order',
      'c.is_active',
      eb.selectFrom('districts as d').select((e) => e.fn.countAll<number>().as('n')).whereRef('d.city_id', '=', 'c.id').as('district_count'),
      eb
        .selectFrom('districts as d')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('d.city_id', '=', 'c.id')
        .where('d.is_active', '=', true)
        .as('active_district_count'),
    ])
    .orderBy('c.display_order')
    .orderBy('c.id')
    .execute();
}
export type CityRecord = Awaited<ReturnType<typeof listCities>>[number];

export function findCity(db: Db, id: number, lock = false) {
  let query = db.selectFrom('cities').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function cityNameTaken(db: Db, name: string, exceptId: number): Promise<boolean> {
  return (await db.selectFrom('cities').select('id').where('name', '=', name).where('id', '<>', exceptId).executeTakeFirst()) !== undefined;
}

export async function updateCity(db: Db, id: number, values: { name?: string; display_order?: number; is_active?: boolean }, at: Date): Promise<void> {
  await db.updateTable('cities').set({ ...values, edited_by_operator_at: at }).where('id', '=', id).execute();
}

/** A city's districts, active or not, in the order the public lists show them. */
export function listDistricts(db: Db, cityId: number) {
  return db
    .selectFrom('districts')
    .select(['id', 'name', 'zipcode', 'display_order', 'is_active'])
    .where('city_id', '=', cityId)
    .orderBy('display_order')
    .orderBy('zipcode')
    .orderBy('id')
    .execute();
}

export function findDistrict(db: Db, id: number, lock = false) {
  let query = db.selectFrom('districts').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function districtNameTaken(db: Db, cityId: number, name: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('districts').select('id').where('city_id', '=', cityId).where('name', '=', name);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface DistrictValues {
  name: string;
  zipcode: string;
  display_order: number;
}

export async function insertDistrict(db: Db, cityId: number, values: DistrictValues, at: Date): Promise<number> {
  const row = await db
    .insertInto('districts')
    .values({ city_id: cityId, ...values, edited_by_operator_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDistrict(db: Db, id: number, values: Partial<DistrictValues> & { is_active?: boolean }, at: Date): Promise<void> {
  await db.updateTable('districts').set({ ...values, edited_by_operator_at: at }).where('id', '=', id).execute();
}
