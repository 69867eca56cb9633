import type { Kysely } from 'kysely';
import { OPS_CATEGORY_PAGE_SIZE, type OpsCategoryFilter, type QuestionType } from '../../../domain/ops/catalogue.contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of categories, active or not, by genre then the catalogue's order: the filter and sort
 * use quote_categories_genre_idx (genre_id, display_order) and the name's trigram index.
 */
export async function listCategoryPage(db: Db, filter: OpsCategoryFilter, page: number) {
  let query = db.selectFrom('quote_categories as c').innerJoin('genres as g', 'g.id', 'c.genre_id');
  if (filter.q !== '') query = query.where((eb) => eb.or([eb('c.name', 'ilike', `%${escapeLike(filter.q)}%`), eb('c.slug', '=', filter.q.toLowerCase())]));
  if (filter.genre !== '') query = query.where('g.slug', '=', filter.genre);
  if (filter.active !== '') query = query.where('c.is_active', '=', filter.active === '1');
  const [rows, total] = await Promise.all([
    query
      .select((eb) => [
        'c.id',
        'c.slug',
        'c.name',
        'c.is_active',
        'g.id as genre_id',
        'g.slug as genre_slug',
        'g.name as genre_name',
        eb
          .selectFrom('quote_form_fields as f')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('f.quote_category_id', '=', 'c.id')
          .where('f.is_active', '=', true)
          .as('question_count'),
      ])
      .orderBy('c.genre_id')
      .orderBy('c.display_order')
      .orderBy('c.id')
      .limit(OPS_CATEGORY_PAGE_SIZE)
      .offset((page - 1) * OPS_CATEGORY_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function listGenreRefs(db: Db) {
  return db.selectFrom('genres').select(['id', 'slug', 'name']).orderBy('display_order').orderBy('id').execute();
}

/** One category, active or not; `lock` takes its row for a change. */
export function findCategory(db: Db, id: number, lock = false) {
  let query = db.selectFrom('quote_categories').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type CategoryRecord = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

/** Every question of a category, retired ones too, in the form's order, with how many requests answered each. */
export function listQuestions(db: Db, categoryId: number) {
  return db
    .selectFrom('quote_form_fields as f')
    .select((eb) => [
      'f.id',
      'f.quote_category_id',
      'f.label',
      'f.type',
      'f.options',
      'f.is_required',
      'f.placeholder',
      'f.display_order',
      'f.is_active',
      eb
        .selectFrom('quote_form_submission_fields as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.quote_form_field_id', '=', 'f.id')
        .as('answer_count'),
    ])
    .where('f.quote_category_id', '=', categoryId)
    .orderBy('f.is_active', 'desc')
    .orderBy('f.display_order')
    .execute();
}
export type QuestionRecord = Awaited<ReturnType<typeof listQuestions>>[number];

/** One question; `lock` takes its row for a change. */
export function findQuestion(db: Db, id: number, lock = false) {
  let query = db.selectFrom('quote_form_fields').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Whether any request answered the question (its label and options are then that request's record). */
export async function questionHasAnswers(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('quote_form_submission_fields').select('id').where('quote_form_field_id', '=', id).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The display_order after every question of the category, retired ones included (the pair is unique). */
export async function nextDisplayOrder(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('quote_form_fields')
    .select((eb) => eb.fn.max('display_order').as('top'))
    .where('quote_category_id', '=', categoryId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export interface QuestionValues {
  label: string;
  type: QuestionType;
  options: string[];
  is_required: boolean;
  placeholder: string | null;
}

/** Adds a question; `at` marks it as the console's (the catalogue seed never changes it). */
export async function insertQuestion(db: Db, categoryId: number, values: QuestionValues, displayOrder: number, at: Date): Promise<number> {
  const row = await db
    .insertInto('quote_form_fields')
    .values({
      quote_category_id: categoryId,
      ...values,
      options: JSON.stringify(values.options),
      display_order: displayOrder,
      is_active: true,
      edited_by_operator_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a question; `at` marks it as the console's (the catalogue seed never changes it again). */
export async function updateQuestion(
  db: Db,
  id: number,
  values: Partial<QuestionValues> & { display_order?: number; is_active?: boolean },
  at: Date,
): Promise<void> {
  const { options, ...rest } = values;
  await db
    .updateTable('quote_form_fields')
    .set({ ...rest, ...(options === undefined ? {} : { options: JSON.stringify(options) }), edited_by_operator_at: at })
    .where('id', '=', id)
    .execute();
}

/**
 * Gives the questions the display orders in the order given. (quote_category_id, display_order)
 * is unique and checked row by row, so the rows first step aside to negative numbers.
 */
export async function setDisplayOrders(db: Db, orders: { id: number; display_order: number }[], at: Date): Promise<void> {
  for (const { id } of orders) await db.updateTable('quote_form_fields').set({ display_order: -id }).where('id', '=', id).execute();
  for (const { id, display_order } of orders) {
    await db.updateTable('quote_form_fields').set({ display_order, edited_by_operator_at: at }).where('id', '=', id).execute();
  }
}

/** Changes a category; `at` marks it as the console's (the catalogue seed never changes it again). */
export async function updateCategory(db: Db, id: number, values: Partial<Omit<CategoryRecord, 'id' | 'slug' | 'edited_by_operator_at'>>, at: Date): Promise<void> {
  await db.updateTable('quote_categories').set({ ...values, edited_by_operator_at: at }).where('id', '=', id).execute();
}

export async function genreExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('genres').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
