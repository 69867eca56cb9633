import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ProListAnswer, profileAnswerShape, proListAnswerShape, showcaseAnswerShape } from '../../../domain/discovery/discovery.contract';
import type { ProListKind, ProListPage } from '../../../domain/discovery/discovery.types';
import { PRO_LIST_SORTS, type ProListSort } from '../../../domain/discovery/list-request';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { PublicAnswers } from '../../lib/public-answers';
import { type DiscoveryService, MAX_LIST_PAGE, MAX_QUERY_LENGTH } from './discovery.service';

const page = z.coerce
  .number({ error: '頁碼必須是數字。' })
  .int('頁碼必須是整數。')
  .min(1, '頁碼最小是 1。')
  .max(MAX_LIST_PAGE, `頁碼最大是 ${MAX_LIST_PAGE}。`)
  .default(1);
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, '代稱格式不正確。');

const listQuery = z.object({
  page,
  filter: slug.optional(),
  city: slug.optional(),
  sort: z.enum(PRO_LIST_SORTS, { error: `排序（sort）只能是 ${PRO_LIST_SORTS.join('、')}。` }).optional(),
});
const searchQuery = z.object({
  page,
  q: z.string().max(MAX_QUERY_LENGTH, `搜尋字詞最多 ${MAX_QUERY_LENGTH} 個字。`).optional(),
  category: slug.optional(),
  city: slug.optional(),
});
const nearmeQuery = z.object({ page, city: slug.optional(), district: z.string().max(20, '鄉鎮市區名稱過長。').optional() });
const featuredQuery = z.object({ page });
const viewQuery = z.object({ reviews_page: page });
// A category slug in the path, with or without `.json`.
const categoryParams = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9-]{1,80}(?:\.json)?$/)
    .transform((file) => file.replace(/\.json$/, '')),
});
const CATEGORY_NOT_FOUND = '找不到這個服務類別。';
const listResponse = okResponse(proListAnswerShape);

function flatten(result: ProListPage | undefined, notFound: string): ReturnType<typeof ok<ProListAnswer>> {
  if (!result) throw AppError.notFound(notFound);
  const { list, ...context } = result;
  return ok({ ...list, ...context });
}

/** Public pro discovery: lists, search, nearme, featured and profiles (no session needed). */
export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (app, { discovery }) => {
  // Served from memory: serialised and compressed once per version of the pros and the catalogue,
  // found by the route and its validated parameters (so unknown query parameters add no entries).
  const answers = new PublicAnswers();
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: unknown[], load: () => Promise<unknown>) =>
    answers.send(request, reply, JSON.stringify(key), await discovery.version(), load);
  const list = (kind: ProListKind, page: number, extra: { query?: string | undefined; city?: string | undefined; sort?: ProListSort | undefined } = {}) =>
    discovery.list(kind, { page, ...extra });

  app.get('/quote_services/list.json', { schema: { querystring: listQuery, response: listResponse } }, async (request, reply) => {
    const q = request.query;
    return cached(request, reply, ['list', q.page, q.filter, q.city, q.sort], async () =>
      flatten(await list({ kind: 'all', filter: q.filter ?? null }, q.page, { city: q.city, sort: q.sort }), '找不到這個專家列表或縣市。'),
    );
  });

  app.get('/quote_services/search.json', { schema: { querystring: searchQuery, response: listResponse } }, async (request, reply) => {
    const q = request.query;
    return cached(request, reply, ['search', q.page, q.q, q.category, q.city], async () =>
      flatten(await list({ kind: 'search', slug: q.category ?? null }, q.page, { query: q.q, city: q.city }), '找不到這個服務類別或縣市。'),
    );
  });

  const nearme = { config: { notFoundText: CATEGORY_NOT_FOUND }, schema: { params: categoryParams, querystring: nearmeQuery, response: listResponse } };
  app.get('/quote_services/nearme/:file', nearme, async (request, reply) => {
    const q = request.query;
    const slug = request.params.file;
    return cached(request, reply, ['nearme', slug, q.page, q.city, q.district], async () =>
      flatten(await list({ kind: 'nearme', slug, city: q.city ?? null, district: q.district ?? null }, q.page), '找不到這個服務類別或地區。'),
    );
  });

  // A category page's showcase: its best pros, recent reviews and photos of work.
  const showcaseRoute = { config: { notFoundText: CATEGORY_NOT_FOUND }, schema: { params: categoryParams, response: okResponse(showcaseAnswerShape) } };
  app.get('/quote_services/showcase/:file', showcaseRoute, async (request, reply) =>
    cached(request, reply, ['showcase', request.params.file], async () => {
      const showcase = await discovery.categoryShowcase(request.params.file);
      if (!showcase) throw AppError.notFound(CATEGORY_NOT_FOUND);
      return ok({ showcase });
    }),
  );

  app.get('/quote_services/featured.json', { schema: { querystring: featuredQuery, response: listResponse } }, async (request, reply) =>
    cached(request, reply, ['featured', request.query.page], async () => flatten(await list({ kind: 'featured' }, request.query.page), '找不到這個專家列表。')),
  );

  const PROFILE_NOT_FOUND = '找不到這位專家的服務頁。';
  const view = { config: { notFoundText: PROFILE_NOT_FOUND }, schema: { params: fileIdParams, querystring: viewQuery, response: okResponse(profileAnswerShape) } };
  app.get('/quote_services/view/:file', view, async (request, reply) => {
    const { file: id } = request.params;
    const reviewsPage = request.query.reviews_page;
    return cached(request, reply, ['profile', id, reviewsPage], async () => {
      const profile = await discovery.profile(id, reviewsPage);
      if (!profile) throw AppError.notFound(PROFILE_NOT_FOUND);
      return ok({ quote_service: profile });
    });
  });
};
