import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Selectable, Kysely } from 'kysely';
import { z } from 'zod';
import { type QuoteTemplateInput, type QuoteTemplateResponse, quoteTemplateAnswerShape, quoteTemplateSchema, quoteTemplatesAnswerShape } from '../../../domain/bids/quote-template';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import type { FileStorage } from '../../adapters/storage/storage';
import { toUtcString } from '../../../domain/time';
import type { Database, QuoteTemplatesTable } from '../../db/schema';
import { emptySuccessSchema } from '../../../domain/http/envelope';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import { isUpload, readUploads, removeAttachments, saveAttachments } from '../../lib/uploads/attachments';
import { attachmentFromUrl, QUOTE_ATTACHMENTS_MAX, QUOTE_UPLOAD_FOLDER, QUOTE_UPLOAD_RULES } from '../bids';
import { categoryExists, deleteOwnTemplate, insertTemplate, listTemplates, ownsFile, ownsService, type TemplateFilter, updateOwnTemplate } from './templates.repository';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';

type Db = Kysely<Database>;

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

/** The service and category a template names must be the pro's own service and a real category. */
async function checkReferences(db: Db, userId: number, input: QuoteTemplateInput): Promise<void> {
  if (input.quote_service_id !== null && !(await ownsService(db, userId, input.quote_service_id))) {
    throw AppError.invalid([{ field: 'quote_service_id', message: '請選擇您自己的服務' }]);
  }
  if (input.quote_category_id !== null && !(await categoryExists(db, input.quote_category_id))) {
    throw AppError.invalid([{ field: 'quote_category_id', message: '沒有這個服務類別' }]);
  }
}

/**
 * A template's body with its files: `attachments` may hold new files (multipart) and URLs of
 * files the pro already sent with a quote or keeps in a template; at most five in all. The new
 * files are checked here and stored by `storeFiles`; the references are checked too.
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
  await checkReferences(db, userId, input);
  return { input, checked };
}

/** The list's named filters: ids only (400 naming the filter otherwise). */
function readFilter(named: Record<string, string>): TemplateFilter {
  const filter: TemplateFilter = {};
  for (const key of ['quote_service_id', 'quote_category_id'] as const) {
    const value = named[key];
    if (value === undefined) continue;
    if (!/^[1-9]\d{0,9}$/.test(value)) throw AppError.invalid([{ field: key, message: '編號格式不正確' }]);
    filter[key] = Number(value);
  }
  return filter;
}

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};
const oneTemplate = okResponse(quoteTemplateAnswerShape);
const templateList = { schema: { response: okResponse(quoteTemplatesAnswerShape) } };
const withFilesOptions = { ...sessionFirst, config: { notFoundText: NOT_FOUND, uploads: UPLOAD_ROUTES.templateAttachments } };

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
    const rows = await listTemplates(db, userId, readFilter(parseNamedParams(rest).named));
    return ok({ quote_templates: rows.map(toTemplateResponse) });
  };
  app.get('/quote_templates/index.json', templateList, (request) => list(request, ''));
  app.get('/quote_templates/index/*', { schema: { ...templateList.schema, params: z.object({ '*': z.string() }) } }, (request) => list(request, request.params['*']));

  app.post('/quote_templates/add.json', { ...withFilesOptions, schema: { response: oneTemplate } }, async (request) => {
    const { userId } = await request.requireSession();
    const body = await readTemplateBody(db, userId, request.body);
    const row = await withFiles(body, (input) => insertTemplate(db, userId, input));
    return ok({ quote_template: toTemplateResponse(row) });
  });

  app.post('/quote_templates/edit/:file', { ...withFilesOptions, schema: { params: fileIdParams, response: oneTemplate } }, async (request) => {
    const { userId } = await request.requireSession();
    const body = await readTemplateBody(db, userId, request.body);
    const row = await withFiles(body, async (input) => {
      const updated = await updateOwnTemplate(db, userId, request.params.file, input);
      if (!updated) throw AppError.notFound(NOT_FOUND);
      return updated;
    });
    return ok({ quote_template: toTemplateResponse(row) });
  });

  app.post(
    '/quote_templates/delete/:file',
    { ...sessionFirst, schema: { params: fileIdParams, response: { 200: emptySuccessSchema } }, config: { notFoundText: NOT_FOUND } },
    async (request) => {
      const { userId } = await request.requireSession();
      if (!(await deleteOwnTemplate(db, userId, request.params.file))) throw AppError.notFound(NOT_FOUND);
      return ok();
    },
  );
};
