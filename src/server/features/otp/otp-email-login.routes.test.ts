import { describe, expect, it } from 'vitest';
import { EMAIL_RULE_MESSAGE } from '../../../domain/users/account-rules';
import { createSignedInUser, createUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { newEmail, otpSuite, outbox, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('e-mail codes on %s', (engine) => {
  const otp = otpSuite(engine);
  const { post, preauth, auth, codeFor, meId } = otp;
  const signedIn = () => createSignedInUser(otp.server.db);

  describe('POST /new/v1/email_verifications/preauth_login and /auth', () => {
    it('mails a login code to an account and signs it in', async () => {
      const user = await createUser(otp.server.db);
      const { hash, code } = await codeFor(user.email!);
      const [mail] = await outbox(otp.server, user.email!);
      expect(mail).toMatchObject({ channel: 'email', subject: '【好幫手】您的登入驗證碼' });
      expect(mail!.body).toContain(`登入驗證碼為：\n\n    ${code}`);
      expect(mail!.body).toContain('請勿將驗證碼告訴任何人');
      const res = await auth({ hash, otp: code, device_id: 'device-email-1' });
      expect(res.status).toBe(200);
      expect(await meId(res.body.session_id as string)).toBe(user.id);
      const session = await otp.server.db.selectFrom('sessions').select('device_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      expect(session.device_id).toBe('device-email-1');
      // The code reached the address: the account counts as activated.
      const row = await otp.server.db.selectFrom('users').select(['is_activated', 'activated_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.is_activated).toBe(true);
      expect(row.activated_at).toBeInstanceOf(Date);
    });

    it('finds the account whatever the case of the address', async () => {
      const user = await createUser(otp.server.db, { email: newEmail('CamelCase') });
      const { hash, code } = await codeFor(user.email!.toUpperCase());
      expect(await meId((await auth({ hash, otp: code })).body.session_id as string)).toBe(user.id);
    });

    it('keeps the cookie for a year, or 30 days when saved', async () => {
      const user = await createUser(otp.server.db);
      const first = await codeFor(user.email!);
      expect((await auth({ hash: first.hash, otp: first.code })).headers.get('set-cookie')).toMatch(/Max-Age=31536000/);
      await timeTravel(otp.server, user.email!.toLowerCase(), 61);
      const second = await codeFor(user.email!);
      expect((await auth({ hash: second.hash, otp: second.code, saved: '1' })).headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    });

    it('signs up an address with no account: username from the address, activated, no password', async () => {
      const email = `Mei.Lin+shop${Date.now()}@Example.com`;
      const { hash, code } = await codeFor(email);
      const [mail] = await outbox(otp.server, email);
      expect(mail!.subject).toBe('【好幫手】您的註冊驗證碼');
      const res = await auth({ hash, otp: code }, 'partner_token=fet; referral_hash=ref_abc123');
      expect(res.status).toBe(200);
      const user = await otp.server.db.selectFrom('users').selectAll().where('id', '=', await meId(res.body.session_id as string)).executeTakeFirstOrThrow();
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
      await createUser(otp.server.db, { username: 'chen.family' });
      const email = `chen.family@${Date.now()}.example.com`;
      const { hash, code } = await codeFor(email);
      const res = await auth({ hash, otp: code });
      expect(res.status).toBe(200);
      const user = await otp.server.db.selectFrom('users').select('username').where('email', '=', email).executeTakeFirstOrThrow();
      expect(user.username).toMatch(/^chen\.family\d{4}$/);
    });

    it('signs the same person in, not up, the second time', async () => {
      const email = newEmail('twice');
      const first = await codeFor(email);
      const firstId = await meId((await auth({ hash: first.hash, otp: first.code })).body.session_id as string);
      await timeTravel(otp.server, email, 61);
      const second = await codeFor(email);
      expect(await meId((await auth({ hash: second.hash, otp: second.code })).body.session_id as string)).toBe(firstId);
    });

    it('answers an unknown and a known address the same way', async () => {
      const known = await createUser(otp.server.db);
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
        await timeTravel(otp.server, email, 61);
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
      await timeTravel(otp.server, email, 601);
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
});
