import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { purchaseAnswerShape } from '../../../../domain/payments/payments.contract';
import { ok } from '../../../lib/envelope';
import { okResponse } from '../../../lib/http-schemas';
import { enforcePaymentVelocity } from '../velocity';
import type { EcpayService } from './ecpay.service';

/**
 * POST /new/v1/ecpay/purchase.json: buy credit with a convenience-store code or an ATM account.
 * The service reads the body itself: an order number and a new purchase are read differently.
 */
export const ecpayRoutes: FastifyPluginAsyncZod<{ service: EcpayService }> = async (app, { service }) => {
  app.post('/new/v1/ecpay/purchase.json', { schema: { response: okResponse(purchaseAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    await enforcePaymentVelocity(app.throttle, 'purchase_order', userId, request.ip);
    return ok({ purchase: await service.purchase(userId, request.body) });
  });
};
