import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { latestCode, newPhone, otpSuite, phoneCalls, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('phone codes on %s', (engine) => {
  const otp = otpSuite(engine);
  const { preauth, auth, codeFor, userRow } = phoneCalls(otp);

  describe('POST /users/verify/phone/auth.json', () => {
    it('confirms the phone on the signed-in account', async () => {
      const { user, token } = await createSignedInUser(otp.server.db);
      const phone = newPhone();
      const { hash, code } = await codeFor(phone);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'Success' });
      expect(await userRow(user.id)).toEqual({ phone: phone.canonical, is_phone_confirmed: true });
      const me = await otp.server.api('/user/me.json', { token });
      expect((me.body.info as Record<string, unknown>).is_phone_confirmed).toBe(1);
    });

    it('accepts the code from a voice call too', async () => {
      const { user, token } = await createSignedInUser(otp.server.db);
      const phone = newPhone();
      const hash = (await preauth(phone.local, '/users/verify/voice/preauth.json')).body.hash as string;
      expect((await auth({ hash, otp: await latestCode(otp.server, phone.canonical) }, token)).status).toBe(200);
      expect((await userRow(user.id)).is_phone_confirmed).toBe(true);
    });

    it('answers 403 without a session, before looking at the body', async () => {
      const res = await auth({});
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });

    it('refuses a wrong code and says how many tries are left', async () => {
      const { user, token } = await createSignedInUser(otp.server.db);
      const { hash, code } = await codeFor(newPhone());
      const res = await auth({ hash, otp: wrongCode(code) }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid code' });
      expect(res.body.message).toContain('還可以再試 4 次');
      expect((await userRow(user.id)).is_phone_confirmed).toBe(false);
    });

    it('kills the challenge after 5 wrong tries, even for the right code', async () => {
      const { token } = await createSignedInUser(otp.server.db);
      const { hash, code } = await codeFor(newPhone());
      const errors: unknown[] = [];
      for (let i = 0; i < 5; i++) errors.push((await auth({ hash, otp: wrongCode(code) }, token)).body.error);
      expect(errors).toEqual(['invalid code', 'invalid code', 'invalid code', 'invalid code', 'too many attempts']);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('too many attempts');
    });

    it('counts parallel guesses, so a burst cannot get past 5 tries', async () => {
      const { token } = await createSignedInUser(otp.server.db);
      const phone = newPhone();
      const { hash, code } = await codeFor(phone);
      const results = await Promise.all(Array.from({ length: 12 }, () => auth({ hash, otp: wrongCode(code) }, token)));
      expect(results.filter((r) => r.body.error === 'invalid code' || r.body.error === 'too many attempts')).toHaveLength(12);
      const row = await otp.server.db.selectFrom('otp_challenges').select('attempts').where('destination', '=', phone.canonical).executeTakeFirstOrThrow();
      expect(row.attempts).toBe(5);
      expect((await auth({ hash, otp: code }, token)).body.error).toBe('too many attempts');
    });

    it('refuses an expired code', async () => {
      const { token } = await createSignedInUser(otp.server.db);
      const phone = newPhone();
      const { hash, code } = await codeFor(phone);
      await timeTravel(otp.server, phone.canonical, 601);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'code expired', message: '驗證碼已過期，請重新取得驗證碼。' });
    });

    it('accepts a code only once', async () => {
      const { token } = await createSignedInUser(otp.server.db);
      const { hash, code } = await codeFor(newPhone());
      expect((await auth({ hash, otp: code }, token)).status).toBe(200);
      const again = await auth({ hash, otp: code }, token);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('code expired');
      expect(again.body.message).toMatch(/已經使用過/);
    });

    it('refuses a hash it never issued', async () => {
      const { token } = await createSignedInUser(otp.server.db);
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
      const { token } = await createSignedInUser(otp.server.db);
      const res = await auth(form, token);
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[]).map((f) => f.field)).toContain(field);
    });

    it('accepts a JSON number that lost its leading zero', async () => {
      const { token } = await createSignedInUser(otp.server.db);
      const { hash, code } = await codeFor(newPhone());
      const res = await otp.server.api('/users/verify/phone/auth.json', { method: 'POST', token, json: { hash, otp: Number(code) } });
      expect(res.status).toBe(200);
    });

    it('refuses a phone another account has verified, with a clear message', async () => {
      const owner = await createUser(otp.server.db);
      const phone = newPhone();
      await otp.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', owner.id).execute();
      const { user, token } = await createSignedInUser(otp.server.db);
      const { hash, code } = await codeFor(phone);
      const res = await auth({ hash, otp: code }, token);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: 'Error', error: 'phone taken' });
      expect(res.body.message).toMatch(/已經由其他會員驗證/);
      expect(await userRow(user.id)).toEqual({ phone: null, is_phone_confirmed: false });
      expect(await userRow(owner.id)).toEqual({ phone: phone.canonical, is_phone_confirmed: true });
    });

    it('takes the phone from an account that only typed it in without verifying', async () => {
      const typist = await createUser(otp.server.db);
      const phone = newPhone();
      await otp.server.db.updateTable('users').set({ phone: phone.canonical }).where('id', '=', typist.id).execute();
      const { user, token } = await createSignedInUser(otp.server.db);
      const { hash, code } = await codeFor(phone);
      expect((await auth({ hash, otp: code }, token)).status).toBe(200);
      expect(await userRow(user.id)).toEqual({ phone: phone.canonical, is_phone_confirmed: true });
      expect(await userRow(typist.id)).toEqual({ phone: null, is_phone_confirmed: false });
    });

    it('lets a user verify again the phone they already own', async () => {
      const { user, token } = await createSignedInUser(otp.server.db);
      const phone = newPhone();
      await otp.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      const { hash, code } = await codeFor(phone);
      expect((await auth({ hash, otp: code }, token)).status).toBe(200);
    });
  });
});
