import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { PHONE_INVALID_MESSAGE } from '../../../domain/users/phone';
import { OTP_IP_RULE, otpCodeKey } from './otp.challenges';
import { ENGINES } from '../../test/harness';
import { newPhone, otpSuite, outbox, phoneCalls, timeTravel } from './otp.test-support';

describe.each(ENGINES)('phone codes on %s', (engine) => {
  const otp = otpSuite(engine);
  const { preauth, codeFor } = phoneCalls(otp);

  describe('POST /users/verify/phone/preauth.json', () => {
    it('texts a 6-digit code in zh-TW and answers a hash', async () => {
      const phone = newPhone();
      const res = await preauth(phone.local);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('Success');
      expect(res.body.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const [message, ...rest] = await outbox(otp.server, phone.canonical);
      expect(rest).toEqual([]);
      expect(message).toMatchObject({ channel: 'sms', to: phone.canonical, subject: '' });
      expect(message!.body).toMatch(/^【好幫手】您的驗證碼為 \d{6}，10 分鐘內有效。請勿將驗證碼告訴他人。$/);
    });

    it('stores the code hashed, never the code itself', async () => {
      const phone = newPhone();
      const { code } = await codeFor(phone);
      const row = await otp.server.db.selectFrom('otp_challenges').selectAll().where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.expires_at.getTime() - row.created.getTime()).toBe(600_000);
    });

    it('reads the number in any common form and finds it in the outbox either way', async () => {
      const phone = newPhone();
      const typed = `+886 ${phone.local.slice(1, 4)}-${phone.local.slice(4, 7)}-${phone.local.slice(7)}`;
      expect((await preauth(typed)).status).toBe(200);
      expect(await outbox(otp.server, phone.local)).toHaveLength(1);
      expect(await outbox(otp.server, phone.canonical)).toHaveLength(1);
    });

    it('calls with the code read out on the voice route', async () => {
      const phone = newPhone();
      const res = await preauth(phone.local, '/users/verify/voice/preauth.json');
      expect(res.status).toBe(200);
      expect(res.body.hash).toEqual(expect.any(String));
      const [message] = await outbox(otp.server, phone.canonical);
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
      const res = await otp.server.api('/users/verify/phone/preauth.json', { method: 'POST', form: {} });
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
      expect(await outbox(otp.server, phone.canonical)).toHaveLength(1);
      await timeTravel(otp.server, phone.canonical, 61);
      expect((await preauth(phone.local)).status).toBe(200);
    });

    it('stops after 10 codes a day to one number', async () => {
      const phone = newPhone();
      for (let i = 0; i < 10; i++) {
        expect((await preauth(phone.local)).status).toBe(200);
        await timeTravel(otp.server, phone.canonical, 61);
      }
      const res = await preauth(phone.local);
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ error: 'rate limited' });
      expect(res.body.message).toMatch(/今天的驗證碼發送次數已達上限/);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await outbox(otp.server, phone.canonical)).toHaveLength(10);
    });

    it('sends one code for 20 parallel asks to one number', async () => {
      const phone = newPhone();
      const answers = await Promise.all(Array.from({ length: 20 }, () => preauth(phone.local)));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      expect(answers.filter((res) => res.status === 429)).toHaveLength(19);
      expect(await outbox(otp.server, phone.canonical)).toHaveLength(1);
    });

    it('sends no more than the daily IP allowance to 20 parallel asks', async () => {
      const ip = '203.0.113.60';
      // 45 of the 50 codes of the day are already used from this address.
      for (let i = 0; i < 45; i++) await otp.server.app.throttle.hit(OTP_IP_RULE, ip);
      const phones = Array.from({ length: 20 }, () => newPhone());
      const answers = await Promise.all(phones.map((phone) => preauth(phone.local, undefined, { 'x-forwarded-for': ip })));
      expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
      const sent = await otp.server.db.selectFrom('outbox_messages').select('id').where('recipient', 'in', phones.map((p) => p.canonical)).execute();
      expect(sent).toHaveLength(5);
    });

    it('keys the stored code with the server secret, not with data of the same row', async () => {
      const phone = newPhone();
      const { code } = await codeFor(phone);
      const row = await otp.server.db.selectFrom('otp_challenges').selectAll().where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
      // Keyed by the row's own challenge hash, a copy of the table would yield the code in 10^6 tries.
      expect(createHmac('sha256', row.challenge_hash).update(code).digest('hex')).not.toBe(row.code_hash);
      expect(createHmac('sha256', otpCodeKey(otp.server.config.authSecret)).update(`${row.challenge_hash}:${code}`).digest('hex')).toBe(row.code_hash);
    });

    it('stops after 50 codes a day from one IP address', async () => {
      const ip = { 'x-forwarded-for': '203.0.113.50' };
      for (let i = 0; i < 50; i++) expect((await preauth(newPhone().local, undefined, ip)).status).toBe(200);
      const phone = newPhone();
      const res = await preauth(phone.local, '/users/verify/voice/preauth.json', ip);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('rate limited');
      expect(await outbox(otp.server, phone.canonical)).toEqual([]);
      // Another address is not affected.
      expect((await preauth(phone.local, undefined, { 'x-forwarded-for': '203.0.113.51' })).status).toBe(200);
    });
  });
});
