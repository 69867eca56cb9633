import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { shopSlotsAnswerShape, shopSlotsQuerySchema } from '../../../domain/shop/shop-reservation';
import type { Clock } from '../../adapters/clock';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { SHOP_RESERVATION_MESSAGES } from './shop-order-reservations.service';
import type { ShopOrdersService } from './shop-orders.service';

/**
 * GET /new/v1/nshop_items/slots/{itemId}.json?from=&days=: the free reservation slots of a
 * reservable item on sale. Public, as the product page is: a guest picks a time before signing in
 * to order. With the shop flag off it is 404.
 */
export const shopOrderReservationsRoutes: FastifyPluginAsyncZod<{ shopOrders: ShopOrdersService; clock: Clock }> = async (app, { shopOrders, clock }) => {
  app.addHook('onRequest', async () => {
    if (!app.config.flags.shop) throw AppError.notFound();
  });
  const slots = {
    config: { notFoundText: SHOP_RESERVATION_MESSAGES.itemNotReservable },
    schema: { params: fileIdParams, querystring: shopSlotsQuerySchema, response: okResponse(shopSlotsAnswerShape) },
  };
  app.get('/new/v1/nshop_items/slots/:file', slots, async (request) => {
    const { from, days } = request.query;
    return ok(await shopOrders.reservations.slots(request.params.file, from, days, clock.now()));
  });
};
