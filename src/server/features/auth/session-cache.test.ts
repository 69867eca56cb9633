
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { createConsumer, createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { ENGINES, openTestDatabase, startCopy, type TestServer, useTestServer } from '../../test/harness';
import { login } from './auth.test-support';

const meStatus = async (copy: Pick<TestServer, 'api'>, token: string) => (await copy.api('/user/me.json', { token })).status;

describe.each(ENGINES)('session reads on %s', (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0' } });

  it('reads a session once, then answers its next requests without reading it again', async () => {
    const { token } = await createConsumer(server.db);
    expect(await meStatus(server, token)).toBe(200);
    const { statements, kinds } = await server.queries.during(() => server.api('/user/me.json', { token }));
    // A copy keeps sessions only while its change feed hears every copy: PGlite's always does; a test
    // copy on PostgreSQL is given no listening connection, so it reads the session every time.
    const cached = server.app.sessionCache.active;
    expect(cached).toBe(engine === 'pglite');
    expect(kinds).toEqual(cached ? ['SelectQuery users'] : ['SelectQuery sessions', 'SelectQuery users']);
    expect(statements).toBe(cached ? 1 : 2);
  });

  it('refuses a session on the copy that ended it, at once', async () => {
    const { token } = await createConsumer(server.db);
    expect(await meStatus(server, token)).toBe(200);
    await server.api('/users/logout.json', { method: 'POST', token });
    expect(await meStatus(server, token)).toBe(403);
  });
});

describe('two server copies on one PGlite database', () => {
  let database: DatabaseHandle;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    first = await startCopy(database);
    second = await startCopy(database);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  /** A session both copies have just read (and so remember). */
  async function sessionOnBoth(token: string) {
    expect(await meStatus(first, token)).toBe(200);
    expect(await meStatus(second, token)).toBe(200);
  }
  const refusedOnSecond = (token: string) => vi.waitFor(async () => expect(await meStatus(second, token)).toBe(403), { timeout: 2000, interval: 20 });

  it('forgets a session on the other copy when it logs out', async () => {
    const { token } = await createConsumer(first.db);
    await sessionOnBoth(token);
    await first.api('/users/logout.json', { method: 'POST', token });
    await refusedOnSecond(token);
  });

  it('forgets the other sessions on the other copy when the password changes', async () => {
    const user = await createUserWithPassword(first);
    const token = (await login(first, user.username, GOOD_PASSWORD)).body.session_id as string;
    const other = (await login(first, user.username, GOOD_PASSWORD)).body.session_id as string;
    await sessionOnBoth(other);
    const res = await first.api('/users/change_password.json', { method: 'POST', token, form: { current_password: GOOD_PASSWORD, new_password: 'brand-new-pass9' } });
    expect(res.status).toBe(200);
    await refusedOnSecond(other);
    expect(await meStatus(second, token)).toBe(200);
  });

  it('forgets a session revoked from the sessions list, and every session of a deleted account', async () => {
    const user = await createUserWithPassword(first);
    const token = (await login(first, user.username, GOOD_PASSWORD)).body.session_id as string;
    const other = (await login(first, user.username, GOOD_PASSWORD)).body.session_id as string;
    await sessionOnBoth(other);
    await sessionOnBoth(token);
    const listed = await first.api('/users/sessions.json', { token });
    const ids = (listed.body.sessions as { id: number; current: boolean }[]).filter((s) => !s.current).map((s) => s.id);
    expect(ids).toHaveLength(1);
    expect((await first.api(`/users/sessions/revoke/${ids[0]}.json`, { method: 'POST', token })).status).toBe(200);
    await refusedOnSecond(other);
    expect(await meStatus(second, token)).toBe(200);
    expect((await first.api('/users/delete.json', { method: 'POST', token, form: { password: GOOD_PASSWORD } })).status).toBe(200);
    await refusedOnSecond(token);
  });

  it('forgets a session revoked in the database by any path', async () => {
    const { token, user } = await createConsumer(first.db);
    await sessionOnBoth(token);
    await first.db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', user.id).execute();
    await refusedOnSecond(token);
    await vi.waitFor(async () => expect(await meStatus(first, token)).toBe(403), { timeout: 2000, interval: 20 });
  });
});
