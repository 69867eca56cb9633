import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { ENGINES, useTestServer } from '../../test/harness';
import { ARGON2_OPTIONS } from '../../lib/passwords';
import { createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { login, setCookie } from './auth.test-support';
import { createLoginLink } from './login-tokens.repository';

describe.each(ENGINES)('login, login links and logout on %s', (engine) => {
  const server = useTestServer(engine);

  describe('POST /users/login.json with a password', () => {
    it('signs in by username or e-mail, in any case, with a new token every time', async () => {
      const user = await createUserWithPassword(server);
      const first = await login(server, user.username, GOOD_PASSWORD);
      const second = await login(server, user.email!.toUpperCase(), GOOD_PASSWORD);
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('Success');
      expect(second.status).toBe(200);
      expect(first.body.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.body.session_id).not.toBe(first.body.session_id);
      for (const token of [first.body.session_id, second.body.session_id] as string[]) {
        const me = await server.api('/user/me/type:brief.json', { token });
        expect((me.body.info as { id: number }).id).toBe(user.id);
      }
    });

    it('keeps the device id on the session and stores only a hash of the token', async () => {
      const user = await createUserWithPassword(server);
      const res = await login(server, user.username, GOOD_PASSWORD);
      const rows = await server.db.selectFrom('sessions').select(['token_hash', 'device_id']).where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.device_id).toBe('test-device');
      expect(rows[0]!.token_hash).not.toBe(res.body.session_id);
    });

    it('sets the session cookie for a year, or for 30 days when the user saves the login', async () => {
      const user = await createUserWithPassword(server);
      const plain = setCookie(await login(server, user.username, GOOD_PASSWORD), 'session_token');
      expect(plain).toMatch(/Max-Age=31536000/);
      expect(plain).toMatch(/HttpOnly/);
      expect(plain).toMatch(/SameSite=Lax/);
      const saved = await server.api('/users/login.json', { method: 'POST', json: { username: user.username, passwd: GOOD_PASSWORD, saved: 1 } });
      expect(setCookie(saved, 'session_token')).toMatch(/Max-Age=2592000/);
    });

    it('accepts the seon_session field and JSON bodies', async () => {
      const user = await createUserWithPassword(server);
      const res = await server.api('/users/login.json', {
        method: 'POST',
        json: { username: user.username, passwd: GOOD_PASSWORD, device_id: 'd', seon_session: 'opaque' },
      });
      expect(res.status).toBe(200);
    });

    it('gives the same 400 for a wrong password, an unknown account and an account without a password', async () => {
      const user = await createUserWithPassword(server);
      const passwordless = await createUserWithPassword(server);
      await server.db.updateTable('users').set({ password_hash: null }).where('id', '=', passwordless.id).execute();
      const answers = [
        await login(server, user.username, 'wrong-password1'),
        await login(server, 'nobody_here', GOOD_PASSWORD),
        await login(server, 'nobody@example.com', GOOD_PASSWORD),
        await login(server, passwordless.username, GOOD_PASSWORD),
      ];
      for (const res of answers) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ status: 'Error', error: 'invalid credentials', message: '帳號或密碼錯誤，請再試一次。' });
      }
    });

    it('replaces a hash of older parameters with a two-pass one at a successful login, and not at a wrong password', async () => {
      const user = await createUserWithPassword(server);
      const older = await hash(GOOD_PASSWORD, { ...ARGON2_OPTIONS, timeCost: 6 });
      await server.db.updateTable('users').set({ password_hash: older }).where('id', '=', user.id).execute();
      const storedHash = async () => (await server.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow()).password_hash!;

      expect((await login(server, user.username, 'wrong-password1')).status).toBe(400);
      expect(await storedHash()).toBe(older);

      expect((await login(server, user.username, GOOD_PASSWORD)).status).toBe(200);
      const upgraded = await storedHash();
      expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await login(server, user.username, GOOD_PASSWORD)).status).toBe(200);
      expect(await storedHash()).toBe(upgraded);
      expect((await login(server, user.username, 'wrong-password1')).status).toBe(400);
    });

    it('refuses a deleted account like an unknown one', async () => {
      const user = await createUserWithPassword(server);
      await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
      const res = await login(server, user.username, GOOD_PASSWORD);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid credentials');
    });

    it('names a missing username or password', async () => {
      const noName = await server.api('/users/login.json', { method: 'POST', form: { passwd: 'x' } });
      expect(noName.status).toBe(400);
      expect(noName.body.fields).toEqual([{ field: 'username', message: '請輸入帳號或電子郵件' }]);
      const noPassword = await server.api('/users/login.json', { method: 'POST', form: { username: 'ming' } });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.fields).toEqual([{ field: 'passwd', message: '請輸入密碼' }]);
    });

    it('hands social bodies to the social login, never to the password check', async () => {
      const res = await server.api('/users/login.json', { method: 'POST', form: { google_user_id: '123', id_token: 'x.y.z' } });
      expect(res.status).not.toBe(200);
      expect(res.status).not.toBe(403);
      expect(res.body.error).not.toBe('invalid credentials');
    });
  });

  describe('POST /users/login_once.json', () => {
    it('signs in once with a link made by createLoginLink, then refuses the same hash', async () => {
      const user = await createUserWithPassword(server);
      const hash = await createLoginLink(server.db, user.id, 30, new Date());
      const first = await server.api('/users/login_once.json', { method: 'POST', form: { hash, device_id: 'phone-1' } });
      expect(first.status).toBe(200);
      const me = await server.api('/user/me/type:brief.json', { token: first.body.session_id as string });
      expect((me.body.info as { id: number }).id).toBe(user.id);
      const again = await server.api('/users/login_once.json', { method: 'POST', form: { hash, device_id: 'phone-1' } });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ error: 'invalid hash', message: '這個連結無效或已過期，請重新申請。' });
    });

    it('refuses an expired, an unknown, another purpose’s and a missing hash', async () => {
      const user = await createUserWithPassword(server);
      const expired = await createLoginLink(server.db, user.id, 30, new Date());
      await server.db.updateTable('login_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
      expect((await server.api('/users/login_once.json', { method: 'POST', form: { hash: expired } })).body.error).toBe('invalid hash');
      expect((await server.api('/users/login_once.json', { method: 'POST', form: { hash: 'made-up' } })).status).toBe(400);
      const missing = await server.api('/users/login_once.json', { method: 'POST', form: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual([{ field: 'hash', message: '缺少連結的驗證資料。' }]);
    });

    it('refuses the link of a deleted account', async () => {
      const user = await createUserWithPassword(server);
      const hash = await createLoginLink(server.db, user.id, 30, new Date());
      await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', user.id).execute();
      expect((await server.api('/users/login_once.json', { method: 'POST', form: { hash } })).status).toBe(400);
    });
  });

  describe('POST /users/logout.json', () => {
    it('revokes the session: the next call with it is 403, and the cookie is cleared', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const other = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const res = await server.api('/users/logout.json', { method: 'POST', token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'Success' });
      expect(setCookie(res, 'session_token')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect((await server.api('/user/me.json', { token })).status).toBe(403);
      // Only that session: the same user's other device stays signed in.
      expect((await server.api('/user/me.json', { token: other })).status).toBe(200);
    });

    it('answers Success without a session, and with a dead one', async () => {
      expect((await server.api('/users/logout.json', { method: 'POST' })).body).toEqual({ status: 'Success' });
      expect((await server.api('/users/logout.json', { method: 'POST', token: 'not-a-session' })).status).toBe(200);
    });

    it('revokes the session the cookie carries', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      await server.api('/users/logout.json', { method: 'POST', cookie: `session_token=${token}` });
      expect((await server.api('/user/me.json', { token })).status).toBe(403);
    });
  });
});
