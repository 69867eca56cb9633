import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type FakeEcpay, fakeEcpayRoutes } from '../../../adapters/payments/ecpay/fake-ecpay';
import { assertSandboxAllowed } from '../../../adapters/payments/create-card-gateway';
import { ECPAY_SANDBOX_PREFIX, type EcpayGateway } from './ecpay.gateway';
import { type NotificationAnswer, EcpayNotifications } from './ecpay.notifications';
import type { EcpayService } from './ecpay.service';

const formOf = (body: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : String(v)]));

const sandboxes = new WeakMap<object, FakeEcpay>();

/** The in-process fake of ECPay serving this app's sandbox, if it runs one (tests pay codes through it). */
export function sandboxFakeOf(app: FastifyInstance): FakeEcpay | undefined {
  return sandboxes.get(app.server);
}

/** The signed-in caller's own ECPay order numbers (none for a guest): all the sandbox page shows and pays. */
async function ownEcpayOrders(app: FastifyInstance, request: FastifyRequest): Promise<ReadonlySet<string>> {
  const session = await request.loadSession();
  if (!session) return new Set();
  const rows = await app.db
    .selectFrom('credit_purchases')
    .select('order_number')
    .where('user_id', '=', session.userId)
    .where('provider', '=', 'ecpay')
    .execute();
  return new Set(rows.map((r) => r.order_number));
}

/**
 * ECPay's side of the app, outside the API key check (ECPay cannot send our key; its
 * CheckMacValue authenticates it): the ReturnURL and PaymentInfoURL webhooks under the API
 * prefix, and the in-process fake of ECPay in sandbox mode.
 */
export const ecpayPlugin: FastifyPluginAsync<{ gateway: EcpayGateway; service: EcpayService }> = async (app, { gateway, service }) => {
  const notifications = new EcpayNotifications(app.db, gateway, service, app.log);
  const answer = (reply: FastifyReply, result: NotificationAnswer) => reply.status(result.status).type('text/plain; charset=utf-8').send(result.body);

  await app.register(
    async (hooks) => {
      // ECPay posts x-www-form-urlencoded fields, flat.
      if (!hooks.hasContentTypeParser('application/x-www-form-urlencoded')) await hooks.register(formbody);
      hooks.post('/new/v1/ecpay/notify', async (request, reply) => answer(reply, await notifications.paid(formOf(request.body))));
      hooks.post('/new/v1/ecpay/payment_info', async (request, reply) => answer(reply, await notifications.paymentInfo(formOf(request.body))));
    },
    { prefix: app.config.apiPrefix },
  );

  if (gateway.fake) {
    assertSandboxAllowed(app.config, 'ECPay');
    sandboxes.set(app.server, gateway.fake);
    await app.register(fakeEcpayRoutes, { fake: gateway.fake, prefix: ECPAY_SANDBOX_PREFIX, ownOrders: (request) => ownEcpayOrders(app, request) });
  }
};
