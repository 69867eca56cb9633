import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from '../../../domain/users/phone';
import { createSignedInUser, createUser, resetThrottles } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { OTP_IP_RULE, otpCodeKey } from './otp.challenges';
import { latestCode, newPhone, outbox, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('phone codes on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  beforeEach(() => resetThrottles(server));

  const preauth = (phone: string, path = '/users/verify/phone/preauth.json', headers: Record<string, string> = {}) =>
    server.api(path, { method: 'POST', form: { phone }, headers });
  const auth = (form: Record<string, string>, token?: string) =>
    server.api('/users/verify/phone/auth.json', { method: 'POST', form, ...(token ? { token } : {}) });

  async function codeFor(phone: { local: string; canonical: string }) {
    const res = await preauth(phone.local);
    expect(res.status).toBe(200);
    return { hash: res.body.hash as string, code: await latestCode(server, phone.canonical) };
  }

  async function userRow(id: number) {
    return server.db.selectFrom('users').select(['phone', 'is_phone_confirmed']).where('id', '=', id).executeTakeFirstOrThrow();
  }

  describe('POST /users/verify/phone/preauth.json', () => {
    it('texts a 6-digit code in zh-TW and answers a hash', async () => {
      const phone = newPhone();
      const res = await preauth(phone.local);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('Success');
      expect(res.body.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const [message, ...rest] = await outbox(server, phone.canonical);
      expect(rest).toEqual([]);
      expect(message).toMatchObject({ channel: 'sms', to: phone.canonical, subject: '' });
      expect(message!.body).toMatch(/^【好幫手】您的驗證碼為 \d{6}，10 分鐘內有效。請勿將驗證碼告訴他人。$/);
    });

    it('stores the code hashed, never the code itself', async () => {
      const phone = newPhone();
      const { code } = await codeFor(phone);
      const row = await server.db.selectFrom('otp_challenges').selectAll().where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.expires_at.getTime() - row.created.getTime()).toBe(600_000);
    });

    it('reads the number in any common form and finds it in the outbox either way', async () => {
      const phone = newPhone();
      const typed = `+886 ${phone.local.slice(1, 4)}-${phone.local.slice(4, 7)}-${phone.local.slice(7)}`;
      expect((await preauth(typed)).status).toBe(200);
      expect(await outbox(server, phone.local)).toHaveLength(1);
      expect(await outbox(server, phone.canonical)).toHaveLength(1);
    });

    it('calls with the code read out on the voice route', async () => {
      const phone = newPhone();
      const res = await preauth(phone.local, '/users/verify/voice/preauth.json');
      expect(res.status).toBe(200);
      expect(res.body.hash).toEqual(expect.any(String));
      const [message] = await outbox(server, phone.canonical);
      expect(message!.channel).toBe('voice');
      expect(message!.body).toMatch(/您的驗證碼是 \d、\d、\d、\d、\d、\d。再說一次/);
    });

    it.each([
      ['/users/verify/phone/preauth.json', '0223456789'],
      ['/users/verify/phone/preauth.json', '12345'],
      ['/users/verify/voice/preauth.json', '+85291234567'],
    ])('refuses a number that is not a Taiwan mobile on %s (%s)', async (path, phone) => {
      const res = await preauth(phone, path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid input', fields: [{ field: 'phone', message: PHONE_INVALID_MESSAGE }] });
    });

    it('refuses a missing number, naming the field', async () => {
      const res = await server.api('/users/verify/phone/preauth.json', { method: 'POST', form: {} });
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe('phone');
    });

    it('refuses a second code within 60 seconds, by SMS or by voice, with Retry-After', async () => {
      const phone = newPhone();
      expect((await preauth(phone.local)).status).toBe(200);
      for (const path of ['/users/verify/phone/preauth.json', '/users/verify/voice/preauth.json']) {
        const res = await preauth(phone.local, path);
        expect(res.status).toBe(429);
        expect(res.body).toMatchObject({ status: 'Error', error: 'resend too soon' });
        expect(res.body.message).toMatch(/秒後再重新發送/);
        const retryAfter = Number(res.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(retryAfter).toBeLessThanOrEqual(60);
      }
      expect(await outbox(server, phone.canonical)).toHaveLength(1);
      await timeTravel(server, phone.canonical, 61);
      expect((await preauth(phone.local)).status).toBe(200);
    });

    it('stops after 10 codes a day to one number', async () => {
      const phone = newPhone();
      for (let i = 0; i < 10; i++) {
        expect((await preauth(phone.local)).status).toBe(200);
        await timeTravel(server, phone.canonical, 61);
      }
      const res = await preauth(phone.local);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error: 'rate limited' });
      expect(res.body.message).toMatch(/今天的驗證碼發送次數已達上限/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await outbox(server, phone.canonical)).toHaveLength(10);
    });

    it('sends one code for 20 parallel asks to one number', async () => {
      const phone = newPhone();
      const answers = await Promise.all(Array.from({ length: 20 }, () => preauth(phone.local)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(19);
      expect(await outbox(server, phone.canonical)).toHaveLength(1);
    });

    it('sends no more than the daily IP allowance to 20 parallel asks', async () => {
      const ip = '203.0.113.60';
      // 45 of the 50 codes of the day are already used from this address.
      for (let i = 0; i < 45; i++) await server.app.throttle.hit(OTP_IP_RULE, ip);
      const phones = Array.from({ length: 20 }, () => newPhone());
      const answers = await Promise.all(phones.map((phone) => preauth(phone.local, undefined, { 'x-forwarded-for': ip })));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
      const sent = await server.db.selectFrom('outbox_messages').select('id').where('recipient', 'in', phones.map((p) => p.canonical)).execute();
      expect(sent).toHaveLength(5);
    });

    it('keys the stored code with the server secret, not with data of the same row', async () => {
      const phone = newPhone();
      const { code } = await codeFor(phone);
      const row = await server.db.selectFrom('otp_challenges').selectAll().where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
      // Keyed by the row's own challenge hash, a copy of the table would yield the code in 10^6 tries.
      expect(createHmac('sha256', row.challenge_hash).update(code).digest('hex')).not.toBe(row.code_hash);
      expect(createHmac('sha256', otpCodeKey(server.config.authSecret)).update(`${row.challenge_hash}:${code}`).digest('hex')).toBe(row.code_hash);
    });

    it('stops after 50 codes a day from one IP address', async () => {
      const ip = { 'x-forwarded-for': '203.0.113.50' };
      for (let i = 0; i < 50; i++) expect((await preauth(newPhone().local, undefined, ip)).status).toBe(200);
      const phone = newPhone();
      const res = await preauth(phone.local, '/users/verify/voice/preauth.json', ip);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('rate limited');
      expect(await outbox(server, phone.canonical)).toEqual([]);
      // Another address is not affected.
      expect((await preauth(phone.local, undefined, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
    });
  });

  describe('POST /users/verify/phone/auth.json', () => {
    it('confirms the phone on the signed-in account', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const phone = newPhone();
      const { hash, code } = await codeFor(phone);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'Success' });
      expect(await userRow(user.id)).toEqual({ phone: phone.canonical, is_phone_confirmed: true });
      const me = await server.api('/user/me.json', { token });
      expect((me.body.info as Record<string, unknown>).is_phone_confirmed).toBe(1);
    });

    it('accepts the code from a voice call too', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const phone = newPhone();
      const hash = (await preauth(phone.local, '/users/verify/voice/preauth.json')).body.hash as string;
      expect((await auth({ hash, otp: await latestCode(server, phone.canonical) }, token)).status).toBe(200);
      expect((await userRow(user.id)).is_phone_confirmed).toBe(true);
    });

    it('answers 403 without a session, before looking at the body', async () => {
      const res = await auth({});
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });

    it('refuses a wrong code and says how many tries are left', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const { hash, code } = await codeFor(newPhone());
      const res = await auth({ hash, otp: wrongCode(code) }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid code' });
      expect(res.body.message).toContain('還可以再試 4 次');
      expect((await userRow(user.id)).is_phone_confirmed).toBe(false);
    });

    it('kills the challenge after 5 wrong tries, even for the right code', async () => {
      const { token } = await createSignedInUser(server.db);
      const { hash, code } = await codeFor(newPhone());
      const errors: unknown[] = [];
      for (let i = 0; i < 5; i++) errors.push((await auth({ hash, otp: wrongCode(code) }, token)).body.error);
      expect(errors).toEqual(['invalid code', 'invalid code', 'invalid code', 'invalid code', 'too many attempts']);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('too many attempts');
    });

    it('counts parallel guesses, so a burst cannot get past 5 tries', async () => {
      const { token } = await createSignedInUser(server.db);
      const phone = newPhone();
      const { hash, code } = await codeFor(phone);
      const results = await Promise.all(Array.from({ length: 12 }, () => auth({ hash, otp: wrongCode(code) }, token)));
      expect(results.filter((r) => r.body.error === 'invalid code' || r.body.error === 'too many attempts')).toHaveLength(12);
      const row = await server.db.selectFrom('otp_challenges').select('attempts').where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
      expect((await auth({ hash, otp: code }, token)).body.error).toBe('too many attempts');
    });

    it('refuses an expired code', async () => {
      const { token } = await createSignedInUser(server.db);
      const phone = newPhone();
      const { hash, code } = await codeFor(phone);
      await timeTravel(server, phone.canonical, 601);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'code expired', message: '驗證碼已過期，請重新取得驗證碼。' });
    });

    it('accepts a code only once', async () => {
      const { token } = await createSignedInUser(server.db);
      const { hash, code } = await codeFor(newPhone());
      expect((await auth({ hash, otp: code }, token)).status).toBe(200);
      const again = await auth({ hash, otp: code }, token);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('code expired');
      expect(again.body.message).toMatch(/已經使用過/);
    });

    it('refuses a hash it never issued', async () => {
      const { token } = await createSignedInUser(server.db);
      const res = await auth({ hash: 'made-up-hash-0000000000000000000000', otp: '123456' }, token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid hash');
    });

    it.each([
      [{ otp: '123456' }, 'hash'],
      [{ hash: 'x' }, 'otp'],
      [{ hash: 'x', otp: '12345' }, 'otp'],
      [{ hash: 'x', otp: 'abcdef' }, 'otp'],
    ])('refuses a malformed body %o naming %s', async (form, field) => {
      const { token } = await createSignedInUser(server.db);
      const res = await auth(form, token);
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toContain(field);
    });

    it('accepts a JSON number that lost its leading zero', async () => {
      const { token } = await createSignedInUser(server.db);
      const { hash, code } = await codeFor(newPhone());
      const res = await server.api('/users/verify/phone/auth.json', { method: 'POST', token, json: { hash, otp: Number(code) } });
      expect(res.status).toBe(200);
    });

    it('refuses a phone another account has verified, with a clear message', async () => {
      const owner = await createUser(server.db);
      const phone = newPhone();
      await server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', owner.id).execute();
      const { user, token } = await createSignedInUser(server.db);
      const { hash, code } = await codeFor(phone);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: 'Error', error: 'phone taken' });
      expect(res.body.message).toMatch(/已經由其他會員驗證/);
      expect(await userRow(user.id)).toEqual({ phone: null, is_phone_confirmed: false });
      expect(await userRow(owner.id)).toEqual({ phone: phone.canonical, is_phone_confirmed: true });
    });

    it('takes the phone from an account that only typed it in without verifying', async () => {
      const typist = await createUser(server.db);
      const phone = newPhone();
      await server.db.updateTable('users').set({ phone: phone.canonical }).where('id', '=', typist.id).execute();
      const { user, token } = await createSignedInUser(server.db);
      const { hash, code } = await codeFor(phone);
      expect((await auth({ hash, otp: code }, token)).status).toBe(200);
      expect(await userRow(user.id)).toEqual({ phone: phone.canonical, is_phone_confirmed: true });
      expect(await userRow(typist.id)).toEqual({ phone: null, is_phone_confirmed: false });
    });

    it('lets a user verify again the phone they already own', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const phone = newPhone();
      await server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      const { hash, code } = await codeFor(phone);
      expect((await auth({ hash, otp: code }, token)).status).toBe(200);
    });
  });

  describe('POST /users/validate_user.json with a phone', () => {
    async function ownerOf(phone: { canonical: string }) {
      const user = await createUser(server.db);
      await server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      return user;
    }
    const validate = (form: Record<string, string>) => server.api('/users/validate_user.json', { method: 'POST', form });

    it('signs in the account that verified the phone, with the newest code', async () => {
      const phone = newPhone();
      const user = await ownerOf(phone);
      const { code } = await codeFor(phone);
      const res = await validate({ phone: phone.local, verify_code: code, device_id: 'device-phone-1' });
      expect(res.status).toBe(200);
      expect(res.body.session_id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.headers.get('set-cookie')).toMatch(/session_token=.+HttpOnly/i);
      const me = await server.api('/user/me.json', { token: res.body.session_id as string });
      expect((me.body.info as { id: number }).id).toBe(user.id);
      const session = await server.db.selectFrom('sessions').select('device_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.device_id).toBe('device-phone-1');
    });

    it('also takes the hash of the challenge', async () => {
      const phone = newPhone();
      await ownerOf(phone);
      const { hash, code } = await codeFor(phone);
      expect((await validate({ hash, verify_code: code })).status).toBe(200);
    });

    it('refuses a hash sent with a different phone', async () => {
      const phone = newPhone();
      await ownerOf(phone);
      const { hash, code } = await codeFor(phone);
      const res = await validate({ hash, phone: newPhone().local, verify_code: code });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid hash');
    });

    it('says so when no account has verified the phone', async () => {
      const phone = newPhone();
      const { code } = await codeFor(phone);
      const res = await validate({ phone: phone.local, verify_code: code });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/還沒有綁定任何帳號/);
    });

    it('refuses a wrong code', async () => {
      const phone = newPhone();
      await ownerOf(phone);
      const { code } = await codeFor(phone);
      const res = await validate({ phone: phone.local, verify_code: wrongCode(code) });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid code');
    });

    it('refuses an expired code', async () => {
      const phone = newPhone();
      await ownerOf(phone);
      const { code } = await codeFor(phone);
      await timeTravel(server, phone.canonical, 601);
      expect((await validate({ phone: phone.local, verify_code: code })).body.error).toBe('code expired');
    });

    it('refuses a code when none was sent to the phone', async () => {
      const res = await validate({ phone: newPhone().local, verify_code: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid code');
    });

    it.each([
      [{ verify_code: '123456' }, 'phone'],
      [{ phone: '0912345678' }, 'verify_code'],
      [{ phone: '02-2345-6789', verify_code: '123456' }, 'phone'],
      [{}, 'verify_code'],
    ])('refuses %o naming %s', async (form, field) => {
      const res = await validate(form);
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toContain(field);
    });
  });
});
