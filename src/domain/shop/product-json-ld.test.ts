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
  reviews: [],
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

  it('adds the rating and each review when the item has reviews', () => {
    const review = {
      nshop_feedback_id: 1,
      nshop_order_id: 2,
      nshop_order_item_id: 3,
      shop_item_id: 7,
      item_name: '冷氣清洗',
      plan_name: '一台',
      score: 4,
      feedback: '很乾淨',
      attachments: [],
      reviewer_name: '王＊＊',
      comment: null,
      commented_at: null,
      created: '2026-11-20 03:00:00',
    };
    const ld = productJsonLd({ ...item, rating: 4, review_count: 1, reviews: [review, { ...review, nshop_feedback_id: 2, feedback: '' }] }, 'https://example.tw', '/product/7');
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      { '@type': 'Review', author: { '@type': 'Person', name: '王＊＊' }, datePublished: '2026-11-20', reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 }, reviewBody: '很乾淨' },
      expect.not.objectContaining({ reviewBody: expect.anything() }),
    ]);
  });
});
