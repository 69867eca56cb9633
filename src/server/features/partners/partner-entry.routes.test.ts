import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { ENGINES, suiteFixture, startTestServer } from '../../test/harness';
import { hashToken } from '../auth';
import { latestCode, newPhone } from '../otp/otp.test-support';
import { fetToken, ibonToken, setCookie, writePartnersFile } from './partners.test-support';

describe.each(ENGINES)('partner sign-in on %s', (engine) => {
  const bed = suiteFixture(async () => {
    const partners = await writePartnersFile();
    const server = await startTestServer(engine, { env: { PARTNERS_FILE: partners.file } });
    return { server, partners, close: () => server.close() };
  });

  const enter = (partner: string, token: string, cookie?: string) =>
    fetch(`${bed.server.baseUrl}/partner/${partner}/enter?token=${encodeURIComponent(token)}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

  async function sessionOf(res: Response) {
    const token = setCookie(res.headers, 'session_token');
    expect(token).toBeTruthy();
    const me = await bed.server.api('/user/me.json', { token: token! });
    const session = await bed.server.db.selectFrom('sessions').select(['user_id', 'partner_channel']).where('token_hash', '=', hashToken(token!)).executeTakeFirstOrThrow();
    return { userId: (me.body.info as { id: number }).id, partnerChannel: session.partner_channel };
  }

  async function expectRefused(res: Response) {
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('無法驗證您的登入資訊');
    expect(setCookie(res.headers, 'session_token')).toBeUndefined();
  }

  it('signs a new partner user in with a new account, the partner flag on the session, and goes to the landing', async () => {
    const res = await enter('fet', await fetToken('fet-user-1'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fet');
    expect(setCookie(res.headers, 'partner_token')).toBe('fet');
    const { userId, partnerChannel } = await sessionOf(res);
    expect(partnerChannel).toBe('fet');
    const user = await bed.server.db.selectFrom('users').select(['partner_channel', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ partner_channel: 'fet', email: null });
    // The next visit with a new token signs the same account in.
    const again = await enter('fet', await fetToken('fet-user-1'));
    expect((await sessionOf(again)).userId).toBe(userId);
  });

  it('verifies a partner signing RS256 with its public key', async () => {
    const res = await enter('ibon', await ibonToken(bed.partners.ibonKey, 'ibon-9'));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/ibon-app');
    expect((await sessionOf(res)).partnerChannel).toBe('ibon');
  });

  it('refuses an expired token', async () => {
    await expectRefused(await enter('fet', await fetToken('fet-user-2', { expiresInSeconds: -120 })));
  });

  it('refuses a token used before', async () => {
    const token = await fetToken('fet-user-3');
    expect((await enter('fet', token)).status).toBe(302);
    await expectRefused(await enter('fet', token));
  });

  it('refuses a token signed with the wrong key, and one with no token at all', async () => {
    await expectRefused(await enter('fet', await fetToken('fet-user-4', { secret: 'another-secret-0123456789abcdef0123' })));
    await expectRefused(await enter('fet', ''));
  });

  it("never signs in with another partner's token: fet's token at ibon, ibon's at fet, or fet's issuer elsewhere", async () => {
    const first = await enter('fet', await fetToken('shared-id'));
    const fetUser = (await sessionOf(first)).userId;
    await expectRefused(await enter('ibon', await fetToken('shared-id')));
    await expectRefused(await enter('fet', await ibonToken(bed.partners.ibonKey, 'shared-id')));
    await expectRefused(await enter('fet', await fetToken('shared-id', { issuer: 'https://ibon.example' })));
    // ibon's own user with the same id is another person: a new account, not fet's.
    const ibon = await enter('ibon', await ibonToken(bed.partners.ibonKey, 'shared-id'));
    expect((await sessionOf(ibon)).userId).not.toBe(fetUser);
  });

  it('links to the existing account holding the phone after the code texted to it', async () => {
    const phone = newPhone();
    const owner = await createUser(bed.server.db);
    await bed.server.db.updateTable('users').set({ phone: phone.canonical, is_phone_confirmed: true }).where('id', '=', owner.id).execute();
    const res = await enter('fet', await fetToken('fet-user-5', { claims: { phone_number: phone.local } }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('尾碼');
    expect(setCookie(res.headers, 'session_token')).toBeUndefined();
    const link = setCookie(res.headers, 'partner_link');
    const post = (code: string) =>
      fetch(`${bed.server.baseUrl}/partner/fet/link`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `partner_link=${link}` },
        body: new URLSearchParams({ code }),
      });
    const code = await latestCode(bed.server, phone.canonical);
    const wrong = await post(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('驗證碼');
    const right = await post(code);
    expect(right.status).toBe(302);
    expect(right.headers.get('location')).toBe('/fet');
    expect(await sessionOf(right)).toEqual({ userId: owner.id, partnerChannel: 'fet' });
    // Linked now: the next token signs straight in, and the link cannot be used twice.
    expect((await sessionOf(await enter('fet', await fetToken('fet-user-5', { claims: { phone_number: phone.local } })))).userId).toBe(owner.id);
    expect((await post(code)).status).toBe(401);
  });

  it('tells the web app which partner shell to show', async () => {
    const res = await enter('fet', await fetToken('fet-user-6'));
    const token = setCookie(res.headers, 'session_token')!;
    const shell = await bed.server.api('/partner/shell.json', { token });
    expect(shell.body.partner).toMatchObject({ id: 'fet', name: '遠傳', landing: '/fet', returnUrl: 'https://fet.example/app', theme: { primary: '#e60012' } });
    expect(JSON.stringify(shell.body)).not.toContain('secret');
    expect((await bed.server.api('/partner/shell.json')).body.partner).toBeNull();
  });

  it('is a 404 for an unknown partner', async () => {
    expect((await enter('nobody', await fetToken('x'))).status).toBe(404);
  });
});

describe.each(ENGINES)('partner channels switched off on %s', (engine) => {
  it('answers 404 without PARTNERS_FILE, and for a partner whose feature flag is off', async () => {
    const partners = await writePartnersFile();
    const off = await startTestServer(engine);
    const flagOff = await startTestServer(engine, { env: { PARTNERS_FILE: partners.file, FEATURE_TELECOM_PARTNER: 'false' } });
    try {
      const token = await fetToken('fet-user-off');
      expect((await fetch(`${off.baseUrl}/partner/fet/enter?token=${token}`, { redirect: 'manual' })).status).toBe(404);
      expect((await off.api('/partner/shell.json', { cookie: 'partner_token=fet' })).body.partner).toBeNull();
      expect((await fetch(`${flagOff.baseUrl}/partner/fet/enter?token=${token}`, { redirect: 'manual' })).status).toBe(404);
      expect((await fetch(`${flagOff.baseUrl}/partner/ibon/enter?token=x`, { redirect: 'manual' })).status).toBe(401);
    } finally {
      await Promise.all([off.close(), flagOff.close()]);
    }
  });
});
