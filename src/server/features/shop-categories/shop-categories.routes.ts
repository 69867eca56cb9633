import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { shopCategorySettingsInputSchema, shopServiceCategoriesShape, shopServiceCategoryShape } from '../../../domain/shop/shop-category-settings';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { SHOP_CATEGORY_NOT_FOUND, saveShopCategorySettings, shopServiceCategories, shopServiceCategory } from './shop-categories.service';

const BASE = '/new/v1/nshop_categories';

/**
 * The pro's shop settings per service category (docs/shop.md): the list with item counts, one,
 * and saving its settings. With the shop flag off every call is 404; someone else's category is 404.
 */
export const shopCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Flag, then the session, before the body is read.
  const signedIn = {
    preValidation: async (request: FastifyRequest) => {
      if (!app.config.flags.shop) throw AppError.notFound();
      await request.requireSession();
    },
    config: { notFoundText: SHOP_CATEGORY_NOT_FOUND },
  };
  const one = okResponse(shopServiceCategoryShape);

  app.get(`${BASE}/index.json`, { ...signedIn, schema: { response: okResponse(shopServiceCategoriesShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopServiceCategories(app.db, userId));
  });

  app.get(`${BASE}/view/:file`, { ...signedIn, schema: { params: fileIdParams, response: one } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopServiceCategory(app.db, userId, request.params.file));
  });

  app.post(`${BASE}/edit/:file`, { ...signedIn, schema: { params: fileIdParams, body: shopCategorySettingsInputSchema, response: one } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await saveShopCategorySettings(app.db, userId, request.params.file, request.body, app.clock.now()));
  });
};
