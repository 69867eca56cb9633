// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { ShopItemResponse, ShopServiceCategory } from './api/shop';
import { draftOf, itemFormData } from './item-form';

// The screens load lazily; the first render of a module waits for its transform.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const refused = (code: number, field: string, message: string): Answer => [400, { status: 'Failed', error: code, message: `${field}：${message}`, fields: [{ field, message }] }];

const category = (extra: Partial<ShopServiceCategory> = {}): ShopServiceCategory => ({
  service_category_id: 31,
  quote_service_id: 5,
  quote_category_id: 2,
  service_title: '冷氣清洗服務',
  category_name: '冷氣安裝',
  is_enabled: 1,
  order_confirmation_mode: 'manual',
  reservation_slot_minutes: 60,
  reservation_notice_hours: 24,
  item_count: 2,
  on_sale_count: 0,
  has_business_hours: 1,
  ...extra,
});

const item = (extra: Partial<ShopItemResponse> = {}): ShopItemResponse => ({
  shop_item_id: 7,
  quote_service_id: 5,
  quote_category_id: 2,
  name: '分離式冷氣清洗',
  description: '室內機拆洗',
  travel_preference: ['to_customer'],
  service_area: [{ city_id: 1, district_id: 11 }],
  service_type: 'single',
  service_info: '',
  plans: [
    { shop_item_plan_id: 1, name: '一台', description: '', price: 1800, service_type: 'single' },
    { shop_item_plan_id: 2, name: '三台', description: '', price: 4800, service_type: 'package' },
  ],
  photos: [{ id: 1, url: '/uploads/shop-items/a.png', thumb_url: '/uploads/shop-items/a-t.png', width: 1, height: 1, display_order: 0 }],
  is_quantity_limited: 0,
  remaining_quantity: null,
  keywords: ['冷氣'],
  is_reservable: 0,
  review: 1,
  is_published: 0,
  is_on_sale: 0,
  reject_reason: null,
  reviewed_at: null,
  submitted_at: null,
  created: '2026-11-27 04:00:00',
  modified: '2026-11-27 04:00:00',
  ...extra,
});

const cities = [{ id: 1, slug: 'taipei', name: '臺北市', districts: [{ id: 11, name: '大安區', zipcode: '106' }] }];

async function render(path: string, table: Record<string, Handler>, flags: Record<string, boolean> = {}) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), '/api/cities/index.json': ok({ cities }), ...table });
  const base = preloaded({ user: { me } });
  const store = createAppStore({ ...base, app: { ...base.app, flags: { ...base.app.flags, ...flags } } }, { fetchFn: api.fn, proMode: true });
  const view = renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return { api, view };
}

describe("the pro's shop home", () => {
  it('lists the categories with item counts and the items with their review state, and deletes only after confirming', async () => {
    const { api } = await render('/dashboard/shop', {
      '/api/new/v1/nshop_categories/index.json': ok({ shop_service_categories: [category()] }),
      '/api/new/v1/nshop_items/index.json': ok({
        shop_items: [item(), item({ shop_item_id: 8, name: '退件的商品', review: 4, reject_reason: '照片不清楚' }), item({ shop_item_id: 9, name: '通過的商品', review: 3 })],
      }),
      '/api/new/v1/nshop_items/change_status/delete/7.json': ok({ shop_item: item() }),
      '/api/new/v1/nshop_items/change_status/publish/9.json': ok({ shop_item: item({ shop_item_id: 9, name: '通過的商品', review: 3, is_published: 1 }) }),
    });
    await vi.waitFor(() => expect(screen.getByRole('link', { name: '冷氣安裝' })).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByRole('link', { name: '冷氣安裝' }).getAttribute('href')).toBe('/dashboard/shop/category/31');
    expect(screen.getByText(/2 個商品/)).toBeTruthy();
    expect(screen.getAllByText('NT$1,800 起')).toHaveLength(3);
    expect(screen.getByText('退件原因：照片不清楚')).toBeTruthy();

    const draft = document.querySelector('[data-item="7"]') as HTMLElement;
    expect(within(draft).getByText('草稿')).toBeTruthy();
    expect(within(draft).getByRole('button', { name: '送出審核' })).toBeTruthy();
    expect(within(draft).queryByRole('button', { name: '上架' })).toBeNull();
    expect(within(draft).getByRole('link', { name: '編輯' }).getAttribute('href')).toBe('/dashboard/shop/product/edit/5/2/7');

    fireEvent.click(within(draft).getByRole('button', { name: '刪除' }));
    expect(screen.getByText('確定要刪除這個商品嗎？刪除後無法復原。')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes('delete'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '確定刪除' }));
    await vi.waitFor(() => expect(document.querySelector('[data-item="7"]')).toBeNull(), { timeout: 10_000 });

    const approved = document.querySelector('[data-item="9"]') as HTMLElement;
    fireEvent.click(within(approved).getByRole('button', { name: '上架' }));
    await vi.waitFor(() => expect(within(document.querySelector('[data-item="9"]') as HTMLElement).getByRole('button', { name: '下架' })).toBeTruthy(), { timeout: 10_000 });
  });

  it('says so when there are no items, and shows a failed read with a retry', async () => {
    await render('/dashboard/shop', {
      '/api/new/v1/nshop_categories/index.json': ok({ shop_service_categories: [] }),
      '/api/new/v1/nshop_items/index.json': 'network',
    });
    await vi.waitFor(() => expect(screen.getByRole('button', { name: /重試|再試一次/ })).toBeTruthy(), { timeout: 10_000 });
  });

  it.each(['/dashboard/shop', '/dashboard/shop/add', '/dashboard/shop/product/add/5/2', '/dashboard/shop/category/31/settings'])(
    'is not there with the shop flag off: %s goes home, and the menu has no 商店',
    async (path) => {
      await render(path, {}, { shop: false });
      await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'), { timeout: 10_000 });
      expect(screen.queryByRole('link', { name: '商店' })).toBeNull();
    },
  );

  it('has 商店 in the pro menu with the shop flag on', async () => {
    await render('/dashboard/shop', {
      '/api/new/v1/nshop_categories/index.json': ok({ shop_service_categories: [] }),
      '/api/new/v1/nshop_items/index.json': ok({ shop_items: [] }),
    });
    await vi.waitFor(() => expect(screen.getByText('還沒有商品')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getAllByRole('link', { name: '商店' }).some((a) => a.getAttribute('href') === '/dashboard/shop')).toBe(true);
    expect(screen.getByText('您還沒有可以販售商品的服務')).toBeTruthy();
  });
});

describe('the item editor', () => {
  it('adds and removes plans, orders photos, shows a refusal beside its field keeping the values, then saves and offers review', async () => {
    const saved = item({ shop_item_id: 12 });
    let attempt = 0;
    const { api } = await render('/dashboard/shop/product/add/5/2', {
      '/api/new/v1/nshop_items/add.json': () => (++attempt === 1 ? refused(812, 'plans[1][price]', '方案價格需為 1 至 1,000,000 的整數') : ok({ shop_item: saved })),
      '/api/new/v1/nshop_items/view/12.json': ok({ shop_item: saved }),
      '/api/new/v1/nshop_items/change_status/apply_review/12.json': ok({ shop_item: { ...saved, review: 2 } }),
    });
    await vi.waitFor(() => expect(screen.getByLabelText('商品名稱')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('商品名稱'), { target: { value: '冷氣清洗' } });
    fireEvent.change(screen.getByLabelText('商品說明'), { target: { value: '拆洗' } });
    fireEvent.click(screen.getByLabelText('線上或電話服務'));

    // Plans: one to start, never fewer; a second one, a third removed again.
    expect(screen.queryByRole('button', { name: '移除方案 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '新增方案' }));
    fireEvent.click(screen.getByRole('button', { name: '新增方案' }));
    expect(screen.getAllByLabelText('方案名稱')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: '移除方案 3' }));
    expect(screen.getAllByLabelText('方案名稱')).toHaveLength(2);
    const names = screen.getAllByLabelText('方案名稱');
    const prices = screen.getAllByLabelText('價格（新臺幣，整數）');
    fireEvent.change(names[0]!, { target: { value: '一台' } });
    fireEvent.change(prices[0]!, { target: { value: '1800' } });
    fireEvent.change(names[1]!, { target: { value: '三台' } });
    fireEvent.change(prices[1]!, { target: { value: '0' } });

    // Photos: two files, the second moved first.
    const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('加入照片'), { target: { files: [png('a.png'), png('b.png')] } });
    expect(document.querySelectorAll('.shop-editor__photo')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '照片 2 上移' }));
    expect([...document.querySelectorAll('.shop-editor__photo')].map((li) => li.getAttribute('data-photo'))).toEqual(['new:b.png', 'new:a.png']);

    fireEvent.click(screen.getByRole('button', { name: '儲存商品' }));
    await vi.waitFor(() => expect(screen.getByText('方案價格需為 1 至 1,000,000 的整數')).toBeTruthy(), { timeout: 10_000 });
    // Beside the second plan's price, and every typed value is still there.
    const secondPlan = document.querySelector('[data-plan="1"]') as HTMLElement;
    expect(within(secondPlan).getByText('方案價格需為 1 至 1,000,000 的整數')).toBeTruthy();
    expect((screen.getByLabelText('商品名稱') as HTMLInputElement).value).toBe('冷氣清洗');
    expect((screen.getAllByLabelText('方案名稱')[1] as HTMLInputElement).value).toBe('三台');
    expect(document.querySelectorAll('.shop-editor__photo')).toHaveLength(2);

    fireEvent.change(screen.getAllByLabelText('價格（新臺幣，整數）')[1]!, { target: { value: '4800' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存商品' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '送出審核' })).toBeTruthy(), { timeout: 10_000 });
    const form = api.calls.filter((c) => c.url.endsWith('/add.json')).at(-1)?.form;
    expect(form?.get('name')).toBe('冷氣清洗');
    expect(form?.get('plans[1][price]')).toBe('4800');
    expect(form?.get('travel_preference[0]')).toBe('remote');
    expect([form?.get('photos[0]'), form?.get('photos[1]')]).toEqual(['new:0', 'new:1']);
    expect(((form?.getAll('photo') ?? []) as File[]).map((f) => f.name)).toEqual(['b.png', 'a.png']);

    fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    await vi.waitFor(() => expect(screen.getByText('審核中')).toBeTruthy(), { timeout: 10_000 });
    expect(api.calls.some((c) => c.url.endsWith('/change_status/apply_review/12.json'))).toBe(true);
  });

  it('edits an item: kept photos are named by their url in the order shown', async () => {
    const existing = item({
      shop_item_id: 7,
      photos: [
        { id: 1, url: '/uploads/shop-items/a.png', thumb_url: '/uploads/shop-items/a-t.png', width: 1, height: 1, display_order: 0 },
        { id: 2, url: '/uploads/shop-items/b.png', thumb_url: '/uploads/shop-items/b-t.png', width: 1, height: 1, display_order: 1 },
      ],
    });
    const { api } = await render('/dashboard/shop/product/edit/5/2/7', {
      '/api/new/v1/nshop_items/view/7.json': ok({ shop_item: existing }),
      '/api/new/v1/nshop_items/edit/7.json': ok({ shop_item: existing }),
    });
    await vi.waitFor(() => expect((screen.getByLabelText('商品名稱') as HTMLInputElement).value).toBe('分離式冷氣清洗'), { timeout: 10_000 });
    expect(screen.getAllByLabelText('方案名稱')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '照片 1 下移' }));
    fireEvent.click(screen.getByRole('button', { name: '儲存商品' }));
    await vi.waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/edit/7.json'))).toBe(true), { timeout: 10_000 });
    const form = api.calls.find((c) => c.url.endsWith('/edit/7.json'))?.form;
    expect([form?.get('photos[0]'), form?.get('photos[1]')]).toEqual(['/uploads/shop-items/b.png', '/uploads/shop-items/a.png']);
    expect(form?.getAll('photo')).toEqual([]);
    expect(form?.get('service_area[0][district_id]')).toBe('11');
  });
});

describe('the item form', () => {
  it('sends an empty photo order when every photo is removed, so an edit drops them', () => {
    const draft = draftOf(item());
    expect(itemFormData(draft, 5, 2).getAll('photos')).toEqual([]);
    expect(itemFormData(draft, 5, 2).get('photos[0]')).toBe('/uploads/shop-items/a.png');
    expect(itemFormData({ ...draft, photos: [] }, 5, 2).getAll('photos')).toEqual(['']);
    expect(itemFormData({ ...draft, keywords: '冷氣, 清洗,' }, 5, 2).getAll('keywords[1]')).toEqual(['清洗']);
  });
});

describe("a category's shop settings", () => {
  it('saves the settings and shows a refusal beside its field', async () => {
    let attempt = 0;
    const { api } = await render('/dashboard/shop/category/31/settings', {
      '/api/new/v1/nshop_categories/view/31.json': ok({ shop_service_category: category({ is_enabled: 0 }) }),
      '/api/new/v1/nshop_categories/edit/31.json': (body) =>
        ++attempt === 1
          ? refused(400, 'reservation_slot_minutes', '預約時段長度（reservation_slot_minutes）以 15 分鐘為單位')
          : ok({ shop_service_category: category({ is_enabled: 1, order_confirmation_mode: body?.order_confirmation_mode as 'auto' }) }),
    });
    await vi.waitFor(() => expect(screen.getByLabelText('訂單確認方式')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.click(screen.getByLabelText('在這個服務類別販售商品'));
    fireEvent.change(screen.getByLabelText('訂單確認方式'), { target: { value: 'auto' } });
    fireEvent.change(screen.getByLabelText('每個時段長度（分鐘，15 的倍數）'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    await vi.waitFor(() => expect(screen.getByText('預約時段長度（reservation_slot_minutes）以 15 分鐘為單位')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.change(screen.getByLabelText('每個時段長度（分鐘，15 的倍數）'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: '儲存設定' }));
    await vi.waitFor(() => expect(attempt).toBe(2), { timeout: 10_000 });
    const sent = api.calls.filter((c) => c.url.endsWith('/edit/31.json')).at(-1)?.body;
    expect(sent).toMatchObject({ is_enabled: 1, order_confirmation_mode: 'auto', reservation_slot_minutes: '45', reservation_notice_hours: '24' });
  });
});
