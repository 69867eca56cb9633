import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PushConfig } from '../../config';
import type { Database } from '../../db/schema';

/** What a push shows: a title, a line of text and the page it opens (site-relative). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  /** Notices with the same tag replace each other on the device. */
  tag: string;
}

/** A push waits this long at the push service for a device that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

type WebPush = (typeof import('web-push'))['default'];
let webPushLoading: Promise<WebPush> | undefined;

/** web-push (and its crypto packages) loads with the first push, only where VAPID keys are set. */
function loadWebPush(): Promise<WebPush> {
  webPushLoading ??= import('web-push').then((module) => module.default);
  return webPushLoading;
}

/**
 * Web push (RFC 8030/8291/8292) to every browser a user subscribed: the payload is encrypted
 * for each subscription (aes128gcm) and signed with the server's VAPID key. A subscription the
 * push service no longer knows (404/410) is forgotten.
 */
export class PushSender {
  constructor(private readonly deps: { db: Kysely<Database>; config: PushConfig | undefined; log: FastifyBaseLogger }) {}

  get enabled(): boolean {
    return this.deps.config !== undefined;
  }

  /** Sends to all of a user's subscriptions; returns how many took it. Never throws. */
  async send(userId: number, notice: PushNotice): Promise<number> {
    const { db, config, log } = this.deps;
    if (!config) return 0;
    const subscriptions = await db.selectFrom('push_subscriptions').select(['id', 'endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).execute();
    if (subscriptions.length === 0) return 0;
    const webPush = await loadWebPush().catch((error: unknown) => log.error({ err: error }, 'web push could not be loaded'));
    if (!webPush) return 0;
    let delivered = 0;
    for (const sub of subscriptions) {
      try {
        // web-push builds the request (aes128gcm body, VAPID Authorization); fetch carries it.
        const details = webPush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(notice), {
          vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        });
        const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name !== 'Content-Length').map(([name, value]) => [name, String(value)]));
        const res = await fetch(details.endpoint, { method: 'POST', headers, body: details.body ? new Uint8Array(details.body) : null, redirect: 'error', signal: AbortSignal.timeout(PUSH_TIMEOUT_MS) });
        await res.body?.cancel();
        if (res.status === 404 || res.status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', sub.id).execute();
          log.info({ subscriptionId: sub.id, status: res.status }, 'push subscription gone; forgotten');
        } else if (!res.ok) {
          log.warn({ subscriptionId: sub.id, status: res.status }, 'web push refused');
        } else {
          delivered += 1;
          await db.updateTable('push_subscriptions').set({ last_used_at: new Date() }).where('id', '=', sub.id).execute();
        }
      } catch (error) {
        log.warn({ err: error, subscriptionId: sub.id }, 'web push failed');
      }
    }
    return delivered;
  }
}
