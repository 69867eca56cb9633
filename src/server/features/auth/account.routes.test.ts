import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../../domain/users/auth-limits';
import { ENGINES, useTestServer } from '../../test/harness';
import { createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { awayFromWindowEdge, fromIp, linkIn, login, register, setCookie } from './auth.test-support';
import { createLoginToken } from './login-tokens.repository';

describe.each(ENGINES)('activation and deletion on %s', (engine) => {
  const server = useTestServer(engine, { env: { PUBLIC_URL: 'https://haobangshou.example.tw' } });

  const activate = (path: string) => server.api(`/users/activation/${path}.json`);
  const isActivated = async (userId: number) =>
    (await server.db.selectFrom('users').select('is_activated').where('id', '=', userId).executeTakeFirstOrThrow()).is_activated;

  describe('GET /users/activation/{userId}/{hash}.json', () => {
    it('activates the account of the mailed link, and answers Success again when opened twice', async () => {
      const { email, res } = await register(server, fromIp('10.50.0.1'));
      const link = await linkIn(server, email, 'https://haobangshou.example.tw/activate/');
      const [userId, hash] = link.split('/').slice(-2) as [string, string];
      const first = await activate(`${userId}/${hash}`);
      // The password chosen before the address was proven is dropped: a reset hash to set a new one.
      expect(first.body).toEqual({ status: 'Success', reset_hash: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/) });
      expect(await isActivated(Number(userId))).toBe(true);
      expect((await activate(`${userId}/${hash}`)).body).toEqual({ status: 'Success' });
      expect((await server.api('/user/me.json', { token: res.body.session_id as string })).status).toBe(403);
      const reset = await server.api('/users/reset_password.json', { method: 'POST', form: { hash: first.body.reset_hash as string, password: 'newpass123' } });
      expect(reset.status).toBe(200);
      expect((await login(server, email, 'newpass123')).status).toBe(200);
    });

    it('answers 404 invalid hash for an unknown hash, another user’s hash or an expired one', async () => {
      const owner = await createUserWithPassword(server);
      const stranger = await createUserWithPassword(server);
      const hash = await createLoginToken(server.db, owner.id, 'activation', 60, new Date());
      for (const path of [`${owner.id}/made-up-hash`, `${stranger.id}/${hash}`, `abc/${hash}`]) {
        const res = await activate(path);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ error: 'invalid hash', message: '這個連結無效或已過期，請重新申請。' });
      }
      expect(await isActivated(stranger.id)).toBe(false);
      await server.db.updateTable('login_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('user_id', '=', owner.id).execute();
      expect((await activate(`${owner.id}/${hash}`)).status).toBe(404);
      expect(await isActivated(owner.id)).toBe(false);
    });
  });

  describe('POST /users/delete.json', () => {
    it('anonymises the account but keeps its row, ends its sessions and clears the cookie', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const other = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      await server.db.updateTable('users').set({ phone: '+886912000303', address: '臺北市' }).where('id', '=', user.id).execute();
      await server.db.insertInto('user_social_accounts').values({ user_id: user.id, provider: 'google', provider_user_id: `g-${user.id}`, email: user.email }).execute();
      const service = await server.db
        .insertInto('quote_services')
        .values({ user_id: user.id, slug: `svc-${user.id}`, title: '王小明的服務' })
        .returning('id')
        .executeTakeFirstOrThrow();

      const res = await server.api('/users/delete.json', { method: 'POST', token, form: { password: GOOD_PASSWORD } });
      expect(res.body).toEqual({ status: 'Success' });
      expect(setCookie(res, 'session_token')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

      const row = await server.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        username: `deleted-${user.id}`,
        email: null,
        phone: null,
        first_name: '',
        last_name: '',
        avatar_thumb_url: null,
        avatar_original_url: null,
        address: null,
        password_hash: null,
      });
      expect(row.deleted_at).toBeInstanceOf(Date);
      for (const t of [token, other]) expect((await server.api('/user/me.json', { token: t })).status).toBe(403);
      expect(await server.db.selectFrom('user_social_accounts').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
      const kept = await server.db.selectFrom('quote_services').select(['is_public', 'is_archived']).where('id', '=', service.id).executeTakeFirstOrThrow();
      expect(kept).toEqual({ is_public: false, is_archived: true });
      expect((await login(server, user.username, GOOD_PASSWORD)).status).toBe(400);
      expect((await login(server, user.email!, GOOD_PASSWORD)).status).toBe(400);
    });

    it('frees the username and e-mail for a new sign-up', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      await server.api('/users/delete.json', { method: 'POST', token, form: { password: GOOD_PASSWORD } });
      const again = await server.api('/users/register/manual.json', {
        method: 'POST',
        form: { username: user.username, email: user.email!, passwd: GOOD_PASSWORD },
        headers: fromIp('10.51.0.1'),
      });
      expect(again.status).toBe(200);
    });

    it('answers 400 wrong password, never 403, and deletes nothing', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      for (const form of [{ password: 'not-my-pass1' }, {}] as Record<string, string>[]) {
        const res = await server.api('/users/delete.json', { method: 'POST', token, form });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: 'wrong password', fields: [{ field: 'password', message: '目前的密碼不正確。' }] });
      }
      expect((await server.api('/user/me.json', { token })).status).toBe(200);
    });

    it('needs a session: 403 without one', async () => {
      const res = await server.api('/users/delete.json', { method: 'POST', form: { password: GOOD_PASSWORD } });
      expect(res.status).toBe(403);
    });
  });

  describe('403 means a missing or dead session, nothing else', () => {
    beforeEach(() => awayFromWindowEdge(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds), 30_000);

    it('answers wrong passwords, bad input, bad links and limits with other statuses', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const post = (path: string, form: Record<string, string>, withToken = true) =>
        server.api(path, { method: 'POST', form, ...(withToken ? { token } : {}) });
      const answers = [
        await login(server, user.username, 'wrong-pass1'),
        await login(server, 'no_such_account', 'wrong-pass1'),
        await post('/users/login.json', {}, false),
        await post('/users/login_once.json', { hash: 'bad' }, false),
        await post('/users/register/manual.json', { username: 'x' }, false),
        await post('/users/sign_up.json', {}, false),
        await post('/users/check_account.json', {}, false),
        await post('/users/forgot_password.json', { email: 'bad' }, false),
        await post('/users/reset_password.json', { hash: 'bad', password: 'whatever1' }, false),
        await server.api('/users/activation/1/bad.json'),
        await post('/users/change_password.json', { current_password: 'wrong-pass1', new_password: 'brand-new-pass9' }),
        await post('/users/change_password.json', { current_password: GOOD_PASSWORD, new_password: 'weak' }),
        await post('/users/delete.json', { password: 'wrong-pass1' }),
        await post('/user/change_settings.json', { 'settings[unknown_key]': '1' }),
        await post('/user/edit_profile.json', { first_name: '名'.repeat(31) }),
      ];
      for (const res of answers) {
        expect(res.status).not.toBe(403);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }
      // And the session that made these calls is still alive.
      expect((await server.api('/user/me.json', { token })).status).toBe(200);
      // A locked account answers 429, not 403.
      for (let i = 0; i < 10; i++) await login(server, user.username, 'wrong-pass1');
      expect((await login(server, user.username, GOOD_PASSWORD)).status).toBe(429);
    });

    it('answers 403 invalid token on every session call without a session or with a dead one', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      await server.api('/users/logout.json', { method: 'POST', token });
      const calls: [string, string][] = [
        ['GET', '/user/me.json'],
        ['GET', '/user/me/type:brief.json'],
        ['GET', '/user/get_settings.json'],
        ['POST', '/user/get_settings.json'],
        ['POST', '/user/change_settings.json'],
        ['POST', '/user/edit_profile.json'],
        ['POST', '/users/change_password.json'],
        ['POST', '/users/delete.json'],
      ];
      for (const [method, path] of calls) {
        for (const init of [{}, { token }, { token: 'never-issued' }]) {
          const res = await server.api(path, { method, ...init, ...(method === 'POST' ? { form: {} } : {}) });
          expect(res.status, `${method} ${path}`).toBe(403);
          expect(res.body).toEqual({ status: 'Error', error: 'invalid token', message: '登入已失效，請重新登入。' });
        }
      }
    });
  });
});
