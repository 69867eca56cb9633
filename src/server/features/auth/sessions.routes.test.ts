import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { REAUTH_WINDOW_SECONDS, SESSION_IDLE_TIMEOUT_SECONDS, SESSION_MAX_AGE_DEFAULT, SESSION_MAX_AGE_SAVED } from '../../../domain/limits';
import { createSignedInUser, createUserWithPassword, GOOD_PASSWORD, resetThrottles } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { latestCode, newPhone } from '../otp/otp.test-support';
import { setCookie } from './auth.test-support';
import { hashToken } from './sessions.repository';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe.each(ENGINES)('sessions and re-authentication on %s', (engine) => {
  const server = useTestServer(engine);
  beforeEach(() => resetThrottles(server));

  const loginAs = (username: string, userAgent: string, extra: Record<string, string> = {}) =>
    server.api('/users/login.json', { method: 'POST', form: { username, passwd: GOOD_PASSWORD, ...extra }, headers: { 'user-agent': userAgent } });
  const sessionRow = (token: string) => server.db.selectFrom('sessions').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow();
  const age = (token: string, column: 'last_seen' | 'reauth_at' | 'expires_at', seconds: number) =>
    server.db.updateTable('sessions').set({ [column]: sql`now() - make_interval(secs => ${seconds})` }).where('token_hash', '=', hashToken(token)).execute();
  const me = (token: string) => server.api('/user/me.json', { token });

  describe('lifetimes', () => {
    it('keeps a "keep me signed in" session longer than a plain one', async () => {
      const user = await createUserWithPassword(server);
      const plain = await sessionRow((await loginAs(user.username, WINDOWS)).body.session_id as string);
      const saved = await sessionRow((await loginAs(user.username, WINDOWS, { saved: '1' })).body.session_id as string);
      const life = (row: { created: Date; expires_at: Date }) => Math.round((row.expires_at.getTime() - row.created.getTime()) / 1000);
      expect(life(plain)).toBeCloseTo(SESSION_MAX_AGE_DEFAULT, -2);
      expect(life(saved)).toBeCloseTo(SESSION_MAX_AGE_SAVED, -2);
      expect(SESSION_MAX_AGE_SAVED).toBeGreaterThan(SESSION_MAX_AGE_DEFAULT);
      expect(saved.saved).toBe(true);
    });

    it('ends a session unused for 30 days, and one past its absolute lifetime', async () => {
      const user = await createUserWithPassword(server);
      const idle = (await loginAs(user.username, WINDOWS, { saved: '1' })).body.session_id as string;
      const old = (await loginAs(user.username, WINDOWS, { saved: '1' })).body.session_id as string;
      await age(idle, 'last_seen', SESSION_IDLE_TIMEOUT_SECONDS - 60);
      expect((await me(idle)).status).toBe(200);
      await age(idle, 'last_seen', SESSION_IDLE_TIMEOUT_SECONDS + 60);
      expect((await me(idle)).status).toBe(403);
      await age(old, 'expires_at', 1);
      expect((await me(old)).status).toBe(403);
    });

    it('slides on use: last_seen moves and the cookie is set again, at most every few minutes', async () => {
      const user = await createUserWithPassword(server);
      const token = (await loginAs(user.username, WINDOWS, { saved: '1' })).body.session_id as string;
      const fresh = await server.api('/user/me.json', { cookie: `session_token=${token}` });
      expect(setCookie(fresh, 'session_token')).toBeUndefined();
      await age(token, 'last_seen', 600);
      const used = await server.api('/user/me.json', { cookie: `session_token=${token}` });
      expect(used.status).toBe(200);
      expect(setCookie(used, 'session_token')).toMatch(new RegExp(`^session_token=${token};.*Max-Age=2592000`));
      expect(Date.now() - (await sessionRow(token)).last_seen.getTime()).toBeLessThan(60_000);
    });
  });

  describe('GET /users/sessions.json and POST /users/sessions/revoke/{id}.json', () => {
    it('lists the live sessions with browser, device and this one marked, and ends another', async () => {
      const user = await createUserWithPassword(server);
      const phone = (await loginAs(user.username, IPHONE)).body.session_id as string;
      const desk = (await loginAs(user.username, WINDOWS)).body.session_id as string;
      const list = await server.api('/users/sessions.json', { token: desk });
      expect(list.status).toBe(200);
      const sessions = list.body.sessions as { id: number; browser: string; device: string; current: boolean; last_seen: string }[];
      expect(sessions).toHaveLength(2);
      expect(sessions.find((s) => s.current)).toMatchObject({ browser: 'Chrome', device: 'Windows' });
      const other = sessions.find((s) => !s.current)!;
      expect(other).toMatchObject({ browser: 'Safari', device: 'iPhone', last_seen: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });
      const revoked = await server.api(`/users/sessions/revoke/${other.id}.json`, { method: 'POST', token: desk });
      expect(revoked.body).toEqual({ status: 'Success', current: false });
      expect((await me(phone)).status).toBe(403);
      expect((await me(desk)).status).toBe(200);
      expect(((await server.api('/users/sessions.json', { token: desk })).body.sessions as unknown[]).length).toBe(1);
    });

    it('answers 404 for another user’s session, and leaves it alive', async () => {
      const mine = await createSignedInUser(server.db);
      const theirs = await createSignedInUser(server.db);
      const res = await server.api(`/users/sessions/revoke/${theirs.sessionId}.json`, { method: 'POST', token: mine.token });
      expect(res.status).toBe(404);
      expect((await me(theirs.token)).status).toBe(200);
    });

    it('answers 403 without a session', async () => {
      expect((await server.api('/users/sessions.json')).status).toBe(403);
      expect((await server.api('/users/sessions/revoke/1.json', { method: 'POST' })).status).toBe(403);
    });
  });

  describe('re-authentication before sensitive changes', () => {
    const staleSession = async () => {
      const user = await createUserWithPassword(server);
      const token = (await loginAs(user.username, WINDOWS)).body.session_id as string;
      await age(token, 'reauth_at', REAUTH_WINDOW_SECONDS + 60);
      return { user, token };
    };

    it('asks a session that has not proven itself lately before an e-mail change, then accepts the password', async () => {
      const { token } = await staleSession();
      const refused = await server.api('/new/v1/users/edit_email', { method: 'POST', token, form: { email: 'new-address@example.com' } });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: 'reauth required', message: expect.stringMatching(/再次確認身分/) });
      const wrong = await server.api('/users/reauth.json', { method: 'POST', token, form: { password: 'wrong-pass1' } });
      expect(wrong.status).toBe(400);
      expect((await server.api('/users/reauth.json', { method: 'POST', token, form: { password: GOOD_PASSWORD } })).status).toBe(200);
      expect((await server.api('/new/v1/users/edit_email', { method: 'POST', token, form: { email: 'new-address@example.com' } })).status).toBe(200);
    });

    it('asks before linking a social account and before deleting an account without a password', async () => {
      const { user, token } = await staleSession();
      expect((await server.api('/users/connect_social/google.json', { method: 'POST', token, form: {} })).body.error).toBe('reauth required');
      await server.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
      expect((await server.api('/users/delete.json', { method: 'POST', token, form: {} })).body.error).toBe('reauth required');
      expect((await server.api('/users/change_password.json', { method: 'POST', token, form: { new_password: 'another-pass2' } })).body.error).toBe('reauth required');
    });

    it('re-confirms an account without a password by a code to its e-mail', async () => {
      const { user, token } = await staleSession();
      await server.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
      const sent = await server.api('/users/reauth/send_code.json', { method: 'POST', token, form: { channel: 'email' } });
      expect(sent.status).toBe(200);
      expect(sent.body.destination_hint).toMatch(/\*\*\*@example\.com$/);
      const other = await createSignedInUser(server.db);
      const code = await latestCode(server, user.email!);
      // The code is this user's only.
      expect((await server.api('/users/reauth.json', { method: 'POST', token: other.token, form: { hash: sent.body.hash as string, otp: code } })).status).toBe(400);
      expect((await server.api('/users/reauth.json', { method: 'POST', token, form: { hash: sent.body.hash as string, otp: code } })).status).toBe(200);
      expect((await server.api('/users/delete.json', { method: 'POST', token, form: {} })).status).toBe(200);
    });

    it('asks before replacing a verified phone', async () => {
      const { user, token } = await staleSession();
      await server.db.updateTable('users').set({ phone: newPhone().canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      const phone = newPhone();
      const pre = await server.api('/users/verify/phone/preauth.json', { method: 'POST', token, form: { phone: phone.local } });
      const res = await server.api('/users/verify/phone/auth.json', { method: 'POST', token, form: { hash: pre.body.hash as string, otp: await latestCode(server, phone.canonical) } });
      expect(res.body.error).toBe('reauth required');
    });

    it('ends the other sessions when the e-mail changes', async () => {
      const user = await createUserWithPassword(server);
      const other = (await loginAs(user.username, IPHONE)).body.session_id as string;
      const token = (await loginAs(user.username, WINDOWS)).body.session_id as string;
      const email = `moved.${user.id}@example.com`;
      const started = await server.api('/new/v1/users/edit_email', { method: 'POST', token, form: { email } });
      const done = await server.api('/new/v1/users/edit_email', { method: 'POST', token, form: { hash: started.body.hash as string, otp: await latestCode(server, email) } });
      expect(done.status).toBe(200);
      expect((await me(other)).status).toBe(403);
      expect((await me(token)).status).toBe(200);
    });
  });
});
