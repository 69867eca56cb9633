// The console operators of the browser tests (e2e/global-setup.ts), signing in as a person does:
// with the code the authenticator app shows. The server refuses a code whose time step was used
// already (replay), and several test files sign in one after another within seconds; so each
// sign-in takes an operator whose last sign-in was in an earlier step, waiting for the next step
// only when all of them signed in during this one. The files run one at a time (vitest.config.ts),
// each in its own worker: the last step each operator used is kept in a file beside the test data.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api, apiKey, baseUrl } from './support';

const operators = inject('operators');

const PERIOD_MS = 30_000;
const stepFile = (email: string) => join(process.cwd(), '.test-data', `e2e-operator-step-${email}`);

function lastStepUsed(email: string): number {
  try {
    return Number(readFileSync(stepFile(email), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** An operator's e-mail, password and a code of a time step no sign-in of theirs in this run has used. */
export async function freshOperatorSignIn(): Promise<{ email: string; password: string; code: string }> {
  for (;;) {
    const step = Math.floor(Date.now() / PERIOD_MS);
    const free = operators.find((o) => lastStepUsed(o.email) < step);
    if (free) {
      mkdirSync(join(process.cwd(), '.test-data'), { recursive: true });
      writeFileSync(stepFile(free.email), String(step));
      const code = new TOTP({ secret: Secret.fromBase32(free.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * PERIOD_MS + 1 });
      return { email: free.email, password: free.password, code };
    }
    await new Promise((r) => setTimeout(r, (step + 1) * PERIOD_MS - Date.now() + 200));
  }
}

/** Signs the operator in through the console's API; the console session's cookie header. */
export async function operatorCookie(): Promise<string> {
  const { email, password, code } = await freshOperatorSignIn();
  const login = await fetch(`${baseUrl}/api/ops/login.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, code }),
  });
  const cookie = /ops_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (login.status !== 200 || !cookie) throw new Error(`the operator could not sign in to the console (${login.status})`);
  return cookie;
}

/** Calls a console action as the signed-in operator and expects it done. */
export async function asOperator(path: string, body: unknown = {}): Promise<void> {
  const cookie = await operatorCookie();
  const res = await fetch(`${baseUrl}/api/ops/${path}`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

/** Fills the console's login form (the page is on /ops/login) and sends it. */
export async function signInOperatorOnPage(page: Page): Promise<void> {
  const { email, password, code } = await freshOperatorSignIn();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('密碼', { exact: true }).fill(password);
  await page.getByLabel('驗證碼（6 位數）').fill(code);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

/** Puts a pro's shop item on sale as the product does: the pro sends it for review, an operator approves it, the pro publishes it. */
export async function putShopItemOnSale(itemId: number, proToken: string): Promise<void> {
  expect((await api(`/new/v1/nshop_items/change_status/apply_review/${itemId}.json`, { token: proToken, body: {} })).status).toBe(200);
  await asOperator(`shop_items/approve/${itemId}.json`);
  expect((await api(`/new/v1/nshop_items/change_status/publish/${itemId}.json`, { token: proToken, body: {} })).status).toBe(200);
}
