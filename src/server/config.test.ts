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
    [{ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', ALLOW_OUTBOX_IN_PRODUCTION: '1' }, 'AUTH_SECRET'],
    [{ AUTH_SECRET: 'too-short' }, 'AUTH_SECRET'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'every8d', EVERY8D_PWD: 'x' }, 'EVERY8D_UID'],
    [{ SMS_PROVIDER: 'every8d', EVERY8D_UID: 'x' }, 'EVERY8D_PWD'],
    [{ EVERY8D_URL: 'not a url' }, 'EVERY8D_URL'],
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

  it('accepts production with an API key and real senders', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_KEY: 'a-real-secret-key',
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
      allowOutboxInProduction: false,
    });
  });

  it('accepts production with the outbox only when explicitly allowed', () => {
    const config = loadConfig({ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', AUTH_SECRET: PRODUCTION_AUTH_SECRET, ALLOW_OUTBOX_IN_PRODUCTION: '1' });
    expect(config.messaging).toMatchObject({ smtpUrl: undefined, smsProvider: 'outbox', every8d: undefined, allowOutboxInProduction: true });
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
