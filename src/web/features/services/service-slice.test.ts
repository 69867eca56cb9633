import { describe, expect, it } from 'vitest';
import type { QuoteServiceCategoryResponse, QuoteServiceDetail, QuoteServiceItem } from '../../../domain/services/quote-service.types';
import {
  fetchReviewLinks,
  fetchService,
  fetchServiceCategory,
  fetchServices,
  removeService,
  storeReviewLinks,
} from './services-thunks';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { item as listedItem } from './services-screens.test-support';
import { createAppStore } from '../../store';
import {
  indexSet,
  initialServiceState,
  previewClosed,
  previewOpened,
  type ServiceState,
  serviceDeselected,
  serviceSelected,
  serviceSlice,
} from './service-slice';
import { initialUserState, userSlice } from '../../store/user-slice';
import { cacheCleared, loggedOut, sessionGone } from '../../store/session-actions';

const reduce = serviceSlice.reducer;
const failure = { code: 'x', kind: 'server' as const, fields: [], status: 500 };

function setting(id: number, serviceId: number, overrides: Partial<QuoteServiceCategoryResponse> = {}): QuoteServiceCategoryResponse {
  return {
    id,
    quote_service_id: serviceId,
    quote_category_id: 10 + id,
    is_auto_quote_on: 0,
    is_direct_reserve_on: 0,
    quote_job_preference: { answers: {} },
    QuoteCategory: { id: 10 + id, slug: `c${id}`, name: `類別${id}` },
    ...overrides,
  };
}

/** A listed service with one category setting (id 1) and its profile complete. */
function item(id: number): QuoteServiceItem {
  return listedItem(id, {}, { QuoteServiceCategory: [setting(1, id)], missing: [], profile_completion: { done: 4, total: 4, missing: [] } });
}

function detail(id: number): QuoteServiceDetail {
  return { ...item(id), QuoteServiceArea: [], QuoteServiceFaq: [{ id: 5, question: '多久到？', answer: '一天內', display_order: 0 }], external_review_links: [] };
}

const page = (n: number, services: QuoteServiceItem[], totalPages = 3) => fetchServices.fulfilled({ quote_services: services, page: n, total_pages: totalPages, count: 25 }, 'r', n);

/** A state with page 1 loaded and active. */
const withPage = (): ServiceState => reduce(initialServiceState(), page(1, [item(1), item(2)]));

describe('the service list state', () => {
  it('starts with page 1 holding an empty list, one page, page 1 active', () => {
    expect(initialServiceState()).toMatchObject({ services: { 1: [] }, totalPages: 1, activePage: 1, isFetching: false, editingServiceId: 0, previewId: 0 });
  });

  it('sets isFetching while a page is requested', () => {
    expect(reduce(initialServiceState(), fetchServices.pending('r', 2)).isFetching).toBe(true);
  });

  it("stores that page's services and the page count on success and clears isFetching", () => {
    const fetching = reduce(initialServiceState(), fetchServices.pending('r', 2));
    const state = reduce(fetching, page(2, [item(7)]));
    expect(state.services[2]).toEqual([item(7)]);
    expect(state.services[1]).toEqual([]);
    expect(state).toMatchObject({ totalPages: 3, activePage: 2, isFetching: false });
  });

  it('only clears isFetching when a page fails', () => {
    const before = reduce(withPage(), fetchServices.pending('r', 2));
    const after = reduce(before, fetchServices.rejected(null, 'r', 2, failure));
    expect(after).toEqual({ ...before, isFetching: false });
  });

  it('sets editingServiceId and isFetching when one service is fetched, and keeps it on arrival', () => {
    const fetching = reduce(initialServiceState(), fetchService.pending('r', 9));
    expect(fetching).toMatchObject({ editingServiceId: 9, isFetching: true });
    const arrived = reduce(fetching, fetchService.fulfilled(detail(9), 'r', 9));
    expect(arrived).toMatchObject({ editingServiceId: 9, isFetching: false, currentService: detail(9) });
    expect(arrived.faqs[9]).toEqual(detail(9).QuoteServiceFaq);
    expect(reduce(fetching, fetchService.rejected(null, 'r', 9, failure)).isFetching).toBe(false);
  });

  it('selects a service for editing and deselects back to 0', () => {
    const selected = reduce(initialServiceState(), serviceSelected(4));
    expect(selected.editingServiceId).toBe(4);
    expect(reduce(selected, serviceDeselected()).editingServiceId).toBe(0);
  });

  it('opens a preview of a service on the active page and closes it back to 0', () => {
    const open = reduce(withPage(), previewOpened(2));
    expect(open.previewId).toBe(2);
    expect(open.previews[2]).toEqual(item(2));
    expect(reduce(open, previewClosed()).previewId).toBe(0);
  });

  it('opens no preview of a service that is not on the active page', () => {
    const onPage2 = reduce(withPage(), page(2, [item(8)]));
    expect(reduce(onPage2, previewOpened(1))).toEqual(onPage2);
  });

  it('removes a deleted service from the active page and resets editing id, preview id, index and current service', () => {
    let state = reduce(withPage(), fetchService.fulfilled(detail(2), 'r', 2));
    state = reduce(reduce(reduce(state, serviceSelected(2)), previewOpened(2)), indexSet(6));
    const after = reduce(state, removeService.fulfilled({ quote_service_count: 1 }, 'r', 2));
    expect(after.services[1]).toEqual([item(1)]);
    expect(after).toMatchObject({ editingServiceId: 0, previewId: 0, index: 0, currentService: null });
  });

  it("lowers the user's quote_service_count on a delete, never below zero", () => {
    const withCount = (n: number) => ({ ...initialUserState(me), info: { ...me.info, quote_service_count: n } });
    const deleted = removeService.fulfilled({ quote_service_count: 0 }, 'r', 2);
    expect(userSlice.reducer(withCount(2), deleted).info).toMatchObject({ quote_service_count: 1 });
    expect(userSlice.reducer(withCount(0), deleted).info).toMatchObject({ quote_service_count: 0 });
  });

  it('starts with no external review links and fills them on receipt', () => {
    expect(initialServiceState().externalReviewLinks).toEqual([]);
    const links = [{ id: 1, site_name: 'Google 地圖', url: 'https://maps.google.com/?cid=1' }];
    expect(reduce(initialServiceState(), fetchReviewLinks.fulfilled(links, 'r', 3)).externalReviewLinks).toEqual(links);
    expect(reduce(initialServiceState(), storeReviewLinks.fulfilled(links, 'r', { serviceId: 3, links })).externalReviewLinks).toEqual(links);
  });

  it('leaves the state unchanged when a category fetch fails', () => {
    const state = reduce(withPage(), fetchService.fulfilled(detail(2), 'r', 2));
    expect(reduce(state, fetchServiceCategory.pending('r', 1))).toBe(state);
    expect(reduce(state, fetchServiceCategory.rejected(null, 'r', 1, failure))).toBe(state);
  });

  it('merges a fetched category into the current service and keeps its questions', () => {
    const state = reduce(initialServiceState(), fetchService.fulfilled(detail(2), 'r', 2));
    const changed = setting(1, 2, { is_auto_quote_on: 1, quote_job_preference: { answers: { 3: ['窗型'] } } });
    const questions = [{ id: 3, label: '冷氣種類', type: 'single_choice' as const, options: ['分離式', '窗型'], is_required: true, placeholder: null, display_order: 1, is_active: true }];
    const after = reduce(state, fetchServiceCategory.fulfilled({ quote_service_category: changed, questions }, 'r', 1));
    expect(after.currentService?.QuoteServiceCategory).toEqual([changed]);
    expect(after.questions[11]).toEqual(questions);
    expect(after.currentService?.QuoteService).toEqual(state.currentService?.QuoteService);
  });

  it.each([
    ['logout', loggedOut()],
    ['a lost session', sessionGone()],
    ['a cache clear', cacheCleared()],
  ])('resets on %s', (_, action) => {
    const state = reduce(reduce(withPage(), serviceSelected(2)), indexSet(3));
    expect(reduce(state, action)).toEqual(initialServiceState());
  });

  it.each([
    ['logout', loggedOut()],
    ['a cache clear', cacheCleared()],
  ])("keeps an open preview's service, previews, previewId and editingServiceId on %s", (_, action) => {
    let state = reduce(withPage(), fetchService.fulfilled(detail(2), 'r', 2));
    state = reduce(reduce(reduce(state, serviceSelected(2)), previewOpened(2)), indexSet(5));
    const after = reduce(state, action);
    expect(after).toEqual({
      ...initialServiceState(),
      currentService: detail(2),
      previews: { 2: item(2) },
      previewId: 2,
      editingServiceId: 2,
    });
  });
});

describe('the service state in the store', () => {
  it('deletes through the API and the user count follows', async () => {
    const fetch = fakeFetch({
      '/api/quote_services/index/page:1.json': [200, { status: 'Success', quote_services: [item(1), item(2)], page: 1, total_pages: 1, count: 2 }],
      '/api/quote_services/delete/2.json': [200, { status: 'Success', quote_service_count: 1 }],
    });
    const store = createAppStore(preloaded({ user: { me: { ...me, info: { ...me.info, quote_service_count: 2 } as typeof me.info } } }), { fetchFn: fetch.fn });
    await store.dispatch(fetchServices(1));
    await store.dispatch(removeService(2));
    expect(store.getState().service.services[1]?.map((s) => s.id)).toEqual([1]);
    expect(store.getState().user.info).toMatchObject({ quote_service_count: 1 });
  });
});
