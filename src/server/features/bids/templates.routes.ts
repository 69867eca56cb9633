import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { QUOTE_TEMPLATES_MAX, type QuoteTemplateInput, quoteTemplateSchema } from '../../../domain/bids/quote-template';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { FileStorage } from '../../adapters/storage/storage';
import { toUtcString } from '../../../domain/time';
import type { Database, QuoteTemplatesTable } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import { isUpload, readUploads, removeAttachments, saveAttachments } from '../messages/message-attachments';
import { attachmentFromUrl, QUOTE_ATTACHMENTS_MAX, QUOTE_UPLOAD_FOLDER, QUOTE_UPLOAD_RULES } from './quote-attachments';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

type Db = Kysely<Database>;

export interface QuoteTemplateResponse {
  id: number;
  display_name: string;
  price_note: string;
  hourly_rate_at: number | null;
  flat_rate_at: number | null;
  on_site: 0 | 1;
  /** 1: quotes sent with it pay their fee when the consumer makes contact. */
  is_contact_charge: 0 | 1;
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
    is_contact_charge: row.is_contact_charge ? 1 : 0,
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

/**
 * A template's body with its files: `attachments` may hold new files (multipart) and URLs of
 * files the pro already sent with a quote or keeps in a template; at most five in all. The new
 * files are checked here and stored by `storeFiles`.
 */
async function readTemplateBody(db: Db, userId: number, body: unknown) {
  const raw = { ...((body ?? {}) as Record<string, unknown>) };
  const entries = raw.attachments === undefined || raw.attachments === '' ? [] : Array.isArray(raw.attachments) ? raw.attachments : [raw.attachments];
  const files = entries.filter(isUpload);
  const urls = entries.filter((e): e is string => typeof e === 'string');
  const invalid = (message: string) => AppError.invalid([{ field: 'attachments', message }], ErrorText.UnableToUpload);
  if (files.length + urls.length !== entries.length) throw invalid('請上傳檔案或提供附件網址');
  if (entries.length > QUOTE_ATTACHMENTS_MAX) throw invalid(`附件最多 ${QUOTE_ATTACHMENTS_MAX} 個`);
  const input = parseInput(quoteTemplateSchema, { ...raw, attachments: urls });
  const checked = readUploads(files, QUOTE_UPLOAD_RULES);
  for (const url of new Set(input.attachments)) {
    if (!attachmentFromUrl(url, 0) || !(await ownsFile(db, userId, url))) throw invalid('附件必須是您上傳過的檔案');
  }
  return { input, checked };
}

/** Whether the URL names a file on one of the pro's quotes or templates. */
async function ownsFile(db: Db, userId: number, url: string): Promise<boolean> {
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

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};
const fileParams = z.object({ file: z.string() });

/** Quote templates: the pro's saved quotes, used when sending (`last_used_template_id`). */
export const templatesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
  const db = app.db;

  /** Stores the checked files, runs the write with the template's final attachments, and removes the files when the write fails. */
  const withFiles = async <T>(body: Awaited<ReturnType<typeof readTemplateBody>>, write: (input: QuoteTemplateInput) => Promise<T>): Promise<T> => {
    const saved = await saveAttachments(storage, body.checked, QUOTE_UPLOAD_FOLDER);
    try {
      return await write({ ...body.input, attachments: [...body.input.attachments, ...saved.map((a) => a.url)] });
    } catch (error) {
      await removeAttachments(storage, saved);
      throw error;
    }
  };

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

  app.post('/quote_templates/add.json', { ...sessionFirst, config: { uploads: UPLOAD_ROUTES.templateAttachments } }, async (request) => {
    const { userId } = await request.requireSession();
    const body = await readTemplateBody(db, userId, request.body);
    await checkReferences(db, userId, body.input);
    const row = await withFiles(body, (input) => db.transaction().execute(async (trx) => {
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
    }));
    return ok({ quote_template: toTemplateResponse(row) });
  });

  app.post('/quote_templates/edit/:file', { ...sessionFirst, schema: { params: fileParams }, config: { uploads: UPLOAD_ROUTES.templateAttachments } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = templateId(request.params.file);
    const body = await readTemplateBody(db, userId, request.body);
    await checkReferences(db, userId, body.input);
    const row = await withFiles(body, async (input) => {
      const updated = await db
        .updateTable('quote_templates')
        .set({ ...columns(input), modified: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw AppError.notFound(NOT_FOUND);
      return updated;
    });
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
