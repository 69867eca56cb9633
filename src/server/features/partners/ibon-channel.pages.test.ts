import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsumer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { writePartnersFileSync } from './partners.test-support';

async function get(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

describe('the ibon channel’s pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { web: true, env: { PARTNERS_FILE: writePartnersFileSync() } });
  }, 120_000);
  afterAll(() => server?.close());

  it('renders the landing on the server with the popular services and how paying at the store works', async () => {
    const popular = await server.db.selectFrom('quote_categories').select(['name', 'slug']).where('is_popular', '=', true).orderBy('id').execute();
    expect(popular.length).toBeGreaterThan(0);
    const res = await get(server, '/ibon-app');
    expect(res.status).toBe(200);
    const body = res.text.slice(res.text.indexOf('<div id="app">'), res.text.indexOf('window.__PRELOADED_STATE__'));
    expect(body).toContain('ibon App 專區');
    expect(body).toContain('到超商付款怎麼做');
    expect(popular.some((c) => body.includes(`href="/category/${c.slug}"`))).toBe(true);
    expect(body).toContain('href="/dashboard/ibon-orders"');
  });

  it('renders the pro recruitment with a sign-up that keeps the channel', async () => {
    const res = await get(server, '/ibon-app/joinme');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/href="\/(pro-signup\/[a-z0-9-]+|signup)\?partner=ibon"/);
    expect(res.text).toContain('點數怎麼用');
  });
});

describe('the ibon channel’s pages without the channel', () => {
  it.each([
    ['PARTNERS_FILE unset', {}],
    ['the partner flag off', { PARTNERS_FILE: writePartnersFileSync(), FEATURE_PARTNER_CHANNEL: 'false' }],
  ])('send every ibon page home with %s', async (_why, env: Record<string, string>) => {
    const server = await startTestServer('pglite', { web: true, env });
    try {
      const { token } = await createConsumer(server.db);
      const cookie = `session_token=${token}; user_role=consumer`;
      for (const path of ['/ibon-app', '/ibon-app/joinme', '/dashboard/ibon-orders', '/dashboard/ibon-orders/2', '/dashboard/ibon-order/5']) {
        const res = await get(server, path, { cookie });
        expect(res.status, path).toBe(302);
        expect(res.location, path).toBe('/');
      }
    } finally {
      await server.close();
    }
  }, 120_000);
});
