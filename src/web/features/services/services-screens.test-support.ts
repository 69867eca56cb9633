import { createElement } from 'react';
import type { QuoteServiceDetail, QuoteServiceItem } from '../../../domain/services/quote-service.types';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { type Answer, byMethod, type FakeCall, fakeApi as fakeTable, type Handler } from '../../test/fake-api';

// Shared by the services screen tests: service fixtures, and a fake API keyed by "METHOD path".

export type { Answer };

/** A fake API keyed by "METHOD path"; records each call with its JSON body. */
export const fakeApi = (table: Record<string, Handler>) => fakeTable(table, byMethod);

export function detail(id: number, extra: Partial<QuoteServiceDetail['QuoteService']> = {}, completion: Partial<QuoteServiceDetail> = {}): QuoteServiceDetail {
  return {
    id,
    slug: `svc-${id}`,
    is_public: 1,
    QuoteService: {
      id,
      slug: `svc-${id}`,
      is_public: 1,
      is_archived: 0,
      display_name: `服務${id}`,
      description: '',
      line_id: '',
      contact_phone: '',
      contact_email: '',
      website_url: '',
      is_service_professional_travels_to_me: 1,
      is_customer_travel_to_me: 0,
      is_over_phone_or_internet: 0,
      max_travel_distance: null,
      city_id: null,
      district_id: null,
      logo_url: null,
      profile_ready_on: null,
      platform_hidden: null,
      created: '2026-11-01 00:00:00',
      modified: '2026-11-01 00:00:00',
      ...extra,
    },
    QuoteServiceCategory: [
      {
        id: 11,
        quote_service_id: id,
        quote_category_id: 4,
        is_auto_quote_on: 0,
        is_direct_reserve_on: 0,
        quote_job_preference: { answers: {} },
        QuoteCategory: { id: 4, slug: 'aircon-installation', name: '冷氣安裝' },
      },
    ],
    area_count: 1,
    missing: ['description'],
    profile_completion: { done: 2, total: 4, missing: ['logo', 'description'] },
    QuoteServiceArea: [{ id: 1, city_id: 1, city_name: '臺北市', district_id: null, district_name: null }],
    QuoteServiceFaq: [],
    external_review_links: [],
    ...completion,
  };
}

/** A service as the list shows it: the detail without its areas, FAQ and review links. */
export const item = (id: number, extra: Partial<QuoteServiceDetail['QuoteService']> = {}, completion: Partial<QuoteServiceDetail> = {}): QuoteServiceItem => {
  const { QuoteServiceArea: _a, QuoteServiceFaq: _f, external_review_links: _l, ...rest } = detail(id, extra, completion);
  return rest;
};


/** The last call of one kind (a route change also re-checks the login). */
export const lastCall = (calls: FakeCall[], key: string) => calls.filter((c) => c.key === key).at(-1);

export const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

export function render(path: string, table: Record<string, Answer | ((body: unknown) => Answer)>, count = 2) {
  const api = fakeApi({ 'GET /user/me/type:brief.json': ok({ info: me.info }), ...table });
  const info = { ...me.info, quote_service_count: count } as typeof me.info;
  const store = createAppStore(preloaded({ user: { me: { ...me, info } } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(createElement(RouteView, { initialStatus: 200 }), { store, path });
  return { api, store };
}
