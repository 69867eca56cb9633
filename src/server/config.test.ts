import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ SMS_PROVIDER: 'carrier-pigeon' }, 'SMS_PROVIDER'],
    [{ SMS_PROVIDER: 'every8d', EVERY8D_PWD: 'x' }, 'EVERY8D_UID'],
    [{ SMS_PROVIDER: 'every8d', EVERY8D_UID: 'x' }, 'EVERY8D_PWD'],
    [{ EVERY8D_URL: 'not a url' }, 'EVERY8D_URL'],
    [{ ALLOW_OUTBOX_IN_PRODUCTION: 'perhaps' }, 'ALLOW_OUTBOX_IN_PRODUCTION'],
    [{ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', SMS_PROVIDER: 'every8d', EVERY8D_UID: 'u', EVERY8D_PWD: 'p' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', SMTP_URL: 'smtp://mail.example.com' }, 'SMS_PROVIDER'],
  ])('stops with a message naming the variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
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
    const config = loadConfig({ NODE_ENV: 'production', API_KEY: 'a-real-secret-key', ALLOW_OUTBOX_IN_PRODUCTION: '1' });
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
});
