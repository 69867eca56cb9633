import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_RULE_MESSAGE } from '../../../domain/users/account-rules';
import { createSignedInUser, createUser, resetThrottles } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { latestCode, newEmail, newPhone, outbox, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('e-mail codes on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());
  beforeEach(() => resetThrottles(server));

  const post = (path: string, form: Record<string, string>, init: { token?: string; cookie?: string } = {}) =>
    server.api(path, { method: 'POST', form, ...init });
  const preauth = (email: string) => post('/new/v1/email_verifications/preauth_login', { email });
  const auth = (form: Record<string, string>, cookie?: string) =>
    post('/new/v1/email_verifications/auth', form, cookie ? { cookie } : {});

  async function codeFor(email: string) {
    const res = await preauth(email);
    expect(res.status).toBe(200);
    return { hash: res.body.hash as string, code: await latestCode(server, email) };
  }

  const meId = async (token: string) => ((await server.api('/user/me.json', { token })).body.info as { id: number }).id;

  describe('POST /new/v1/email_verifications/preauth_login and /auth', () => {
    it('mails a login code to an account and signs it in', async () => {
      const user = await createUser(server.db);
      const { hash, code } = await codeFor(user.email!);
      const [mail] = await outbox(server, user.email!);
      expect(mail).toMatchObject({ channel: 'email', subject: '【好幫手】您的登入驗證碼' });
      expect(mail!.body).toContain(`登入驗證碼為：\n\n    ${code}`);
      expect(mail!.body).toContain('請勿將驗證碼告訴任何人');
      const res = await auth({ hash, otp: code, device_id: 'device-email-1' });
      expect(res.status).toBe(200);
      expect(await meId(res.body.session_id as string)).toBe(user.id);
      const session = await server.db.selectFrom('sessions').select('device_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.device_id).toBe('device-email-1');
      // The code reached the address: the account counts as activated.
      const row = await server.db.selectFrom('users').select(['is_activated', 'activated_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.is_activated).toBe(true);
      expect(row.activated_at).toBeInstanceOf(Date);
    });

    it('finds the account whatever the case of the address', async () => {
      const user = await createUser(server.db, { email: newEmail('CamelCase') });
      const { hash, code } = await codeFor(user.email!.toUpperCase());
      expect(await meId((await auth({ hash, otp: code })).body.session_id as string)).toBe(user.id);
    });

    it('keeps the cookie for a year, or 30 days when saved', async () => {
      const user = await createUser(server.db);
      const first = await codeFor(user.email!);
      expect((await auth({ hash: first.hash, otp: first.code })).headers.get('set-cookie')).toMatch(/Max-Age=31536000/);
      await timeTravel(server, user.email!.toLowerCase(), 61);
      const second = await codeFor(user.email!);
      expect((await auth({ hash: second.hash, otp: second.code, saved: '1' })).headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    });

    it('signs up an address with no account: username from the address, activated, no password', async () => {
      const email = `Mei.Lin+shop${Date.now()}@Example.com`;
      const { hash, code } = await codeFor(email);
      const [mail] = await outbox(server, email);
      expect(mail!.subject).toBe('【好幫手】您的註冊驗證碼');
      const res = await auth({ hash, otp: code }, 'partner_token=fet; referral_hash=ref_abc123');
      expect(res.status).toBe(200);
      const user = await server.db.selectFrom('users').selectAll().where('id', '=', await meId(res.body.session_id as string)).executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        username: 'mei.lin',
        email: email.toLowerCase(),
        password_hash: null,
        is_activated: true,
        partner_channel: 'fet',
        referral_hash: 'ref_abc123',
        signup_role: 'consumer',
      });
      expect(user.activated_at).toBeInstanceOf(Date);
    });

    it('makes the derived username unique', async () => {
      await createUser(server.db, { username: 'chen.family' });
      const email = `chen.family@${Date.now()}.example.com`;
      const { hash, code } = await codeFor(email);
      const res = await auth({ hash, otp: code });
      expect(res.status).toBe(200);
      const user = await server.db.selectFrom('users').select('username').where('email', '=', email).executeTakeFirstOrThrow();
      expect(user.username).toMatch(/^chen\.family\d{4}$/);
    });

    it('signs the same person in, not up, the second time', async () => {
      const email = newEmail('twice');
      const first = await codeFor(email);
      const firstId = await meId((await auth({ hash: first.hash, otp: first.code })).body.session_id as string);
      await timeTravel(server, email, 61);
      const second = await codeFor(email);
      expect(await meId((await auth({ hash: second.hash, otp: second.code })).body.session_id as string)).toBe(firstId);
    });

    it('answers an unknown and a known address the same way', async () => {
      const known = await createUser(server.db);
      const a = await preauth(known.email!);
      const b = await preauth(newEmail('nobody'));
      expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
      expect(a.status).toBe(b.status);
    });

    it('refuses a malformed address, naming the field', async () => {
      for (const email of ['not-an-email', 'a@b.c', 'a b@example.com', '']) {
        const res = await preauth(email);
        expect(res.status).toBe(400);
        expect(res.body.fields).toEqual([{ field: 'email', message: EMAIL_RULE_MESSAGE }]);
      }
    });

    it('refuses a second code within 60 seconds', async () => {
      const email = newEmail();
      await codeFor(email);
      const res = await preauth(email);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('resend too soon');
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('stops after 10 codes a day to one address', async () => {
      const email = newEmail('cap');
      for (let i = 0; i < 10; i++) {
        expect((await preauth(email)).status).toBe(200);
        await timeTravel(server, email, 61);
      }
      const res = await preauth(email);
      expect(res.status).toBe(429);
      expect(res.body.error).toBe('rate limited');
    });

    it('refuses a wrong code, then dies after 5', async () => {
      const { hash, code } = await codeFor(newEmail());
      const first = await auth({ hash, otp: wrongCode(code) });
      expect(first.status).toBe(400);
      expect(first.body.error).toBe('invalid code');
      for (let i = 0; i < 3; i++) await auth({ hash, otp: wrongCode(code) });
      expect((await auth({ hash, otp: wrongCode(code) })).body.error).toBe('too many attempts');
      expect((await auth({ hash, otp: code })).body.error).toBe('too many attempts');
    });

    it('refuses an expired code and a used one', async () => {
      const email = newEmail();
      const expired = await codeFor(email);
      await timeTravel(server, email, 601);
      expect((await auth({ hash: expired.hash, otp: expired.code })).body.error).toBe('code expired');
      const fresh = await codeFor(email);
      expect((await auth({ hash: fresh.hash, otp: fresh.code })).status).toBe(200);
      const reused = await auth({ hash: fresh.hash, otp: fresh.code });
      expect(reused.status).toBe(400);
      expect(reused.body.error).toBe('code expired');
    });

    it('refuses an unknown hash, and the hash of an e-mail change', async () => {
      expect((await auth({ hash: 'nope-nope-nope-nope-nope-nope-nope', otp: '123456' })).body.error).toBe('invalid hash');
      const { token } = await signedIn();
      const change = await post('/new/v1/users/edit_email', { email: newEmail('change') }, { token });
      const res = await auth({ hash: change.body.hash as string, otp: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid hash');
    });

    it('refuses a missing code, naming the field', async () => {
      const res = await auth({ hash: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'otp', message: '請輸入 6 位數字的驗證碼' }]);
    });
  });

  describe('POST /users/validate_user.json with an e-mail code', () => {
    const validate = (form: Record<string, string>) => post('/users/validate_user.json', form);

    it('signs in by e-mail address or by username with the newest code', async () => {
      const user = await createUser(server.db);
      const first = await codeFor(user.email!);
      const byEmail = await validate({ username: user.email!, email_verify_code: first.code, device_id: 'd1' });
      expect(byEmail.status).toBe(200);
      expect(await meId(byEmail.body.session_id as string)).toBe(user.id);
      await timeTravel(server, user.email!, 61);
      const second = await codeFor(user.email!);
      const byUsername = await validate({ username: user.username.toUpperCase(), email_verify_code: second.code });
      expect(await meId(byUsername.body.session_id as string)).toBe(user.id);
    });

    it('takes the hash instead of the username', async () => {
      const user = await createUser(server.db);
      const { hash, code } = await codeFor(user.email!);
      expect(await meId((await validate({ hash, email_verify_code: code })).body.session_id as string)).toBe(user.id);
    });

    it('signs up an unknown address like the e-mail code login does', async () => {
      const email = newEmail('validate');
      const { code } = await codeFor(email);
      const res = await validate({ username: email, email_verify_code: code });
      expect(res.status).toBe(200);
      expect(await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeDefined();
    });

    it('answers an unknown username exactly like a wrong code', async () => {
      const res = await validate({ username: 'no_such_user_anywhere', email_verify_code: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid code');
      const user = await createUser(server.db);
      const { code } = await codeFor(user.email!);
      const wrong = await validate({ username: user.username, email_verify_code: wrongCode(code) });
      expect(wrong.body.error).toBe('invalid code');
    });

    it('refuses an expired code', async () => {
      const user = await createUser(server.db);
      const { code } = await codeFor(user.email!);
      await timeTravel(server, user.email!, 601);
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
      const user = await createUser(server.db);
      const phone = newPhone();
      await server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', user.id).execute();
      return { user, phone };
    }

    it('texts a code to the verified phone and hints which phone', async () => {
      const { user, phone } = await userWithPhone();
      const res = await send(user.email!);
      expect(res.status).toBe(200);
      expect(res.body.phone_hint).toBe(`尾碼 ${phone.local.slice(7)}`);
      expect(res.body.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const [sms] = await outbox(server, phone.canonical);
      expect(sms!.body).toMatch(/^【好幫手】您的驗證碼為 \d{6}/);
      expect(await outbox(server, user.email!)).toEqual([]);
    });

    it('signs in with that code through validate_user or the code login', async () => {
      const { user, phone } = await userWithPhone();
      const first = await send(user.email!);
      const viaValidate = await post('/users/validate_user.json', { hash: first.body.hash as string, verify_code: await latestCode(server, phone.canonical) });
      expect(await meId(viaValidate.body.session_id as string)).toBe(user.id);
      await timeTravel(server, phone.canonical, 61);
      const second = await send(user.email!);
      const viaAuth = await auth({ hash: second.body.hash as string, otp: await latestCode(server, phone.canonical) });
      expect(await meId(viaAuth.body.session_id as string)).toBe(user.id);
    });

    it('answers an unknown address in the same shape, sends nothing, and gives the same hint twice', async () => {
      const email = newEmail('ghost');
      const first = await send(email);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual(['hash', 'phone_hint', 'status']);
      expect(first.body.phone_hint).toMatch(/^尾碼 \d{3}$/);
      await timeTravel(server, email, 61);
      const second = await send(email);
      expect(second.body.phone_hint).toBe(first.body.phone_hint);
      expect(await outbox(server, email)).toEqual([]);
      const outboxCount = await server.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      // The decoy challenge behaves like a real one: a code is simply wrong.
      const res = await auth({ hash: second.body.hash as string, otp: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid code');
      const after = await server.db.selectFrom('outbox_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(after.n).toEqual(outboxCount.n);
    });

    it('treats an account without a verified phone like an unknown address', async () => {
      const user = await createUser(server.db);
      const phone = newPhone();
      await server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: false }).where('id', '=', user.id).execute();
      const res = await send(user.email!);
      expect(res.status).toBe(200);
      expect(res.body.phone_hint).toMatch(/^尾碼 \d{3}$/);
      expect(await outbox(server, phone.canonical)).toEqual([]);
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

  const signedIn = () => createSignedInUser(server.db);

  describe('POST /new/v1/users/edit_email', () => {
    const edit = (form: Record<string, string>, token?: string) => post('/new/v1/users/edit_email', form, token ? { token } : {});

    it('mails a code to the new address, then replaces the e-mail and tells the old address', async () => {
      const signed = await signedIn();
      const { token } = signed;
      // Digits in the username must not be mistaken for the code.
      const user = { ...signed.user, username: `ming_${signed.user.id}_123456` };
      await server.db.updateTable('users').set({ username: user.username }).where('id', '=', user.id).execute();
      const next = newEmail('New.Address').toUpperCase();
      const start = await edit({ email: next }, token);
      expect(start.status).toBe(200);
      expect(start.body.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const [mail] = await outbox(server, next);
      expect(mail!.subject).toBe('【好幫手】請確認您的新電子郵件');
      expect(mail!.body).toContain(`「${user.username}」`);
      const code = await latestCode(server, next);
      // Nothing changes before the code is given.
      expect((await server.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email).toBe(user.email);

      const finish = await edit({ hash: start.body.hash as string, otp: code }, token);
      expect(finish.status).toBe(200);
      expect(finish.body.info).toMatchObject({ id: user.id, email: next.toLowerCase(), is_activated: 1 });
      const me = await server.api('/user/me.json', { token });
      expect(finish.body.info).toEqual(me.body.info);
      const row = await server.db.selectFrom('users').select(['email', 'is_activated']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ email: next.toLowerCase(), is_activated: true });
      const [notice] = await outbox(server, user.email!);
      expect(notice!.subject).toBe('【好幫手】您的電子郵件已變更');
      expect(notice!.body).toContain('n***@example.com');
    });

    it('answers 403 without a session', async () => {
      const res = await edit({ email: newEmail() });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });

    it('answers an address another account uses like a free one, mails that address a notice and changes nothing', async () => {
      const other = await createUser(server.db);
      const { user, token } = await signedIn();
      const res = await edit({ email: other.email!.toUpperCase() }, token);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['hash', 'status']);
      const [notice] = await outbox(server, other.email!);
      expect(notice!.subject).toBe('【好幫手】電子郵件變更未完成');
      expect(notice!.body).not.toMatch(/(?<!\w)\d{6}(?!\w)/);
      for (const otp of ['000000', '123456']) expect((await edit({ hash: res.body.hash as string, otp }, token)).status).toBe(400);
      expect((await server.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email).toBe(user.email);
    });

    it('refuses the address the user already has', async () => {
      const { user, token } = await signedIn();
      const res = await edit({ email: user.email! }, token);
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'email', message: '這已經是您目前使用的電子郵件。' }]);
    });

    it.each([
      [{ email: 'not-an-email' }, 'email'],
      [{}, 'email'],
      [{ hash: 'abc' }, 'otp'],
      [{ otp: '123456' }, 'hash'],
    ])('refuses %o naming %s', async (form, field) => {
      const { token } = await signedIn();
      const res = await edit(form, token);
      expect(res.status).toBe(400);
      expect((res.body.fields as { field: string }[])[0]!.field).toBe(field);
    });

    it('refuses a wrong code, an expired code and a used code', async () => {
      const { token } = await signedIn();
      const next = newEmail('codes');
      const first = await edit({ email: next }, token);
      const code = await latestCode(server, next);
      expect((await edit({ hash: first.body.hash as string, otp: wrongCode(code) }, token)).body.error).toBe('invalid code');
      await timeTravel(server, next, 601);
      expect((await edit({ hash: first.body.hash as string, otp: code }, token)).body.error).toBe('code expired');
      const second = await edit({ email: next }, token);
      const code2 = await latestCode(server, next);
      expect((await edit({ hash: second.body.hash as string, otp: code2 }, token)).status).toBe(200);
      expect((await edit({ hash: second.body.hash as string, otp: code2 }, token)).body.error).toBe('code expired');
    });

    it("refuses another user's challenge as unknown", async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const next = newEmail('stolen');
      const start = await edit({ email: next }, alice.token);
      const res = await edit({ hash: start.body.hash as string, otp: await latestCode(server, next) }, bob.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid hash');
      expect((await server.db.selectFrom('users').select('email').where('id', '=', bob.user.id).executeTakeFirstOrThrow()).email).toBe(bob.user.email);
    });

    it('refuses when someone else took the address between the two steps', async () => {
      const { token } = await signedIn();
      const next = newEmail('race');
      const start = await edit({ email: next }, token);
      await createUser(server.db, { email: next });
      const res = await edit({ hash: start.body.hash as string, otp: await latestCode(server, next) }, token);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('account exists');
    });

    it('refuses a second code to the same new address within 60 seconds', async () => {
      const { token } = await signedIn();
      const next = newEmail('soon');
      expect((await edit({ email: next }, token)).status).toBe(200);
      expect((await edit({ email: next }, token)).status).toBe(429);
    });
  });
});
