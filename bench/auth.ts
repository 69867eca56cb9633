// Accounts throughput: password logins (Argon2id verify and a new session each) and the
// signed-in user's state (GET /api/user/me.json), on a server started for the purpose.
import { type LoadSettings, measureLoad } from './lib/load';
import { BENCH_API_KEY, type Storage, startMarketplace } from './lib/marketplace';
import type { ThroughputFigure } from './lib/throughput';

export const LOGIN_TARGET = 'POST /api/users/login.json (password)';
export const ME_TARGET = 'GET /api/user/me.json';

const ACCOUNT = { username: 'bench_user', email: 'bench.user@example.com', passwd: 'bench-password-1' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': BENCH_API_KEY };

async function post(url: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString() });
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Signs the bench account up (or in, when the storage already has it) and returns a session token. */
async function sessionToken(baseUrl: string): Promise<string> {
  const check = await post(`${baseUrl}/api/users/check_account.json`, { username: ACCOUNT.username });
  const answer =
    check.message === 'existing'
      ? await post(`${baseUrl}/api/users/login.json`, { username: ACCOUNT.username, passwd: ACCOUNT.passwd })
      : await post(`${baseUrl}/api/users/register/manual.json`, ACCOUNT);
  return String(answer.session_id);
}

/** Loads the login and the user state on one storage; problems go to notes. */
export async function measureAuth(storage: Storage, settings: LoadSettings, baseline: number, notes: string[]): Promise<ThroughputFigure[]> {
  const server = await startMarketplace(storage);
  try {
    const token = await sessionToken(server.baseUrl);
    const figures: ThroughputFigure[] = [];
    const login = await measureLoad(`${server.baseUrl}/api/users/login.json`, FORM, settings, {
      method: 'POST',
      body: new URLSearchParams({ username: ACCOUNT.username, passwd: ACCOUNT.passwd, device_id: 'bench' }).toString(),
    });
    figures.push({ target: LOGIN_TARGET, engine: storage.engine, ratio: login.requestsPerSecond / baseline, ...login });
    console.error(`  ${LOGIN_TARGET} on ${storage.engine}: ${Math.round(login.requestsPerSecond)} req/s`);
    const me = await measureLoad(`${server.baseUrl}/api/user/me.json`, { 'x-api-key': BENCH_API_KEY, 'x-session-token': token }, settings);
    figures.push({ target: ME_TARGET, engine: storage.engine, ratio: me.requestsPerSecond / baseline, ...me });
    console.error(`  ${ME_TARGET} on ${storage.engine}: ${Math.round(me.requestsPerSecond)} req/s`);
    return figures;
  } catch (error) {
    notes.push(`${storage.engine}: the accounts bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  } finally {
    await server.stop();
  }
}
