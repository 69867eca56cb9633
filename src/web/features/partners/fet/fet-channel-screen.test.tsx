// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopItemCard } from '../../../../domain/shop/shop-public.contract';
import { matchAppRoute } from '../../../routes/route-table';
import { createAppStore } from '../../../store';
import { type Handler, fakeApi } from '../../../test/fake-api';
import { me, preloaded } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { FetChannelScreen } from './fet-channel-screen';

const card = (id: number, name: string): ShopItemCard => ({
  shop_item_id: id,
  slug: `${id}-${name}`,
  name,
  quote_category_id: 1,
  photo: null,
  price_from: 1800,
  is_available: 1,
  rating: null,
  review_count: 0,
  pro: { quote_service_id: 9, title: '好幫手清潔', name: '王小明', avatar_url: null, rating: null, review_count: 0 },
  created: '2026-11-01 10:00:00',
});

function render(path: string, table: Record<string, Handler>, signedIn = false) {
  const api = fakeApi({ '/api/partner/shell.json': [200, { status: 'Success', partner: null }], '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }], ...table });
  const store = createAppStore(signedIn ? preloaded({ user: { me } }) : preloaded(), { fetchFn: api.fn });
  const match = matchAppRoute(path.split('?')[0] ?? path);
  if (!match) throw new Error(`no route for ${path}`);
  renderWithApp(<FetChannelScreen match={match} />, { store, path });
  return api;
}

afterEach(cleanup);

describe('the fet channel screens', () => {
  it('lists the partner offers with their conditions', async () => {
    render('/fet/discount', {
      '/api/partner/offers.json': [
        200,
        {
          status: 'Success',
          offers: [
            {
              code: 'FET500',
              title: '遠傳用戶專屬折扣',
              amount_off: 500,
              percent_off: null,
              min_order: 3000,
              valid_from: '2026-11-30T16:00:00Z',
              valid_until: '2026-12-31T16:00:00Z',
              max_uses: 100,
              per_user_limit: 1,
              remaining_uses: 40,
            },
          ],
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: '遠傳用戶專屬折扣' })).toBeTruthy();
    expect(screen.getByText('FET500')).toBeTruthy();
    for (const text of ['折抵 NT$500', '訂單滿 NT$3,000 才能使用', '剩餘 40 次', '每人限用 1 次']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText(/使用期間：2026\/12\/01 起至 2027\/01\/01 前/)).toBeTruthy();
  });

  it('says so when there are no offers, also outside the channel', async () => {
    render('/fet/discount', { '/api/partner/offers.json': [404, { status: 'Error', message: 'not found' }] });
    expect(await screen.findByText('目前沒有專屬優惠')).toBeTruthy();
  });

  it('shows the items matching the text, and an empty state for none', async () => {
    const api = render(`/fet/search-result?q=${encodeURIComponent('冷氣')}`, {
      [`/api/new/v1/nshop_items/search.json?q=${encodeURIComponent('冷氣')}&page=1`]: [
        200,
        { status: 'Success', shop_items: [card(3, '冷氣清洗')], page: 1, total_pages: 1, count: 1 },
      ],
      [`/api/new/v1/nshop_items/search.json?q=${encodeURIComponent('沒有')}&page=1`]: [200, { status: 'Success', shop_items: [], page: 1, total_pages: 1, count: 0 }],
    });
    expect(await screen.findByRole('heading', { name: '冷氣清洗' })).toBeTruthy();
    expect(screen.getByText('共 1 項商品')).toBeTruthy();
    const box = screen.getByLabelText('搜尋服務商品');
    const form = box.closest('form') as HTMLFormElement;
    fireEvent.change(box, { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: '搜尋' }));
    expect(screen.getByText('請輸入搜尋文字（搜尋服務商品）')).toBeTruthy();
    fireEvent.change(box, { target: { value: '沒有' } });
    fireEvent.click(within(form).getByRole('button', { name: '搜尋' }));
    expect(await screen.findByText('找不到符合「沒有」的商品')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('search.json'))).toHaveLength(2);
  });

  it('buys one item in one step: plan, quantity, place and code, confirmed, then the order to pay', async () => {
    const item = {
      ...card(3, '冷氣清洗'),
      description: '',
      travel_preference: [],
      service_area: [],
      service_type: 'onsite',
      service_info: '',
      plans: [
        { shop_item_plan_id: 31, name: '一台', description: '', price: 1800, service_type: 'onsite' },
        { shop_item_plan_id: 32, name: '三台', description: '', price: 4800, service_type: 'onsite' },
      ],
      is_reservable: 0,
    };
    let attempt = 0;
    const api = render(
      '/fet/quick-buy?item=3',
      {
        '/api/new/v1/nshop_items/public/3.json': [200, { status: 'Success', shop_item: item }],
        '/api/new/v1/nshop_orders/add.json': () =>
          ++attempt === 1
            ? [400, { status: 'Failed', error: 0, message: '折扣碼（discount_code）已被使用完畢', fields: [{ field: 'discount_code', message: '折扣碼（discount_code）已被使用完畢' }] }]
            : [200, { status: 'Success', nshop_order: { nshop_order_id: 88 } }],
      },
      true,
    );
    const form = (await screen.findByRole('heading', { name: '冷氣清洗' })).closest('form') as HTMLFormElement;
    fireEvent.click(within(form).getByLabelText(/三台/));
    fireEvent.change(within(form).getByLabelText('數量'), { target: { value: '2' } });
    expect(screen.getByTestId('quick-buy-total').textContent).toBe('NT$9,600');
    fireEvent.click(within(form).getByRole('button', { name: '下一步：確認訂單' }));
    expect(screen.getByText('請填寫服務地址，或選擇到專家的地點。')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('服務地址'), { target: { value: '臺北市大安區復興南路一段 1 號' } });
    fireEvent.change(within(form).getByLabelText('折扣碼'), { target: { value: 'fet500' } });
    fireEvent.click(within(form).getByRole('button', { name: '下一步：確認訂單' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('訂單合計 NT$9,600');
    fireEvent.click(within(dialog).getByRole('button', { name: '送出訂單' }));
    expect(await screen.findByText('折扣碼（discount_code）已被使用完畢')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: '下一步：確認訂單' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '送出訂單' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/shop-consumer/order/88'));
    expect(api.calls.filter((c) => c.url.endsWith('/nshop_orders/add.json')).at(-1)?.body).toEqual({
      items: [{ shop_item_id: 3, shop_item_plan_id: 32, quantity: 2 }],
      at_pro_place: 0,
      address: '臺北市大安區復興南路一段 1 號',
      discount_code: 'FET500',
    });
  });

  it('asks a guest to sign in before buying', async () => {
    render('/fet/quick-buy?item=3', { '/api/new/v1/nshop_items/public/3.json': [200, { status: 'Success', shop_item: { ...card(3, '冷氣清洗'), plans: [], is_reservable: 0 } }] });
    expect(await screen.findByText('請先登入再購買')).toBeTruthy();
  });
});
