import { type Kysely, sql } from 'kysely';
import { QUOTE_TEMPLATES_MAX, type QuoteTemplateInput } from '../../../domain/bids/quote-template';
import { AppError } from '../../../domain/errors/app-error';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The filters of the template list: a template without a service or category fits every one. */
export interface TemplateFilter {
  quote_service_id?: number;
  quote_category_id?: number;
}

/** The pro's templates fitting the filter, the last changed first. */
export function listTemplates(db: Db, userId: number, filter: TemplateFilter) {
  let query = db.selectFrom('quote_templates').selectAll().where('user_id', '=', userId);
  for (const key of ['quote_service_id', 'quote_category_id'] as const) {
    const value = filter[key];
    if (value !== undefined) query = query.where((eb) => eb.or([eb(key, '=', value), eb(key, 'is', null)]));
  }
  return query.orderBy('modified', 'desc').orderBy('id', 'desc').limit(QUOTE_TEMPLATES_MAX).execute();
}

/** Whether the service is the pro's own. */
export async function ownsService(db: Db, userId: number, serviceId: number): Promise<boolean> {
  const row = await db.selectFrom('quote_services').select('id').where('id', '=', serviceId).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function categoryExists(db: Db, categoryId: number): Promise<boolean> {
  const row = await db.selectFrom('quote_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the URL names a file on one of the pro's quotes or templates. */
export async function ownsFile(db: Db, userId: number, url: string): Promise<boolean> {
  const onBid = await db
    .selectFrom('quote_bids')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`attachments @> jsonb_build_array(jsonb_build_object('url', ${url}::text))`)
    .executeTakeFirst();
  if (onBid) return true;
  const inTemplate = await db
    .selectFrom('quote_templates')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`attachments @> jsonb_build_array(${url}::text)`)
    .executeTakeFirst();
  return inTemplate !== undefined;
}

function columns(input: QuoteTemplateInput) {
  return {
    display_name: input.display_name,
    price_note: input.price_note,
    flat_rate_at: input.flat_rate_at,
    hourly_rate_at: input.hourly_rate_at,
    on_site: input.on_site,
    is_contact_charge: input.is_contact_charge,
    quote_service_id: input.quote_service_id,
    quote_category_id: input.quote_category_id,
    attachments: JSON.stringify(input.attachments),
  };
}

/** Adds a template; a pro at QUOTE_TEMPLATES_MAX is refused (400 naming display_name). */
export function insertTemplate(db: Db, userId: number, input: QuoteTemplateInput) {
  return db.transaction().execute(async (trx) => {
    // Lock the pro's row so two adds at once cannot pass the cap together.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const { count } = await trx
      .selectFrom('quote_templates')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= QUOTE_TEMPLATES_MAX) {
      throw AppError.invalid([{ field: 'display_name', message: `報價範本最多 ${QUOTE_TEMPLATES_MAX} 個，請先刪除不用的範本` }]);
    }
    return trx
      .insertInto('quote_templates')
      .values({ user_id: userId, ...columns(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Changes one of the pro's templates; undefined when he has no such template. */
export function updateOwnTemplate(db: Db, userId: number, id: number, input: QuoteTemplateInput) {
  return db
    .updateTable('quote_templates')
    .set({ ...columns(input), modified: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes one of the pro's templates; false when he has no such template. */
export async function deleteOwnTemplate(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('quote_templates').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
