import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { pushOfferShape, pushSubscribeBodySchema, pushSubscribedShape, pushUnsubscribeBodySchema } from '../../../domain/push/push.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { isAllowedPushEndpoint } from './push-endpoint';
import { hasPostedOrQuoted, saveSubscription } from './push.repository';

/** Most subscriptions one user keeps (browsers and devices); the oldest makes room. */
const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Web push subscriptions. GET /push/config.json tells the page whether push is offered (VAPID
 * keys configured) and, for a signed-in user, whether to ask (after their first request or
 * quote). A subscription belongs to the signed-in user; subscribing again moves it to them.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.config.push;

  app.get('/push/config.json', { schema: { response: okResponse(pushOfferShape) } }, async (request) => {
    if (!push) return ok({ enabled: 0, public_key: null, ask: 0, subscribed: 0 } as const);
    const session = await request.loadSession();
    if (!session) return ok({ enabled: 1, public_key: push.publicKey, ask: 0, subscribed: 0 } as const);
    const [active, subscribed] = await Promise.all([
      hasPostedOrQuoted(app.db, session.userId),
      app.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', session.userId).limit(1).executeTakeFirst(),
    ]);
    return ok({ enabled: 1, public_key: push.publicKey, ask: active ? 1 : 0, subscribed: subscribed ? 1 : 0 } as const);
  });

  const subscribed = okResponse(pushSubscribedShape);
  app.post('/push/subscribe.json', { ...sessionFirst, schema: { body: pushSubscribeBodySchema, response: subscribed } }, async (request) => {
    const { userId } = await request.requireSession();
    if (!isAllowedPushEndpoint(request.body.endpoint, app.config.env)) {
      throw AppError.invalid([{ field: 'endpoint', message: '這個推播端點不是瀏覽器的推播服務' }]);
    }
    if (!push) throw AppError.invalid([{ field: 'endpoint', message: '這個網站沒有開啟推播通知' }]);
    await saveSubscription(app.db, userId, request.body, MAX_SUBSCRIPTIONS_PER_USER);
    return ok({ subscribed: 1 as const });
  });

  app.post('/push/unsubscribe.json', { ...sessionFirst, schema: { body: pushUnsubscribeBodySchema, response: subscribed } }, async (request) => {
    const { userId } = await request.requireSession();
    const removed = await app.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', request.body.endpoint).executeTakeFirst();
    // Someone else's subscription is no subscription.
    if (Number(removed.numDeletedRows) === 0) throw AppError.notFound('找不到這個推播訂閱。');
    return ok({ subscribed: 0 as const });
  });
};
