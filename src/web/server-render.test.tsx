// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { NOT_FOUND_MARKER } from './features/not-found/not-found-screen';
import { createI18n } from './i18n';
import { render } from './server-render';
import { createAppStore } from './store';
import { fakeFetch, preloaded } from './test/fixtures';

const state = preloaded();
// Screens that fetch on arrival (sign-in providers, link checks) update state inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Server-renders `url`, then hydrates that markup in the browser the way main.tsx does. */
async function hydrate(url: string, status = 200) {
  const output = render({ url, state, status });
  const container = document.createElement('div');
  container.innerHTML = output.html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const initialStatus = container.querySelector(NOT_FOUND_MARKER) ? 404 : 200;
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[url]}>
        <App store={createAppStore(state, { fetchFn: fakeFetch({}).fn })} i18n={createI18n()} initialStatus={initialStatus} />
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { output, container, recoverable, initialStatus };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('server render and hydration', () => {
  it.each([
    '/',
    '/genre/all',
    '/genre/cleaning',
    '/category/aircon-cleaning',
    '/zh-TW/genre/cleaning/aircon-cleaning',
    '/login',
    '/login?from=%2Fdashboard%2Fsettings',
    '/signup',
    '/pro-signup/aircon-cleaning',
    '/resetpass/email/a%40example.com',
    '/resetpass/abc123',
    '/activate/7/abc123',
    '/form/aircon-cleaning',
    '/pro-list/top',
  ])(
    'renders %s with one h1 and hydrates it without a mismatch',
    async (url) => {
      const consoleError = vi.spyOn(console, 'error');
      const consoleWarn = vi.spyOn(console, 'warn');
      const { output, container, recoverable } = await hydrate(url);
      expect(output.title).toMatch(/好幫手/);
      expect(output.description).not.toBe('');
      expect(output.html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // Redux Toolkit's development checks warn when they run slowly on a busy machine: a timing
      // notice, not a problem of the page.
      const warnings = consoleWarn.mock.calls.filter(([message]) => !/InvariantMiddleware took \d+ms/.test(String(message)));
      expect(warnings).toEqual([]);
      expect(container.querySelectorAll('main')).toHaveLength(1);
    },
  );

  it('renders the category page with its questions, price and quote link', () => {
    const { html, title } = render({ url: '/category/aircon-cleaning', state, status: 200 });
    expect(title).toBe('冷氣清潔｜免費比較專家報價 - 好幫手');
    expect(html).toContain('href="/form/aircon-cleaning"');
    expect(html).toContain('NT$1,500–3,500/台');
    expect(html).toContain('按台計價');
    expect(html.indexOf('需要清洗幾台？')).toBeLessThan(html.indexOf('冷氣是哪一種？'));
    expect(html).not.toContain('停用的問題');
  });

  it('links the home page to categories and genres', () => {
    const { html } = render({ url: '/', state, status: 200 });
    expect(html).toContain('href="/category/aircon-cleaning"');
    expect(html).toContain('href="/genre/cleaning"');
    expect(html).toContain('role="combobox"');
  });

  it('shows the not-found page for a 404 and keeps showing it after hydration', async () => {
    const { output, container, recoverable, initialStatus } = await hydrate('/price/no-such-category', 404);
    expect(output.title).toBe('找不到頁面 - 好幫手');
    expect(initialStatus).toBe(404);
    expect(recoverable).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('找不到這個頁面');
    expect(container.querySelector('a[href="/"]')).not.toBeNull();
  });

  it('shows the not-found page for unknown paths and unknown categories without being told', () => {
    for (const url of ['/no/such/page', '/category/nope', '/genre/nope']) {
      const { html } = render({ url, state, status: 200 });
      expect(html).toContain('data-page-status="404"');
    }
  });
});
