import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, resetThrottles } from '../../../test/factories';
import { ENGINES, suiteFixture } from '../../../test/harness';
import { expectInvalidSocialToken, linksOf, newSubject, socialLogin, startSocialTestBed, userOfSession } from './social.test-support';

describe.each(ENGINES)('Google login on %s', (engine) => {
  const bed = suiteFixture(() => startSocialTestBed(engine));
  beforeEach(() => resetThrottles(bed.server));

  const login = async (sub: string, idToken: string, extra: Record<string, string> = {}) =>
    socialLogin(bed.server, { google_user_id: sub, id_token: idToken, ...extra });

  it('creates the account at the first login and finds it at the next', async () => {
    const sub = newSubject('1098');
    const first = await login(sub, await bed.google.idToken(sub, { email: `Da.Wen.${sub}@Gmail.example.com` }), { device_id: 'dev-g-1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'Success', session_id: expect.any(String) });
    const userId = await userOfSession(bed.server, first.body.session_id as string);
    const user = await bed.server.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      email: `da.wen.${sub}@gmail.example.com`,
      username: `da_wen_${sub}`.slice(0, 20),
      first_name: '大文',
      last_name: '陳',
      password_hash: null,
      is_activated: true,
    });
    expect(await linksOf(bed.server, 'google', sub)).toMatchObject([{ user_id: userId, email: user.email }]);
    const session = await bed.server.db.selectFrom('sessions').select('device_id').where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(session.device_id).toBe('dev-g-1');

    const second = await login(sub, await bed.google.idToken(sub, { email: `da.wen.${sub}@gmail.example.com` }));
    expect(second.status).toBe(200);
    expect(second.body.session_id).not.toBe(first.body.session_id);
    expect(await userOfSession(bed.server, second.body.session_id as string)).toBe(userId);
    expect(await linksOf(bed.server, 'google', sub)).toHaveLength(1);
  });

  it('ends two first logins racing for one Google account on one account', async () => {
    const sub = newSubject('1');
    const [a, b] = await Promise.all([login(sub, await bed.google.idToken(sub)), login(sub, await bed.google.idToken(sub))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ids = [await userOfSession(bed.server, a.body.session_id as string), await userOfSession(bed.server, b.body.session_id as string)];
    expect(ids[0]).toBe(ids[1]);
    expect(await linksOf(bed.server, 'google', sub)).toHaveLength(1);
  });

  it('makes a new account when the linked one was deleted', async () => {
    const sub = newSubject('1');
    const first = await login(sub, await bed.google.idToken(sub));
    const oldId = await userOfSession(bed.server, first.body.session_id as string);
    await bed.server.db.updateTable('users').set({ deleted_at: new Date(), email: null, username: `deleted-${oldId}` }).where('id', '=', oldId).execute();
    const again = await login(sub, await bed.google.idToken(sub));
    expect(again.status).toBe(200);
    const newId = await userOfSession(bed.server, again.body.session_id as string);
    expect(newId).not.toBe(oldId);
    expect(await linksOf(bed.server, 'google', sub)).toMatchObject([{ user_id: newId }]);
  });

  it('gives the new account a free username when the e-mail name is taken', async () => {
    const sub = newSubject('2');
    const taken = await createUser(bed.server.db, { username: `mei${sub}`.slice(0, 20) });
    const res = await login(sub, await bed.google.idToken(sub, { email: `${taken.username}@other.example.com` }));
    const user = await bed.server.db.selectFrom('users').select('username').where('id', '=', await userOfSession(bed.server, res.body.session_id as string)).executeTakeFirstOrThrow();
    expect(user.username).not.toBe(taken.username);
    expect(user.username).toMatch(/^[a-z0-9_]{3,20}$/);
  });

  it('links the login to the account holding the same verified e-mail', async () => {
    const owner = await createUser(bed.server.db);
    const sub = newSubject('3');
    const res = await login(sub, await bed.google.idToken(sub, { email: owner.email!.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(await userOfSession(bed.server, res.body.session_id as string)).toBe(owner.id);
    expect(await linksOf(bed.server, 'google', sub)).toMatchObject([{ user_id: owner.id }]);
  });

  it('never opens or reveals an account through an e-mail Google has not verified', async () => {
    const owner = await createUser(bed.server.db);
    const sub = newSubject('4');
    const res = await login(sub, await bed.google.idToken(sub, { email: owner.email!, email_verified: false }));
    expect(res.status).toBe(200);
    const userId = await userOfSession(bed.server, res.body.session_id as string);
    expect(userId).not.toBe(owner.id);
    const user = await bed.server.db.selectFrom('users').select(['email', 'is_activated']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: null, is_activated: false });
  });

  it('creates an account that is not activated when Google has not verified the e-mail', async () => {
    const sub = newSubject('5');
    const res = await login(sub, await bed.google.idToken(sub, { email_verified: false }));
    const user = await bed.server.db.selectFrom('users').select('is_activated').where('id', '=', await userOfSession(bed.server, res.body.session_id as string)).executeTakeFirstOrThrow();
    expect(user.is_activated).toBe(false);
  });

  it('accepts the issuer written without https://', async () => {
    const sub = newSubject('6');
    expect((await login(sub, await bed.google.idToken(sub, { iss: 'accounts.google.com' }))).status).toBe(200);
  });

  it('keeps the cookie for a year, or 30 days when saved', async () => {
    const sub = newSubject('7');
    expect((await login(sub, await bed.google.idToken(sub))).headers.get('set-cookie')).toMatch(/session_token=.*Max-Age=31536000/);
    expect((await login(sub, await bed.google.idToken(sub), { saved: '1' })).headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { iss: 'https://accounts.evil.example.com' }],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses %s with 400 invalid social token', async (_name, claims) => {
    const sub = newSubject('8');
    expectInvalidSocialToken(await login(sub, await bed.google.idToken(sub, claims)));
    expect(await linksOf(bed.server, 'google', sub)).toHaveLength(0);
  });

  it('refuses a token signed with a key Google did not publish', async () => {
    const sub = newSubject('9');
    expectInvalidSocialToken(await login(sub, await bed.google.idToken(sub, {}, { forged: true })));
  });

  it('refuses a token of another Google user than google_user_id', async () => {
    const sub = newSubject('10');
    expectInvalidSocialToken(await login(sub, await bed.google.idToken(newSubject('11'))));
  });

  it('refuses something that is not a token', async () => {
    expectInvalidSocialToken(await login(newSubject('12'), 'not-a-jwt'));
  });

  it('names id_token when it is missing', async () => {
    const res = await socialLogin(bed.server, { google_user_id: newSubject('13') });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject([{ field: 'id_token' }]);
  });
});
