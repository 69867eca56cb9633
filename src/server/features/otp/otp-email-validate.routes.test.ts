import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { latestCode, newEmail, newPhone, otpSuite, outbox, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('e-mail codes on %s', (engine) => {
  const otp = otpSuite(engine);
  const { post, auth, codeFor, meId } = otp;

  describe('POST /users/validate_user.json with an e-mail code', () => {
    const validate = (form: Record<string, string>) => post('/users/validate_user.json', form);

    it('signs in by e-mail address or by username with the newest code', async () => {
      const user = await createUser(otp.server.db);
      const first = await codeFor(user.email!);
      const byEmail = await validate({ username: user.email!, email_verify_code: first.code, device_id: 'd1' });
      expect(byEmail.status).toBe(200);
      expect(await meId(byEmail.body.session_id as string)).toBe(user.id);
      await timeTravel(otp.server, user.email!, 61);
      const second = await codeFor(user.email!);
      const byUsername = await validate({ username: user.username.toUpperCase(), email_verify_code: second.code });
      expect(await meId(byUsername.body.session_id as string)).toBe(user.id);
    });

    it('takes the hash instead of the username', async () => {
      const user = await createUser(otp.server.db);
      const { hash, code } = await codeFor(user.email!);
      expect(await meId((await validate({ hash, email_verify_code: code })).body.session_id as string)).toBe(user.id);
    });

    it('signs up an unknown address like the e-mail code login does', async () => {
      const email = newEmail('validate');
      const { code } = await codeFor(email);
      const res = await validate({ username: email, email_verify_code: code });
      expect(res.status).toBe(200);
      expect(await otp.server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeDefined();
    });

    it('answers an unknown username exactly like a wrong code', async () => {
      const res = await validate({ username: 'no_such_user_anywhere', email_verify_code: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid code');
      const user = await createUser(otp.server.db);
      const { code } = await codeFor(user.email!);
      const wrong = await validate({ username: user.username, email_verify_code: wrongCode(code) });
      expect(wrong.body.error).toBe('invalid code');
    });

    it('refuses an expired code', async () => {
      const user = await createUser(otp.server.db);
      const { code } = await codeFor(user.email!);
      await timeTravel(otp.server, user.email!, 601);
      expect((await validate({ username: user.email!, email_verify_code: code })).body.error).toBe('code expired');
    });

    it('names the missing username', async () => {
      const res = await validate({ email_verify_code: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'username', message: '請輸入帳號或電子郵件。' }]);
    });
  });

  describe('POST /users/send_otp_to_phone_by_email.json', () => {
    const send = (email: string) => post('/users/send_otp_to_phone_by_email.json', { email });

    async function userWithPhone() {
      const user = await createUser(otp.server.db);
      const phone = newPhone();
      await otp.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      return { user, phone };
    }

    it('texts a code to the verified phone and hints which phone', async () => {
      const { user, phone } = await userWithPhone();
      const res = await send(user.email!);
      expect(res.status).toBe(200);
      expect(res.body.phone_hint).toBe(`尾碼 ${phone.local.slice(7)}`);
      expect(res.body.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const [sms] = await outbox(otp.server, phone.canonical);
      expect(sms!.body).toMatch(/^【好幫手】您的驗證碼為 \d{6}/);
      expect(await outbox(otp.server, user.email!)).toEqual([]);
    });

    it('signs in with that code through validate_user or the code login', async () => {
      const { user, phone } = await userWithPhone();
      const first = await send(user.email!);
      const viaValidate = await post('/users/validate_user.json', { hash: first.body.hash as string, verify_code: await latestCode(otp.server, phone.canonical) });
      expect(await meId(viaValidate.body.session_id as string)).toBe(user.id);
      await timeTravel(otp.server, phone.canonical, 61);
      const second = await send(user.email!);
      const viaAuth = await auth({ hash: second.body.hash as string, otp: await latestCode(otp.server, phone.canonical) });
      expect(await meId(viaAuth.body.session_id as string)).toBe(user.id);
    });

    it('answers an unknown address in the same shape, sends nothing, and gives the same hint twice', async () => {
      const email = newEmail('ghost');
      const first = await send(email);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['hash', 'phone_hint', 'status']);
      expect(first.body.phone_hint).toMatch(/^尾碼 \d{3}$/);
      await timeTravel(otp.server, email, 61);
      const second = await send(email);
      expect(second.body.phone_hint).toBe(first.body.phone_hint);
      expect(await outbox(otp.server, email)).toEqual([]);
      const outboxCount = await otp.server.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      // The decoy challenge behaves like a real one: a code is simply wrong.
      const res = await auth({ hash: second.body.hash as string, otp: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid code');
      const after = await otp.server.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toEqual(outboxCount.n);
    });

    it('treats an account without a verified phone like an unknown address', async () => {
      const user = await createUser(otp.server.db);
      const phone = newPhone();
      await otp.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: false }).where('id', '=', user.id).execute();
      const res = await send(user.email!);
      expect(res.status).toBe(200);
      expect(res.body.phone_hint).toMatch(/^尾碼 \d{3}$/);
      expect(await outbox(otp.server, phone.canonical)).toEqual([]);
    });

    it('refuses a second ask within 60 seconds, known or not', async () => {
      const { user } = await userWithPhone();
      const ghost = newEmail('ghost');
      for (const email of [user.email!, ghost]) {
        expect((await send(email)).status).toBe(200);
        const again = await send(email);
        expect(again.status).toBe(429);
        expect(again.body.error).toBe('resend too soon');
      }
    });

    it('refuses a malformed address', async () => {
      const res = await send('nope');
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe('email');
    });
  });
});
