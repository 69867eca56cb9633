// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicShopItem, ShopItemCard } from '../../../domain/shop/shop-public.contract';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { byMethod, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

const card: ShopItemCard = {
  shop_item_id: 7,
  slug: '7-冷氣清洗',
  name: '冷氣清洗',
  quote_category_id: 3,
  photo: { url: '/uploads/a.jpg', thumb_url: '/uploads/a-t.jpg', width: 800, height: 600 },
  price_from: 1800,
  is_available: 1,
  rating: null,
  review_count: 0,
  pro: { quote_service_id: 12, title: '好冷氣', name: '王小明', avatar_url: null, rating: 4.8, review_count: 9 },
  created: '2026-11-01 10:00:00',
};

const item: PublicShopItem = {
  ...card,
  description: '拆洗殺菌',
  travel_preference: ['to_customer'],
  service_area: [],
  service_type: 'single',
  service_info: '每台約 90 分鐘',
  plans: [
    { shop_item_plan_id: 1, name: '一台', description: '一台室內機', price: 1800, service_type: 'single' },
    { shop_item_plan_id: 2, name: '三台', description: '', price: 4800, service_type: 'package' },
  ],
  photos: [
    { url: '/uploads/a.jpg', thumb_url: '/uploads/a-t.jpg', width: 800, height: 600 },
    { url: '/uploads/b.jpg', thumb_url: '/uploads/b-t.jpg', width: 800, height: 600 },
  ],
  is_quantity_limited: 1,
  remaining_quantity: 5,
  keywords: ['冷氣'],
  is_reservable: 0,
  category: { id: 3, name: '冷氣清洗', slug: 'aircon-cleaning' },
  reviews: [],
};

const ADD = 'POST /new/v1/nshop_carts/add.json';
const STATUS = 'GET /new/v1/nshop_favorites/status/7.json';
const FAVORITE = 'POST /new/v1/nshop_favorites/add/7.json';

async function renderProduct(path: string, table: Record<string, Handler>, signedIn: boolean) {
  const api = fakeApi(table, byMethod);
  const base = preloaded(signedIn ? { user: { me } } : {});
  const store = createAppStore({ ...base, category: { ...base.category, shopProducts: { [path.split('/')[2] ?? '']: item } } }, { fetchFn: api.fn });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await screen.findByRole('heading', { level: 1, name: '冷氣清洗' }, { timeout: 5000 });
  return api;
}

describe('the product page', () => {
  it('shows the photos, plans and the pro; the amount preselects the quantity, bounded by the stock; the total follows', async () => {
    await renderProduct('/product/7-冷氣清洗/9', {}, false);
    const quantity = screen.getByLabelText('數量') as HTMLInputElement;
    // 9 asked, 5 left.
    expect(quantity.value).toBe('5');
    expect(screen.getByText('剩 5 份')).toBeTruthy();
    expect(screen.getByText('NT$9,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /三台/ }));
    expect(screen.getByText('NT$24,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '減少一份' }));
    expect(quantity.value).toBe('4');
    expect(screen.getByText('NT$19,200')).toBeTruthy();
    expect((screen.getByRole('button', { name: '增加一份' }) as HTMLButtonElement).disabled).toBe(false);
    const images = screen.getAllByRole('img').filter((img) => img.getAttribute('src')?.startsWith('/uploads/'));
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['冷氣清洗（第 1 張，共 2 張）', '冷氣清洗（第 2 張，共 2 張）']);
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('link', { name: '好冷氣' }).getAttribute('href')).toBe('/service/12');
  });

  it('sends a guest who adds to the cart or favourites to login and back', async () => {
    const api = await renderProduct('/product/7-aircon', {}, false);
    const back = `/login?from=${encodeURIComponent('/product/7-aircon')}`;
    expect(screen.getByRole('link', { name: '加入購物車' }).getAttribute('href')).toBe(back);
    expect(screen.getByRole('link', { name: /收藏/ }).getAttribute('href')).toBe(back);
    expect(api.calls).toEqual([]);
  });

  it('puts the chosen plan and quantity in the cart, and favourites the item', async () => {
    const api = await renderProduct('/product/7-冷氣清洗/2', { [ADD]: [200, { status: 'Success', nshop_carts: [], cartCount: 1 }], [STATUS]: [200, { status: 'Success', shop_item_id: 7, is_favorite: 0 }], [FAVORITE]: [200, { status: 'Success', shop_item_id: 7, is_favorite: 1 }] }, true);
    fireEvent.click(screen.getByRole('radio', { name: /三台/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加入購物車' }));
    });
    expect(api.calls.filter((c) => c.key === ADD).map((c) => c.body)).toEqual([{ shop_item_id: 7, shop_item_plan_id: 2, quantity: 2 }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /收藏/ }));
    });
    expect(api.calls.some((c) => c.key === FAVORITE)).toBe(true);
    expect(screen.getByRole('button', { name: /取消收藏/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the new cart count at once after adding, without a reload', async () => {
    const api = fakeApi({ [ADD]: [200, { status: 'Success', nshop_carts: [], cartCount: 3 }], [STATUS]: [200, { status: 'Success', shop_item_id: 7, is_favorite: 0 }] }, byMethod);
    const base = preloaded({ user: { me } });
    const store = createAppStore({ ...base, category: { ...base.category, shopProducts: { '7-aircon': item } } }, { fetchFn: api.fn, proMode: false });
    renderWithApp(<RouteView initialStatus={200} />, { store, path: '/product/7-aircon' });
    await screen.findByRole('heading', { level: 1, name: '冷氣清洗' }, { timeout: 5000 });
    expect(store.getState().user.cartCount).toBe(0);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '加入購物車' }));
    });
    expect(store.getState().user.cartCount).toBe(3);
  });
});

describe('the favourites screen', () => {
  const PAGE1 = 'GET /new/v1/nshop_favorites/index/page:1.json';
  const PAGE2 = 'GET /new/v1/nshop_favorites/index/page:2.json';

  async function renderFavorites(table: Record<string, Handler>) {
    const api = fakeApi(table, byMethod);
    const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
    renderWithApp(<RouteView initialStatus={200} />, { store, path: '/dashboard/shop-consumer/favorite' });
    await screen.findByRole('heading', { level: 1, name: '收藏的商品' }, { timeout: 5000 });
    return api;
  }

  it('lists the favourites 6 a page, marks one no longer sold, and pages on', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ shop_item: { ...card, shop_item_id: 10 + i, slug: `${10 + i}-x`, name: `商品${i}` }, is_on_sale: i === 0 ? 0 : 1, created: '2026-11-01 10:00:00' }));
    const api = await renderFavorites({
      [PAGE1]: [200, { status: 'Success', shop_favorites: rows, page: 1, total_pages: 2, count: 7 }],
      [PAGE2]: [200, { status: 'Success', shop_favorites: [{ shop_item: card, is_on_sale: 1, created: '2026-11-01 10:00:00' }], page: 2, total_pages: 2, count: 7 }],
    });
    const list = await screen.findByRole('list', { name: '收藏的商品' });
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(list).getByText('這個商品目前沒有販售')).toBeTruthy();
    // An item no longer sold has no product page: no link to it.
    expect(within(list).getByRole('heading', { level: 3, name: '商品0' }).closest('a')).toBeNull();
    expect(within(list).getByRole('heading', { level: 3, name: '商品1' }).closest('a')?.getAttribute('href')).toBe('/product/11-x');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '第 2 頁' }));
    });
    await screen.findByRole('heading', { level: 3, name: '冷氣清洗' });
    expect(api.calls.some((c) => c.key === PAGE2)).toBe(true);
  });

  it('says so when there are none', async () => {
    await renderFavorites({ [PAGE1]: [200, { status: 'Success', shop_favorites: [], page: 1, total_pages: 1, count: 0 }] });
    expect(await screen.findByRole('heading', { name: '還沒有收藏的商品' })).toBeTruthy();
  });
});
