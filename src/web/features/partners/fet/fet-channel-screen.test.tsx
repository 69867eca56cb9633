// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopItemCard } from '../../../../domain/shop/shop-public.contract';
import { matchAppRoute } from '../../../routes/route-table';
import { createAppStore } from '../../../store';
import { type Handler, fakeApi } from '../../../test/fake-api';
import { preloaded } from '../../../test/fixtures';
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

function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ '/api/partner/shell.json': [200, { status: 'Success', partner: null }], ...table });
  const store = createAppStore(preloaded(), { fetchFn: api.fn });
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
});
