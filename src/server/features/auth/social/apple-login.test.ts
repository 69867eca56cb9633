import { exportPKCS8, generateKeyPair } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES, suiteFixture } from '../../../test/harness';
import { resetThrottles } from '../../../test/factories';
import { expectInvalidSocialToken, linksOf, newSubject, socialLogin, startSocialTestBed, userOfSession } from './social.test-support';

describe.each(ENGINES)('Apple login on %s', (engine) => {
  const bed = suiteFixture(() => startSocialTestBed(engine));
  beforeEach(() => resetThrottles(bed.server));

  const login = (code: string, extra: Record<string, string> = {}) => socialLogin(bed.server, { code, platform: 'web', ...extra });
  const appleSub = () => `001234.${newSubject('a')}.0001`;

  it('exchanges the code with a signed client secret, creates the account, then finds it', async () => {
    const sub = appleSub();
    const first = await login(bed.apple.issueCode(sub), { device_id: 'dev-a-1' });
    expect(first.status).toBe(200);
    expect(first.body.session_id).toEqual(expect.any(String));

    const exchange = bed.apple.requests.at(-1)!;
    expect(exchange.secretProblem).toBeNull();
    expect(Object.fromEntries(exchange.form)).toMatchObject({
      client_id: bed.apple.clientId,
      grant_type: 'authorization_code',
      redirect_uri: bed.apple.redirectUri,
    });

    const userId = await userOfSession(bed.server, first.body.session_id as string);
    const user = await bed.server.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const email = `${sub.replaceAll('.', '')}@privaterelay.appleid.com`;
    expect(user).toMatchObject({ email, is_activated: true, password_hash: null });
    expect(user.username).toMatch(/^[a-z0-9_]{3,20}$/);
    expect(await linksOf(bed.server, 'apple', sub)).toMatchObject([{ user_id: userId, email }]);

    const second = await login(bed.apple.issueCode(sub));
    expect(second.status).toBe(200);
    expect(await userOfSession(bed.server, second.body.session_id as string)).toBe(userId);
  });

  it('keeps the year-long cookie even when the user asks to be remembered', async () => {
    const res = await login(bed.apple.issueCode(appleSub()), { saved: '1' });
    expect(res.headers.get('set-cookie')).toMatch(/session_token=.*Max-Age=31536000/);
  });

  it('refuses a code Apple does not know or has already used', async () => {
    const code = bed.apple.issueCode(appleSub());
    expect((await login(code)).status).toBe(200);
    expectInvalidSocialToken(await login(code));
    expectInvalidSocialToken(await login('c0ffee.0.made.up'));
  });

  it.each([
    ['another audience', { aud: 'tw.example.someone-else' }],
    ['another issuer', { iss: 'https://appleid.evil.example.com' }],
    ['an expired token', { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses an id_token with %s', async (_name, claims) => {
    const sub = appleSub();
    expectInvalidSocialToken(await login(bed.apple.issueCode(sub, claims)));
    expect(await linksOf(bed.server, 'apple', sub)).toHaveLength(0);
  });

  it('refuses an id_token signed with a key Apple did not publish', async () => {
    expectInvalidSocialToken(await login(bed.apple.issueCode(appleSub(), {}, { forged: true })));
  });

  it('asks for platform web', async () => {
    const res = await login(bed.apple.issueCode(appleSub()), { platform: 'ios' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject([{ field: 'platform' }]);
  });

  it('treats a client secret Apple refuses as a server fault, not a bad token', async () => {
    const stranger = await generateKeyPair('ES256', { extractable: true });
    const other = await startSocialTestBed(engine, { APPLE_PRIVATE_KEY: await exportPKCS8(stranger.privateKey) });
    try {
      const res = await socialLogin(other.server, { code: other.apple.issueCode(appleSub()), platform: 'web' });
      expect(other.apple.requests.at(-1)!.secretProblem).not.toBeNull();
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ status: 'Error', reference: expect.any(String) });
    } finally {
      await other.close();
    }
  });
});
