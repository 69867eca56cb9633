// The console operator of the browser tests (e2e/global-setup.ts), signing in as a person does:
// with the code the authenticator app shows. The server refuses a code whose time step was used
// already (replay), and several test files sign the same operator in, one after another within
// seconds; so each sign-in takes a step no earlier sign-in of this run took, waiting for the next
// step when it must. The files run one at a time (vitest.config.ts), each in its own worker: the
// last step used is kept in a file beside the test data.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { apiKey, baseUrl } from './support';

export const operator = inject('operator');

const PERIOD_MS = 30_000;
const STEP_FILE = join(process.cwd(), '.test-data', `e2e-operator-step-${operator.email}`);

function lastStepUsed(): number {
  try {
    return Number(readFileSync(STEP_FILE, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

/** A code of a time step no sign-in of this run has used; waits for the next step when this one was. */
export async function freshOperatorCode(): Promise<string> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  const last = lastStepUsed();
  if (step <= last) {
    await new Promise((r) => setTimeout(r, (last + 1) * PERIOD_MS - Date.now() + 200));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  mkdirSync(join(process.cwd(), '.test-data'), { recursive: true });
  writeFileSync(STEP_FILE, String(step));
  return new TOTP({ secret: Secret.fromBase32(operator.totpSecret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: step * PERIOD_MS + 1 });
}

/** Signs the operator in through the console's API; the console session's cookie header. */
export async function operatorCookie(): Promise<string> {
  const code = await freshOperatorCode();
  const login = await fetch(`${baseUrl}/api/ops/login.json`, {
    method: 'POST',
    headers: { 'X-Api-Key': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: operator.email, password: operator.password, code }),
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
  await page.getByLabel('Email', { exact: true }).fill(operator.email);
  await page.getByLabel('密碼', { exact: true }).fill(operator.password);
  await page.getByLabel('驗證碼（6 位數）').fill(await freshOperatorCode());
  await page.getByRole('button', { name: '登入', exact: true }).click();
}
