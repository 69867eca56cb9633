import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';
import { enforcePaymentVelocity } from '../velocity';
import type { EcpayGateway } from './ecpay.gateway';
import { EcpayService } from './ecpay.service';

/** POST /new/v1/ecpay/purchase.json: buy credit with a convenience-store code or an ATM account. */
export const ecpayRoutes: FastifyPluginAsync<{ gateway: EcpayGateway }> = async (app, { gateway }) => {
  const service = new EcpayService(app.db, gateway, app.log);
  app.post('/new/v1/ecpay/purchase.json', async (request) => {
    const { userId } = await request.requireSession();
    await enforcePaymentVelocity(app.throttle, 'purchase_order', userId, request.ip);
    return ok({ purchase: await service.purchase(userId, request.body) });
  });
};
