import { describe, expect, it } from 'vitest';
import { airconDetail, fakeFetch, me, preloaded } from '../test/fixtures';
import { fetchCatalogue, fetchCategory } from './category-thunks';
import { createAppStore } from './index';
import { checkLogin } from './user-thunks';

describe('the store', () => {
  it('starts from the preloaded state', () => {
    const state = createAppStore(preloaded({ user: { me } }), { proMode: false }).getState();
    expect(state.app.apiKey).toBe('test-key');
    expect(state.user.info?.username).toBe('xiaoming');
    expect(state.user.proMode).toBe(false);
    expect(state.category.categoryData['aircon-cleaning']).toEqual(airconDetail);
    expect(state.ui.toasts).toEqual([]);
  });

  it('fetches the catalogue through the API client with the configured base and key', async () => {
    const fetch = fakeFetch({ '/api/quote_categories/index.json': [200, { status: 'Success', genres: [], quote_categories: [] }] });
    const store = createAppStore(preloaded(), { fetchFn: fetch.fn });
    await store.dispatch(fetchCatalogue());
    expect(store.getState().category.categories).toEqual([]);
    expect(fetch.calls[0]!.init?.headers).toMatchObject({ 'X-Api-Key': 'test-key' });
  });

  it('does not fetch a category it already holds', async () => {
    const fetch = fakeFetch({});
    const store = createAppStore(preloaded(), { fetchFn: fetch.fn });
    await store.dispatch(fetchCategory('aircon-cleaning'));
    expect(fetch.calls).toHaveLength(0);
  });

  it('clears the user and flags the redirect when a login check finds the session gone', async () => {
    const fetch = fakeFetch({ '/api/user/me/type:brief.json': [403, { status: 'Error', error: 'invalid token', message: '登入已失效，請重新登入。' }] });
    const store = createAppStore(preloaded({ user: { me } }), { fetchFn: fetch.fn });
    await store.dispatch(checkLogin());
    expect(store.getState().user.info).toBeNull();
    expect(store.getState().ui.sessionGone).toBe(true);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('turns a network failure into a toast', async () => {
    const store = createAppStore(preloaded(), { fetchFn: fakeFetch({}).fn });
    await store.dispatch(fetchCatalogue());
    expect(store.getState().ui.toasts.map((t) => t.messageKey)).toEqual(['errors>network']);
    expect(store.getState().category.categories).toHaveLength(4);
  });
});
