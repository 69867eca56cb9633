import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { purchaseAnswerShape, purchasesPageShape } from '../../../domain/payments/payments.contract';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { ok } from '../../lib/envelope';
import type { PurchasesService } from './purchases.service';
import { enforcePaymentVelocity } from './velocity';

const NOT_FOUND = '找不到這筆訂單。';
const restParams = z.object({ '*': z.string() });
/** An order number or a link hash, with or without `.json`. */
const tokenParams = z.object({ file: z.string().transform((file) => file.replace(/\.json$/, '')) });
const payfeeSchema = z.object({
  quote_bid_id: z.coerce.number({ message: '請指定案件' }).int('請指定案件').positive('請指定案件').max(2_147_483_647, '請指定案件'),
});
const purchaseAnswer = okResponse(purchaseAnswerShape);
const pageAnswer = okResponse(purchasesPageShape);

/** The purchase list, one purchase, and pay-by-link orders. All for the signed-in owner only. */
export const purchasesRoutes: FastifyPluginAsyncZod<{ purchases: PurchasesService }> = async (app, { purchases }) => {

  app.get('/purchases/index/*', { schema: { params: restParams, response: pageAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    const raw = parseNamedParams(request.params['*']).named.page ?? '1';
    if (!/^[1-9]\d{0,5}$/.test(raw)) throw AppError.invalid([{ field: 'page', message: '頁碼必須是正整數' }]);
    return ok(await purchases.list(userId, Number(raw)));
  });
  app.get('/purchases/index.json', { schema: { response: pageAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await purchases.list(userId, 1));
  });

  const owned = { preValidation: async (request: FastifyRequest) => void (await request.requireSession()), config: { notFoundText: NOT_FOUND } };
  app.get('/purchases/view/:file', { ...owned, schema: { params: fileIdParams, response: purchaseAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.view(userId, request.params.file) });
  });

  // dashboard/payfee/{orderID}
  app.get('/purchases/order/:file', { schema: { params: tokenParams, response: purchaseAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.byOrderNumber(userId, request.params.file) });
  });

  // payment/{hash}
  app.get('/purchases/payment/:file', { schema: { params: tokenParams, response: purchaseAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.byLinkHash(userId, request.params.file) });
  });

  // Session and velocity come before the body is looked at.
  const payfeeGuard = async (request: FastifyRequest) => {
    const { userId } = await request.requireSession();
    await enforcePaymentVelocity(app.throttle, 'purchase_order', userId, request.ip);
    request.body ??= {};
  };
  app.post('/purchases/payfee.json', { preValidation: payfeeGuard, schema: { body: payfeeSchema, response: purchaseAnswer } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ purchase: await purchases.createPayfee(userId, request.body.quote_bid_id) });
  });
};
