import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { newPhone, otpSuite, phoneCalls, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('phone codes on %s', (engine) => {
  const otp = otpSuite(engine);
  const { codeFor } = phoneCalls(otp);

  describe('POST /users/validate_user.json with a phone', () => {
    async function ownerOf(phone: { canonical: string }) {
      const user = await createUser(otp.server.db);
      await otp.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      return user;
    }
    const validate = (form: Record<string, string>) => otp.server.api('/users/validate_user.json', { method: 'POST', form });

    it('signs in the account that verified the phone, with the newest code', async () => {
      const phone = newPhone();
      const user = await ownerOf(phone);
      const { code } = await codeFor(phone);
      const res = await validate({ phone: phone.local, verify_code: code, device_id: 'device-phone-1' });
      expect(res.status).toBe(200);
      expect(res.body.session_id).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.headers.get('set-cookie')).toMatch(/session_token=.+HttpOnly/i);
      const me = await otp.server.api('/user/me.json', { token: res.body.session_id as string });
      expect((me.body.info as { id: number }).id).toBe(user.id);
      const session = await otp.server.db.selectFrom('sessions').select('device_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
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
      await timeTravel(otp.server, phone.canonical, 601);
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
