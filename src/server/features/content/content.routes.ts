import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import type { ContentService } from './content.service';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, '代稱格式不正確') });
const MAX_PAGE = 10_000;

function pageOf(named: Record<string, string>): number {
  if (named.page === undefined) return 1;
  const page = Number(named.page);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
    throw AppError.invalid([{ field: 'page', message: '頁碼必須是 1 以上的整數。' }]);
  }
  return page;
}

/** Public editorial content: curated collections, articles and price guides. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get('/features/index.json', async () => ok({ feature_collections: await content.collections() }));

  app.get('/features/:slug.json', { schema: { params: slugParams } }, async (request) =>
    ok({ feature_collection: await content.collection(request.params.slug) }),
  );

  // The site's own pages behind the footer: /site_pages/terms.json
  app.get('/site_pages/:slug.json', { schema: { params: slugParams } }, async (request) => ok({ site_page: await content.sitePage(request.params.slug) }));

  app.get('/articles/index.json', async () => ok(await content.articles(1)));

  // Named parameters: /articles/index/page:2.json
  app.get('/articles/index/*', async (request) => {
    const { named } = parseNamedParams((request.params as { '*': string })['*']);
    return ok(await content.articles(pageOf(named)));
  });

  app.get('/articles/:slug.json', { schema: { params: slugParams } }, async (request) =>
    ok({ article: await content.article(request.params.slug) }),
  );

  app.get('/price_guides/index.json', async () => ok({ price_guides: await content.priceGuides() }));

  app.get('/price_guides/:slug.json', { schema: { params: slugParams } }, async (request) =>
    ok({ price_guide: await content.priceGuide(request.params.slug) }),
  );
};
