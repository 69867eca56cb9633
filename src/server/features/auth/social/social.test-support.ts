import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Engine } from '../../../db/connection';
import { resetThrottles } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/harness';
import { FakeApple } from '../../../test/fakes/fake-apple';
import { FakeFacebook } from '../../../test/fakes/fake-facebook';
import { hashToken } from '../sessions.repository';
import { FakeGoogle } from '../../../test/fakes/fake-google';

/** Tests only. The app configured against local fakes of all three providers. */
export interface SocialTestBed {
  server: TestServer;
  google: FakeGoogle;
  apple: FakeApple;
  facebook: FakeFacebook;
  close(): Promise<void>;
}

export async function startSocialTestBed(engine: Engine, env: Record<string, string> = {}): Promise<SocialTestBed> {
  const [google, apple, facebook] = await Promise.all([new FakeGoogle().start(), new FakeApple().start(), new FakeFacebook().start()]);
  const server = await startTestServer(engine, { env: { ...google.env, ...apple.env, ...facebook.env, ...env } });
  return {
    server,
    google,
    apple,
    facebook,
    close: async () => {
      await server.close();
      await Promise.all([google.close(), apple.close(), facebook.close()]);
    },
  };
}

/**
 * One test bed for the calling describe block: started before its tests, closed after them, with
 * the sign-in throttles reset before each test. Its fields are there once the tests run.
 */
export function useSocialTestBed(engine: Engine): SocialTestBed {
  const bed = {} as SocialTestBed;
  beforeAll(async () => {
    Object.assign(bed, await startSocialTestBed(engine));
  });
  afterAll(() => bed.close());
  beforeEach(() => resetThrottles(bed.server));
  return bed;
}

/** POST /users/login.json with a form body. */
export function socialLogin(server: TestServer, form: Record<string, string>) {
  return server.api('/users/login.json', { method: 'POST', form });
}

/** Expects the 400 `invalid social token` answer. */
export function expectInvalidSocialToken(res: { status: number; body: Record<string, unknown> }): void {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ status: 'Error', error: 'invalid social token', message: '第三方登入驗證失敗，請再試一次。' });
}

/** The user id a session token belongs to. */
export async function userOfSession(server: TestServer, token: string): Promise<number> {
  const row = await server.db.selectFrom('sessions').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  return row.user_id;
}

/** The social links of a provider account. */
export function linksOf(server: TestServer, provider: 'google' | 'apple' | 'facebook', providerUserId: string) {
  return server.db
    .selectFrom('user_social_accounts')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .execute();
}

let counter = 0;
/** A provider user id no other test uses. */
export function newSubject(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now()}${counter}`;
}
