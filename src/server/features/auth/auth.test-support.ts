import { readOutbox } from '../../adapters/messaging/outbox';
import { GOOD_PASSWORD, uniqueAccount } from '../../test/factories';
import type { ApiResponse, TestServer } from '../../test/harness';

/** Helpers shared by the accounts API tests. */

/** A request from another address (the app trusts X-Forwarded-For, as behind a proxy). */
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

export function login(server: TestServer, username: string, passwd: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  return server.api('/users/login.json', { method: 'POST', form: { username, passwd, device_id: 'test-device' }, headers });
}

/** Registers through POST /users/register/manual.json; returns the answer and the account. */
export async function register(server: TestServer, headers: Record<string, string> = {}) {
  const account = uniqueAccount();
  const res = await server.api('/users/register/manual.json', {
    method: 'POST',
    form: { ...account, passwd: GOOD_PASSWORD, device_id: 'test-device' },
    headers,
  });
  return { res, ...account };
}

/** The mails sent to an address once background work (mails go out after the answer) is done. */
export async function mailsTo(server: TestServer, email: string) {
  await server.app.background.idle();
  return readOutbox(server.db, email);
}

/** The last link in the newest mail to an address that starts with the given URL. */
export async function linkIn(server: TestServer, email: string, prefix: string): Promise<string> {
  const mails = await mailsTo(server, email);
  const body = mails.at(-1)?.body ?? '';
  const link = body.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in ${JSON.stringify(body)}`);
  return link;
}

/** The value of a Set-Cookie attribute line for a cookie. */
export function setCookie(res: ApiResponse, name: string): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/**
 * The limits count in fixed windows (every 15 minutes, every hour). A test that counts up to a
 * limit waits out the last seconds of a window first, so the count cannot restart halfway.
 */
export async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 15): Promise<void> {
  const size = windowSeconds * 1000;
  const left = size - (Date.now() % size);
  if (left < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
