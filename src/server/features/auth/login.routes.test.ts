import { hash } from '@node-rs/argon2';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from '../../../domain/users/auth-limits';
import { ENGINES, TEST_API_KEY, useTestServer } from '../../test/harness';
import { ARGON2_OPTIONS } from '../../lib/passwords';
import { createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { awayFromWindowEdge, fromIp, login, setCookie } from './auth.test-support';
import { KNOWN_DEVICE_COOKIE } from './known-device';
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

  describe('limits on failed logins', () => {
    beforeEach(() => awayFromWindowEdge(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds), 30_000);

    it('blocks an account after 10 failures for 15 minutes, with Retry-After and a zh-TW message', async () => {
      const user = await createUserWithPassword(server);
      for (let i = 0; i < 10; i++) {
        const res = await login(server, user.username, `wrong-${i}-pass`, fromIp('10.1.0.1'));
        expect(res.status).toBe(400);
      }
      // Even the right password, even from elsewhere: a guesser must learn nothing.
      const blocked = await login(server, user.username, GOOD_PASSWORD, fromIp('10.1.0.2'));
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toBe('rate limited');
      expect(blocked.body.message).toMatch(/^登入失敗次數過多，請於 \d+ (分鐘|秒)後再試/);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // The e-mail of the same account is the same account.
      expect((await login(server, user.email!, GOOD_PASSWORD, fromIp('10.1.0.3'))).status).toBe(429);
    });

    it('lets another account sign in from the address that hit one account’s limit', async () => {
      const victim = await createUserWithPassword(server);
      const other = await createUserWithPassword(server);
      for (let i = 0; i < 11; i++) await login(server, victim.username, 'wrong-pass1', fromIp('10.2.0.1'));
      expect((await login(server, victim.username, GOOD_PASSWORD, fromIp('10.2.0.1'))).status).toBe(429);
      expect((await login(server, other.username, GOOD_PASSWORD, fromIp('10.2.0.1'))).status).toBe(200);
    });

    it('treats an unknown name exactly like a real account, so the limit reveals nothing', async () => {
      const real = await createUserWithPassword(server);
      const answers = async (name: string, ip: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) statuses.push((await login(server, name, 'wrong-pass1', fromIp(ip))).status);
        return statuses;
      };
      const forReal = await answers(real.username, '10.3.0.1');
      const forNobody = await answers('no_such_user_x', '10.3.0.2');
      expect(forNobody).toEqual(forReal);
      expect(forReal).toEqual([...Array(10).fill(400), 429]);
    });

    it('resets an account’s count after a successful login', async () => {
      const user = await createUserWithPassword(server);
      for (let i = 0; i < 9; i++) await login(server, user.username, 'wrong-pass1', fromIp('10.4.0.1'));
      expect((await login(server, user.username, GOOD_PASSWORD, fromIp('10.4.0.1'))).status).toBe(200);
      for (let i = 0; i < 9; i++) expect((await login(server, user.username, 'wrong-pass1', fromIp('10.4.0.1'))).status).toBe(400);
      expect((await login(server, user.username, GOOD_PASSWORD, fromIp('10.4.0.1'))).status).toBe(200);
    });

    it('blocks an address after 30 failures across accounts, but not other addresses', async () => {
      const accounts = await Promise.all([1, 2, 3, 4].map(() => createUserWithPassword(server)));
      for (let i = 0; i < 30; i++) {
        const res = await login(server, accounts[i % 3]!.username, 'wrong-pass1', fromIp('10.5.0.1'));
        expect(res.status).toBe(400);
      }
      const blocked = await login(server, accounts[3]!.username, GOOD_PASSWORD, fromIp('10.5.0.1'));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await login(server, accounts[3]!.username, GOOD_PASSWORD, fromIp('10.5.0.2'))).status).toBe(200);
    });
    it('lets at most 10 of 20 parallel wrong passwords reach the password check', async () => {
      const user = await createUserWithPassword(server);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(server, user.username, `wrong-${i}-pass`, fromIp(`10.6.0.${i + 1}`))));
      expect(answers.filter((res) => res.status === 400)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT.limit);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(20 - LOGIN_FAILURES_PER_ACCOUNT.limit);
    });

    it('lets at most 30 of 40 parallel wrong passwords from one address reach the check', async () => {
      const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUserWithPassword(server)));
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(server, users[i % 5]!.username, 'wrong-pass1', fromIp('10.7.0.1'))));
      expect(answers.filter((res) => res.status === 400)).toHaveLength(LOGIN_FAILURES_PER_IP.limit);
    });

    it('still signs in a browser that signed in to the account before, when its address or the account is locked', async () => {
      const user = await createUserWithPassword(server);
      const first = await login(server, user.username, GOOD_PASSWORD, fromIp('10.8.0.1'));
      const device = setCookie(first, KNOWN_DEVICE_COOKIE)!.split(';')[0]!;
      expect(device).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=${user.id}\\.`));
      // Someone behind the same shared address locks it, and guesses the account's password.
      const others = await Promise.all([1, 2, 3].map(() => createUserWithPassword(server)));
      for (let i = 0; i < 30; i++) await login(server, others[i % 3]!.username, 'wrong-pass1', fromIp('10.8.0.1'));
      for (let i = 0; i < 10; i++) await login(server, user.username, 'wrong-pass1', fromIp('10.8.0.2'));
      expect((await login(server, user.username, GOOD_PASSWORD, fromIp('10.8.0.1'))).status).toBe(429);
      const known = await login(server, user.username, GOOD_PASSWORD, { ...fromIp('10.8.0.1'), cookie: device });
      expect(known.status).toBe(200);
      // The cookie is this account's only, and a forged one counts for nothing.
      expect((await login(server, others[0]!.username, GOOD_PASSWORD, { ...fromIp('10.8.0.1'), cookie: device })).status).toBe(429);
      const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await login(server, user.username, GOOD_PASSWORD, { ...fromIp('10.8.0.1'), cookie: forged })).status).toBe(429);
    });

    it('does not count a successful login against its address', async () => {
      const users = await Promise.all([1, 2].map(() => createUserWithPassword(server)));
      for (let i = 0; i < 29; i++) await login(server, users[0]!.username, GOOD_PASSWORD, fromIp('10.9.0.1'));
      for (let i = 0; i < 9; i++) expect((await login(server, users[1]!.username, 'wrong-pass1', fromIp('10.9.0.1'))).status).toBe(400);
      expect((await login(server, users[1]!.username, GOOD_PASSWORD, fromIp('10.9.0.1'))).status).toBe(200);
    });
  });

  describe('client addresses behind proxies', () => {
    const loginFrom = (remoteAddress: string, username: string, headers: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: `${server.config.apiPrefix}/users/login.json`,
        remoteAddress,
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers },
        payload: { username, passwd: 'wrong-pass1' },
      });

    it('ignores X-Forwarded-For from a peer it does not trust, so a forged header cannot dodge the IP limit', async () => {
      const users = await Promise.all([1, 2, 3, 4].map(() => createUserWithPassword(server)));
      for (let i = 0; i < 30; i++) {
        const res = await loginFrom('198.51.100.7', users[i % 3]!.username, { 'x-forwarded-for': `192.0.2.${i + 1}` });
        expect(res.statusCode).toBe(400);
      }
      const res = await loginFrom('198.51.100.7', users[3]!.username, { 'x-forwarded-for': '192.0.2.200' });
      expect(res.statusCode).toBe(429);
      const counted = await server.db.selectFrom('throttle_counters').select('key').where('scope', '=', 'login-fail-ip').where('key', 'like', '192.0.2.%').execute();
      expect(counted).toEqual([]);
    });

    it('takes the client from X-Forwarded-For when the peer is a trusted proxy', async () => {
      const user = await createUserWithPassword(server);
      await loginFrom('127.0.0.1', user.username, { 'x-forwarded-for': '192.0.2.77, 127.0.0.1' });
      const row = await server.db.selectFrom('throttle_counters').select('count').where('scope', '=', 'login-fail-ip').where('key', '=', '192.0.2.77').executeTakeFirst();
      expect(row?.count).toBe(1);
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
