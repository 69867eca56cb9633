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

  it('accepts production with an API key', () => {
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: 'a-real-secret-key' }).apiKey).toBe('a-real-secret-key');
  });
});
