import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_IP } from '../../../domain/users/auth-limits';
import { ENGINES, TEST_API_KEY, useTestServer } from '../../test/harness';
import { createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { awayFromWindowEdge, fromIp, login, setCookie } from './auth.test-support';
import { KNOWN_DEVICE_COOKIE } from './known-device';

describe.each(ENGINES)('limits on logins on %s', (engine) => {
  const server = useTestServer(engine);

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
});
