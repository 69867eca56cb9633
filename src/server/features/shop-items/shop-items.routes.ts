import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { SHOP_ITEM_OWNER_ACTIONS } from '../../../domain/shop/shop-item-status';
import { shopItemAnswerShape, shopItemsIndexShape } from '../../../domain/shop/shop-items.contract';
import { UPLOAD_ROUTES } from '../../../domain/uploads/upload-routes';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { SHOP_ITEM_NOT_FOUND, type ShopItemsService } from './shop-items.service';

const bodyOf = (body: unknown): Record<string, unknown> => (body && typeof body === 'object' ? (body as Record<string, unknown>) : {});
const answer = { response: okResponse(shopItemAnswerShape) };
const statusParams = z.object({ action: z.enum(SHOP_ITEM_OWNER_ACTIONS), file: pathId });

/**
 * The pro's shop items (spec sections 4 and 7, docs/shop.md). With the shop flag off every call
 * is 404. Someone else's item is 404 with code 802, a missing or deleted one 404 with 801.
 */
export const shopItemsRoutes: FastifyPluginAsyncZod<{ shopItems: ShopItemsService }> = async (app, { shopItems }) => {
  const base = '/new/v1/nshop_items';
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });
  const byId = { config: { notFoundText: SHOP_ITEM_NOT_FOUND } };
  // add and edit take the photos' files (multipart) beside the fields: the service reads the body.
  const withPhotos = { uploads: UPLOAD_ROUTES.shopItemPhotos };

  app.get(`${base}/index.json`, { schema: { response: okResponse(shopItemsIndexShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopItems.index(userId));
  });

  app.get(`${base}/view/:file`, { ...byId, schema: { params: fileIdParams, ...answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopItems.view(userId, request.params.file));
  });

  app.post(`${base}/add.json`, { schema: answer, config: withPhotos }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopItems.add(userId, bodyOf(request.body)));
  });

  app.post(`${base}/edit/:file`, { schema: { params: fileIdParams, ...answer }, config: { ...byId.config, ...withPhotos } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopItems.edit(userId, request.params.file, bodyOf(request.body)));
  });

  app.post(`${base}/change_status/:action/:file`, { ...byId, schema: { params: statusParams, ...answer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await shopItems.changeStatus(userId, request.params.action, request.params.file));
  });
};
