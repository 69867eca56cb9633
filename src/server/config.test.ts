import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const PRODUCTION_AUTH_SECRET = '0123456789abcdef0123456789abcdef';

describe('loadConfig', () => {
  it('has working defaults for a new machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, apiPrefix: '/api', dataDir: './data', databaseUrl: undefined, env: 'development' });
    expect(config.apiKey.length).toBeGreaterThanOrEqual(8);
    expect(Object.values(config.flags).every(Boolean)).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ API_PREFIX: 'api/' }, 'API_PREFIX'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ FEATURE_SHOP: 'maybe' }, 'FEATURE_SHOP'],
    [{ NODE_ENV: 'production' }, 'API_KEY'],
    [{ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_SANDBOX_PAYMENTS: '1' }, 'DATA_ENCRYPTION_KEY'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'every8d', EVERY8D_PWD: 'x' }, 'EVERY8D_UID'],
    [{ SMS_PROVIDER: 'every8d', EVERY8D_UID: 'x' }, 'EVERY8D_PWD'],
    [{ EVERY8D_URL: 'not a url' }, 'EVERY8D_URL'],
    [{ SEON_BASE_URL: 'not a url' }, 'SEON_BASE_URL'],
    [{ SEON_STEP_UP_SCORE: '70', SEON_REFUSE_SCORE: '60' }, 'SEON_REFUSE_SCORE'],
    [{ VOICE_PROVIDER: 'carrier-pigeon' }, 'VOICE_PROVIDER'],
    [{ VOICE_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+886223456789' }, 'TWILIO_ACCOUNT_SID'],
    [{ VOICE_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_FROM: '+886223456789' }, 'TWILIO_AUTH_TOKEN'],
    [{ VOICE_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 't' }, 'TWILIO_FROM'],
    [{ TWILIO_ACCOUNT_SID: 'not-a-sid' }, 'TWILIO_ACCOUNT_SID'],
    [{ TWILIO_FROM: '0223456789' }, 'TWILIO_FROM'],
    [{ ALLOW_OUTBOX_IN_PRODUCTION: 'perhaps' }, 'ALLOW_OUTBOX_IN_PRODUCTION'],
    [{ GOOGLE_JWKS_URL: 'certs' }, 'GOOGLE_JWKS_URL'],
    [{ APPLE_CLIENT_ID: 'tw.example.web' }, 'APPLE_PRIVATE_KEY'],
    [{ APPLE_CLIENT_ID: 'tw.example.web', APPLE_TEAM_ID: 'T', APPLE_KEY_ID: 'K', APPLE_PRIVATE_KEY: 'not a key' }, 'APPLE_PRIVATE_KEY'],
    [{ APPLE_TOKEN_URL: 'appleid' }, 'APPLE_TOKEN_URL'],
    [{ FACEBOOK_APP_ID: '1234' }, 'FACEBOOK_APP_SECRET'],
    [{ FACEBOOK_APP_SECRET: 'secret' }, 'FACEBOOK_APP_ID'],
    [{ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', SMS_PROVIDER: 'every8d', EVERY8D_UID: 'u', EVERY8D_PWD: 'p' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', SMTP_URL: 'smtp://mail.example.com' }, 'SMS_PROVIDER'],
  ])('stops with a message naming the variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });

  it('seeds the demo marketplace on the embedded database only, unless SEED_DEMO_DATA says otherwise', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.com/marketplace' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example.com/marketplace', SEED_DEMO_DATA: '1' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'lots' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('never seeds the demo accounts in production, on PGlite or PostgreSQL, whatever SEED_DEMO_DATA says', () => {
    const production = {
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
    };
    for (const database of [{}, { DATABASE_URL: 'postgres://db.example.com/marketplace' }]) {
      for (const seed of [{}, { SEED_DEMO_DATA: '1' }, { SEED_DEMO_DATA: 'true' }]) {
        expect(loadConfig({ ...production, ...database, ...seed }).seedDemoData).toBe(false);
      }
    }
  });

  it('serves the development outbox to loopback only unless DEV_OUTBOX_PUBLIC is set', () => {
    expect(loadConfig({}).devOutboxPublic).toBe(false);
    expect(loadConfig({ DEV_OUTBOX_PUBLIC: '1' }).devOutboxPublic).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX_PUBLIC: 'maybe' })).toThrow(/DEV_OUTBOX_PUBLIC/);
  });

  it('limits each IP to 600 requests a minute unless configured; 0 turns the limit off; tests start with it off', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(600);
    const production = {
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
    };
    expect(loadConfig(production).rateLimitPerMinute).toBe(600);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '1200' }).rateLimitPerMinute).toBe(1200);
    expect(loadConfig({ NODE_ENV: 'test' }).rateLimitPerMinute).toBe(0);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('caps matching at 10 pros and 5 quotes a request unless configured', () => {
    expect(loadConfig({}).matching).toEqual({ maxPros: 10, requestMaxQuotes: 5 });
    expect(loadConfig({ MATCH_MAX_PROS: '3', REQUEST_MAX_QUOTES: '8' }).matching).toEqual({ maxPros: 3, requestMaxQuotes: 8 });
    expect(() => loadConfig({ MATCH_MAX_PROS: '0' })).toThrow(/MATCH_MAX_PROS/);
    expect(() => loadConfig({ REQUEST_MAX_QUOTES: 'many' })).toThrow(/REQUEST_MAX_QUOTES/);
  });

  it('believes X-Forwarded-For only from loopback proxies unless configured', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.5');
    expect(() => loadConfig({ TRUST_PROXY: 'every*one' })).toThrow(/TRUST_PROXY/);
  });

  it('grants 300 credits of welcome unless configured', () => {
    expect(loadConfig({}).wallet.welcomeCredit).toBe(300);
    expect(loadConfig({ WELCOME_CREDIT: '0' }).wallet.welcomeCredit).toBe(0);
    expect(() => loadConfig({ WELCOME_CREDIT: '-5' })).toThrow(/WELCOME_CREDIT/);
  });

  it('turns a feature flag off from the environment', () => {
    const config = loadConfig({ FEATURE_SHOP: 'false', FEATURE_MAPS_RESERVATION: '0' });
    expect(config.flags.shop).toBe(false);
    expect(config.flags.mapsReservation).toBe(false);
    expect(config.flags.calendar).toBe(true);
  });

  it('turns the login risk checks on with SEON_API_KEY, with default thresholds', () => {
    expect(loadConfig({}).loginRisk).toBeUndefined();
    expect(loadConfig({ SEON_API_KEY: 'k', SEON_BASE_URL: 'http://127.0.0.1:9/' }).loginRisk).toEqual({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9',
      stepUpScore: 40,
      refuseScore: 80,
    });
  });

  it('accepts production with an API key and real senders', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
      ALLOW_SANDBOX_PAYMENTS: '1',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      AUTH_SECRET: PRODUCTION_AUTH_SECRET,
      SMTP_URL: 'smtps://mailer:secret@mail.example.com',
      MAIL_FROM: '好幫手 <no-reply@example.com>',
      SMS_PROVIDER: 'every8d',
      EVERY8D_UID: 'uid',
      EVERY8D_PWD: 'pwd',
    });
    expect(config.apiKey).toBe('a-real-secret-key');
    expect(config.messaging).toEqual({
      smtpUrl: 'smtps://mailer:secret@mail.example.com',
      mailFrom: '好幫手 <no-reply@example.com>',
      smsProvider: 'every8d',
      every8d: { uid: 'uid', pwd: 'pwd', url: 'https://api.e8d.tw' },
      twilio: undefined,
      allowOutboxInProduction: false,
    });
  });

  it('reads Twilio for voice codes, with the Mandarin voice of Taiwan by default', () => {
    const sid = `AC${'0123456789abcdef'.repeat(2)}`;
    const config = loadConfig({ VOICE_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+886223456789' });
    expect(config.messaging.twilio).toEqual({
      accountSid: sid,
      authToken: 'token',
      from: '+886223456789',
      baseUrl: 'https://api.twilio.com',
      voice: 'Google.cmn-TW-Standard-A',
      language: 'cmn-TW',
    });
  });

  it('accepts production with the outbox only when explicitly allowed', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      AUTH_SECRET: PRODUCTION_AUTH_SECRET,
      ALLOW_OUTBOX_IN_PRODUCTION: '1',
      ALLOW_SANDBOX_PAYMENTS: '1',
    });
    expect(config.messaging).toMatchObject({ smtpUrl: undefined, smsProvider: 'outbox', every8d: undefined, allowOutboxInProduction: true });
  });

  it('derives the auth secret from the data key in production when AUTH_SECRET is unset, and keeps it apart from the development one', () => {
    const key = randomBytes(32).toString('base64');
    const production = { NODE_ENV: 'production', API_KEY: 'a-real-secret-key', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_SANDBOX_PAYMENTS: '1', DATA_ENCRYPTION_KEY: key };
    const derived = loadConfig(production).authSecret;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(production).authSecret).toBe(derived);
    expect(derived).not.toBe(loadConfig({}).authSecret);
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }).authSecret).not.toBe(derived);
    expect(loadConfig({ ...production, AUTH_SECRET: PRODUCTION_AUTH_SECRET }).authSecret).toBe(PRODUCTION_AUTH_SECRET);
  });

  describe('data encryption key', () => {
    const key = randomBytes(32).toString('base64');
    const production = { NODE_ENV: 'production', API_KEY: 'a-real-secret-key', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_SANDBOX_PAYMENTS: '1' };

    it('is required in production, and the message names it', () => {
      expect(() => loadConfig(production)).toThrow(/DATA_ENCRYPTION_KEY: is required when NODE_ENV=production/);
      expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: key }).dataEncryption.key).toEqual(Buffer.from(key, 'base64'));
    });

    it('refuses the public development key in production', () => {
      const dev = loadConfig({}).dataEncryption.key.toString('base64');
      expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: dev })).toThrow(/DATA_ENCRYPTION_KEY: must not be the public development key/);
    });

    it.each([
      [{ DATA_ENCRYPTION_KEY: 'c2hvcnQ=' }, 'DATA_ENCRYPTION_KEY'],
      [{ DATA_ENCRYPTION_KEY: 'not base64 at all!' }, 'DATA_ENCRYPTION_KEY'],
      [{ DATA_ENCRYPTION_KEYS_OLD: `${randomBytes(32).toString('base64')},c2hvcnQ=` }, 'DATA_ENCRYPTION_KEYS_OLD'],
    ])('refuses a key that is not 32 bytes of base64 (%o)', (env, name) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: .*32 random bytes in base64`));
    });

    it('reads the old keys of a rotation, and has a fixed key outside production', () => {
      const old = [randomBytes(32), randomBytes(32)];
      const config = loadConfig({ DATA_ENCRYPTION_KEY: key, DATA_ENCRYPTION_KEYS_OLD: old.map((k) => k.toString('base64')).join(', ') });
      expect(config.dataEncryption.previousKeys).toEqual(old);
      expect(loadConfig({}).dataEncryption.key).toEqual(loadConfig({ NODE_ENV: 'test' }).dataEncryption.key);
      expect(loadConfig({}).dataEncryption.previousKeys).toEqual([]);
    });
  });

  it('uses the outbox and a sender address on the public host by default', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://haobangshou.example.tw' }).messaging).toEqual({
      smtpUrl: undefined,
      mailFrom: '好幫手 <no-reply@haobangshou.example.tw>',
      smsProvider: 'outbox',
      every8d: undefined,
      allowOutboxInProduction: false,
    });
  });

  describe('social login', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\\n-----END PRIVATE KEY-----';
    const all = {
      GOOGLE_CLIENT_ID: 'web.apps.googleusercontent.com',
      APPLE_CLIENT_ID: 'tw.example.web',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY7654321',
      APPLE_PRIVATE_KEY: pem,
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'fb-secret',
    };

    it('configures no provider by default', () => {
      expect(loadConfig({}).social).toEqual({ google: undefined, apple: undefined, facebook: undefined });
    });

    it('configures each provider whose ids are set, with the public endpoints by default', () => {
      const social = loadConfig({ ...all, PUBLIC_URL: 'https://haobangshou.example.tw/' }).social;
      expect(social.google).toEqual({ clientId: 'web.apps.googleusercontent.com', jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' });
      expect(social.apple).toEqual({
        clientId: 'tw.example.web',
        teamId: 'TEAM123456',
        keyId: 'KEY7654321',
        // literal \n in an env file become line breaks
        privateKey: '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----',
        redirectUri: 'https://haobangshou.example.tw/login',
        tokenUrl: 'https://appleid.apple.com/auth/token',
        jwksUrl: 'https://appleid.apple.com/auth/keys',
      });
      expect(social.facebook).toEqual({ appId: '1234567890', appSecret: 'fb-secret', graphUrl: 'https://graph.facebook.com/v19.0' });
    });

    it('takes the provider endpoints and the Apple redirect from the environment', () => {
      const social = loadConfig({
        ...all,
        GOOGLE_JWKS_URL: 'http://127.0.0.1:9001/certs',
        APPLE_REDIRECT_URI: 'https://www.example.tw/login',
        APPLE_TOKEN_URL: 'http://127.0.0.1:9002/auth/token',
        APPLE_JWKS_URL: 'http://127.0.0.1:9002/auth/keys',
        FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9003/v19.0/',
      }).social;
      expect(social.google?.jwksUrl).toBe('http://127.0.0.1:9001/certs');
      expect(social.apple).toMatchObject({ redirectUri: 'https://www.example.tw/login', tokenUrl: 'http://127.0.0.1:9002/auth/token', jwksUrl: 'http://127.0.0.1:9002/auth/keys' });
      expect(social.facebook?.graphUrl).toBe('http://127.0.0.1:9003/v19.0');
    });

    it('treats empty variables as unset', () => {
      expect(loadConfig({ GOOGLE_CLIENT_ID: '', APPLE_CLIENT_ID: ' ', FACEBOOK_APP_ID: '' }).social.google).toBeUndefined();
    });

    it('configures nothing when FEATURE_OAUTH is off', () => {
      expect(loadConfig({ ...all, FEATURE_OAUTH: 'false' }).social).toEqual({ google: undefined, apple: undefined, facebook: undefined });
    });
  });
});
