// Risk checks at login through SEON's Fraud API (a local fake): a low score signs in, a high one
// asks for a one-time code first, a very high one is refused and support is told; off unconfigured.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSeon } from '../../test/fakes/fake-seon';
import { type CountedTestServer, ENGINES, startTestServer, useTestServer } from '../../test/harness';
import { createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { latestCode, outbox } from '../otp/otp.test-support';
import { login } from './auth.test-support';

const SUPPORT = 'support@haobangshou.test';

describe.each(ENGINES)('risk checks at login on %s', (engine) => {
  const seon = new FakeSeon();
  let server: CountedTestServer;

  beforeAll(async () => {
    const url = await seon.start();
    server = await startTestServer(engine, { env: { SEON_API_KEY: seon.apiKey, SEON_BASE_URL: url, SUPPORT_EMAIL: SUPPORT } });
  });
  afterAll(async () => {
    await Promise.all([server.close(), seon.close()]);
  });
  beforeEach(() => {
    seon.received.length = 0;
    seon.failWith = undefined;
  });

  const decisions = async (userId: number) =>
    (await server.db.selectFrom('login_risk_checks').select(['decision', 'score', 'provider_state', 'ip', 'device_id']).where('user_id', '=', userId).orderBy('id').execute()).map(
      (row) => ({ ...row, score: row.score === null ? null : Number(row.score) }),
    );

  it('signs in on a low score, sending SEON the session, IP, device id and e-mail in its format', async () => {
    const user = await createUserWithPassword(server);
    seon.scoreFor(user.email!, 12);
    const res = await server.api('/users/login.json', {
      method: 'POST',
      json: { username: user.username, passwd: GOOD_PASSWORD, device_id: 'phone-1', seon_session: 'Web;abc;fingerprint' },
    });
    expect(res.status).toBe(200);
    expect(res.body.session_id).toEqual(expect.any(String));
    expect(seon.received).toHaveLength(1);
    const { apiKey, body } = seon.received[0]!;
    expect(apiKey).toBe(seon.apiKey);
    expect(body).toMatchObject({ action_type: 'login', email: user.email, device_id: 'phone-1', session: 'Web;abc;fingerprint', user_id: String(user.id) });
    expect(body.ip).toEqual(expect.any(String));
    expect(body.config).toMatchObject({ device_fingerprinting: true });
    expect(await decisions(user.id)).toEqual([expect.objectContaining({ decision: 'allow', score: 12, provider_state: 'APPROVE', device_id: 'phone-1' })]);
  });

  it('asks for a code on a high score, makes no session without it, and signs in with it', async () => {
    const user = await createUserWithPassword(server);
    seon.scoreFor(user.email!, 55);
    const asked = await login(server, user.username, GOOD_PASSWORD);
    expect(asked.status).toBe(409);
    expect(asked.body.error).toBe('login code required');
    expect(asked.body.message).toMatch(/驗證碼/);
    const stepUp = asked.body.step_up as { hash: string; channel: string; destination_hint: string };
    expect(stepUp.channel).toBe('email');
    expect(stepUp.destination_hint).not.toContain(user.email);
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);

    const code = await latestCode(server, user.email!);
    const wrong = await server.api('/users/login.json', {
      method: 'POST',
      form: { username: user.username, passwd: GOOD_PASSWORD, otp: code === '000000' ? '111111' : '000000', otp_hash: stepUp.hash },
    });
    expect(wrong.status).toBe(400);
    const withCode = await server.api('/users/login.json', { method: 'POST', form: { username: user.username, passwd: GOOD_PASSWORD, otp: code, otp_hash: stepUp.hash } });
    expect(withCode.status).toBe(200);
    expect(withCode.body.session_id).toEqual(expect.any(String));
    // The code came back once; the second call was not scored again.
    expect(seon.received).toHaveLength(1);
    expect((await decisions(user.id)).map((d) => d.decision)).toEqual(['step_up', 'step_up_passed']);
  });

  it('does not take a code for one account on another', async () => {
    const [victim, other] = await Promise.all([createUserWithPassword(server), createUserWithPassword(server)]);
    seon.scoreFor(other.email!, 55);
    const asked = await login(server, other.username, GOOD_PASSWORD);
    const hash = (asked.body.step_up as { hash: string }).hash;
    const code = await latestCode(server, other.email!);
    const res = await server.api('/users/login.json', { method: 'POST', form: { username: victim.username, passwd: GOOD_PASSWORD, otp: code, otp_hash: hash } });
    expect(res.status).not.toBe(200);
  });

  it('refuses a very high score with a message naming support, and mails support', async () => {
    const user = await createUserWithPassword(server);
    seon.scoreFor(user.email!, 92);
    const res = await login(server, user.username, GOOD_PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('login refused');
    expect(res.body.message).toMatch(/客服/);
    expect(await server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    await server.app.background.idle();
    const mails = await outbox(server, SUPPORT);
    expect(mails.at(-1)?.body).toContain(user.username);
    expect(mails.at(-1)?.body).toContain('92');
    expect(await decisions(user.id)).toEqual([expect.objectContaining({ decision: 'refuse', score: 92, provider_state: 'DECLINE' })]);
  });

  it('lets the login through and records it when SEON fails (fail open)', async () => {
    const user = await createUserWithPassword(server);
    seon.failWith = 500;
    const res = await login(server, user.username, GOOD_PASSWORD);
    expect(res.status).toBe(200);
    expect(await decisions(user.id)).toEqual([expect.objectContaining({ decision: 'unscored', score: null })]);
  });

  it('checks nothing for a wrong password', async () => {
    const user = await createUserWithPassword(server);
    expect((await login(server, user.username, 'not-the-password-1')).status).toBe(400);
    expect(seon.received).toHaveLength(0);
  });
});

describe.each(ENGINES)('risk checks at login when SEON is not configured on %s', (engine) => {
  const server = useTestServer(engine);

  it('signs in without a check or a record', async () => {
    const user = await createUserWithPassword(server);
    const res = await server.api('/users/login.json', { method: 'POST', json: { username: user.username, passwd: GOOD_PASSWORD, seon_session: 'opaque' } });
    expect(res.status).toBe(200);
    expect(await server.db.selectFrom('login_risk_checks').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });
});
