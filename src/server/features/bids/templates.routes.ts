import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { QUOTE_TEMPLATES_MAX, type QuoteTemplateInput, quoteTemplateSchema } from '../../../domain/bids/quote-template';
import { AppError } from '../../../domain/errors/app-error';
import { toUtcString } from '../../../domain/time';
import type { Database, QuoteTemplatesTable } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';

type Db = Kysely<Database>;

export interface QuoteTemplateResponse {
  id: number;
  display_name: string;
  price_note: string;
  hourly_rate_at: number | null;
  flat_rate_at: number | null;
  on_site: 0 | 1;
  quote_service_id: number | null;
  quote_category_id: number | null;
  attachments: string[];
  modified: string;
}

function toTemplateResponse(row: Selectable<QuoteTemplatesTable>): QuoteTemplateResponse {
  return {
    id: row.id,
    display_name: row.display_name,
    price_note: row.price_note,
    hourly_rate_at: row.hourly_rate_at,
    flat_rate_at: row.flat_rate_at,
    on_site: row.on_site ? 1 : 0,
    quote_service_id: row.quote_service_id,
    quote_category_id: row.quote_category_id,
    attachments: row.attachments,
    modified: toUtcString(row.modified),
  };
}

const NOT_FOUND = '找不到這個報價範本。';

function templateId(file: string): number {
  const id = file.replace(/\.json$/, '');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound(NOT_FOUND);
  return Number(id);
}

/** The service and category a template names must be the pro's own service and a real category. */
async function checkReferences(db: Db, userId: number, input: QuoteTemplateInput): Promise<void> {
  if (input.quote_service_id !== null) {
    const service = await db.selectFrom('quote_services').select('id').where('id', '=', input.quote_service_id).where('user_id', '=', userId).executeTakeFirst();
    if (!service) throw AppError.invalid([{ field: 'quote_service_id', message: '請選擇您自己的服務' }]);
  }
  if (input.quote_category_id !== null) {
    const category = await db.selectFrom('quote_categories').select('id').where('id', '=', input.quote_category_id).executeTakeFirst();
    if (!category) throw AppError.invalid([{ field: 'quote_category_id', message: '沒有這個服務類別' }]);
  }
}

function columns(input: QuoteTemplateInput) {
  return {
    display_name: input.display_name,
    price_note: input.price_note,
    flat_rate_at: input.flat_rate_at,
    hourly_rate_at: input.hourly_rate_at,
    on_site: input.on_site,
    quote_service_id: input.quote_service_id,
    quote_category_id: input.quote_category_id,
    attachments: JSON.stringify(input.attachments),
  };
}

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};
const fileParams = z.object({ file: z.string() });

/** Quote templates: the pro's saved quotes, used when sending (`last_used_template_id`). */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const list = async (request: FastifyRequest, rest: string) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(rest);
    let query = db.selectFrom('quote_templates').selectAll().where('user_id', '=', userId);
    for (const key of ['quote_service_id', 'quote_category_id'] as const) {
      const value = named[key];
      if (value === undefined) continue;
      if (!/^[1-9]\d{0,9}$/.test(value)) throw AppError.invalid([{ field: key, message: '編號格式不正確' }]);
      // A template without a service or category fits every one.
      query = query.where((eb) => eb.or([eb(key, '=', Number(value)), eb(key, 'is', null)]));
    }
    const rows = await query.orderBy('modified', 'desc').orderBy('id', 'desc').limit(QUOTE_TEMPLATES_MAX).execute();
    return ok({ quote_templates: rows.map(toTemplateResponse) });
  };
  app.get('/quote_templates/index.json', (request) => list(request, ''));
  app.get('/quote_templates/index/*', (request) => list(request, (request.params as { '*': string })['*']));

  app.post('/quote_templates/add.json', sessionFirst, async (request) => {
    const { userId } = await request.requireSession();
    const input = parseInput(quoteTemplateSchema, request.body);
    await checkReferences(db, userId, input);
    const row = await db.transaction().execute(async (trx) => {
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
    return ok({ quote_template: toTemplateResponse(row) });
  });

  app.post('/quote_templates/edit/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = templateId(request.params.file);
    const input = parseInput(quoteTemplateSchema, request.body);
    await checkReferences(db, userId, input);
    const row = await db
      .updateTable('quote_templates')
      .set({ ...columns(input), modified: new Date() })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw AppError.notFound(NOT_FOUND);
    return ok({ quote_template: toTemplateResponse(row) });
  });

  app.post('/quote_templates/delete/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = templateId(request.params.file);
    const result = await db.deleteFrom('quote_templates').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw AppError.notFound(NOT_FOUND);
    return ok();
  });
};
