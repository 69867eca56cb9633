import { describe, expect, it } from 'vitest';
import { createLoginToken } from '../auth/login-tokens.repository';
import { expectInvalidSocialToken, newSubject, socialLogin, useSocialTestBed } from '../auth/social/social.test-support';
import { newPhone, otpSuite, phoneCalls } from '../otp/otp.test-support';
import { createUser, createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { ENGINES, type TestServer } from '../../test/harness';

/** Every way of signing in refuses a suspended or banned account (each ends in startSession). */

const DAY = 86_400_000;

async function setStanding(server: TestServer, userId: number, standing: 'active' | 'suspended' | 'banned', until: Date | null = null) {
  await server.db.updateTable('users').set({ standing, standing_until: until }).where('id', '=', userId).execute();
}

function expectSuspended(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  expect(res.body).toMatchObject({ status: 'Error', error: 'account suspended' });
  expect(res.body.message).toMatch(/^您的帳號已被停權/);
}

describe.each(ENGINES)('sign-in of a sanctioned account on %s', (engine) => {
  const otp = otpSuite(engine);
  const phones = phoneCalls(otp);

  it('password: suspended until a time is told until when, banned that the account is closed, reinstated signs in', async () => {
    const user = await createUserWithPassword(otp.server);
    const login = () => otp.server.api('/users/login.json', { method: 'POST', form: { username: user.username, passwd: GOOD_PASSWORD } });
    await setStanding(otp.server, user.id, 'suspended', new Date('2099-12-01T04:30:00Z'));
    const suspended = await login();
    expectSuspended(suspended);
    expect(suspended.body.message).toBe('您的帳號已被停權至 2099-12-01 12:30（台灣時間），在此之前無法登入。如有疑問請聯絡客服。');
    await setStanding(otp.server, user.id, 'banned');
    expect((await login()).body).toMatchObject({ error: 'account closed', message: '您的帳號已被永久停用，無法登入。如有疑問請聯絡客服。' });
    // A wrong password still says only that: the standing is not revealed to a guesser.
    const wrong = await otp.server.api('/users/login.json', { method: 'POST', form: { username: user.username, passwd: 'not-the-password' } });
    expect(wrong.body.error).toBe('invalid credentials');
    await setStanding(otp.server, user.id, 'active');
    expect((await login()).status).toBe(200);
    expect(await otp.server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('a suspension whose end has passed no longer stops a sign-in', async () => {
    const user = await createUserWithPassword(otp.server);
    await setStanding(otp.server, user.id, 'suspended', new Date(Date.now() - DAY));
    const res = await otp.server.api('/users/login.json', { method: 'POST', form: { username: user.username, passwd: GOOD_PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('login link (login_once)', async () => {
    const user = await createUser(otp.server.db);
    await setStanding(otp.server, user.id, 'suspended');
    const hash = await createLoginToken(otp.server.db, user.id, 'login_once', 60, new Date());
    const res = await otp.server.api('/users/login_once.json', { method: 'POST', form: { hash } });
    expectSuspended(res);
    expect(res.body.message).toBe('您的帳號已被停權，暫時無法登入。如有疑問請聯絡客服。');
  });

  it('e-mail code', async () => {
    const user = await createUser(otp.server.db);
    await setStanding(otp.server, user.id, 'suspended');
    const { hash, code } = await otp.codeFor(user.email!);
    expectSuspended(await otp.auth({ hash, otp: code }));
    expect(await otp.server.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('phone code', async () => {
    const phone = newPhone();
    const user = await createUser(otp.server.db);
    await otp.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
    await setStanding(otp.server, user.id, 'banned');
    const { code } = await phones.codeFor(phone);
    const res = await otp.server.api('/users/validate_user.json', { method: 'POST', form: { phone: phone.local, verify_code: code } });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('account closed');
  });
});

describe.each(ENGINES)('social sign-in of a sanctioned account on %s', (engine) => {
  const bed = useSocialTestBed(engine);

  it('Google: the linked account is suspended, no session is made', async () => {
    const sub = newSubject('77');
    const first = await socialLogin(bed.server, { google_user_id: sub, id_token: await bed.google.idToken(sub) });
    expect(first.status).toBe(200);
    const link = await bed.server.db.selectFrom('user_social_accounts').select('user_id').where('provider_user_id', '=', sub).executeTakeFirstOrThrow();
    await setStanding(bed.server, link.user_id, 'suspended');
    const again = await socialLogin(bed.server, { google_user_id: sub, id_token: await bed.google.idToken(sub) });
    expectSuspended(again);
    // A bad token is still a bad token, whatever the standing.
    expectInvalidSocialToken(await socialLogin(bed.server, { google_user_id: sub, id_token: 'nonsense' }));
  });
});
