import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidBetween, createConsumer, createProWithService, createSignedInUser, findCategory, findPlace, postMessage } from '../../test/factories';
import { book, openAllWeek, taipeiDateIn, utcOfTaipei } from '../calendar/calendar.test-support';
import { writePartnersFileSync } from '../partners/partners.test-support';
import { ENGINES, startTestServer, type TestServer, useTestServer } from '../../test/harness';
import { isNotBuilt } from '../../../web/routes/not-built';
import { CONSUMER_ONLY_SEGMENTS, dashboardSegment } from '../../../web/routes/route-rules';
import { matchAppRoute } from '../../../web/routes/route-table';
import { SPEC_DASHBOARD_URLS, SPEC_FLAGGED_URLS, SPEC_PUBLIC_URLS, UNKNOWN_URLS } from './spec-routes';

async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The mode that owns a dashboard URL: consumer for the consumer's screens, pro for the rest. */
function ownerMode(url: string): 'pro' | 'consumer' {
  const segment = dashboardSegment(url) ?? '';
  return (CONSUMER_ONLY_SEGMENTS as readonly string[]).includes(segment) ? 'consumer' : 'pro';
}

/** The outline's heading: what a route without a screen of its own shows (routes/not-built.ts). */
const OUTLINE_HEADING = '這裡的內容即將上線';

function isAppPage(html: string): boolean {
  return html.includes('<html lang="zh-Hant-TW"') && html.includes('<div id="app">') && html.includes('window.__PRELOADED_STATE__');
}

describe.each(ENGINES)('web routes on %s', (engine) => {
  // With the app store links, so /download and /download/pro are pages (without them they are not found).
  // With the test partners, so the partner channels' screens (ibon) are there.
  const server = useTestServer(engine, {
    web: true,
    env: { APP_STORE_URL: 'https://apps.apple.com/tw/app/id1', PRO_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=tw.example.pro', PARTNERS_FILE: writePartnersFileSync() },
  });
  let token: string;
  beforeAll(async () => {
    ({ token } = await createSignedInUser(server.db));
    // /pro-newyear answers only while its campaign is published and open (docs/content-pages.md).
    const now = Date.now();
    await server.db
      .insertInto('campaign_pages')
      .values({ slug: 'pro-newyear', title: '新春專家招募', body: '[]', status: 'published', starts_at: new Date(now - 86_400_000), ends_at: new Date(now + 86_400_000) })
      .execute();
  });

  describe.each(['', '/zh-TW'])('under the prefix "%s"', (prefix) => {
    it.each(SPEC_PUBLIC_URLS)('answers %s with the app, its own screen rendered unless it is not built yet', async (url) => {
      const res = await get(server, `${prefix}${url}`);
      expect(res.status).toBe(200);
      expect(isAppPage(res.text)).toBe(true);
      expect(res.text).toMatch(/<title>[^<]+<\/title>/);
      const body = res.text.slice(res.text.indexOf('<div id="app">'), res.text.indexOf('window.__PRELOADED_STATE__'));
      expect(body.includes(OUTLINE_HEADING), url).toBe(isNotBuilt(matchAppRoute(url)!.route.screen));
    });

    it.each(SPEC_DASHBOARD_URLS)('sends a guest on %s to login with from', async (url) => {
      const res = await get(server, `${prefix}${url}?tab=1`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`/login?from=${encodeURIComponent(`${prefix}${url}?tab=1`)}`);
    });

    it.each(SPEC_DASHBOARD_URLS)('serves %s to a signed-in user in its mode', async (url) => {
      const res = await get(server, `${prefix}${url}`, { cookie: `session_token=${token}; user_role=${ownerMode(url)}` });
      expect(res.status).toBe(200);
      expect(isAppPage(res.text)).toBe(true);
    });
  });

  it('serves the operator console as an empty app page: no catalogue or user in its state, never cached or indexed', async () => {
    for (const path of ['/ops/login', '/ops', '/ops/audit']) {
      const res = await get(server, path, { cookie: `session_token=${token}` });
      expect(res.status, path).toBe(200);
      expect(isAppPage(res.text), path).toBe(true);
      expect(res.text, path).toContain('<div id="app"></div>');
      expect(res.headers.get('cache-control'), path).toBe('no-store, private');
      expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      const json = /<script(?: nonce="[^"]*")?>window\.__PRELOADED_STATE__=(.*?)<\/script>/s.exec(res.text)?.[1];
      const state = JSON.parse(json ?? 'null') as Record<string, unknown>;
      expect(Object.keys(state), path).toEqual(['app']);
    }
  });

  it('sends a screen of the other mode to the remembered mode\'s landing', async () => {
    const asConsumer = await get(server, '/dashboard/requests', { cookie: `session_token=${token}; user_role=consumer` });
    expect(asConsumer.status).toBe(302);
    expect(asConsumer.headers.get('location')).toBe('/dashboard/projects');
    const asPro = await get(server, '/zh-TW/dashboard/projects/2', { cookie: `session_token=${token}; user_role=pro` });
    expect(asPro.status).toBe(302);
    expect(asPro.headers.get('location')).toBe('/zh-TW/dashboard/requests');
  });

  it('puts a user without a service and without a remembered mode in consumer mode, on their requests', async () => {
    const res = await get(server, '/dashboard', { cookie: `session_token=${token}` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard/projects');
    const requests = await get(server, '/dashboard/requests', { cookie: `session_token=${token}` });
    expect(requests.headers.get('location')).toBe('/dashboard/projects');
    expect((await get(server, '/dashboard/projects', { cookie: `session_token=${token}` })).status).toBe(200);
  });

  it('puts a user with a service in pro mode when no mode is remembered, and the remembered mode wins', async () => {
    const category = await findCategory(server.db, 'aircon-installation');
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    const landing = await get(server, '/dashboard', { cookie: `session_token=${pro.token}` });
    expect(landing.headers.get('location')).toBe('/dashboard/requests');
    const page = await get(server, '/dashboard/settings', { cookie: `session_token=${pro.token}` });
    const state = JSON.parse(/window\.__PRELOADED_STATE__=(.*?)<\/script>/s.exec(page.text)![1]!);
    expect(state.user.me.info.quote_service_count).toBe(1);
    // Remembered: consumer for the pro, pro for the consumer.
    expect((await get(server, '/dashboard', { cookie: `session_token=${pro.token}; user_role=consumer` })).headers.get('location')).toBe('/dashboard/projects');
    expect((await get(server, '/dashboard', { cookie: `session_token=${token}; user_role=pro` })).headers.get('location')).toBe('/dashboard/requests');
  });

  it('serves the inbox in either mode', async () => {
    for (const role of ['pro', 'consumer']) {
      expect((await get(server, '/dashboard/inbox', { cookie: `session_token=${token}; user_role=${role}` })).status).toBe(200);
    }
  });

  it.each(UNKNOWN_URLS)('answers %s with a real 404 page', async (url) => {
    const res = await get(server, url);
    expect(res.status).toBe(404);
    expect(isAppPage(res.text)).toBe(true);
    expect(res.text).toMatch(/<h1[^>]*>/);
  });

  it('server-renders the home page with state, title, description and security headers', async () => {
    const res = await get(server, '/', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    const script = /<script>(window\.__PRELOADED_STATE__=.*?)<\/script>/s.exec(res.text)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(csp).not.toContain("'nonce-");
    expect(res.text).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const state = JSON.parse(/window\.__PRELOADED_STATE__=(.*?)<\/script>/s.exec(res.text)![1]!);
    expect(state.category.categories.length).toBeGreaterThanOrEqual(60);
    expect(state.app.apiBase).toBe('/api');
  });

  it("serves a dashboard page with the header's unread count and the pro's new bookings in its state", async () => {
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '苗栗縣', '苗栗市');
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    await openAllWeek(server, pro.token, pro.service.id);
    const consumer = await createConsumer(server.db);
    const bid = await bidBetween(server.db, { consumerId: consumer.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place });
    expect((await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(3), '12:00') })).status).toBe(200);
    expect((await postMessage(server, consumer.token, bid.bidId, '請問週六可以嗎？')).status).toBe(200);
    const me = (await server.api('/user/me.json', { token: pro.token })).body as { unreadCount: number; unreadBookingCount: number };
    expect(me.unreadCount).toBe(1);
    const res = await get(server, '/dashboard/settings', { cookie: `session_token=${pro.token}; user_role=pro` });
    // It carries `me`: no cache may keep it.
    expect(res.headers.get('cache-control')).toBe('no-store, private');
    const state = JSON.parse(/window\.__PRELOADED_STATE__=(.*?)<\/script>/s.exec(res.text)![1]!);
    expect(state.user.me).toMatchObject({ unreadCount: me.unreadCount, unreadBookingCount: 1 });
  });

  it('gives each request of a signed-in page its own CSP nonce', async () => {
    const cookie = `session_token=${token}; user_role=consumer`;
    const [a, b] = await Promise.all([get(server, '/dashboard/projects', { cookie }), get(server, '/dashboard/projects', { cookie })]);
    const nonceOf = (csp: string | null) => /script-src [^;]*'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    expect(nonceOf(a.headers.get('content-security-policy'))).toBeTruthy();
    expect(nonceOf(a.headers.get('content-security-policy'))).not.toBe(nonceOf(b.headers.get('content-security-policy')));
    expect(b.text).toContain(`<script nonce="${nonceOf(b.headers.get('content-security-policy'))}">window.__PRELOADED_STATE__=`);
  });

  it('serves content-hashed assets with a one-year immutable cache', async () => {
    const home = await get(server, '/');
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(home.text)?.[1];
    expect(asset).toBeTruthy();
    const res = await get(server, asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves the web app manifest for an hour, and answers a missing bundle with a plain 404, not a page', async () => {
    const manifest = await get(server, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get(server, '/index.html')).text).not.toContain('window.__PRELOADED_STATE__');
    const missing = await get(server, '/assets/gone-0123abcd.js');
    expect(missing.status).toBe(404);
    expect(isAppPage(missing.text)).toBe(false);
  });

  it('redirects the quote route with request id 0 to the quote-only route', async () => {
    const res = await get(server, '/dashboard/projects/quote/0/56', { cookie: `session_token=${token}` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard/projects/quote/56');
    const prefixed = await get(server, '/zh-TW/dashboard/projects/quote/0/56/details', { cookie: `session_token=${token}` });
    expect(prefixed.headers.get('location')).toBe('/zh-TW/dashboard/projects/quote/56/details');
  });
});

describe('feature-flagged routes', () => {
  it.each(SPEC_FLAGGED_URLS)('redirects $url to / when $flag is off', async ({ url, flag }) => {
    const server = await startTestServer('pglite', { web: true, env: { [flag]: 'false' } });
    try {
      const res = await get(server, url);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    } finally {
      await server.close();
    }
  });
});
