// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PreloadedState } from '../ssr-contract';
import { createAppStore } from '../store';
import { fakeFetch, me, preloaded, quoteRequestSummary } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { RouteView } from './route-view';
import { loadAllScreens } from './screens';

// Screens are lazy chunks: loaded once here, so each test's first render shows its screen.
beforeAll(() => loadAllScreens(), 60_000);

afterEach(cleanup);

// Login checks on dashboard route changes answer "still signed in".
const request12 = { ...quoteRequestSummary(), fields: [], QuoteFormSubmissionField: [], photos: [], QuoteBid: [], activities: [] };
const api = fakeFetch({
  '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }],
  '/api/quote_request/12.json': [200, { status: 'Success', quote_request: request12 }],
});
const storeFor = (state: PreloadedState, proMode = true) => createAppStore(state, { fetchFn: api.fn, proMode });

async function visit(path: string, store = storeFor(preloaded())) {
  const result = renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { ...result, where: () => screen.getByTestId('location').textContent };
}

describe('the route view', () => {
  it('sends a guest on the dashboard to login with where they were going', async () => {
    const { where } = await visit('/dashboard/projects/quotelist/12?x=1');
    expect(where()).toBe('/login?from=%2Fdashboard%2Fprojects%2Fquotelist%2F12%3Fx%3D1');
  });

  it('shows a signed-in user the dashboard screen inside the dashboard frame', async () => {
    const store = storeFor(preloaded({ user: { me } }), false);
    const { where } = await visit('/dashboard/projects/quotelist/12', store);
    expect(where()).toBe('/dashboard/projects/quotelist/12');
    expect(await screen.findByRole('heading', { level: 1, name: '冷氣安裝' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '工作台選單' })).toBeTruthy();
  });

  it('hides the dashboard menu on no-menu screens', async () => {
    const store = storeFor(preloaded({ user: { me } }));
    await visit('/dashboard/requests/56/detail', store);
    expect(await screen.findByRole('heading', { level: 1, name: '案件詳情' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '工作台選單' })).toBeNull();
  });

  it("sends a pro away from the consumer's screens", async () => {
    const store = storeFor(preloaded({ user: { me } }), true);
    const { where } = await visit('/dashboard/projects', store);
    expect(where()).toBe('/dashboard/requests');
  });

  it('sends a flagged-off route home', async () => {
    const base = preloaded();
    const store = storeFor({ ...base, app: { ...base.app, flags: { ...base.app.flags, shop: false } } });
    const { where } = await visit('/product/deep-clean', store);
    expect(where()).toBe('/');
  });

  it('shows the not-found page for unknown paths', async () => {
    await visit('/no/such/page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('找不到這個頁面');
  });

  it('sends the visitor to login when the session is lost on a public page', async () => {
    const store = storeFor(preloaded({ user: { me } }));
    const { where } = await visit('/genre/all', store);
    await act(async () => {
      store.dispatch({ type: 'user/sessionGone' });
    });
    expect(where()).toBe('/login?from=%2Fgenre%2Fall');
    expect(store.getState().ui.sessionGone).toBe(false);
  });
});
