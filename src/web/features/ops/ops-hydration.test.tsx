// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app';
import { createI18n } from '../../i18n';
import { render } from '../../server-render';
import { createAppStore } from '../../store';
import { fakeFetch, preloaded } from '../../test/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const state = preloaded();

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

// The server answers /ops paths with the app's page today (as a public page); the console must
// then start in the browser without a mismatch, showing nothing of any operator before /ops/me answers.
describe('a console page served by the server', () => {
  it.each(['/ops/login', '/ops', '/ops/audit', '/ops/wallet-adjustments'])('hydrates %s without a mismatch', async (url) => {
    const consoleError = vi.spyOn(console, 'error');
    const output = render({ url, state, status: 200 });
    expect(output.html).toContain('ops-page');
    expect(output.html).not.toContain('ops-header');
    if (url === '/ops/login') expect(output.html).toContain('one-time-code');
    const container = document.createElement('div');
    container.innerHTML = output.html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={[url]}>
          <App store={createAppStore(state, { fetchFn: fakeFetch({}).fn })} i18n={createI18n()} />
        </MemoryRouter>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
