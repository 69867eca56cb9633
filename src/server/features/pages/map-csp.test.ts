import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { TEST_API_KEY } from '../../test/harness';
import { PageSecurityHeaders } from './security-headers';

const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY, ...env });
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('the area map in the configuration and the Content-Security-Policy', () => {
  it('has no map and allows no map host while MAP_STYLE_URL is unset', () => {
    const config = configWith({});
    expect(config.map).toBeUndefined();
    const csp = new PageSecurityHeaders(config).policy();
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain('worker-src');
  });

  it('allows the style’s origin and the extra origins for fetches and images, and no blob: worker', () => {
    const config = configWith({
      MAP_STYLE_URL: 'https://maps.example.com/styles/taiwan/style.json?key=abc',
      MAP_EXTRA_ORIGINS: 'https://tiles.example.net, https://glyphs.example.org/',
    });
    expect(config.map).toEqual({
      styleUrl: 'https://maps.example.com/styles/taiwan/style.json?key=abc',
      origins: ['https://maps.example.com', 'https://tiles.example.net', 'https://glyphs.example.org'],
    });
    const csp = new PageSecurityHeaders(config).policy();
    for (const name of ['connect-src', 'img-src']) {
      for (const origin of config.map!.origins) expect(directive(csp, name)).toContain(origin);
    }
    expect(directive(csp, 'script-src')).not.toContain('example');
    expect(csp).not.toContain('worker-src');
  });

  it.each([
    [{ MAP_STYLE_URL: 'ftp://maps.example.com/style.json' }, 'MAP_STYLE_URL'],
    [{ MAP_STYLE_URL: 'not a url' }, 'MAP_STYLE_URL'],
    [{ MAP_STYLE_URL: 'https://maps.example.com/style.json', MAP_EXTRA_ORIGINS: 'https://tiles.example.net/path' }, 'MAP_EXTRA_ORIGINS'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => configWith(env)).toThrow(ConfigError);
    expect(() => configWith(env)).toThrow(name);
  });
});
