import { describe, expect, it } from 'vitest';
import { OPS_LOGIN_FAILED_MESSAGE } from '../../../domain/ops/ops-limits';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { operatorDisableCommand } from './operator-disable.command';
import { createOperator, opsCookieOf } from './ops.test-support';
import { totpCodeAt } from './totp';

const START = new Date('2026-11-27T02:00:10Z');

describe.each(ENGINES)('operator console login on %s', (engine) => {
  const clock = new FixedClock(START);
  const server = useTestServer(engine, { clock });

  const login = (json: Record<string, string>) => server.api('/ops/login.json', { method: 'POST', json });
  const auditOf = (operatorId: number) =>
    server.db.selectFrom('operator_audit').select(['action', 'target_type', 'after', 'ip']).where('operator_id', '=', operatorId).orderBy('id').execute();
  const expectRefused = (res: { status: number; body: Record<string, unknown> }) => {
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'Error', error: 'invalid credentials', message: OPS_LOGIN_FAILED_MESSAGE });
  };

  it('signs in with the password and the TOTP code, sets the console cookie and answers the session', async () => {
    clock.set(START);
    const op = await createOperator(server, 'finance', '王小明');
    const res = await login({ email: op.email.toUpperCase(), password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      status: 'Success',
      operator: { id: op.id, email: op.email, full_name: '王小明', role: 'finance' },
      expires: '2026-11-27 10:00:10',
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('ops_session='))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=28800/);
    expect(set).not.toMatch(/Secure/);
    const token = opsCookieOf(res.headers).split('=')[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await server.db.selectFrom('operator_sessions').selectAll().where('operator_id', '=', op.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await auditOf(op.id)).toEqual([{ action: 'login', target_type: 'operator_session', after: null, ip: '127.0.0.1' }]);
    const me = await server.api('/ops/me.json', { cookie: opsCookieOf(res.headers) });
    expect(me.body).toEqual(res.body);
  });

  it('accepts the code of the step before or after, and not two steps away', async () => {
    clock.set(START);
    const op = await createOperator(server, 'support');
    expectRefused(await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, new Date(START.getTime() - 60_000)) }));
    expect((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, new Date(START.getTime() - 30_000)) })).status).toBe(200);
    expect((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, new Date(START.getTime() + 30_000)) })).status).toBe(200);
  });

  it('refuses a wrong code and a wrong password with the same answer, and audits both', async () => {
    clock.set(START);
    const op = await createOperator(server, 'support');
    const code = totpCodeAt(op.totpSecret, clock.now());
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectRefused(await login({ email: op.email, password: op.password, code: wrongCode }));
    expectRefused(await login({ email: op.email, password: 'not-the-password', code }));
    expectRefused(await login({ email: 'nobody@ops.example.tw', password: op.password, code }));
    const audit = await auditOf(op.id);
    expect(audit.map((a) => [a.action, a.after])).toEqual([
      ['login_failed', { failed: 'code' }],
      ['login_failed', { failed: 'password' }],
    ]);
    expect(await server.db.selectFrom('operator_sessions').select('id').where('operator_id', '=', op.id).execute()).toEqual([]);
  });

  it('refuses a code already used (replay), and an older one after a newer one', async () => {
    clock.set(START);
    const op = await createOperator(server, 'support');
    const code = totpCodeAt(op.totpSecret, clock.now());
    expect((await login({ email: op.email, password: op.password, code })).status).toBe(200);
    expectRefused(await login({ email: op.email, password: op.password, code }));
    clock.advance(30_000);
    expect((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) })).status).toBe(200);
    // The code of the step before is inside the window, but older than the last one used.
    expectRefused(await login({ email: op.email, password: op.password, code }));
  });

  it('accepts each recovery code once', async () => {
    clock.set(START);
    const op = await createOperator(server, 'admin');
    const [first, second] = op.recoveryCodes;
    expect(op.recoveryCodes).toHaveLength(10);
    expect((await login({ email: op.email, password: op.password, code: first!.toUpperCase() })).status).toBe(200);
    expectRefused(await login({ email: op.email, password: op.password, code: first! }));
    expect((await login({ email: op.email, password: op.password, code: second! })).status).toBe(200);
    const used = await server.db.selectFrom('operator_recovery_codes').select('used_at').where('operator_id', '=', op.id).where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(2);
  });

  it('refuses an operator disabled by npm run operator:disable, ends its sessions, and lets it in again after --enable', async () => {
    clock.set(START);
    const op = await createOperator(server, 'admin');
    const ok = await login({ email: op.email, password: op.password, code: op.recoveryCodes[0]! });
    const cookie = opsCookieOf(ok.headers);
    const disabled = await operatorDisableCommand(['--email', op.email.toUpperCase()], server.db, clock.now());
    expect(disabled).toEqual({ exitCode: 0, err: [], out: [`Operator ${op.email} (admin) is disabled; 1 console session(s) ended.`] });
    expectRefused(await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) }));
    expect((await server.api('/ops/me.json', { cookie })).status).toBe(403);
    expect((await auditOf(op.id)).at(-1)).toMatchObject({ action: 'login_failed', after: { failed: 'disabled' } });

    expect((await operatorDisableCommand(['--email', op.email, '--enable'], server.db, clock.now())).exitCode).toBe(0);
    clock.advance(30_000);
    expect((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) })).status).toBe(200);
    expect((await server.api('/ops/me.json', { cookie })).status, 'a session ended stays ended').toBe(403);
  });

  it('npm run operator:disable refuses an unknown e-mail and a missing --email with one line', async () => {
    const unknown = await operatorDisableCommand(['--email', 'nobody@ops.example.tw'], server.db, clock.now());
    expect(unknown).toEqual({ exitCode: 1, out: [], err: ['No operator has the e-mail nobody@ops.example.tw'] });
    const missing = await operatorDisableCommand([], server.db, clock.now());
    expect(missing.exitCode).toBe(1);
    expect(missing.err[0]).toMatch(/^Usage: npm run operator:disable/);
  });

  it('ends the session at logout and after its hours', async () => {
    clock.set(START);
    const op = await createOperator(server, 'support');
    const cookieOf = async () => opsCookieOf((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) })).headers);
    const cookie = await cookieOf();
    expect((await server.api('/ops/logout.json', { method: 'POST', cookie })).status).toBe(200);
    const after = await server.api('/ops/me.json', { cookie });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    expect((await auditOf(op.id)).map((a) => a.action)).toEqual(['login', 'logout']);
    clock.advance(30_000);
    const second = await cookieOf();
    clock.advance(8 * 3600_000 - 1000);
    expect((await server.api('/ops/me.json', { cookie: second })).status).toBe(200);
    clock.advance(2000);
    expect((await server.api('/ops/me.json', { cookie: second })).status).toBe(403);
  });

  it('is not reached with a marketplace session or as a guest', async () => {
    const { token } = await createSignedInUser(server.db);
    for (const init of [{}, { token }, { cookie: `session_token=${token}` }, { cookie: 'ops_session=guessed-token' }]) {
      const res = await server.api('/ops/me.json', init);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    }
  });

  it('throttles failed logins per e-mail, and a right password does not pass the limit', async () => {
    clock.set(new Date(START.getTime() + 3600_000));
    const op = await createOperator(server, 'support');
    for (let i = 0; i < 5; i += 1) expectRefused(await login({ email: op.email, password: `wrong-${i}`, code: '000000' }));
    const blocked = await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: 'Error', error: 'rate limited' });
    clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) })).status).toBe(200);
  });

  it('throttles failed logins per IP address across e-mails', async () => {
    clock.set(new Date(START.getTime() + 5 * 3600_000));
    for (let i = 0; i < 20; i += 1) expectRefused(await login({ email: `nobody${i}@ops.example.tw`, password: 'wrong-password', code: '000000' }));
    const op = await createOperator(server, 'support');
    expect((await login({ email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) })).status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
  });
});

describe.each(ENGINES)('operator console cookie in production on %s', (engine) => {
  const clock = new FixedClock(START);
  const server = useTestServer(engine, { clock, env: { NODE_ENV: 'production', ALLOW_OUTBOX_IN_PRODUCTION: '1' } });

  it('is Secure', async () => {
    const op = await createOperator(server, 'admin');
    const res = await server.api('/ops/login.json', { method: 'POST', json: { email: op.email, password: op.password, code: totpCodeAt(op.totpSecret, clock.now()) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('ops_session='))).toMatch(/; Secure/);
  });
});
