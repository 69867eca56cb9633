import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../features/auth/sessions.repository';
import { createSignedInUser } from '../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../test/harness';

describe.each(ENGINES)('API plumbing on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('answers health once the database answers, without an API key', async () => {
    const res = await server.api('/health.json', { apiKey: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success' });
  });

  it.each([
    ['missing', null],
    ['wrong', 'not-the-key'],
  ])('refuses a %s API key with 401 invalid api key', async (_label, apiKey) => {
    const res = await server.api('/quote_categories/index.json', { apiKey });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ status: 'Error', error: 'invalid api key' });
  });

  it('reads the session from X-Session-Token and from the session_token cookie', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const byHeader = await server.api('/user/me.json', { token });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body).toMatchObject({ status: 'Success', info: { id: user.id, username: user.username, full_name: '王小明' } });
    const byCookie = await server.api('/user/me/type:brief.json', { cookie: `session_token=${token}` });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toMatchObject({ info: { id: user.id } });
  });

  it.each(['none', 'unknown', 'expired', 'revoked'])('answers 403 invalid token for a %s session', async (kind) => {
    let token: string | undefined;
    if (kind === 'unknown') token = 'x'.repeat(43);
    if (kind === 'expired') {
      const signedIn = await createSignedInUser(server.db);
      await server.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', signedIn.sessionId).execute();
      token = signedIn.token;
    }
    if (kind === 'revoked') {
      const signedIn = await createSignedInUser(server.db);
      await revokeSession(server.db, signedIn.sessionId);
      token = signedIn.token;
    }
    const res = await server.api('/user/me.json', token ? { token } : {});
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
  });

  it('uses 403 for nothing but a missing or dead session', async () => {
    const { token } = await createSignedInUser(server.db);
    const answers = await Promise.all([
      server.api('/quote_categories/index.json', { apiKey: null }),
      server.api('/no/such/endpoint.json', { token }),
      server.api('/quote_categories/NOT%20A%20SLUG.json', { token }),
      server.api('/quote_categories/missing.json', { token }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 404, 404, 404]);
  });

  it('stores only a hash of the session token', async () => {
    const { token, sessionId } = await createSignedInUser(server.db);
    const row = await server.db.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a path parameter that names nothing as not found, in the words of the route', async () => {
    const res = await server.api('/quote_categories/BAD_SLUG!.json');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'Error', message: '找不到這個服務類別。' });
  });

  it('carries a request id on every response', async () => {
    const res = await server.api('/health.json');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
