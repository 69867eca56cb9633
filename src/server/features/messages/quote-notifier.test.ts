import webPush from 'web-push';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { readOutbox } from '../../adapters/messaging/outbox';
import { ENGINES, startTestServer, TEST_API_KEY, type TestServer } from '../../test/harness';
import { FakePushService } from '../push/fake-push-service';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';

/**
 * A new quote reaches its consumer: live on an open page, by e-mail (confirmed address or not)
 * and by SMS to a verified phone, each with a guest link to the quote, the e-mail with a
 * one-time login link too; each channel can be turned off. New-lead e-mails carry a one-time
 * login link. Guest links are read-only, expire and can be revoked. Web push goes to a local
 * push service that checks the real wire format.
 */
describe.each(ENGINES)('new quote notifications on %s', (engine) => {
  let server: TestServer;
  let pushService: FakePushService;
  let aircon: CategoryWithFields;
  let taipei: number;
  const vapid = webPush.generateVAPIDKeys();

  beforeAll(async () => {
    pushService = new FakePushService();
    await pushService.start();
    server = await startTestServer(engine, {
      env: { MATCH_MAX_PROS: '100', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@example.com' },
    });
    aircon = await findCategory(server.db, 'aircon-installation');
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });

  async function waitFor<T>(read: () => Promise<T | undefined>, what: string, ms = 8000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (value !== undefined) return value;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const outboxOf = async (to: string, channel: 'email' | 'sms', contains: string) =>
    (await readOutbox(server.db, to)).find((m) => m.channel === channel && (m.subject.includes(contains) || m.body.includes(contains)));

  async function quoted(options: { consumerSettings?: Record<string, number>; activated?: boolean } = {}) {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const user = await server.db
      .updateTable('users')
      .set({
        is_activated: options.activated ?? true,
        ...(options.consumerSettings ? { notification_settings: JSON.stringify(options.consumerSettings) } : {}),
      })
      .where('id', '=', consumer.user.id)
      .returning(['email', 'phone'])
      .executeTakeFirstOrThrow();
    const posted = await postRequest(server, consumer.token, aircon);
    expect(posted.status).toBe(200);
    const request = posted.body.quote_request as CreatedQuoteRequestResponse & { hash: string };
    const bid = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    const res = await server.api(`/quote_bids/change_status/rating/${bid.id}.json`, { method: 'POST', token: pro.token, json: { rating_type: 'flat', flat_rate_at: 4800 } });
    expect(res.status).toBe(200);
    return { pro, consumer, email: user.email!, phone: user.phone!, request, bidId: bid.id };
  }

  const linkIn = (text: string, pattern: RegExp) => {
    const match = pattern.exec(text);
    if (!match) throw new Error(`no link ${pattern} in:\n${text}`);
    return match[1]!;
  };

  it('mails and texts the consumer, unconfirmed address too, with a guest link and a one-time login link', async () => {
    const { email, phone, bidId, request } = await quoted({ activated: false });
    const mail = await waitFor(() => outboxOf(email, 'email', '收到新報價'), 'the quote e-mail');
    expect(mail.subject).toContain('冷氣');
    expect(mail.body).toContain('NT$4,800');
    const guestHash = linkIn(mail.body, /\/guest\/quote\/([A-Za-z0-9_-]+)/);
    const loginHash = decodeURIComponent(linkIn(mail.body, /\/login\?hash=([^&\s]+)/));
    expect(mail.body).toContain(`from=${encodeURIComponent(`/dashboard/projects/quotelist/${request.id}`)}`);

    const sms = await waitFor(() => outboxOf(phone, 'sms', '新報價'), 'the quote SMS');
    expect(sms.body).toContain(`/guest/quote/${guestHash}`);

    // The guest link opens the quote and its request without a session, and nothing private.
    const guest = await server.api(`/quote_bids/hash/${guestHash}.json`);
    expect(guest.status).toBe(200);
    expect((guest.body.quote_bid as { id: number }).id).toBe(bidId);
    expect(JSON.stringify(guest.body)).not.toContain(phone);

    // The login link signs the consumer in once.
    const first = await server.api('/users/login_once.json', { method: 'POST', json: { hash: loginHash, device_id: 'notify-test-device' } });
    expect(first.status).toBe(200);
    const me = await server.api('/user/me.json', { token: first.body.session_id as string });
    expect((me.body.info as { email: string }).email).toBe(email);
    const again = await server.api('/users/login_once.json', { method: 'POST', json: { hash: loginHash, device_id: 'notify-test-device' } });
    expect(again.status).toBe(400);
  });

  it('leaves out the SMS when the consumer turned quote SMS off, and the e-mail when quote e-mails are off', async () => {
    const noSms = await quoted({ consumerSettings: { sms_new_quote: 0 } });
    await waitFor(() => outboxOf(noSms.email, 'email', '收到新報價'), 'the quote e-mail');
    expect((await readOutbox(server.db, noSms.phone)).filter((m) => m.channel === 'sms')).toEqual([]);

    const noMail = await quoted({ consumerSettings: { email_new_quote: 0 } });
    await waitFor(() => outboxOf(noMail.phone, 'sms', '新報價'), 'the quote SMS');
    expect(await outboxOf(noMail.email, 'email', '收到新報價')).toBeUndefined();
  });

  it('offers the quote SMS as a setting of its own', async () => {
    const consumer = await createConsumer(server.db);
    const res = await server.api('/user/change_settings.json', { method: 'POST', token: consumer.token, json: { notification_settings: { sms_new_quote: 0 } } });
    expect(res.status).toBe(200);
    expect((res.body.notification_settings as Record<string, number>).sms_new_quote).toBe(0);
  });

  it('tells the consumer’s open page at once over the message socket', async () => {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const posted = await postRequest(server, consumer.token, aircon);
    const request = posted.body.quote_request as CreatedQuoteRequestResponse;
    const bid = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    const socket = new WebSocket(`${server.baseUrl.replace('http', 'ws')}/api/messages/socket`, ['session', consumer.token], { headers: { 'x-api-key': TEST_API_KEY } });
    const events: Record<string, unknown>[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as Record<string, unknown>));
    await waitFor(async () => events.find((e) => e.type === 'ready'), 'the socket');
    await server.api(`/quote_bids/change_status/rating/${bid.id}.json`, { method: 'POST', token: pro.token, json: { rating_type: 'hourly', hourly_rate_at: 900 } });
    const event = await waitFor(async () => events.find((e) => e.type === 'quote'), 'the quote event');
    socket.close();
    expect(event).toEqual({ type: 'quote', quote_bid_id: bid.id, quote_request_id: request.id });
  });

  it('mails the consumer the guest link of the request after posting; it is read-only, expires and is revoked by a new one', async () => {
    const consumer = await createConsumer(server.db);
    const email = (await server.db.selectFrom('users').select('email').where('id', '=', consumer.user.id).executeTakeFirstOrThrow()).email!;
    const posted = await postRequest(server, consumer.token, aircon);
    const request = posted.body.quote_request as CreatedQuoteRequestResponse;
    const mail = await waitFor(() => outboxOf(email, 'email', '已收到您的'), 'the posted e-mail');
    const hash = linkIn(mail.body, /\/guest\/request\/([A-Za-z0-9_-]+)/);
    const guest = await server.api(`/quote_requests/hash/${hash}.json`);
    expect(guest.status).toBe(200);
    expect((guest.body.quote_request as { id: number }).id).toBe(request.id);
    // Read-only: the guest link is no session for any action on the request.
    const close = await server.api(`/quote_requests/change_status/close/${request.id}.json`, { method: 'POST', headers: { cookie: `hash=${hash}` } });
    expect(close.status).toBe(403);
    // A new link revokes the old one.
    const renewed = await server.api(`/quote_requests/new_hash/${request.id}.json`, { method: 'POST', token: consumer.token });
    expect(renewed.status).toBe(200);
    expect((await server.api(`/quote_requests/hash/${hash}.json`)).status).toBe(404);
    const fresh = renewed.body.hash as string;
    expect((await server.api(`/quote_requests/hash/${fresh}.json`)).status).toBe(200);
    // Past its 30 days it is refused.
    await server.db.updateTable('quote_requests').set({ hash_expires_at: new Date(Date.now() - 1000) }).where('id', '=', request.id).execute();
    expect((await server.api(`/quote_requests/hash/${fresh}.json`)).status).toBe(404);
  });

  it('refuses an expired quote guest link', async () => {
    const { email, bidId } = await quoted();
    const mail = await waitFor(() => outboxOf(email, 'email', '收到新報價'), 'the quote e-mail');
    const hash = linkIn(mail.body, /\/guest\/quote\/([A-Za-z0-9_-]+)/);
    expect((await server.api(`/quote_bids/hash/${hash}.json`)).status).toBe(200);
    await server.db.updateTable('quote_bids').set({ hash_expires_at: new Date(Date.now() - 1000) }).where('id', '=', bidId).execute();
    expect((await server.api(`/quote_bids/hash/${hash}.json`)).status).toBe(404);
  });

  it('puts a one-time login link that opens the lead in the new-lead e-mail', async () => {
    const pro = await newPro();
    const proEmail = (await server.db.selectFrom('users').select('email').where('id', '=', pro.user.id).executeTakeFirstOrThrow()).email!;
    const consumer = await createConsumer(server.db);
    await postRequest(server, consumer.token, aircon);
    const mail = await waitFor(() => outboxOf(proEmail, 'email', '新案件'), 'the lead e-mail');
    const hash = decodeURIComponent(linkIn(mail.body, /\/login\?hash=([^&\s]+)/));
    expect(mail.body).toMatch(/&from=%2Fdashboard%2Fworks%2F\d+/);
    const login = await server.api('/users/login_once.json', { method: 'POST', json: { hash, device_id: 'notify-test-device' } });
    expect(login.status).toBe(200);
    const me = await server.api('/user/me.json', { token: login.body.session_id as string });
    expect((me.body.info as { id: number }).id).toBe(pro.user.id);
    expect((await server.api('/users/login_once.json', { method: 'POST', json: { hash, device_id: 'notify-test-device' } })).status).toBe(400);
  });

  it('sends a web push, encrypted and VAPID-signed, to the consumer’s subscribed browser; a gone subscription is forgotten', async () => {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const config = await server.api('/push/config.json', { token: consumer.token });
    expect(config.body).toMatchObject({ enabled: 1, public_key: vapid.publicKey, ask: 0, subscribed: 0 });
    const posted = await postRequest(server, consumer.token, aircon);
    const request = posted.body.quote_request as CreatedQuoteRequestResponse;
    // After the first request the page may ask.
    expect((await server.api('/push/config.json', { token: consumer.token })).body).toMatchObject({ ask: 1, subscribed: 0 });
    const browser = pushService.subscribe();
    const sub = await server.api('/push/subscribe.json', { method: 'POST', token: consumer.token, json: browser });
    expect(sub.status).toBe(200);
    expect((await server.api('/push/config.json', { token: consumer.token })).body).toMatchObject({ subscribed: 1 });

    const bid = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    await server.api(`/quote_bids/change_status/rating/${bid.id}.json`, { method: 'POST', token: pro.token, json: { rating_type: 'flat', flat_rate_at: 3000 } });
    const push = await waitFor(async () => pushService.received.find((p) => p.endpoint === browser.endpoint), 'the push');
    expect(pushService.refused).toEqual([]);
    expect(push.vapidKey).toBe(vapid.publicKey);
    expect(push.subject).toBe('mailto:ops@example.com');
    expect(JSON.parse(push.payload)).toMatchObject({ title: '收到新報價', url: `/dashboard/projects/quotelist/${request.id}` });

    // A new message pushes too; a subscription the service says is gone is dropped.
    await server.api(`/messages/quote_conversation/${bid.id}.json`, { method: 'POST', token: pro.token, json: { message: '您好，請問冷氣是幾噸的？' } });
    const message = await waitFor(async () => pushService.received.find((p) => p.endpoint === browser.endpoint && p.payload.includes('新訊息')), 'the message push');
    expect(JSON.parse(message.payload)).toMatchObject({ url: `/dashboard/projects/quote/${bid.id}` });
    pushService.expire(browser.endpoint);
    await server.api(`/messages/quote_conversation/${bid.id}.json`, { method: 'POST', token: pro.token, json: { message: '方便的話也請拍張照片。' } });
    await waitFor(
      async () => ((await server.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', browser.endpoint).executeTakeFirst()) ? undefined : true),
      'the gone subscription to be forgotten',
    );
  });

  it('refuses push endpoints that are not a push service, and unsubscribes only the caller’s own', async () => {
    const consumer = await createConsumer(server.db);
    const other = await createConsumer(server.db);
    const evil = await server.api('/push/subscribe.json', {
      method: 'POST',
      token: consumer.token,
      json: { endpoint: 'https://intranet.example.com/admin', keys: pushService.subscribe().keys },
    });
    expect(evil.status).toBe(400);
    expect((evil.body.fields as { field: string }[])[0]!.field).toBe('endpoint');
    const browser = pushService.subscribe();
    expect((await server.api('/push/subscribe.json', { method: 'POST', token: consumer.token, json: browser })).status).toBe(200);
    expect((await server.api('/push/unsubscribe.json', { method: 'POST', token: other.token, json: { endpoint: browser.endpoint } })).status).toBe(404);
    expect((await server.api('/push/unsubscribe.json', { method: 'POST', token: consumer.token, json: { endpoint: browser.endpoint } })).status).toBe(200);
  });
});

describe('web push off', () => {
  it('offers nothing and serves no service worker without VAPID keys', async () => {
    const server = await startTestServer('pglite');
    try {
      const consumer = await createConsumer(server.db);
      expect((await server.api('/push/config.json', { token: consumer.token })).body).toMatchObject({ enabled: 0, public_key: null, ask: 0 });
      expect((await fetch(`${server.baseUrl}/push-sw.js`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
