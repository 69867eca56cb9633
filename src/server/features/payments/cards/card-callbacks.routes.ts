import type { FastifyInstance, FastifyReply } from 'fastify';
import { CARD_CALLBACK_PATHS, stripeWebhookSecret } from '../../../adapters/payments/create-card-gateway';
import { stripeSignatureProblem } from '../../../adapters/payments/stripe/stripe-signature';

const PURCHASES_PAGE = '/dashboard/purchases';

/**
 * The gateway's calls to us and the browser's return from 3-D Secure. Neither carries our API
 * key. Nothing they say is taken on trust: the purchase is settled by asking the gateway.
 */
export async function cardCallbackRoutes(app: FastifyInstance, options: { gateway: 'tappay' | 'stripe' }): Promise<void> {
  const settle = async (reference: unknown) =>
    typeof reference === 'string' && reference.length > 0 && reference.length <= 100 ? app.cardPurchases.completeThreeDomainSecure(reference) : null;
  const backToPurchases = (reply: FastifyReply, purchase: { id: number } | null) =>
    reply.redirect(purchase ? `${PURCHASES_PAGE}?purchase=${purchase.id}` : PURCHASES_PAGE, 302);

  if (options.gateway === 'tappay') {
    // TapPay's backend notify after 3-D Secure (JSON); answered 200 once handled.
    app.post(CARD_CALLBACK_PATHS.tappayNotify, async (request, reply) => {
      const settled = await settle((request.body as { rec_trade_id?: unknown } | null)?.rec_trade_id);
      return reply.code(settled ? 200 : 404).send({ status: settled ? 'Success' : 'Error' });
    });
    app.get(CARD_CALLBACK_PATHS.tappayReturn, async (request, reply) =>
      backToPurchases(reply, await settle((request.query as { rec_trade_id?: unknown }).rec_trade_id)),
    );
    return;
  }

  app.get(CARD_CALLBACK_PATHS.stripeReturn, async (request, reply) =>
    backToPurchases(reply, await settle((request.query as { payment_intent?: unknown }).payment_intent)),
  );

  // Stripe signs the raw body: keep it as text in this scope.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  const secret = stripeWebhookSecret(app.config.cards);
  app.post(CARD_CALLBACK_PATHS.stripeWebhook, async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const problem = stripeSignatureProblem(raw, request.headers['stripe-signature'] as string | undefined, secret);
    if (problem) {
      request.log.warn({ problem }, 'Stripe webhook refused');
      return reply.code(400).send({ error: problem });
    }
    const event = JSON.parse(raw) as { type?: string; data?: { object?: { id?: unknown; object?: string } } };
    if (event.data?.object?.object === 'payment_intent' && event.type?.startsWith('payment_intent.')) await settle(event.data.object.id);
    return { received: true };
  });
}
