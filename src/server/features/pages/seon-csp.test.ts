import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { TEST_API_KEY } from '../../test/harness';
import { PageSecurityHeaders } from './security-headers';

const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY, ...env });
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe("SEON's browser agent in the configuration and the Content-Security-Policy", () => {
  it('has no agent and allows no SEON host while SEON_SCRIPT_URL is unset, even with the Fraud API on', () => {
    const config = configWith({ SEON_API_KEY: 'k' });
    expect(config.seonScriptUrl).toBeUndefined();
    const csp = new PageSecurityHeaders(config).policy();
    expect(directive(csp, 'script-src')).not.toContain('seon');
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it("allows the agent's origin for its script and its calls", () => {
    const config = configWith({ SEON_API_KEY: 'k', SEON_SCRIPT_URL: 'https://cdn.seondf.com/js/v6/agent.umd.js' });
    expect(config.seonScriptUrl).toBe('https://cdn.seondf.com/js/v6/agent.umd.js');
    const csp = new PageSecurityHeaders(config).policy();
    expect(directive(csp, 'script-src')).toContain('https://cdn.seondf.com');
    expect(directive(csp, 'connect-src')).toContain('https://cdn.seondf.com');
    expect(directive(csp, 'img-src')).not.toContain('seondf');
  });

  it.each([
    [{ SEON_API_KEY: 'k', SEON_SCRIPT_URL: 'ftp://cdn.seondf.com/agent.umd.js' }],
    [{ SEON_API_KEY: 'k', SEON_SCRIPT_URL: 'agent.umd.js' }],
    [{ SEON_SCRIPT_URL: 'https://cdn.seondf.com/js/v6/agent.umd.js' }],
  ])('refuses %o, naming SEON_SCRIPT_URL', (env) => {
    expect(() => configWith(env)).toThrow(ConfigError);
    expect(() => configWith(env)).toThrow('SEON_SCRIPT_URL');
  });
});
