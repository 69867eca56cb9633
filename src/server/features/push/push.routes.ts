import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { isAllowedPushEndpoint } from './push-endpoint';
import { hasPostedOrQuoted } from './push.repository';

const base64url = (field: string, min: number, max: number) =>
  z.string({ error: `請提供${field}` }).regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), `${field}格式不正確`);

const subscribeSchema = z.object({
  endpoint: z.string({ error: '請提供推播端點（endpoint）' }).max(1000, '推播端點太長'),
  keys: z.object(
    { p256dh: base64url('推播公鑰（p256dh）', 80, 100), auth: base64url('推播驗證碼（auth）', 16, 32) },
    { error: '請提供推播金鑰（keys）' },
  ),
});
const unsubscribeSchema = z.object({ endpoint: z.string({ error: '請提供推播端點（endpoint）' }).max(1000, '推播端點太長') });

/** Most subscriptions one user keeps (browsers and devices); the oldest makes room. */
const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Web push subscriptions. GET /push/config.json tells the page whether push is offered (VAPID
 * keys configured) and, for a signed-in user, whether to ask (after their first request or
 * quote). A subscription belongs to the signed-in user; subscribing again moves it to them.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = app.config.push;

  app.get('/push/config.json', async (request) => {
    if (!push) return ok({ enabled: 0, public_key: null, ask: 0, subscribed: 0 });
    const session = await request.loadSession();
    if (!session) return ok({ enabled: 1, public_key: push.publicKey, ask: 0, subscribed: 0 });
    const [active, subscribed] = await Promise.all([
      hasPostedOrQuoted(app.db, session.userId),
      app.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', session.userId).limit(1).executeTakeFirst(),
    ]);
    return ok({ enabled: 1, public_key: push.publicKey, ask: active ? 1 : 0, subscribed: subscribed ? 1 : 0 });
  });

  app.post('/push/subscribe.json', async (request) => {
    const { userId } = await request.requireSession();
    const body = parseInput(subscribeSchema, request.body);
    if (!isAllowedPushEndpoint(body.endpoint, app.config.env)) {
      throw AppError.invalid([{ field: 'endpoint', message: '這個推播端點不是瀏覽器的推播服務' }]);
    }
    if (!push) throw AppError.invalid([{ field: 'endpoint', message: '這個網站沒有開啟推播通知' }]);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('push_subscriptions')
        .values({ user_id: userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
        .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: body.keys.p256dh, auth: body.keys.auth, created: new Date() }))
        .execute();
      const extra = await trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('created', 'desc')
        .orderBy('id', 'desc')
        .offset(MAX_SUBSCRIPTIONS_PER_USER)
        .limit(100)
        .execute();
      if (extra.length > 0) await trx.deleteFrom('push_subscriptions').where('id', 'in', extra.map((r) => r.id)).execute();
    });
    return ok({ subscribed: 1 });
  });

  app.post('/push/unsubscribe.json', async (request) => {
    const { userId } = await request.requireSession();
    const body = parseInput(unsubscribeSchema, request.body);
    const removed = await app.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', body.endpoint).executeTakeFirst();
    // Someone else's subscription is no subscription.
    if (Number(removed.numDeletedRows) === 0) throw AppError.notFound('找不到這個推播訂閱。');
    return ok({ subscribed: 0 });
  });
};
