import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { createConsumer, createSignedInUser, createUser, createUserWithPassword, findCategory, GOOD_PASSWORD, postRequest } from '../../test/factories';
import { ENGINES, type ApiInit, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

type Server = ReturnType<typeof useTestServer>;

/** Fixtures for one call: the path and body of a valid request. */
async function requestOf(server: Server, consumerToken: string): Promise<number> {
  const aircon = await findCategory(server.db, 'aircon-installation');
  const res = await postRequest(server, consumerToken, aircon);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.quote_request as { id: number }).id;
}

async function reportOf(server: Server): Promise<number> {
  const consumer = await createConsumer(server.db);
  const requestId = await requestOf(server, consumer.token);
  const reporter = await createUser(server.db);
  const row = await server.db.insertInto('quote_reports').values({ quote_request_id: requestId, user_id: reporter.id, reason: '留了電話號碼' }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function messageOf(server: Server): Promise<number> {
  const consumer = await createConsumer(server.db);
  const requestId = await requestOf(server, consumer.token);
  const pro = await createUser(server.db, { signup_role: 'pro' });
  const service = await server.db.insertInto('quote_services').values({ user_id: pro.id, slug: `m-${pro.id}`, title: '測試' }).returning('id').executeTakeFirstOrThrow();
  const bid = await server.db
    .insertInto('quote_bids')
    .values({ quote_request_id: requestId, quote_service_id: service.id, user_id: pro.id, quote_status_id: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await server.db
    .insertInto('messages')
    .values({ quote_bid_id: bid.id, sender_id: consumer.user.id, recipient_id: pro.id, body: '請打給我 0912345678' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return message.id;
}

const reason = { reason: '違反平台規範' };

const CALLS: { name: string; setup: (server: Server) => Promise<{ path: string; init: ApiInit }> }[] = [
  { name: 'report list', setup: async () => ({ path: '/ops/reports/index/page:1.json?status=open', init: {} }) },
  { name: 'resolve report', setup: async (s) => ({ path: `/ops/reports/resolve/${await reportOf(s)}.json`, init: { method: 'POST', json: { outcome: 'dismiss', ...reason } } }) },
  { name: 'standing', setup: async (s) => ({ path: `/ops/users/standing/${(await createUser(s.db)).id}.json`, init: {} }) },
  ...(['warn', 'suspend', 'ban'] as const).map((kind) => ({
    name: kind,
    setup: async (s: Server) => ({ path: `/ops/users/${kind}/${(await createUser(s.db)).id}.json`, init: { method: 'POST' as const, json: reason } }),
  })),
  {
    name: 'reinstate',
    setup: async (s) => {
      const user = await createUser(s.db);
      await s.db.updateTable('users').set({ standing: 'suspended' }).where('id', '=', user.id).execute();
      return { path: `/ops/users/reinstate/${user.id}.json`, init: { method: 'POST', json: reason } };
    },
  },
  ...(['hide', 'unhide'] as const).flatMap((verb) => [
    { name: `${verb} message`, setup: async (s: Server) => ({ path: `/ops/messages/${verb}/${await messageOf(s)}.json`, init: { method: 'POST' as const, json: reason } }) },
    {
      name: `${verb} request`,
      setup: async (s: Server) => ({
        path: `/ops/quote_requests/${verb}/${await requestOf(s, (await createConsumer(s.db)).token)}.json`,
        init: { method: 'POST' as const, json: reason },
      }),
    },
  ]),
];

describe.each(ENGINES)('console moderation on %s', (engine) => {
  const clock = new FixedClock();
  const server = useTestServer(engine, { clock, env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' } });

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    it.each(CALLS)('$name: allowed for trust_safety and admin only, audited', async (call) => {
      const { operator, cookie } = await createSignedInOperator(server, clock, role);
      const { path, init } = await call.setup(server);
      const res = await server.api(path, { ...init, cookie });
      if (operatorMay(role, 'moderate_users')) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const audited = await server.db.selectFrom('operator_audit').select(['action', 'reason']).where('operator_id', '=', operator.id).where('action', '<>', 'login').execute();
        expect(audited).toHaveLength(init.method === 'POST' ? 1 : 0);
        if (init.method === 'POST') expect(audited[0]!.reason).toBe('違反平台規範');
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
        expect(role === 'support' || role === 'finance').toBe(true);
      }
    });
  });

  it.each(CALLS)('$name: 403 invalid token for a guest and a marketplace session', async (call) => {
    const { token } = await createSignedInUser(server.db);
    const { path, init } = await call.setup(server);
    for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
      const res = await server.api(path, { ...init, ...who });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    }
  });

  it('suspends: sessions end at once, sign-in is refused naming the end, open requests close; reinstated signs in again; all audited', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'trust_safety');
    const user = await createUserWithPassword(server);
    await server.db.updateTable('users').set({ phone: `+8869${String(user.id).padStart(8, '0')}`, is_phone_confirmed: true }).where('id', '=', user.id).execute();
    const login = () => server.api('/users/login.json', { method: 'POST', form: { username: user.username, passwd: GOOD_PASSWORD } });
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.session_id as string;
    expect((await server.api('/user/me.json', { token })).status).toBe(200);
    const requestId = await requestOf(server, token);

    const until = new Date(clock.now().getTime() + 3 * 86_400_000);
    const untilText = until.toISOString().replace('T', ' ').slice(0, 19);
    const res = await server.api(`/ops/users/suspend/${user.id}.json`, { method: 'POST', json: { until: untilText, reason: '多次騷擾專家' }, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ user_id: user.id, standing: 'suspended', standing_until: untilText, sanctions: [{ kind: 'suspend', reason: '多次騷擾專家' }] });

    expect((await server.api('/user/me.json', { token })).status).toBe(403);
    const refused = await login();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('account suspended');
    expect(refused.body.message).toContain('您的帳號已被停權至');
    const request = await server.db.selectFrom('quote_requests').select('is_closed').where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(request.is_closed).toBe(true);

    // Only the admin lifts a ban; anyone with the permission lifts a suspension.
    expect((await server.api(`/ops/users/reinstate/${user.id}.json`, { method: 'POST', json: { reason: '申訴成立' }, cookie })).status).toBe(200);
    expect((await login()).status).toBe(200);

    const audit = await server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'reason'])
      .where('operator_id', '=', operator.id)
      .where('action', '<>', 'login')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'user_suspend',
        target_type: 'user',
        target_id: String(user.id),
        before: { standing: 'active', standing_until: null },
        after: expect.objectContaining({ standing: 'suspended', standing_until: untilText, sessions_ended: 1, closed_request_ids: [requestId] }),
        reason: '多次騷擾專家',
      },
      {
        action: 'user_reinstate',
        target_type: 'user',
        target_id: String(user.id),
        before: { standing: 'suspended', standing_until: untilText },
        after: expect.objectContaining({ standing: 'active', standing_until: null, sessions_ended: 0 }),
        reason: '申訴成立',
      },
    ]);
  });

  it('bans: only an admin reinstates; warns leave the standing and mail a notice; refusals are 409', async () => {
    const ts = await createSignedInOperator(server, clock, 'trust_safety');
    const admin = await createSignedInOperator(server, clock, 'admin');
    const user = await createUser(server.db);
    const call = (kind: string, cookie: string, json: Record<string, unknown> = { reason: '測試理由' }) =>
      server.api(`/ops/users/${kind}/${user.id}.json`, { method: 'POST', json, cookie });
    const warned = await call('warn', ts.cookie);
    expect(warned.body.user).toMatchObject({ standing: 'active', sanctions: [{ kind: 'warn' }] });
    await server.app.background.idle();
    const mails = await server.api(`/dev/outbox.json?to=${encodeURIComponent(user.email!)}`);
    expect(JSON.stringify(mails.body)).toContain('帳號警告通知');

    expect((await call('suspend', ts.cookie, { reason: '過去時間', until: '2000-01-01 00:00:00' })).status).toBe(409);
    expect((await call('reinstate', ts.cookie)).body).toMatchObject({ error: 'action not allowed', message: '此帳號目前沒有停權或停用，無需恢復。' });
    expect((await call('ban', ts.cookie)).body.user).toMatchObject({ standing: 'banned', standing_until: null });
    expect((await call('ban', ts.cookie)).status).toBe(409);
    expect((await call('reinstate', ts.cookie)).body).toMatchObject({ message: '只有管理員可以恢復被永久停用的帳號。' });
    expect((await call('reinstate', admin.cookie)).body.user).toMatchObject({ standing: 'active' });
    expect((await server.api('/ops/users/warn/99999999.json', { method: 'POST', json: { reason: '不存在' }, cookie: ts.cookie })).status).toBe(404);
    expect((await call('warn', ts.cookie, {})).status).toBe(400);
  });
});
