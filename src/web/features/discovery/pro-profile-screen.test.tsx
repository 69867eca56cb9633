// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProProfileResponse } from '../../../domain/discovery/discovery.types';
import type { ShopItemCard } from '../../../domain/shop/shop-public.contract';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeApi } from '../../test/fake-api';
import { preloaded, proProfile } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

const profile = proProfile({ shop_rating: 4.8, shop_rating_count: 12 });

const card: ShopItemCard = {
  shop_item_id: 7,
  slug: '7-冷氣清洗',
  name: '冷氣清洗',
  quote_category_id: 3,
  photo: null,
  price_from: 1800,
  is_available: 1,
  rating: 4.8,
  review_count: 12,
  pro: { quote_service_id: 12, title: '好冷氣', name: '王小明', avatar_url: null, rating: 4.2, review_count: 5 },
  created: '2026-11-01 10:00:00',
};

async function renderProfile(shown: ProProfileResponse, items: ShopItemCard[] = [card]) {
  const base = preloaded();
  const store = createAppStore(
    { ...base, discovery: { lists: {}, profiles: { '12:1': shown }, figures: null }, category: { ...base.category, serviceShopItems: { 12: items } } },
    { fetchFn: fakeApi({}).fn },
  );
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/service/12' });
  await screen.findByRole('heading', { level: 1, name: '好冷氣' }, { timeout: 5000 });
}

describe('the pro profile screen', () => {
  it('shows the shop rating (average and count) in the shop items section, apart from the quote reviews rating', async () => {
    await renderProfile(profile);
    const shop = screen.getByRole('region', { name: '套裝服務' });
    expect(within(shop).getByText('商店評價 ★ 4.8（12 則）')).toBeTruthy();
    // Only there: the header keeps the quote reviews' rating.
    expect(screen.getAllByText(/商店評價/)).toHaveLength(1);
    const header = document.querySelector('.rating-line__value');
    expect(header?.textContent).toBe('4.2');
    expect(shop.contains(header)).toBe(false);
  });

  it('shows no shop rating without shop reviews, nor without items on sale', async () => {
    await renderProfile({ ...profile, shop_rating: null, shop_rating_count: 0 });
    expect(screen.getByRole('region', { name: '套裝服務' })).toBeTruthy();
    expect(screen.queryByText(/商店評價/)).toBeNull();
    cleanup();
    await renderProfile(profile, []);
    expect(screen.queryByRole('region', { name: '套裝服務' })).toBeNull();
    expect(screen.queryByText(/商店評價/)).toBeNull();
  });
});
