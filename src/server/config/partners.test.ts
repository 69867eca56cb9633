import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

const GOOD = {
  id: 'fet',
  name: '遠傳',
  issuer: 'https://fet.example',
  audience: 'marketplace',
  algorithm: 'HS256',
  secret: 'a-secret-of-at-least-thirty-two-characters',
  landing: '/fet',
  theme: { primary: '#e60012', headerBackground: '#e60012', headerText: '#ffffff' },
  revenueShareRate: 0.05,
};

function fileWith(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'partners-config-')), 'partners.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function problemOf(content: unknown): string {
  try {
    loadConfig({ NODE_ENV: 'test', PARTNERS_FILE: fileWith(content) });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('PARTNERS_FILE', () => {
  it('is off when unset and read with its defaults when set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).partners).toBeUndefined();
    const [fet] = loadConfig({ NODE_ENV: 'test', PARTNERS_FILE: fileWith([GOOD]) }).partners!;
    expect(fet).toMatchObject({ id: 'fet', returnUrl: null, allowedScreens: [], feature: 'partnerChannel' });
  });

  it('names the field that is wrong', () => {
    const { audience: _, ...noAudience } = GOOD;
    expect(problemOf([noAudience])).toContain('PARTNERS_FILE [0].audience');
    expect(problemOf([{ ...GOOD, theme: { ...GOOD.theme, primary: 'red' } }])).toContain('PARTNERS_FILE [0].theme.primary: must be a colour');
    expect(problemOf([{ ...GOOD, revenueShareRate: 5 }])).toContain('[0].revenueShareRate: must be between 0 and 1');
    expect(problemOf([{ ...GOOD, secret: 'short' }])).toContain('[0].secret: must be at least 32 characters');
    expect(problemOf([{ ...GOOD, algorithm: 'RS256', secret: undefined, publicKey: 'not a key' }])).toContain('[0].publicKey: must be a PEM public key');
    expect(problemOf([GOOD, GOOD])).toContain('[1].id: "fet" is listed twice');
    expect(problemOf([{ ...GOOD, jwksUrl: 'https://fet.example/jwks' }])).toContain('exactly one of secret, publicKey or jwksUrl');
    expect(problemOf('{not json')).toContain('PARTNERS_FILE: cannot read');
  });
});
