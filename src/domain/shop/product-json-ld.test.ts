import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';
import type { PublicShopItem } from './shop-public.contract';

const item: PublicShopItem = {
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
  description: '拆洗殺菌',
  travel_preference: ['to_customer'],
  service_area: [],
  service_type: 'single',
  service_info: '',
  plans: [
    { shop_item_plan_id: 1, name: '一台', description: '', price: 1800, service_type: 'single' },
    { shop_item_plan_id: 2, name: '三台', description: '', price: 4800, service_type: 'package' },
  ],
  photos: [{ url: '/uploads/a.jpg', thumb_url: '/uploads/a-t.jpg', width: 800, height: 600 }],
  is_quantity_limited: 1,
  remaining_quantity: 0,
  keywords: [],
  is_reservable: 0,
  category: { id: 3, name: '冷氣清洗', slug: 'aircon-cleaning' },
};

describe('productJsonLd', () => {
  it('offers each plan in TWD, sold out when no stock is left, sold by the pro, with no rating without reviews', () => {
    const ld = productJsonLd(item, 'https://example.tw', '/product/7');
    expect(ld).toMatchObject({ '@type': 'Product', name: '冷氣清洗', image: ['https://example.tw/uploads/a.jpg'], url: 'https://example.tw/product/7' });
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: 1800, priceCurrency: 'TWD', availability: 'https://schema.org/SoldOut', seller: expect.objectContaining({ name: '好冷氣', url: 'https://example.tw/service/12' }) }),
      expect.objectContaining({ price: 4800, priceCurrency: 'TWD' }),
    ]);
    expect(ld.aggregateRating).toBeUndefined();
    const inStock = productJsonLd({ ...item, is_quantity_limited: 0, remaining_quantity: null }, 'https://example.tw', '/product/7');
    expect((inStock.offers as { availability: string }[])[0]?.availability).toBe('https://schema.org/InStock');
  });
});
