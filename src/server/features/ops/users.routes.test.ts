import { randomBytes, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole, operatorMay, type OpsPermissionId } from '../../../domain/ops/operator-roles';
import { ACTIVATION_RESENDS_PER_DAY } from '../../../domain/abuse-limits';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../../domain/users/auth-limits';
import { FixedClock } from '../../adapters/clock';
import {
  blockUser,
  createBid,
  createPublicPro,
  createSignedInUser,
  createUser,
  createUserWithPassword,
  findCategory,
  findPlace,
  fundWallet,
  GOOD_PASSWORD,
} from '../../test/factories';
import { type ApiInit, ENGINES, listeningEnv, useTestServer } from '../../test/harness';
import { createSession } from '../auth/sessions.repository';
import { awayFromWindowEdge, fromIp, login, mailsTo } from '../auth/auth.test-support';
import { createSignedInOperator } from './ops.test-support';

type Server = ReturnType<typeof useTestServer>;

interface Call {
  name: string;
  permission: OpsPermissionId;
  /** Makes what the call needs and returns its path and request. */
  make: (server: Server) => Promise<{ path: string; init: ApiInit }>;
}

const get = (path: string) => async () => ({ path, init: {} });
const forUser = (f: (userId: number) => { path: string; init: ApiInit }) => async (server: Server) => f((await createUser(server.db)).id);

/** Every call of the user pages, the permission it needs and a request that succeeds when allowed. */
const CALLS: Call[] = [
  { name: 'search', permission: 'read_users', make: get('/ops/users/search.json?q=%E7%8E%8B') },
  { name: 'view', permission: 'read_users', make: forUser((id) => ({ path: `/ops/users/view/${id}.json`, init: {} })) },
  ...(['requests', 'bids', 'services', 'payments', 'ledger', 'sessions', 'throttles', 'blocks', 'messages'] as const).map(
    (tab): Call => ({ name: `tab ${tab}`, permission: 'read_users', make: forUser((id) => ({ path: `/ops/users/${tab}/${id}.json?page=1`, init: {} })) }),
  ),
  {
    name: 'end one session',
    permission: 'manage_users',
    make: async (server) => {
      const { sessionId } = await createSignedInUser(server.db);
      return { path: `/ops/users/end_session/${sessionId}.json`, init: { method: 'POST', json: { reason: '帳號疑似被盜用' } } };
    },
  },
  { name: 'end all sessions', permission: 'manage_users', make: forUser((id) => ({ path: `/ops/users/end_sessions/${id}.json`, init: { method: 'POST', json: {} } })) },
  { name: 'clear throttles', permission: 'manage_users', make: forUser((id) => ({ path: `/ops/users/clear_throttles/${id}.json`, init: { method: 'POST' } })) },
  {
    name: 'resend verification',
    permission: 'manage_users',
    make: forUser((id) => ({ path: `/ops/users/resend_verification/${id}.json`, init: { method: 'POST', json: { reason: '使用者來電表示沒收到' } } })),
  },
];

describe.each(ENGINES)('the console user pages on %s', (engine) => {
  const clock = new FixedClock(new Date());
  const server = useTestServer(engine, { clock, env: listeningEnv(engine) });
  const signedIn = new Map<OperatorRole, Awaited<ReturnType<typeof createSignedInOperator>>>();
  const as = async (role: OperatorRole) => {
    let found = signedIn.get(role);
    if (!found) {
      found = await createSignedInOperator(server, clock, role);
      signedIn.set(role, found);
    }
    return found;
  };
  /** A newly signed-in operator, whose audit entries are this test's only. */
  const fresh = (role: OperatorRole) => createSignedInOperator(server, clock, role);
  const audit = (operatorId: number) =>
    server.db.selectFrom('operator_audit').select(['action', 'target_type', 'target_id', 'before', 'after', 'reason']).where('operator_id', '=', operatorId).orderBy('id').execute();

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    it.each(CALLS)('$name: allowed exactly when the role has the permission', async (call) => {
      const { cookie } = await as(role);
      const { path, init } = await call.make(server);
      const res = await server.api(path, { ...init, cookie });
      if (operatorMay(role, call.permission)) {
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.status).toBe('Success');
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
    });
  });

  it('gives manage_users to support, trust and safety, and admin only', () => {
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'manage_users'))).toEqual(['support', 'trust_safety', 'admin']);
    expect(OPERATOR_ROLES.filter((role) => operatorMay(role, 'read_users'))).toEqual(['support', 'trust_safety', 'finance', 'admin']);
  });

  it.each(CALLS)('$name: 403 invalid token for a guest and a marketplace session, nothing done', async (call) => {
    const { token } = await createSignedInUser(server.db);
    const { path, init } = await call.make(server);
    const before = await server.db.selectFrom('operator_audit').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
      const res = await server.api(path, { ...init, ...who });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    }
    const after = await server.db.selectFrom('operator_audit').select(server.db.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  describe('search', () => {
    const search = async (cookie: string, q: string, page = 1) => {
      const res = await server.api(`/ops/users/search.json?q=${encodeURIComponent(q)}&page=${page}`, { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { kind: string; users: { id: number; email: string; phone: string | null; full_name: string }[]; count: number; total_pages: number };
    };

    it('finds a user by id, e-mail, phone (any way it is typed) and name, each audited with the query', async () => {
      const { operator, cookie } = await fresh('support');
      const tag = randomBytes(4).toString('hex');
      const user = await createUser(server.db, { username: `chen_${tag}`, email: `Chen.${tag}@Example.com`, last_name: `陳${tag}`, first_name: '大文' });
      const phone = `+8869${String(Date.now()).slice(-8)}`;
      await server.db.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
      const local = `0${phone.slice(4)}`;

      const byId = await search(cookie, String(user.id));
      expect(byId.kind).toBe('id');
      expect(byId.users.map((u) => u.id)).toEqual([user.id]);
      // Operators see the e-mail and phone as stored, unmasked.
      expect(byId.users[0]).toMatchObject({ email: `Chen.${tag}@Example.com`, phone, full_name: `陳${tag}大文` });

      for (const q of [`chen.${tag}@example.com`, `CHEN.${tag}@`]) {
        const found = await search(cookie, q);
        expect(found.kind).toBe('email');
        expect(found.users.map((u) => u.id)).toEqual([user.id]);
      }
      for (const q of [local, `${local.slice(0, 4)}-${local.slice(4, 7)}-${local.slice(7)}`, `+886 ${phone.slice(4)}`]) {
        const found = await search(cookie, q);
        expect(found.kind).toBe('phone');
        expect(found.users.map((u) => u.id)).toEqual([user.id]);
      }
      for (const q of [`CHEN_${tag}`, `chen_${tag.slice(0, 3)}`, `chen.${tag}`, `陳${tag}`, `陳${tag}大文`]) {
        const found = await search(cookie, q);
        expect(found.kind).toBe('name');
        expect(found.users.map((u) => u.id)).toContain(user.id);
      }
      const none = await search(cookie, `nobody_${tag}`);
      expect(none).toMatchObject({ kind: 'name', users: [], count: 0, total_pages: 1 });

      const entries = (await audit(operator.id)).filter((e) => e.action === 'user_search');
      expect(entries.at(0)).toEqual({ action: 'user_search', target_type: 'user', target_id: null, before: null, after: { q: String(user.id), kind: 'id', page: 1, count: 1 }, reason: null });
      expect(entries.at(-1)?.after).toEqual({ q: `nobody_${tag}`, kind: 'name', page: 1, count: 0 });
      expect(entries).toHaveLength(12);
    });

    it('pages 20 at a time, newest first, and takes % and _ literally', async () => {
      const { cookie } = await as('finance');
      const tag = randomBytes(4).toString('hex');
      const made: number[] = [];
      for (let i = 0; i < 21; i += 1) made.push((await createUser(server.db, { first_name: `頁${tag}` })).id);
      const first = await search(cookie, `頁${tag}`);
      expect(first.count).toBe(21);
      expect(first.total_pages).toBe(2);
      expect(first.users.map((u) => u.id)).toEqual(made.slice(1).reverse());
      expect((await search(cookie, `頁${tag}`, 2)).users.map((u) => u.id)).toEqual([made[0]]);
      expect((await search(cookie, '%')).count).toBe(0);
    });

    it('refuses an empty query with 400', async () => {
      const { cookie } = await as('support');
      expect((await server.api('/ops/users/search.json?q=%20', { cookie })).status).toBe(400);
      expect((await server.api('/ops/users/search.json', { cookie })).status).toBe(400);
    });
  });

  describe('one user', () => {
    it('shows the profile, wallet and counts, and each list on its own call, every read audited', async () => {
      const { operator, cookie } = await as('trust_safety');
      const aircon = await findCategory(server.db, 'aircon-installation');
      const place = await findPlace(server.db, '臺北市', '大安區');
      const pro = await createPublicPro(server.db, { title: `冷氣安裝${randomBytes(3).toString('hex')}`, categorySlugs: ['aircon-installation'] });
      const { consumer, requestId, bidId } = await createBid(server.db, pro, { categoryId: aircon.id, place });
      const userId = pro.user.id;
      await fundWallet(server.db, userId, 300);
      await server.db
        .insertInto('credit_purchases')
        .values({ user_id: userId, amount: 500, credit: 500, pay_type: 'cvs', provider: 'ecpay', idempotency_key: randomUUID(), order_number: `OPS${randomBytes(6).toString('hex')}` })
        .execute();
      await createSession(server.db, userId, { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1' });
      await blockUser(server.db, userId, consumer.user.id);
      const stranger = await createUser(server.db);
      await blockUser(server.db, stranger.id, userId);

      const view = await server.api(`/ops/users/view/${userId}.json`, { cookie });
      expect(view.status, JSON.stringify(view.body)).toBe(200);
      expect(view.body).toMatchObject({
        user: { id: userId, email: pro.user.email, has_password: false, social_providers: [], deleted_at: null },
        wallet: { balance: 300 },
        counts: { requests: 0, bids: 1, services: 1, payments: 1, live_sessions: 1, blocks: 2 },
      });

      const tab = async (name: string, id = userId) => {
        const res = await server.api(`/ops/users/${name}/${id}.json?page=1`, { cookie });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body as { rows: Record<string, unknown>[]; count: number; page: number; total_pages: number };
      };
      expect((await tab('bids')).rows).toEqual([expect.objectContaining({ id: bidId, quote_request_id: requestId, quote_service_id: pro.service.id, quote_status_id: 1 })]);
      expect((await tab('services')).rows).toEqual([expect.objectContaining({ id: pro.service.id, title: pro.service.title, is_public: true })]);
      expect((await tab('payments')).rows).toEqual([expect.objectContaining({ amount: 500, pay_type: 'cvs', status: 'pending' })]);
      expect((await tab('ledger')).rows).toEqual([expect.objectContaining({ amount: 300, balance_after: 300 })]);
      const sessions = (await tab('sessions')).rows;
      expect(sessions).toEqual([expect.objectContaining({ live: true, revoked_at: null, device: expect.any(String) })]);
      expect((await tab('throttles')).rows).toEqual([]);
      const blocks = (await tab('blocks')).rows;
      expect(blocks.map((b) => [b.direction, b.other_user_id]).sort()).toEqual([
        ['blocked', consumer.user.id],
        ['blocked_by', stranger.id],
      ]);
      expect((await tab('requests', consumer.user.id)).rows).toEqual([expect.objectContaining({ id: requestId, category: aircon.name, city: '臺北市', bids: 1 })]);

      const entries = (await audit(operator.id)).filter((e) => e.target_id === String(userId) || e.target_id === String(consumer.user.id));
      expect(entries.map((e) => e.action)).toEqual([
        'user_view',
        'user_view_bids',
        'user_view_services',
        'user_view_payments',
        'user_view_ledger',
        'user_view_sessions',
        'user_view_throttles',
        'user_view_blocks',
        'user_view_requests',
      ]);
      expect(entries[1]).toMatchObject({ target_type: 'user', after: { page: 1, count: 1 } });
    });

    it('answers 404 for an unknown user on the view, every list and every action', async () => {
      const { cookie } = await as('admin');
      const missing = 2_000_000_000;
      expect((await server.api(`/ops/users/view/${missing}.json`, { cookie })).status).toBe(404);
      for (const tab of ['requests', 'sessions', 'throttles', 'blocks']) expect((await server.api(`/ops/users/${tab}/${missing}.json`, { cookie })).status).toBe(404);
      for (const action of ['end_session', 'end_sessions', 'clear_throttles', 'resend_verification']) {
        const res = await server.api(`/ops/users/${action}/${missing}.json`, { method: 'POST', json: {}, cookie });
        expect(res.status).toBe(404);
      }
      expect((await server.api('/ops/users/view/abc.json', { cookie })).status).toBe(404);
    });
  });

  describe('sessions', () => {
    const stillSignedIn = async (token: string) => (await server.api('/users/sessions.json', { cookie: `session_token=${token}` })).status;

    it('ending all of a user’s sessions signs them out everywhere, audited with the sessions ended and the reason', async () => {
      const { operator, cookie } = await as('support');
      const { user, token, sessionId } = await createSignedInUser(server.db);
      const other = await createSession(server.db, user.id);
      expect(await stillSignedIn(token)).toBe(200);
      expect(await stillSignedIn(other.token)).toBe(200);
      // The copy keeps the rows it just read in its session cache: the end must reach it through the change feed.
      expect(server.app.sessionCache.active).toBe(true);

      const res = await server.api(`/ops/users/end_sessions/${user.id}.json`, { method: 'POST', json: { reason: '帳號疑似被盜用' }, cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ user_id: user.id, ended: 2 });
      expect(await stillSignedIn(token)).toBe(403);
      expect(await stillSignedIn(other.token)).toBe(403);

      const entry = (await audit(operator.id)).filter((e) => e.action === 'user_end_sessions').at(-1);
      expect(entry).toEqual({
        action: 'user_end_sessions',
        target_type: 'user',
        target_id: String(user.id),
        before: { open_session_ids: [sessionId, other.sessionId].sort((a, b) => a - b) },
        after: { ended: 2 },
        reason: '帳號疑似被盜用',
      });
    });

    it('ends one session and leaves the others; an ended one is 409, an unknown one 404', async () => {
      const { operator, cookie } = await fresh('trust_safety');
      const { user, token, sessionId } = await createSignedInUser(server.db);
      const other = await createSession(server.db, user.id);
      expect(await stillSignedIn(token)).toBe(200);

      const end = () => server.api(`/ops/users/end_session/${sessionId}.json`, { method: 'POST', cookie });
      const res = await end();
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ session_id: sessionId, user_id: user.id });
      expect(await stillSignedIn(token)).toBe(403);
      expect(await stillSignedIn(other.token)).toBe(200);

      const again = await end();
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('這個登入已經結束了。');
      expect((await server.api('/ops/users/end_session/2000000000.json', { method: 'POST', cookie })).status).toBe(404);

      const entries = (await audit(operator.id)).filter((e) => e.action === 'user_end_session');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ target_id: String(user.id), before: { session_id: sessionId, revoked_at: null }, reason: null });

      const listed = await server.api(`/ops/users/sessions/${user.id}.json`, { cookie });
      expect((listed.body.rows as { id: number; live: boolean }[]).map((s) => [s.id, s.live])).toEqual([
        [other.sessionId, true],
        [sessionId, false],
      ]);
    });
  });

  describe('throttles', () => {
    beforeEach(() => awayFromWindowEdge(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds), 30_000);

    it('lists a locked-out user’s login throttle, and clearing it lets them sign in again', async () => {
      const { operator, cookie } = await as('support');
      const user = await createUserWithPassword(server);
      for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i += 1) expect((await login(server, user.username, `wrong-${i}-pass`, fromIp('10.65.0.1'))).status).toBe(400);
      expect((await login(server, user.username, GOOD_PASSWORD, fromIp('10.65.0.2'))).status).toBe(429);

      const listed = await server.api(`/ops/users/throttles/${user.id}.json`, { cookie });
      expect(listed.body.rows).toEqual([expect.objectContaining({ kind: 'counter', scope: 'login-fail-account', key: `user:${user.id}`, count: 11, clearable: true })]);

      const cleared = await server.api(`/ops/users/clear_throttles/${user.id}.json`, { method: 'POST', json: { reason: '本人來電確認' }, cookie });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(cleared.body).toMatchObject({ user_id: user.id, cleared: 1 });
      expect((await login(server, user.username, GOOD_PASSWORD, fromIp('10.65.0.3'))).status).toBe(200);

      const entry = (await audit(operator.id)).filter((e) => e.action === 'user_clear_throttles').at(-1);
      expect(entry).toEqual({
        action: 'user_clear_throttles',
        target_type: 'user',
        target_id: String(user.id),
        before: { throttles: [{ scope: 'login-fail-account', key: `user:${user.id}`, count: 11 }] },
        after: { cleared: 1 },
        reason: '本人來電確認',
      });
    });

    it('clears code and reset limits of the user’s e-mail and phone, not other people’s rows', async () => {
      const { cookie } = await as('admin');
      const user = await createUser(server.db);
      const phone = `+8869${String(Date.now() + 7).slice(-8)}`;
      await server.db.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
      const someone = await createUser(server.db);
      const window = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000);
      await server.db
        .insertInto('throttle_counters')
        .values([
          { scope: 'otp-destination', key: phone, window_start: window, count: 10 },
          { scope: 'forgot-email', key: user.email!, window_start: window, count: 5 },
          { scope: 'otp-destination', key: someone.email!, window_start: window, count: 10 },
        ])
        .execute();
      await server.db.insertInto('throttle_gaps').values({ scope: 'otp-resend', key: phone, last_at: new Date() }).execute();

      const res = await server.api(`/ops/users/clear_throttles/${user.id}.json`, { method: 'POST', cookie });
      expect(res.body).toMatchObject({ cleared: 3 });
      const left = await server.db.selectFrom('throttle_counters').select('key').where('key', 'in', [phone, user.email!, someone.email!]).execute();
      expect(left).toEqual([{ key: someone.email! }]);
      expect(await server.db.selectFrom('throttle_gaps').select('key').where('key', '=', phone).execute()).toEqual([]);
    });
  });

  describe('resending the verification', () => {
    it('mails a new activation link to an unconfirmed address, audited with the reason', async () => {
      const { operator, cookie } = await as('support');
      const user = await createUser(server.db);
      const res = await server.api(`/ops/users/resend_verification/${user.id}.json`, { method: 'POST', json: { reason: '使用者來電表示沒收到' }, cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ user_id: user.id, channel: 'email', email: user.email });
      const mails = await mailsTo(server, user.email!);
      expect(mails.filter((m) => m.subject.includes('啟用您的帳號'))).toHaveLength(1);
      const entry = (await audit(operator.id)).filter((e) => e.action === 'user_resend_verification').at(-1);
      expect(entry).toEqual({
        action: 'user_resend_verification',
        target_type: 'user',
        target_id: String(user.id),
        before: { is_activated: false },
        after: { channel: 'email', email: user.email },
        reason: '使用者來電表示沒收到',
      });
    });

    it('counts against the user’s own daily limit of verification mails: over it, 429 in zh-TW, nothing mailed or audited', async () => {
      const { operator, cookie } = await as('support');
      const { user, token } = await createSignedInUser(server.db);
      const send = () => server.api(`/ops/users/resend_verification/${user.id}.json`, { method: 'POST', json: { reason: '使用者來電' }, cookie });
      const own = () => server.api('/users/resend_activation.json', { method: 'POST', json: {}, token });
      for (let i = 0; i < ACTIVATION_RESENDS_PER_DAY - 1; i += 1) expect((await send()).status).toBe(200);
      expect((await own()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(new RegExp(`^今天已重寄 ${ACTIVATION_RESENDS_PER_DAY} 次驗證信，請於 .+ 後再試。$`));
      expect((await own()).status).toBe(429);
      const mails = (await mailsTo(server, user.email!)).filter((m) => m.subject.includes('啟用您的帳號'));
      expect(mails).toHaveLength(ACTIVATION_RESENDS_PER_DAY);
      expect((await audit(operator.id)).filter((e) => e.action === 'user_resend_verification' && e.target_id === String(user.id))).toHaveLength(ACTIVATION_RESENDS_PER_DAY - 1);
    });

    it('refuses with 409 in zh-TW when already verified, without an address, or deleted; nothing mailed or audited', async () => {
      const { operator, cookie } = await as('admin');
      const verified = await createUser(server.db);
      await server.db.updateTable('users').set({ is_activated: true }).where('id', '=', verified.id).execute();
      const noEmail = await createUser(server.db);
      await server.db.updateTable('users').set({ email: null }).where('id', '=', noEmail.id).execute();
      const deleted = await createUser(server.db);
      await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', deleted.id).execute();
      const send = (id: number) => server.api(`/ops/users/resend_verification/${id}.json`, { method: 'POST', cookie });

      const answers = await Promise.all([send(verified.id), send(noEmail.id), send(deleted.id)]);
      expect(answers.map((r) => [r.status, r.body.message])).toEqual([
        [409, '這位使用者的 Email 已經驗證完成。'],
        [409, '這位使用者沒有 Email，無法寄送驗證信。'],
        [409, '這個帳號已刪除，無法寄送驗證信。'],
      ]);
      expect(await mailsTo(server, verified.email!)).toEqual([]);
      expect((await audit(operator.id)).filter((e) => e.action === 'user_resend_verification' && e.target_id === String(verified.id))).toEqual([]);
    });
  });
});
