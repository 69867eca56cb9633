import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openTestDatabase, TEST_API_KEY } from '../../test/harness';
import type { WebAssets } from './web-assets';

const TEMPLATE = '<!doctype html><html><head><!--app-head--></head><body><div id="app"><!--app-html--></div><!--app-state--></body></html>';

/** The page's CSP and preloaded state from an app with these variables (a minimal web build of its own). */
async function pageWith(env: Record<string, string>): Promise<{ csp: string; html: string }> {
  const clientDir = mkdtempSync(join(tmpdir(), 'csp-web-'));
  const web: WebAssets = { clientDir, template: TEMPLATE, render: () => ({ html: '<p>home</p>', title: '首頁', description: '' }) };
  const database = await openTestDatabase('pglite');
  const config = loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, web });
  try {
    const res = await app.inject({ method: 'GET', url: '/' });
    return { csp: String(res.headers['content-security-policy'] ?? ''), html: res.body };
  } finally {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
}

const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('third-party integrations in the Content-Security-Policy', () => {
  it('allows no integration host while none is configured', async () => {
    const { csp, html } = await pageWith({});
    for (const host of ['googletagmanager', 'tawk.to', 'zdassets', 'zendesk', 'hotjar']) expect(csp).not.toContain(host);
    expect(html).toContain('"integrations":{"gtmId":null,"chatWidgetId":null,"helpWidgetKey":null,"heatmapId":null}');
  });

  it('widens the policy for the configured tag manager only', async () => {
    const { csp, html } = await pageWith({ GTM_ID: 'GTM-AB12CD3' });
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://www.google-analytics.com');
    for (const host of ['tawk.to', 'zdassets', 'hotjar']) expect(csp).not.toContain(host);
    expect(html).toContain('"gtmId":"GTM-AB12CD3"');
  });

  it('widens it for the chat widget, the help widget and the heatmap when each is configured', async () => {
    const { csp } = await pageWith({
      CHAT_WIDGET_ID: '5f1a2b3c4d5e6f7a8b9c0d1e/1abcdef23',
      HELP_WIDGET_KEY: '0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b',
      HEATMAP_ID: '1234567',
    });
    expect(directive(csp, 'script-src')).toContain('https://embed.tawk.to');
    expect(directive(csp, 'script-src')).toContain('https://static.zdassets.com');
    expect(directive(csp, 'script-src')).toContain('https://static.hotjar.com');
    expect(directive(csp, 'connect-src')).toContain('wss://*.tawk.to');
    expect(csp).not.toContain('googletagmanager');
  });

  it('refuses an id that is not the integration’s shape', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', GTM_ID: 'GTM-1"><script>' })).toThrow(/GTM_ID/);
    expect(() => loadConfig({ NODE_ENV: 'test', HEATMAP_ID: 'abc' })).toThrow(/HEATMAP_ID/);
  });
});
