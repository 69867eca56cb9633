import { beforeEach, describe, expect, it } from 'vitest';
import { createSignedInUser, resetThrottles } from '../../../test/factories';
import { ENGINES, startTestServer, suiteFixture } from '../../../test/harness';
import { expectInvalidSocialToken, linksOf, newSubject, socialLogin, startSocialTestBed } from './social.test-support';

describe.each(ENGINES)('social accounts on %s', (engine) => {
  const bed = suiteFixture(() => startSocialTestBed(engine));
  beforeEach(() => resetThrottles(bed.server));

  const connect = (provider: string, form: Record<string, string>, token?: string) =>
    bed.server.api(`/users/connect_social/${provider}.json`, { method: 'POST', form, ...(token && { token }) });

  describe('GET /users/social_providers.json', () => {
    it('lists the configured providers with the ids the web client needs', async () => {
      const res = await bed.server.api('/users/social_providers.json');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'Success',
        providers: ['google', 'apple', 'facebook'],
        google_client_id: bed.google.clientId,
        apple_client_id: bed.apple.clientId,
        apple_redirect_uri: bed.apple.redirectUri,
        facebook_app_id: bed.facebook.appId,
      });
    });
  });

  describe('POST /users/connect_social/{provider}.json', () => {
    it('links each provider to the signed-in account; its next login lands there', async () => {
      const { user, token } = await createSignedInUser(bed.server.db);
      const sub = newSubject('c');
      const res = await connect('google', { google_user_id: sub, id_token: await bed.google.idToken(sub) }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'Success', social: { google: 1, apple: 0, facebook: 0 } });
      expect(await linksOf(bed.server, 'google', sub)).toMatchObject([{ user_id: user.id }]);

      const fbId = newSubject('1');
      expect((await connect('facebook', { facebook_user_id: fbId, access_token: bed.facebook.issueToken(fbId) }, token)).body.social).toEqual({
        google: 1,
        apple: 0,
        facebook: 1,
      });
      const appleSub = `000111.${newSubject('c')}.0001`;
      expect((await connect('apple', { code: bed.apple.issueCode(appleSub), platform: 'web' }, token)).body.social).toEqual({ google: 1, apple: 1, facebook: 1 });

      const login = await socialLogin(bed.server, { google_user_id: sub, id_token: await bed.google.idToken(sub) });
      const session = await bed.server.api('/user/me.json', { token: login.body.session_id as string });
      expect((session.body.info as { id: number }).id).toBe(user.id);
    });

    it('answers Success again for the account already linked', async () => {
      const { token } = await createSignedInUser(bed.server.db);
      const sub = newSubject('c');
      await connect('google', { google_user_id: sub, id_token: await bed.google.idToken(sub) }, token);
      expect((await connect('google', { google_user_id: sub, id_token: await bed.google.idToken(sub) }, token)).status).toBe(200);
      expect(await linksOf(bed.server, 'google', sub)).toHaveLength(1);
    });

    it('replaces the earlier account of the same provider', async () => {
      const { user, token } = await createSignedInUser(bed.server.db);
      const [before, after] = [newSubject('c'), newSubject('c')];
      await connect('google', { google_user_id: before, id_token: await bed.google.idToken(before) }, token);
      await connect('google', { google_user_id: after, id_token: await bed.google.idToken(after) }, token);
      expect(await linksOf(bed.server, 'google', before)).toHaveLength(0);
      expect(await linksOf(bed.server, 'google', after)).toMatchObject([{ user_id: user.id }]);
    });

    it('refuses a provider account linked to someone else with 409 social account taken', async () => {
      const owner = await createSignedInUser(bed.server.db);
      const other = await createSignedInUser(bed.server.db);
      const fbId = newSubject('2');
      await connect('facebook', { facebook_user_id: fbId, access_token: bed.facebook.issueToken(fbId) }, owner.token);
      const res = await connect('facebook', { facebook_user_id: fbId, access_token: bed.facebook.issueToken(fbId) }, other.token);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: 'social account taken', message: '這個第三方帳號已連結到其他會員。' });
      expect(await linksOf(bed.server, 'facebook', fbId)).toMatchObject([{ user_id: owner.user.id }]);
    });

    it('refuses a bad token with 400, never 403', async () => {
      const { token } = await createSignedInUser(bed.server.db);
      const sub = newSubject('c');
      expectInvalidSocialToken(await connect('google', { google_user_id: sub, id_token: await bed.google.idToken(sub, { aud: 'x' }) }, token));
      expectInvalidSocialToken(await connect('apple', { code: 'c.unknown', platform: 'web' }, token));
    });

    it('asks for a session first', async () => {
      const sub = newSubject('c');
      const res = await connect('google', { google_user_id: sub, id_token: await bed.google.idToken(sub) });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });

    it('refuses an unknown provider and names missing fields', async () => {
      const { token } = await createSignedInUser(bed.server.db);
      const unknown = await connect('myspace', { id_token: 'x' }, token);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ status: 'Error', message: '不支援這個第三方登入。' });
      const missing = await connect('google', { google_user_id: newSubject('c') }, token);
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toMatchObject([{ field: 'id_token' }]);
    });
  });

  describe('POST /users/disconnect_social/{provider}.json', () => {
    const disconnect = (provider: string, token: string) => bed.server.api(`/users/disconnect_social/${provider}.json`, { method: 'POST', token });

    it('removes a link while another way in remains, and refuses the last one in zh-TW', async () => {
      const { user, token } = await createSignedInUser(bed.server.db);
      const sub = newSubject('d');
      await connect('google', { google_user_id: sub, id_token: await bed.google.idToken(sub) }, token);
      const fbId = newSubject('d');
      await connect('facebook', { facebook_user_id: fbId, access_token: bed.facebook.issueToken(fbId) }, token);
      // No password, no e-mail, no phone: the two links are the only ways in.
      await bed.server.db.updateTable('users').set({ email: null, password_hash: null }).where('id', '=', user.id).execute();
      const first = await disconnect('google', token);
      expect(first.body).toEqual({ status: 'Success', social: { google: 0, apple: 0, facebook: 1 } });
      expect(await linksOf(bed.server, 'google', sub)).toHaveLength(0);
      const last = await disconnect('facebook', token);
      expect(last.status).toBe(409);
      expect(last.body).toMatchObject({ error: 'last login method', message: expect.stringMatching(/唯一的登入方式/) });
      expect(await linksOf(bed.server, 'facebook', fbId)).toHaveLength(1);
      // With an e-mail (code login) it may go.
      await bed.server.db.updateTable('users').set({ email: `back.${user.id}@example.com` }).where('id', '=', user.id).execute();
      expect((await disconnect('facebook', token)).status).toBe(200);
    });

    it('answers 404 for a provider that is not linked, and 403 without a session', async () => {
      const { token } = await createSignedInUser(bed.server.db);
      expect((await disconnect('apple', token)).status).toBe(404);
      expect((await bed.server.api('/users/disconnect_social/apple.json', { method: 'POST' })).status).toBe(403);
    });
  });
});

describe.each(ENGINES)('social login without configuration on %s', (engine) => {
  it.each([
    ['no ids at all', {}],
    ['FEATURE_OAUTH off', { FEATURE_OAUTH: 'false', GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com', FACEBOOK_APP_ID: '1', FACEBOOK_APP_SECRET: 's' }],
  ])('refuses every provider with 400 provider not configured (%s)', async (_name, env) => {
    const server = await startTestServer(engine, { env });
    try {
      expect((await server.api('/users/social_providers.json')).body).toEqual({ status: 'Success', providers: [] });
      const { token } = await createSignedInUser(server.db);
      const bodies: [string, Record<string, string>][] = [
        ['google', { google_user_id: '1', id_token: 'x' }],
        ['facebook', { facebook_user_id: '1', access_token: 'x' }],
        ['apple', { code: 'x', platform: 'web' }],
      ];
      for (const [provider, form] of bodies) {
        const login = await socialLogin(server, form);
        const connect = await server.api(`/users/connect_social/${provider}.json`, { method: 'POST', form, token });
        for (const res of [login, connect]) {
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ error: 'provider not configured', message: '目前未開放此登入方式。' });
        }
      }
    } finally {
      await server.close();
    }
  });
});
