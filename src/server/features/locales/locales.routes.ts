import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { SUPPORTED_LANGUAGES } from '../../../domain/limits';
import { isNamespace, NAMESPACES } from '../../../web/i18n/namespaces';
import { ok } from '../../lib/envelope';
import type { LocaleFiles } from './locale-files';
import { servedLanguage } from './locale-files';
import { collectMissingKeys, missingKeysPath } from './missing-keys';

const ONE_YEAR = 31_536_000;
/** Without the content hash in the URL the file may change at the next deploy: revalidate soon. */
const UNVERSIONED_MAX_AGE = 300;
const MAX_MISSING_BODY_BYTES = 32_768;

const missingKeysBody = z
  .record(
    z.string().min(1, '鍵名不可空白').max(200, '鍵名最多 200 個字元'),
    z.string().max(1000, '預設文字最多 1,000 個字元'),
    { error: '必須是鍵名與預設文字的 JSON 物件' },
  )
  .refine((keys) => Object.keys(keys).length > 0 && Object.keys(keys).length <= 100, '一次需送出 1 到 100 個鍵名');

/**
 * Translations as the spec serves them (section 9): GET /locales/{lng}/{ns}.json per namespace
 * and language, unsupported languages answered in zh-TW, long-cached when the URL carries the
 * content hash (`?v=`) and revalidated by ETag otherwise. In development, POST
 * /locales/add/{lng}/{ns} collects the keys the browser missed in a file; production refuses it.
 */
export async function localesRoutes(app: FastifyInstance, { files }: { files: LocaleFiles }) {
  app.get<{ Params: { lng: string; file: string }; Querystring: { v?: string } }>('/locales/:lng/:file', async (request, reply) => {
    const match = /^([a-z]+)\.json$/.exec(request.params.file);
    if (!match || !isNamespace(match[1]!)) throw AppError.notFound('找不到這個語系檔。');
    const language = servedLanguage(request.params.lng);
    const file = await files.get(language, match[1]);
    const etag = `"${file.hash}"`;
    reply.header('etag', etag).header('content-language', language).header('vary', 'accept-encoding');
    const versioned = typeof request.query.v === 'string' && request.query.v === file.hash;
    reply.header('cache-control', versioned ? `public, max-age=${ONE_YEAR}, immutable` : `public, max-age=${UNVERSIONED_MAX_AGE}, must-revalidate`);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(file.body);
  });

  app.post<{ Params: { lng: string; ns: string } }>('/locales/add/:lng/:ns', { bodyLimit: MAX_MISSING_BODY_BYTES }, async (request) => {
    // Collecting missing keys is a development tool: production has no such endpoint.
    if (app.config.env === 'production') throw AppError.notFound('找不到這個頁面。');
    const fields = [];
    if (!(SUPPORTED_LANGUAGES as readonly string[]).includes(request.params.lng)) fields.push({ field: 'lng', message: `語系只支援 ${SUPPORTED_LANGUAGES.join('、')}` });
    if (!isNamespace(request.params.ns)) fields.push({ field: 'ns', message: `命名空間只支援 ${NAMESPACES.join('、')}` });
    const body = missingKeysBody.safeParse(request.body);
    if (!body.success) fields.push({ field: 'keys', message: body.error.issues[0]?.message ?? '格式不正確' });
    if (fields.length > 0) throw AppError.invalid(fields);
    const added = await collectMissingKeys(missingKeysPath(app.config.dataDir, request.params.lng, request.params.ns), body.data!);
    if (added > 0) request.log.info({ lng: request.params.lng, ns: request.params.ns, added }, 'missing translation keys collected');
    return ok({ added });
  });
}
