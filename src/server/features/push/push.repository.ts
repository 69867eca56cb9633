import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Whether the user has posted a request or sent a quote: only then is push worth asking for. */
export async function hasPostedOrQuoted(db: Kysely<Database>, userId: number): Promise<boolean> {
  const request = await db.selectFrom('quote_requests').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (request) return true;
  const quote = await db.selectFrom('quote_bids').select('id').where('user_id', '=', userId).where('quote_sent_on', 'is not', null).limit(1).executeTakeFirst();
  return quote !== undefined;
}

/** Saves a browser's subscription for the user (moving it from whoever had it); the oldest beyond `max` go. */
export async function saveSubscription(db: Kysely<Database>, userId: number, sub: { endpoint: string; keys: { p256dh: string; auth: string } }, max: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, created: new Date() }))
      .execute();
    const extra = await trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .offset(max)
      .limit(100)
      .execute();
    if (extra.length > 0) await trx.deleteFrom('push_subscriptions').where('id', 'in', extra.map((r) => r.id)).execute();
  });
}
