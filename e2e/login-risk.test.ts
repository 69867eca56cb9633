// Risk checks at login from the browser: with SEON_SCRIPT_URL set, the password login loads SEON's
// JavaScript agent (a local stand-in defining the documented window.seon), takes its payload and
// sends it as seon_session, which reaches SEON's Fraud API (its local fake) as `session`. An agent
// that never answers does not hold the login up: it goes through without the payload.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSeon } from '../src/server/test/fakes/fake-seon';
import { type Browser, openBrowser } from './browser';
import { type RunningServer, startServer } from './server';
import { api, apiKey, eventually, whenHydrated } from './support';

const PASSWORD = 'secret123';
const PAYLOAD = 'V2ViO2UyZS1kZXZpY2UtZmluZ2VycHJpbnQ=';

// What the stand-in agent defines: init() counted, getSession() resolving the known payload.
const AGENT = `window.seon = {
  init: function () { window.__seonInits = (window.__seonInits || 0) + 1; },
  getSession: function () { return Promise.resolve(${JSON.stringify(PAYLOAD)}); }
};`;

/** Serves the stand-in agent; with `hang` set, a request for it is never answered. */
function serveAgent(): Promise<{ server: Server; url: string; hang: boolean; requests: number }> {
  const state = { hang: false, requests: 0 };
  const server = createServer((req, res) => {
    if (req.url !== '/js/v6/agent.umd.js') return void res.writeHead(404).end();
    state.requests += 1;
    if (state.hang) return;
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(AGENT);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(
        Object.assign(state, { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/js/v6/agent.umd.js` }),
      ),
    ),
  );
}

describe('the password login with SEON’s browser agent', () => {
  let agent: Awaited<ReturnType<typeof serveAgent>>;
  let seon: FakeSeon;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    agent = await serveAgent();
    seon = new FakeSeon();
    const seonUrl = await seon.start();
    server = await startServer({
      dataPrefix: 'e2e-login-risk-',
      timeoutMs: 180_000,
      env: { API_KEY: apiKey, RATE_LIMIT_PER_MINUTE: '0', SEON_API_KEY: seon.apiKey, SEON_BASE_URL: seonUrl, SEON_SCRIPT_URL: agent.url },
    });
    browser = await openBrowser({ mobile: true });
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await seon?.close();
    agent?.server.closeAllConnections();
    agent?.server.close();
  });

  async function signUp(prefix: string): Promise<string> {
    const email = `${prefix}-${Date.now()}@example.com`;
    const { status } = await api('/users/sign_up.json', { base: server.baseUrl, body: { User: { email, password: PASSWORD, first_name: '小明', last_name: '王' } } });
    expect(status).toBe(200);
    return email;
  }

  async function logIn(email: string) {
    const { page } = browser;
    await browser.context.clearCookies();
    await page.goto(`${server.baseUrl}/login?from=${encodeURIComponent('/dashboard/settings/notifications')}`);
    const submit = await whenHydrated(page.getByRole('button', { name: '登入', exact: true }));
    await page.getByLabel('帳號或 Email').fill(email);
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await submit.click();
    await page.waitForURL(`${server.baseUrl}/dashboard/settings/notifications`);
  }

  const checksFor = (email: string) => seon.received.filter((r) => r.body.email === email);

  it('loads the agent as the form shows and sends its payload, which SEON receives as the session', async () => {
    const email = await signUp('seon-agent');
    await logIn(email);
    expect(await browser.page.evaluate(() => (window as Window & { __seonInits?: number }).__seonInits)).toBe(1);
    const [check] = checksFor(email);
    expect(check?.apiKey).toBe(seon.apiKey);
    expect(check?.body).toMatchObject({ action_type: 'login', session: PAYLOAD, email });
    expect(check?.body.device_id).toEqual(expect.any(String));
    expect(browser.errors).toEqual([]);
  });

  it('logs in without the payload when the agent does not answer, after waiting about 2 s', async () => {
    const email = await signUp('seon-silent');
    agent.hang = true;
    const before = agent.requests;
    const started = Date.now();
    await logIn(email);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(agent.requests).toBeGreaterThan(before);
    await eventually(() => checksFor(email).length).toBe(1);
    expect(checksFor(email)[0]!.body).not.toHaveProperty('session');
    expect(checksFor(email)[0]!.body).toMatchObject({ action_type: 'login', email });
  });
});
