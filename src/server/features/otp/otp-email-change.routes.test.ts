import { describe, expect, it } from 'vitest';
import { createSignedInUser, createUser } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { latestCode, newEmail, otpSuite, outbox, timeTravel, wrongCode } from './otp.test-support';

describe.each(ENGINES)('e-mail codes on %s', (engine) => {
  const otp = otpSuite(engine);
  const { post } = otp;
  const signedIn = () => createSignedInUser(otp.server.db);

  describe('POST /new/v1/users/edit_email', () => {
    const edit = (form: Record<string, string>, token?: string) => post('/new/v1/users/edit_email', form, token ? { token } : {});

    it('mails a code to the new address, then replaces the e-mail and tells the old address', async () => {
      const signed = await signedIn();
      const { token } = signed;
      // Digits in the username must not be mistaken for the code.
      const user = { ...signed.user, username: `ming_${signed.user.id}_123456` };
      await otp.server.db.updateTable('users').set({ username: user.username }).where('id', '=', user.id).execute();
      const next = newEmail('New.Address').toUpperCase();
      const start = await edit({ email: next }, token);
      expect(start.status).toBe(200);
      expect(start.body.hash).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const [mail] = await outbox(otp.server, next);
      expect(mail!.subject).toBe('【好幫手】請確認您的新電子郵件');
      expect(mail!.body).toContain(`「${user.username}」`);
      const code = await latestCode(otp.server, next);
      // Nothing changes before the code is given.
      expect((await otp.server.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email).toBe(user.email);

      const finish = await edit({ hash: start.body.hash as string, otp: code }, token);
      expect(finish.status).toBe(200);
      expect(finish.body.info).toMatchObject({ id: user.id, email: next.toLowerCase(), is_activated: 1 });
      const me = await otp.server.api('/user/me.json', { token });
      expect(finish.body.info).toEqual(me.body.info);
      const row = await otp.server.db.selectFrom('users').select(['email', 'is_activated']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ email: next.toLowerCase(), is_activated: true });
      const [notice] = await outbox(otp.server, user.email!);
      expect(notice!.subject).toBe('【好幫手】您的電子郵件已變更');
      expect(notice!.body).toContain('n***@example.com');
    });

    it('answers 403 without a session', async () => {
      const res = await edit({ email: newEmail() });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('invalid token');
    });

    it('answers an address another account uses like a free one, mails that address a notice and changes nothing', async () => {
      const other = await createUser(otp.server.db);
      const { user, token } = await signedIn();
      const res = await edit({ email: other.email!.toUpperCase() }, token);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['hash', 'status']);
      const [notice] = await outbox(otp.server, other.email!);
      expect(notice!.subject).toBe('【好幫手】電子郵件變更未完成');
      expect(notice!.body).not.toMatch(/(?<!\w)\d{6}(?!\w)/);
      for (const otp of ['000000', '123456']) expect((await edit({ hash: res.body.hash as string, otp }, token)).status).toBe(400);
      expect((await otp.server.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email).toBe(user.email);
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
      const code = await latestCode(otp.server, next);
      expect((await edit({ hash: first.body.hash as string, otp: wrongCode(code) }, token)).body.error).toBe('invalid code');
      await timeTravel(otp.server, next, 601);
      expect((await edit({ hash: first.body.hash as string, otp: code }, token)).body.error).toBe('code expired');
      const second = await edit({ email: next }, token);
      const code2 = await latestCode(otp.server, next);
      expect((await edit({ hash: second.body.hash as string, otp: code2 }, token)).status).toBe(200);
      expect((await edit({ hash: second.body.hash as string, otp: code2 }, token)).body.error).toBe('code expired');
    });

    it("refuses another user's challenge as unknown", async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const next = newEmail('stolen');
      const start = await edit({ email: next }, alice.token);
      const res = await edit({ hash: start.body.hash as string, otp: await latestCode(otp.server, next) }, bob.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid hash');
      expect((await otp.server.db.selectFrom('users').select('email').where('id', '=', bob.user.id).executeTakeFirstOrThrow()).email).toBe(bob.user.email);
    });

    it('refuses when someone else took the address between the two steps', async () => {
      const { token } = await signedIn();
      const next = newEmail('race');
      const start = await edit({ email: next }, token);
      await createUser(otp.server.db, { email: next });
      const res = await edit({ hash: start.body.hash as string, otp: await latestCode(otp.server, next) }, token);
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
