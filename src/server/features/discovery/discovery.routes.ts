import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProListKind, ProListPage } from '../../../domain/discovery/discovery.types';
import { PRO_LIST_SORTS, type ProListSort } from '../../../domain/discovery/list-request';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { type DiscoveryService, MAX_LIST_PAGE, MAX_QUERY_LENGTH } from './discovery.service';

const ID = /^[1-9]\d{0,9}$/;

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

function flatten(result: ProListPage | undefined, notFound: string) {
  if (!result) throw AppError.notFound(notFound);
  const { list, ...context } = result;
  return ok({ ...list, ...context });
}

/** Public pro discovery: lists, search, nearme, featured and profiles (no session needed). */
export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (app, { discovery }) => {
  const list = (kind: ProListKind, page: number, extra: { query?: string | undefined; city?: string | undefined; sort?: ProListSort | undefined } = {}) =>
    discovery.list(kind, { page, ...extra });

  app.get('/quote_services/list.json', async (request) => {
    const q = parseInput(listQuery, request.query as Record<string, unknown>);
    return flatten(await list({ kind: 'all', filter: q.filter ?? null }, q.page, { city: q.city, sort: q.sort }), '找不到這個專家列表或縣市。');
  });

  app.get('/quote_services/search.json', async (request) => {
    const q = parseInput(searchQuery, request.query as Record<string, unknown>);
    const result = await list({ kind: 'search', slug: q.category ?? null }, q.page, { query: q.q, city: q.city });
    return flatten(result, '找不到這個服務類別或縣市。');
  });

  app.get('/quote_services/nearme/:file', async (request) => {
    const file = (request.params as { file: string }).file;
    const categorySlug = file.replace(/\.json$/, '');
    if (!/^[a-z0-9-]{1,80}$/.test(categorySlug)) throw AppError.notFound('找不到這個服務類別。');
    const q = parseInput(nearmeQuery, request.query as Record<string, unknown>);
    const result = await list({ kind: 'nearme', slug: categorySlug, city: q.city ?? null, district: q.district ?? null }, q.page);
    return flatten(result, '找不到這個服務類別或地區。');
  });

  // A category page's showcase: its best pros, recent reviews and photos of work.
  app.get('/quote_services/showcase/:file', async (request) => {
    const categorySlug = (request.params as { file: string }).file.replace(/\.json$/, '');
    if (!/^[a-z0-9-]{1,80}$/.test(categorySlug)) throw AppError.notFound('找不到這個服務類別。');
    const showcase = await discovery.categoryShowcase(categorySlug);
    if (!showcase) throw AppError.notFound('找不到這個服務類別。');
    return ok({ showcase });
  });

  app.get('/quote_services/featured.json', async (request) => {
    const q = parseInput(featuredQuery, request.query as Record<string, unknown>);
    return flatten(await list({ kind: 'featured' }, q.page), '找不到這個專家列表。');
  });

  app.get('/quote_services/view/:file', async (request) => {
    const id = (request.params as { file: string }).file.replace(/\.json$/, '');
    if (!ID.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound('找不到這位專家的服務頁。');
    const q = parseInput(viewQuery, request.query as Record<string, unknown>);
    const profile = await discovery.profile(Number(id), q.reviews_page);
    if (!profile) throw AppError.notFound('找不到這位專家的服務頁。');
    return ok({ quote_service: profile });
  });
};
