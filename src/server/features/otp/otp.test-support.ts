import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Engine } from '../../db/connection';
import { resetThrottles } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';

/** Tests only: helpers shared by the OTP API tests. */

/** A fresh mobile number, as a person types it (09xxxxxxxx) and as stored (+8869xxxxxxxx). */
export function newPhone(): { local: string; canonical: string } {
  const rest = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return { local: `09${rest}`, canonical: `+8869${rest}` };
}

export function newEmail(prefix = 'otp'): string {
  return `${prefix}.${randomInt(0, 1e9)}@example.com`;
}

interface OutboxMessage {
  channel: 'email' | 'sms' | 'voice';
  to: string;
  subject: string;
  body: string;
  created: string;
}

export async function outbox(server: TestServer, to: string): Promise<OutboxMessage[]> {
  const res = await server.api(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return res.body.messages as OutboxMessage[];
}

/** The code in the newest message to a phone or e-mail (read aloud codes included). */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const messages = await outbox(server, to);
  const body = messages.at(-1)?.body ?? '';
  // Standing alone: a username such as user_1234567a must not pass for a code.
  const code = /(?<!\w)(\d{6})(?!\w)/.exec(body)?.[1] ?? /(\d(?:、\d){5})/.exec(body)?.[1]?.replaceAll('、', '');
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}

/** Moves the challenges of a destination into the past, as if `seconds` had gone by. */
export async function timeTravel(server: TestServer, destination: string, seconds: number): Promise<void> {
  const shift = sql`make_interval(secs => ${seconds})`;
  await server.db
    .updateTable('otp_challenges')
    .set({ created: sql`created - ${shift}`, expires_at: sql`expires_at - ${shift}` })
    .where('destination', '=', destination)
    .execute();
  await server.db
    .updateTable('throttle_gaps')
    .set({ last_at: sql`last_at - ${shift}` })
    .where('key', '=', destination)
    .execute();
}

/** A code that differs from the right one. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

type Form = Record<string, string>;

/**
 * A test server for the OTP API tests of one engine, started before the suite's tests, closed
 * after them, with the throttles reset before each test; and the calls the e-mail code tests make.
 */
export function otpSuite(engine: Engine) {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(engine);
  });
  afterAll(() => current?.close());
  beforeEach(() => resetThrottles(suite.server));

  const post = (path: string, form: Form, init: { token?: string; cookie?: string } = {}) => suite.server.api(path, { method: 'POST', form, ...init });
  const preauth = (email: string) => post('/new/v1/email_verifications/preauth_login', { email });
  const suite = {
    get server(): TestServer {
      if (!current) throw new Error('the test server is not started');
      return current;
    },
    post,
    preauth,
    auth: (form: Form, cookie?: string) => post('/new/v1/email_verifications/auth', form, cookie ? { cookie } : {}),
    /** Asks for an e-mail login code: the challenge hash and the code mailed. */
    async codeFor(email: string): Promise<{ hash: string; code: string }> {
      const res = await preauth(email);
      expect(res.status).toBe(200);
      return { hash: res.body.hash as string, code: await latestCode(suite.server, email) };
    },
    /** The id of the user a session token belongs to. */
    meId: async (token: string) => ((await suite.server.api('/user/me.json', { token })).body.info as { id: number }).id,
  };
  return suite;
}

/** The calls the phone code tests make, on the server of an otpSuite. */
export function phoneCalls(suite: { readonly server: TestServer }) {
  const preauth = (phone: string, path = '/users/verify/phone/preauth.json', headers: Record<string, string> = {}) =>
    suite.server.api(path, { method: 'POST', form: { phone }, headers });
  return {
    preauth,
    auth: (form: Form, token?: string) => suite.server.api('/users/verify/phone/auth.json', { method: 'POST', form, ...(token ? { token } : {}) }),
    /** Asks for a code by SMS: the challenge hash and the code texted. */
    async codeFor(phone: { local: string; canonical: string }): Promise<{ hash: string; code: string }> {
      const res = await preauth(phone.local);
      expect(res.status).toBe(200);
      return { hash: res.body.hash as string, code: await latestCode(suite.server, phone.canonical) };
    },
    userRow: (id: number) => suite.server.db.selectFrom('users').select(['phone', 'is_phone_confirmed']).where('id', '=', id).executeTakeFirstOrThrow(),
  };
}
