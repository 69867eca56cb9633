import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { opsShopItemShape, opsShopItemsFilterSchema, opsShopItemsPageShape, rejectShopItemSchema } from '../../../domain/shop/shop-items.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { OPS_SHOP_ITEM_NOT_FOUND, shopItemReviewDecide, shopItemReviewPage, shopItemReviewView } from './ops-shop-items.service';
import { opsPageOf, opsPageParams } from './ops-paging';
import { opsCallerOf, opsGuard } from './ops-session';

/**
 * The shop items queue of the console, for roles with `review_shop_items`: list, view, approve,
 * and reject with a reason (each decision audited). With the shop flag off every call is 404.
 */
export const opsShopItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });
  const guard = opsGuard(OpsPermission.ReviewShopItems);
  const byId = { preValidation: guard, config: { notFoundText: OPS_SHOP_ITEM_NOT_FOUND } };
  const one = { params: fileIdParams, response: okResponse(opsShopItemShape) };

  const listSchema = { params: opsPageParams, querystring: opsShopItemsFilterSchema, response: okResponse(opsShopItemsPageShape) };
  app.get('/ops/shop_items/index/*', { preValidation: guard, schema: listSchema }, async (request) => {
    return ok(await shopItemReviewPage(app.db, opsCallerOf(request), request.query, opsPageOf(request.params['*'])));
  });

  app.get('/ops/shop_items/view/:file', { ...byId, schema: one }, async (request) => {
    return ok(await shopItemReviewView(app.db, request.params.file));
  });

  app.post('/ops/shop_items/approve/:file', { ...byId, schema: one }, async (request) => {
    return ok(await shopItemReviewDecide(app.db, opsCallerOf(request), request.params.file, { approve: true }));
  });

  app.post('/ops/shop_items/reject/:file', { ...byId, schema: { ...one, body: rejectShopItemSchema } }, async (request) => {
    return ok(await shopItemReviewDecide(app.db, opsCallerOf(request), request.params.file, { approve: false, reason: request.body.reason }));
  });
};
