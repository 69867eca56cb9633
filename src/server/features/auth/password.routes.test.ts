import { beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT } from '../../../domain/users/auth-limits';
import { ENGINES, useTestServer } from '../../test/harness';
import { createUserWithPassword, GOOD_PASSWORD } from '../../test/factories';
import { awayFromWindowEdge, fromIp, linkIn, login, mailsTo } from './auth.test-support';

const NEW_PASSWORD = 'brand-new-pass9';

describe.each(ENGINES)('passwords on %s', (engine) => {
  const server = useTestServer(engine, { env: { PUBLIC_URL: 'https://haobangshou.example.tw' } });
  // Several tests count up to a limit (15-minute and hourly windows).
  beforeEach(() => awayFromWindowEdge(LOGIN_FAILURES_PER_ACCOUNT.windowSeconds), 30_000);

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    server.api('/users/forgot_password.json', { method: 'POST', form: { email }, headers });
  const reset = (form: Record<string, string>) => server.api('/users/reset_password.json', { method: 'POST', form });
  const hashOf = (link: string) => link.split('/').pop()!;

  async function resetLinkFor(email: string): Promise<string> {
    expect((await forgot(email)).status).toBe(200);
    return linkIn(server, email, 'https://haobangshou.example.tw/resetpass/');
  }

  describe('POST /users/forgot_password.json', () => {
    it('mails a single-use link to an existing account', async () => {
      const user = await createUserWithPassword(server);
      const res = await forgot(user.email!.toUpperCase());
      expect(res.body).toEqual({ status: 'Success' });
      const mails = await mailsTo(server, user.email!);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('【好幫手】重設密碼');
      expect(mails[0]!.body).toContain('王小明 您好：');
      expect(mails[0]!.body).toContain('連結 1 小時內有效，且只能使用一次。');
      expect(mails[0]!.body).toMatch(/https:\/\/haobangshou\.example\.tw\/resetpass\/[A-Za-z0-9_-]{43}/);
    });

    it('answers an unknown address exactly the same, and mails nothing', async () => {
      const known = await createUserWithPassword(server);
      const forKnown = await forgot(known.email!);
      const forUnknown = await forgot('nobody.at.all@example.com');
      expect(forUnknown.status).toBe(forKnown.status);
      expect(forUnknown.body).toEqual(forKnown.body);
      expect(await mailsTo(server, 'nobody.at.all@example.com')).toEqual([]);
    });

    it('refuses a malformed address', async () => {
      const res = await forgot('not-an-address');
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe('email');
    });

    it('mails one address at most 5 times an hour, without saying so', async () => {
      const user = await createUserWithPassword(server);
      for (let i = 0; i < 7; i++) expect((await forgot(user.email!, fromIp('10.40.0.1'))).status).toBe(200);
      expect(await mailsTo(server, user.email!)).toHaveLength(5);
    });

    it('allows 20 requests an hour from one address, then 429', async () => {
      for (let i = 0; i < 20; i++) expect((await forgot(`someone${i}@example.com`, fromIp('10.41.0.1'))).status).toBe(200);
      const refused = await forgot('someone@example.com', fromIp('10.41.0.1'));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.message).toMatch(/^重設密碼的申請次數過多/);
    });
  });

  describe('POST /users/reset_password.json', () => {
    it('with the hash alone answers 400 password required: the client’s sign that the link is good', async () => {
      const user = await createUserWithPassword(server);
      const hash = hashOf(await resetLinkFor(user.email!));
      const res = await reset({ hash });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'password required', message: '請輸入新密碼。' });
      // Asking did not use the link up.
      expect((await reset({ hash, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('sets the new password, ends every session, and works only once', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const hash = hashOf(await resetLinkFor(user.email!));
      const res = await reset({ hash, password: NEW_PASSWORD });
      expect(res.body).toEqual({ status: 'Success' });
      expect((await server.api('/user/me.json', { token })).status).toBe(403);
      expect((await login(server, user.username, GOOD_PASSWORD)).status).toBe(400);
      expect((await login(server, user.username, NEW_PASSWORD)).status).toBe(200);
      const again = await reset({ hash, password: 'another-pass9' });
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject({ error: 'invalid hash', message: '這個連結無效或已過期，請重新申請。' });
      const row = await server.db.selectFrom('users').select(['is_activated', 'password_changed_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.is_activated).toBe(true);
      expect(row.password_changed_at).toBeInstanceOf(Date);
    });

    it('retires older links once one is used', async () => {
      const user = await createUserWithPassword(server);
      const older = hashOf(await resetLinkFor(user.email!));
      const newer = hashOf(await resetLinkFor(user.email!));
      expect((await reset({ hash: newer, password: NEW_PASSWORD })).status).toBe(200);
      expect((await reset({ hash: older, password: 'another-pass9' })).status).toBe(404);
    });

    it('answers 404 for an expired or unknown hash, with or without a password', async () => {
      const user = await createUserWithPassword(server);
      const hash = hashOf(await resetLinkFor(user.email!));
      await server.db.updateTable('login_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('user_id', '=', user.id).execute();
      const forms: Record<string, string>[] = [{ hash }, { hash, password: NEW_PASSWORD }, { hash: 'made-up-hash' }, { hash: 'made-up-hash', password: NEW_PASSWORD }];
      for (const form of forms) {
        const res = await reset(form);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('invalid hash');
      }
    });

    it('refuses a weak new password naming the field, and keeps the link usable', async () => {
      const user = await createUserWithPassword(server);
      const hash = hashOf(await resetLinkFor(user.email!));
      const weak = await reset({ hash, password: 'weak' });
      expect(weak.status).toBe(400);
      expect(weak.body.fields).toEqual([{ field: 'password', message: '密碼需為 8 到 72 個字元，並至少包含一個英文字母和一個數字' }]);
      expect((await reset({ hash, password: NEW_PASSWORD })).status).toBe(200);
    });

    it('asks for the hash', async () => {
      const res = await reset({ password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe('hash');
    });

    it('lifts the lock that wrong guesses put on the account', async () => {
      const user = await createUserWithPassword(server);
      for (let i = 0; i < 10; i++) await login(server, user.username, 'wrong-pass1', fromIp('10.42.0.1'));
      expect((await login(server, user.username, GOOD_PASSWORD, fromIp('10.42.0.2'))).status).toBe(429);
      const hash = hashOf(await resetLinkFor(user.email!));
      await reset({ hash, password: NEW_PASSWORD });
      expect((await login(server, user.username, NEW_PASSWORD, fromIp('10.42.0.2'))).status).toBe(200);
    });
  });

  describe('POST /users/change_password.json', () => {
    const change = (token: string | undefined, form: Record<string, string>) =>
      server.api('/users/change_password.json', { method: 'POST', form, ...(token ? { token } : {}) });

    it('changes the password, keeps the caller signed in and signs every other session out', async () => {
      const user = await createUserWithPassword(server);
      const mine = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const other = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const res = await change(mine, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
      expect(res.body).toEqual({ status: 'Success' });
      expect((await server.api('/user/me.json', { token: mine })).status).toBe(200);
      expect((await server.api('/user/me.json', { token: other })).status).toBe(403);
      expect((await login(server, user.username, NEW_PASSWORD)).status).toBe(200);
      const mails = await mailsTo(server, user.email!);
      expect(mails.map((m) => m.subject)).toEqual(['【好幫手】您的密碼已變更']);
    });

    it('answers 400 wrong password, never 403, for a wrong current password', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const res = await change(token, { current_password: 'not-my-pass1', new_password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'wrong password', message: '目前的密碼不正確。' });
      expect(res.body.fields).toEqual([{ field: 'current_password', message: '目前的密碼不正確。' }]);
      expect((await server.api('/user/me.json', { token })).status).toBe(200);
      expect((await login(server, user.username, GOOD_PASSWORD)).status).toBe(200);
    });

    it('refuses a new password that breaks the rules', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      const res = await change(token, { current_password: GOOD_PASSWORD, new_password: '12345678' });
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe('new_password');
    });

    it('lets an account without a password set one without a current password', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      await server.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
      expect((await change(token, { new_password: NEW_PASSWORD })).status).toBe(200);
      expect((await login(server, user.username, NEW_PASSWORD)).status).toBe(200);
    });

    it('stops a stolen session from guessing: 10 wrong current passwords, then 429', async () => {
      const user = await createUserWithPassword(server);
      const token = (await login(server, user.username, GOOD_PASSWORD)).body.session_id as string;
      for (let i = 0; i < 10; i++) expect((await change(token, { current_password: `guess-${i}-x`, new_password: NEW_PASSWORD })).status).toBe(400);
      const blocked = await change(token, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('needs a session: 403 without one', async () => {
      const res = await change(undefined, { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });
  });
});
