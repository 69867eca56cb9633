import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import type { CatalogueService } from './catalogue.service';

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/, '服務類別代稱格式不正確') });

/** Public catalogue: categories, one category's form, Taiwan's divisions. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.get('/quote_categories/index.json', async () => {
    const snapshot = await catalogue.snapshot();
    return ok({ quote_categories: snapshot.categories, genres: snapshot.genres });
  });

  // Named parameters: /quote_categories/index/genre:cleaning.json
  app.get('/quote_categories/index/*', async (request) => {
    const { named } = parseNamedParams((request.params as { '*': string })['*']);
    const genres = (await catalogue.snapshot()).genres;
    return ok({ quote_categories: await catalogue.categories(named.genre), genres });
  });

  // Genre → sub-genre → category, and the category groups that span genres.
  app.get('/quote_categories/tree.json', async () => ok(await catalogue.tree()));

  app.get('/quote_categories/:slug.json', { schema: { params: slugParams } }, async (request) => {
    return ok({ quote_category: await catalogue.category(request.params.slug) });
  });

  app.get('/cities/index.json', async () => ok({ cities: await catalogue.cities() }));
};
