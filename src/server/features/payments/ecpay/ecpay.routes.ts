import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';
import { enforcePaymentVelocity } from '../velocity';
import type { EcpayService } from './ecpay.service';

/** POST /new/v1/ecpay/purchase.json: buy credit with a convenience-store code or an ATM account. */
export const ecpayRoutes: FastifyPluginAsync<{ service: EcpayService }> = async (app, { service }) => {
  app.post('/new/v1/ecpay/purchase.json', async (request) => {
    const { userId } = await request.requireSession();
    await enforcePaymentVelocity(app.throttle, 'purchase_order', userId, request.ip);
    return ok({ purchase: await service.purchase(userId, request.body) });
  });
};
