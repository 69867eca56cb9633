import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueIndexShape, categoryDetailShape, categorySearchShape, categoryTreeShape, citiesShape } from '../../../domain/catalogue/catalogue.contract';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { okResponse } from '../../lib/http-schemas';
import { PublicAnswers } from '../../lib/public-answers';
import type { CatalogueService } from './catalogue.service';

/** Longest category search, in characters. */
export const MAX_CATEGORY_QUERY_LENGTH = 50;
const searchQuery = z.object({
  q: z.string({ error: '請輸入搜尋字詞（q）。' }).max(MAX_CATEGORY_QUERY_LENGTH, `搜尋字詞（q）最多 ${MAX_CATEGORY_QUERY_LENGTH} 個字。`),
  limit: z.coerce.number({ error: '筆數（limit）必須是數字。' }).int('筆數（limit）必須是整數。').min(1, '筆數（limit）最小是 1。').max(20, '筆數（limit）最大是 20。').default(8),
});
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, '服務類別代稱格式不正確') });

/** Public catalogue: categories, one category's form, Taiwan's divisions. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  // Served from memory: serialised and compressed once per version of the catalogue.
  const answers = new PublicAnswers();
  const cached = async (request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    answers.send(request, reply, key, await catalogue.version(), load);

  app.get('/quote_categories/index.json', { schema: { response: okResponse(catalogueIndexShape) } }, async (request, reply) =>
    cached(request, reply, 'index', async () => {
      const snapshot = await catalogue.snapshot();
      return ok({ quote_categories: snapshot.categories, genres: snapshot.genres });
    }),
  );

  // Named parameters: /quote_categories/index/genre:cleaning.json
  app.get('/quote_categories/index/*', { schema: { response: okResponse(catalogueIndexShape) } }, async (request, reply) => {
    const genre = parseNamedParams((request.params as { '*': string })['*']).named.genre;
    return cached(request, reply, `index:${genre ?? ''}`, async () => {
      const genres = (await catalogue.snapshot()).genres;
      return ok({ quote_categories: await catalogue.categories(genre), genres });
    });
  });

  // Genre → sub-genre → category, and the category groups that span genres.
  app.get('/quote_categories/tree.json', { schema: { response: okResponse(categoryTreeShape) } }, async (request, reply) =>
    cached(request, reply, 'tree', async () => ok(await catalogue.tree())),
  );

  // Forgiving search over names and everyday words: 洗冷氣 finds 冷氣清潔. With no match it
  // answers the closest categories in suggestions.
  app.get('/quote_categories/search.json', { schema: { querystring: searchQuery, response: okResponse(categorySearchShape) } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(await catalogue.search(request.query.q, request.query.limit));
  });

  const categoryRoute = { config: { notFoundText: '找不到這個服務類別。' }, schema: { params: slugParams, response: okResponse(categoryDetailShape) } };
  app.get('/quote_categories/:slug.json', categoryRoute, async (request, reply) =>
    cached(request, reply, `category:${request.params.slug}`, async () => ok({ quote_category: await catalogue.category(request.params.slug) })),
  );

  app.get('/cities/index.json', { schema: { response: okResponse(citiesShape) } }, async (request, reply) =>
    cached(request, reply, 'cities', async () => ok({ cities: await catalogue.cities() })),
  );
};
