import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, type TestServer } from '../../test/harness';
import { latestCode } from '../otp/otp.test-support';
import { GOOD_PASSWORD, resetThrottles, uniqueAccount } from '../../test/factories';
import { linkIn, login, mailsTo } from './auth.test-support';
import { type SocialTestBed, socialLogin, startSocialTestBed, userOfSession } from './social/social.test-support';

/**
 * Account pre-hijacking: an attacker signs up with the victim's address and their own password
 * (and links their own Facebook), keeps the session, and waits for the victim to prove the
 * address. Whatever way the victim proves it, the attacker's password, sessions and links end.
 */
describe.each(ENGINES)('account pre-hijacking on %s', (engine) => {
  let bed: SocialTestBed;
  let server: TestServer;
  beforeAll(async () => {
    bed = await startSocialTestBed(engine, { PUBLIC_URL: 'https://haobangshou.example.tw' });
    server = bed.server;
  });
  afterAll(() => bed.close());
  beforeEach(() => resetThrottles(server));

  let counter = 0;
  /** The attacker signs up with the victim's address and links a Facebook account of theirs. */
  async function attackerSignsUp(email: string) {
    counter += 1;
    const res = await server.api('/users/register/manual.json', {
      method: 'POST',
      form: { username: uniqueAccount('atk').username, email, passwd: GOOD_PASSWORD },
      headers: { 'x-forwarded-for': `10.90.${counter}.1` },
    });
    expect(res.status).toBe(200);
    const token = res.body.session_id as string;
    const userId = await userOfSession(server, token);
    await server.db.insertInto('user_social_accounts').values({ user_id: userId, provider: 'facebook', provider_user_id: `atk-fb-${userId}`, email: null }).execute();
    return { token, userId };
  }

  async function expectFootholdGone(attacker: { token: string; userId: number }, email: string) {
    expect((await server.api('/user/me.json', { token: attacker.token })).status).toBe(403);
    expect((await login(server, email, GOOD_PASSWORD)).status).toBe(400);
    const links = await server.db.selectFrom('user_social_accounts').select('provider_user_id').where('user_id', '=', attacker.userId).execute();
    expect(links.map((l) => l.provider_user_id)).not.toContain(`atk-fb-${attacker.userId}`);
    const user = await server.db.selectFrom('users').select(['password_hash', 'is_activated']).where('id', '=', attacker.userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ password_hash: null, is_activated: true });
  }

  it('a Google login proving the address ends the attacker’s password, session and links', async () => {
    const email = uniqueAccount('victim').email;
    const attacker = await attackerSignsUp(email);
    const sub = `g-${Date.now()}-${counter}`;
    const res = await socialLogin(server, { google_user_id: sub, id_token: await bed.google.idToken(sub, { email }) });
    expect(res.status).toBe(200);
    expect(await userOfSession(server, res.body.session_id as string)).toBe(attacker.userId);
    await expectFootholdGone(attacker, email);
    // The victim's own new session lives.
    expect((await server.api('/user/me.json', { token: res.body.session_id as string })).status).toBe(200);
  });

  it('an Apple login proving the address does the same', async () => {
    const email = uniqueAccount('victim').email;
    const attacker = await attackerSignsUp(email);
    const sub = `001234.a${Date.now()}${counter}.0001`;
    const res = await socialLogin(server, { code: bed.apple.issueCode(sub, { email }), platform: 'web' });
    expect(res.status).toBe(200);
    await expectFootholdGone(attacker, email);
  });

  it('an e-mail code login proving the address does the same', async () => {
    const email = uniqueAccount('victim').email;
    const attacker = await attackerSignsUp(email);
    const preauth = await server.api('/new/v1/email_verifications/preauth_login', { method: 'POST', form: { email } });
    const res = await server.api('/new/v1/email_verifications/auth', { method: 'POST', form: { hash: preauth.body.hash as string, otp: await latestCode(server, email) } });
    expect(res.status).toBe(200);
    await expectFootholdGone(attacker, email);
    expect((await server.api('/user/me.json', { token: res.body.session_id as string })).status).toBe(200);
  });

  it('the activation link does the same and hands the mailbox a reset to set its own password', async () => {
    const email = uniqueAccount('victim').email;
    const attacker = await attackerSignsUp(email);
    const link = await linkIn(server, email, 'https://haobangshou.example.tw/activate/');
    const res = await server.api(`/users/activation/${link.split('/').slice(-2).join('/')}.json`);
    expect(res.status).toBe(200);
    expect(res.body.reset_hash).toEqual(expect.any(String));
    await expectFootholdGone(attacker, email);
  });

  it('keeps the password when the link is opened in the browser signed in to the account, and still ends every other way in', async () => {
    const email = uniqueAccount('owner').email;
    const signup = await server.api('/users/register/manual.json', {
      method: 'POST',
      form: { username: uniqueAccount('own').username, email, passwd: GOOD_PASSWORD },
      headers: { 'x-forwarded-for': '10.91.0.1' },
    });
    const ownToken = signup.body.session_id as string;
    const userId = await userOfSession(server, ownToken);
    const other = await login(server, email, GOOD_PASSWORD);
    await server.db.insertInto('user_social_accounts').values({ user_id: userId, provider: 'facebook', provider_user_id: `own-fb-${userId}`, email: null }).execute();
    const link = await linkIn(server, email, 'https://haobangshou.example.tw/activate/');
    const res = await server.api(`/users/activation/${link.split('/').slice(-2).join('/')}.json`, { token: ownToken });
    expect(res.status).toBe(200);
    expect(res.body.reset_hash).toBeUndefined();
    expect((await server.api('/user/me.json', { token: ownToken })).status).toBe(200);
    expect((await server.api('/user/me.json', { token: other.body.session_id as string })).status).toBe(403);
    expect((await login(server, email, GOOD_PASSWORD)).status).toBe(200);
    expect(await server.db.selectFrom('user_social_accounts').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('a reset link on a never-activated account also drops the attacker’s social links', async () => {
    const email = uniqueAccount('victim').email;
    const attacker = await attackerSignsUp(email);
    await server.api('/users/forgot_password.json', { method: 'POST', form: { email } });
    await mailsTo(server, email);
    const link = await linkIn(server, email, 'https://haobangshou.example.tw/resetpass/');
    const reset = await server.api('/users/reset_password.json', { method: 'POST', form: { hash: link.split('/').at(-1)!, password: 'victim-pass9' } });
    expect(reset.status).toBe(200);
    expect((await server.api('/user/me.json', { token: attacker.token })).status).toBe(403);
    expect((await login(server, email, GOOD_PASSWORD)).status).toBe(400);
    expect(await server.db.selectFrom('user_social_accounts').select('id').where('user_id', '=', attacker.userId).execute()).toEqual([]);
  });

  it('leaves an activated account’s password and sessions alone on a later proof', async () => {
    const email = uniqueAccount('owner').email;
    const owner = await attackerSignsUp(email);
    await server.db.updateTable('users').set({ is_activated: true, activated_at: new Date() }).where('id', '=', owner.userId).execute();
    const sub = `g-${Date.now()}-${counter}`;
    expect((await socialLogin(server, { google_user_id: sub, id_token: await bed.google.idToken(sub, { email }) })).status).toBe(200);
    expect((await server.api('/user/me.json', { token: owner.token })).status).toBe(200);
    expect((await login(server, email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('a Facebook login never claims an address: no account holds it, and the real owner’s code login gets a clean account', async () => {
    const email = uniqueAccount('victim').email;
    const fbId = `fb-${Date.now()}-${counter}`;
    const fb = await socialLogin(server, { facebook_user_id: fbId, access_token: bed.facebook.issueToken(fbId, { profile: { name: 'Eve', email } }) });
    expect(fb.status).toBe(200);
    const fbUser = await userOfSession(server, fb.body.session_id as string);
    expect(await server.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    const preauth = await server.api('/new/v1/email_verifications/preauth_login', { method: 'POST', form: { email } });
    const res = await server.api('/new/v1/email_verifications/auth', { method: 'POST', form: { hash: preauth.body.hash as string, otp: await latestCode(server, email) } });
    expect(res.status).toBe(200);
    expect(await userOfSession(server, res.body.session_id as string)).not.toBe(fbUser);
    expect((await server.api('/user/me.json', { token: fb.body.session_id as string })).status).toBe(200);
  });
});
