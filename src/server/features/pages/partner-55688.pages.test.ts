import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { startTestServer, suiteFixture, type TestServer } from '../../test/harness';
import { lifeToken, setCookie, writePartnersFile } from '../partners/partners.test-support';
import { SPEC_LIFE_URLS } from './spec-routes';

async function get(server: TestServer, path: string, cookie?: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location'), headers: res.headers, text: await res.text() };
}

const isAppPage = (html: string) => html.includes('<div id="app">') && html.includes('window.__PRELOADED_STATE__');
const LANDING_ONLY = SPEC_LIFE_URLS.filter((url) => !url.endsWith('/requests') && !url.endsWith('/orders'));
const SIGNED_IN_ONLY = ['/55688life/requests', '/55688life/orders'];

describe('the 55688life channel with its partner configured', () => {
  const bed = suiteFixture(async () => {
    const partners = await writePartnersFile();
    const server = await startTestServer('pglite', { web: true, env: { PARTNERS_FILE: partners.file } });
    const { token } = await createSignedInUser(server.db);
    return { server, token, close: () => server.close() };
  });

  it.each(LANDING_ONLY)('answers %s with its own screen, not the outline', async (url) => {
    for (const prefix of ['', '/zh-TW']) {
      const res = await get(bed.server, `${prefix}${url}`);
      expect(res.status, `${prefix}${url}`).toBe(200);
      expect(isAppPage(res.text)).toBe(true);
      expect(res.text).not.toContain('這裡的內容即將上線');
    }
  });

  it('lists the categories to start a request in on the landing, each opening the form inside the channel', async () => {
    const res = await get(bed.server, '/55688life');
    expect(res.text).toContain('55688 生活服務');
    expect(res.text).toContain('href="/55688life/request?category=aircon-installation"');
  });

  it.each(SIGNED_IN_ONLY)('sends a guest on %s to sign in, and serves it to a signed-in person', async (url) => {
    const guest = await get(bed.server, url);
    expect(guest.status).toBe(302);
    expect(guest.location).toBe(`/login?from=${encodeURIComponent(url)}`);
    const signedIn = await get(bed.server, url, `session_token=${bed.token}`);
    expect(signedIn.status).toBe(200);
    expect(isAppPage(signedIn.text)).toBe(true);
  });

  it('answers an unknown action as not found', async () => {
    for (const url of ['/55688life/join', '/55688life/requests/2', '/55688life/pay']) expect((await get(bed.server, url)).status, url).toBe(404);
  });

  it('signs a 55688life user in with its token and lands on the channel', async () => {
    const res = await fetch(`${bed.server.baseUrl}/partner/55688life/enter?token=${await lifeToken('life-user-1')}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/55688life');
    expect(setCookie(res.headers, 'partner_token')).toBe('55688life');
    const shell = await bed.server.api('/partner/shell.json', { token: setCookie(res.headers, 'session_token')! });
    expect(shell.body.partner).toMatchObject({ id: '55688life', landing: '/55688life', allowedScreens: ['/dashboard/projects', '/dashboard/shop-consumer', '/dashboard/safety-payments'] });
  });
});

describe('the 55688life channel without its partner', () => {
  const server = suiteFixture(() => startTestServer('pglite', { web: true }));

  it.each([...SPEC_LIFE_URLS, '/zh-TW/55688life'])('answers %s as not found, signed in or not', async (url) => {
    expect((await get(server, url)).status).toBe(404);
  });

  it('answers the signed-in screens as not found to a signed-in person too', async () => {
    const { token } = await createSignedInUser(server.db);
    for (const url of SIGNED_IN_ONLY) expect((await get(server, url, `session_token=${token}`)).status, url).toBe(404);
  });
});

describe('the 55688life channel with its flag off', () => {
  const bed = suiteFixture(async () => {
    const partners = await writePartnersFile();
    const server = await startTestServer('pglite', { web: true, env: { PARTNERS_FILE: partners.file, FEATURE_PARTNER_CHANNEL: 'false' } });
    return { server, close: () => server.close() };
  });

  it.each(SPEC_LIFE_URLS)('sends %s to the home page', async (url) => {
    const res = await get(bed.server, url);
    expect(res.status).toBe(302);
    expect(res.location).toBe('/');
  });

  it('refuses the partner sign-in and names no shell', async () => {
    const res = await fetch(`${bed.server.baseUrl}/partner/55688life/enter?token=${await lifeToken('life-user-2')}`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    const shell = await bed.server.api('/partner/shell.json', { cookie: 'partner_token=55688life' });
    expect(shell.body.partner).toBeNull();
  });
});
