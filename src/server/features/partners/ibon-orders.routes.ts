import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { IBON_ORDERS_PAGE_SIZE, IBON_PARTNER_ID, ibonOrderAnswerShape, ibonOrdersPageShape } from '../../../domain/partners/ibon-orders.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { ibonOrderOf, ibonOrdersPage } from './ibon-orders.repository';
import { partnerById } from './partner-channels';

const NOT_FOUND = '找不到這筆 ibon 訂單。';
const restParams = z.object({ '*': z.string() });

/**
 * The signed-in consumer's orders made in the ibon channel (docs/partners.md, "ibon"): shop
 * orders and safety payments stamped `partner_id = 'ibon'`, 10 a page, newest first; and one of
 * them (his own only, anything else 404). With the partner not configured or its flag off: 404.
 */
export const ibonOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async () => {
    if (!partnerById(app, IBON_PARTNER_ID)) throw AppError.notFound();
  });
  const signedIn = { preValidation: async (request: FastifyRequest) => void (await request.requireSession()) };

  app.get('/ibon_orders/index/*', { ...signedIn, schema: { params: restParams, response: okResponse(ibonOrdersPageShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { named } = parseNamedParams(request.params['*']);
    const raw = named.page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw AppError.invalid([{ field: 'page', message: '頁碼（page）必須是正整數' }]);
    const page = Number(raw);
    const { orders, count } = await ibonOrdersPage(app.db, IBON_PARTNER_ID, userId, page);
    return ok({ ibon_orders: orders, page, total_pages: Math.max(1, Math.ceil(count / IBON_ORDERS_PAGE_SIZE)), count });
  });

  app.get('/ibon_orders/view/:file', { ...signedIn, config: { notFoundText: NOT_FOUND }, schema: { params: fileIdParams, response: okResponse(ibonOrderAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const order = await ibonOrderOf(app.db, IBON_PARTNER_ID, userId, request.params.file);
    if (!order) throw AppError.notFound(NOT_FOUND);
    return ok({ ibon_order: order });
  });
};
