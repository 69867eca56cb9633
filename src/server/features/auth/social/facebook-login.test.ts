import { beforeEach, describe, expect, it } from 'vitest';
import { createUser, resetThrottles } from '../../../test/factories';
import { ENGINES, suiteFixture } from '../../../test/harness';
import { expectInvalidSocialToken, linksOf, newSubject, socialLogin, startSocialTestBed, userOfSession } from './social.test-support';

describe.each(ENGINES)('Facebook login on %s', (engine) => {
  const bed = suiteFixture(() => startSocialTestBed(engine));
  beforeEach(() => resetThrottles(bed.server));

  const login = (userId: string, accessToken: string, extra: Record<string, string> = {}) =>
    socialLogin(bed.server, { facebook_user_id: userId, access_token: accessToken, ...extra });

  it('checks the token with debug_token, creates the account from /me, then finds it', async () => {
    const fbId = newSubject('10');
    const first = await login(fbId, bed.facebook.issueToken(fbId), { device_id: 'dev-f-1' });
    expect(first.status).toBe(200);
    const userId = await userOfSession(bed.server, first.body.session_id as string);
    const user = await bed.server.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    // Facebook does not vouch for the address: the account does not hold it (the link keeps it).
    expect(user).toMatchObject({ email: null, first_name: '美玲', last_name: '林', is_activated: false });
    expect(await linksOf(bed.server, 'facebook', fbId)).toMatchObject([{ user_id: userId, email: `fb${fbId}@example.com` }]);

    const second = await login(fbId, bed.facebook.issueToken(fbId));
    expect(await userOfSession(bed.server, second.body.session_id as string)).toBe(userId);
  });

  it('creates an account for a Facebook user without an e-mail, named after the profile', async () => {
    const fbId = newSubject('11');
    const res = await login(fbId, bed.facebook.issueToken(fbId, { profile: { name: 'Amy Chen' } }));
    expect(res.status).toBe(200);
    const user = await bed.server.db.selectFrom('users').selectAll().where('id', '=', await userOfSession(bed.server, res.body.session_id as string)).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: null, first_name: 'Amy Chen', last_name: '' });
    expect(user.username).toMatch(/^amy_chen\d*$/);
  });

  it('neither opens nor reveals an existing account through its e-mail, since Facebook does not say it is verified', async () => {
    const owner = await createUser(bed.server.db);
    const fbId = newSubject('12');
    const res = await login(fbId, bed.facebook.issueToken(fbId, { profile: { name: '王小明', email: owner.email! } }));
    expect(res.status).toBe(200);
    const userId = await userOfSession(bed.server, res.body.session_id as string);
    expect(userId).not.toBe(owner.id);
    const user = await bed.server.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.email).toBeNull();
    expect(await linksOf(bed.server, 'facebook', fbId)).toMatchObject([{ user_id: userId }]);
  });

  it('refuses a token debug_token calls invalid', async () => {
    const fbId = newSubject('13');
    expectInvalidSocialToken(await login(fbId, bed.facebook.issueToken(fbId, { valid: false })));
    expectInvalidSocialToken(await login(fbId, 'EAAnot-a-real-token'));
  });

  it('refuses a token issued to another app', async () => {
    const fbId = newSubject('14');
    expectInvalidSocialToken(await login(fbId, bed.facebook.issueToken(fbId, { appId: '999999999' })));
  });

  it('refuses a token of another Facebook user than facebook_user_id', async () => {
    expectInvalidSocialToken(await login(newSubject('15'), bed.facebook.issueToken(newSubject('16'))));
  });

  it('names access_token when it is missing', async () => {
    const res = await socialLogin(bed.server, { facebook_user_id: newSubject('17') });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject([{ field: 'access_token' }]);
  });
});
