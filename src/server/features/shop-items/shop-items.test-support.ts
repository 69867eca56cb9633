import { afterAll, beforeAll } from 'vitest';
import type { OperatorRole } from '../../../domain/ops/operator-roles';
import type { ShopItemResponse } from '../../../domain/shop/shop-items.contract';
import { FixedClock } from '../../adapters/clock';
import type { Engine } from '../../db/connection';
import { createProWithService, findCategory, findPlace } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { createSignedInOperator } from '../ops/ops.test-support';

/** Tests only: the set-up and calls shared by the shop item API tests. */

export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const itemOf = (res: { body: Record<string, unknown> }) => res.body.shop_item as ShopItemResponse;

/** A whole, valid item body for a service and category (JSON). */
export function itemBody(serviceId: number, categoryId: number, place: { cityId: number; districtId: number }, change: Record<string, unknown> = {}) {
  return {
    quote_service_id: serviceId,
    quote_category_id: categoryId,
    name: '分離式冷氣清洗',
    description: '室內機拆洗、殺菌，含排水管疏通。',
    travel_preference: ['to_customer'],
    service_area: [{ city_id: place.cityId, district_id: place.districtId }],
    service_type: 'single',
    service_info: '每台約 90 分鐘',
    plans: [
      { name: '一台', description: '一台室內機', price: 1800, service_type: 'single' },
      { name: '三台', description: '三台室內機', price: 4800, service_type: 'package' },
    ],
    is_quantity_limited: 1,
    remaining_quantity: 20,
    keywords: ['冷氣', '清洗'],
    is_reservable: 0,
    ...change,
  };
}

/** The same body as a multipart form (bracket notation), with photo files. */
export function itemForm(body: Record<string, unknown>, files: Buffer[] = [], photos?: string[]): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) for (const [i, v] of value.entries()) add(`${name}[${i}]`, v);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${name}[${k}]`, v);
    else if (value !== undefined && value !== null) form.append(name, String(value));
  };
  for (const [k, v] of Object.entries(body)) add(k, v);
  for (const [i, p] of (photos ?? []).entries()) form.append(`photos[${i}]`, p);
  for (const [i, bytes] of files.entries()) form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`);
  return form;
}

/** A test server of one engine (pinned clock for the operators' TOTP codes), a pro maker and the calls. */
export function shopItemsSuite(engine: Engine, env: Record<string, string> = {}, options: { web?: boolean } = {}) {
  let server: TestServer | undefined;
  const clock = new FixedClock();
  beforeAll(async () => {
    server = await startTestServer(engine, { clock, env, ...options });
  });
  afterAll(() => server?.close());
  const ready = () => {
    if (!server) throw new Error('the test server is not started');
    return server;
  };
  const api: TestServer['api'] = (path, init) => ready().api(path, init);
  const base = '/new/v1/nshop_items';
  return {
    get server(): TestServer {
      return ready();
    },
    /** A pro with a service in the aircon category, and a valid body for it. */
    async newPro() {
      const db = ready().db;
      const category = await findCategory(db, 'aircon-installation');
      const place = await findPlace(db, '臺北市', '大安區');
      const pro = await createProWithService(db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
      return { ...pro, categoryId: category.id, place, body: (change: Record<string, unknown> = {}) => itemBody(pro.service.id, category.id, place, change) };
    },
    add: (token: string, body: Record<string, unknown> | FormData) =>
      api(`${base}/add.json`, body instanceof FormData ? { method: 'POST', token, body } : { method: 'POST', token, json: body }),
    edit: (token: string, id: number, body: Record<string, unknown> | FormData) =>
      api(`${base}/edit/${id}.json`, body instanceof FormData ? { method: 'POST', token, body } : { method: 'POST', token, json: body }),
    index: (token: string) => api(`${base}/index.json`, { token }),
    view: (token: string, id: number) => api(`${base}/view/${id}.json`, { token }),
    status: (token: string, action: string, id: number) => api(`${base}/change_status/${action}/${id}.json`, { method: 'POST', token }),
    operator: (role: OperatorRole = 'trust_safety') => createSignedInOperator(ready(), clock, role),
    list: (cookie: string, query = '', page = 1) => api(`/ops/shop_items/index/page:${page}.json${query ? `?${query}` : ''}`, { cookie }),
    opsView: (cookie: string, id: number) => api(`/ops/shop_items/view/${id}.json`, { cookie }),
    approve: (cookie: string, id: number) => api(`/ops/shop_items/approve/${id}.json`, { method: 'POST', cookie }),
    reject: (cookie: string, id: number, reason?: string) => api(`/ops/shop_items/reject/${id}.json`, { method: 'POST', cookie, json: reason === undefined ? {} : { reason } }),
  };
}
