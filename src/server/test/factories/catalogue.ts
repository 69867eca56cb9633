import type { Kysely } from 'kysely';
import { taipeiDateKey } from '../../../domain/time';
import type { Database } from '../../db/schema';

/** Places and categories from the bundled lists, and valid answers to a category's questions. */

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

/** A city and one of its districts from the bundled list, by name. */
export async function findPlace(db: Db, cityName: string, districtName: string) {
  const row = await db
    .selectFrom('districts as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select(['c.id as cityId', 'd.id as districtId'])
    .where('c.name', '=', cityName)
    .where('d.name', '=', districtName)
    .executeTakeFirstOrThrow();
  return row;
}

/** A city's id from the bundled list, by name. */
export async function findCity(db: Db, cityName: string): Promise<number> {
  return (await db.selectFrom('cities').select('id').where('name', '=', cityName).executeTakeFirstOrThrow()).id;
}

/** An active category with its active questions, by slug. */
export async function findCategory(db: Db, slug: string) {
  const category = await db.selectFrom('quote_categories').select(['id', 'slug', 'name']).where('slug', '=', slug).executeTakeFirstOrThrow();
  const fields = await db
    .selectFrom('quote_form_fields')
    .selectAll()
    .where('quote_category_id', '=', category.id)
    .where('is_active', '=', true)
    .orderBy('display_order')
    .execute();
  return { ...category, fields };
}
export type CategoryWithFields = Awaited<ReturnType<typeof findCategory>>;

/** Valid answers to every question of the category, as form fields (QuoteFormSubmissionField[id]). */
export function validAnswers(category: CategoryWithFields): [string, string][] {
  const tomorrow = taipeiDateKey(new Date(Date.now() + DAY_MS));
  return category.fields.map((f): [string, string] => {
    const name = `QuoteFormSubmissionField[${f.id}]`;
    switch (f.type) {
      case 'single_choice':
      case 'multiple_choice':
        return [name, f.options[0]!];
      case 'number':
        return [name, '2'];
      case 'date':
        return [name, tomorrow];
      default:
        return [name, '日立 RAC-40JP'];
    }
  });
}
