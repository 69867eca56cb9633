import { describe, expect, it } from 'vitest';
import { SHOP_ITEM_ERROR_ORDER, ShopItemError } from './shop-item-errors';
import { type ShopItemContext, validateShopItem } from './shop-item.schema';

const context: ShopItemContext = { uploads: [true], existingPhotoUrls: ['/uploads/shop-items/a.jpg'], cityIds: new Set([1]), districtCity: new Map([[10, 1]]) };
const good = {
  name: '冷氣清洗',
  description: '分離式冷氣室內機清洗',
  travel_preference: ['to_customer'],
  service_area: [{ city_id: 1, district_id: 10 }],
  service_type: 'single',
  service_info: '約 90 分鐘',
  plans: [{ name: '一台', description: '', price: 1800, service_type: 'single' }],
  photos: ['/uploads/shop-items/a.jpg', 'new:0'],
  is_quantity_limited: 1,
  remaining_quantity: 5,
  keywords: ['冷氣', '清洗'],
  is_reservable: 0,
};
const codeOf = (body: Record<string, unknown>, ctx: ShopItemContext = context) => {
  const r = validateShopItem(body, ctx);
  return r.ok ? 'ok' : r.code;
};

describe('validateShopItem', () => {
  it('accepts a whole item and keeps the photos in the order given', () => {
    const r = validateShopItem(good, context);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.photos).toEqual([{ kind: 'existing', url: '/uploads/shop-items/a.jpg' }, { kind: 'new', index: 0 }]);
      expect(r.value).toMatchObject({ is_quantity_limited: true, remaining_quantity: 5, is_reservable: false, keywords: ['冷氣', '清洗'] });
    }
  });

  const cases: [number, Record<string, unknown>, ShopItemContext?][] = [
    [ShopItemError.BadName, { name: '' }],
    [ShopItemError.BadDescription, { description: 'x'.repeat(2001) }],
    [ShopItemError.BadTravelPreference, { travel_preference: ['teleport'] }],
    [ShopItemError.BadServiceArea, { service_area: [{ city_id: 99 }] }],
    [ShopItemError.BadServiceType, { service_type: 'forever' }],
    [ShopItemError.BadServiceInfo, { service_info: 'x'.repeat(2001) }],
    [ShopItemError.BadPlan, { plans: [] }],
    [ShopItemError.PlanName, { plans: [{ name: '', price: 1, service_type: 'single' }] }],
    [ShopItemError.PlanDescription, { plans: [{ name: 'a', description: 'x'.repeat(501), price: 1, service_type: 'single' }] }],
    [ShopItemError.PlanPrice, { plans: [{ name: 'a', price: 10.5, service_type: 'single' }] }],
    [ShopItemError.PlanServiceType, { plans: [{ name: 'a', price: 10, service_type: 'x' }] }],
    [ShopItemError.PhotoError, {}, { ...context, uploads: [false] }],
    [ShopItemError.PhotoOperation, { photos: ['new:1', 'new:0'] }],
    [ShopItemError.PhotoOrder, { photos: ['new:0', 'new:0'] }],
    [ShopItemError.PhotoUrl, { photos: ['new:0', 'https://elsewhere.example/x.jpg'] }],
    [ShopItemError.QuantityFlag, { is_quantity_limited: 'maybe' }],
    [ShopItemError.RemainingQuantity, { remaining_quantity: -1 }],
    [ShopItemError.Keyword, { keywords: ['a', 'a'] }],
    [ShopItemError.ReservationFlag, { is_reservable: 2 }],
  ];
  it.each(cases)('answers %i for its field', (code, change, ctx) => {
    expect(codeOf({ ...good, ...change }, ctx)).toBe(code);
  });

  it('covers every item code but the two of a missing or foreign item', () => {
    expect(cases.map(([c]) => c)).toEqual(SHOP_ITEM_ERROR_ORDER.filter((c) => c !== ShopItemError.ItemNotFound && c !== ShopItemError.ItemNotOwned));
  });

  it('answers the first failing code in the spec order', () => {
    expect(codeOf({ ...good, name: '', is_reservable: 'x' })).toBe(ShopItemError.BadName);
    expect(codeOf({ ...good, plans: [{ name: '', price: 0, service_type: 'x' }], keywords: ['x'.repeat(21)] })).toBe(ShopItemError.PlanName);
    expect(codeOf({ ...good, keywords: 'a,a', remaining_quantity: 'x' })).toBe(ShopItemError.RemainingQuantity);
  });

  it('needs an area for a pro who travels, none otherwise', () => {
    expect(codeOf({ ...good, service_area: [] })).toBe(ShopItemError.BadServiceArea);
    expect(codeOf({ ...good, travel_preference: ['remote'], service_area: [] })).toBe('ok');
    expect(codeOf({ ...good, service_area: [{ city_id: 1, district_id: 11 }] })).toBe(ShopItemError.BadServiceArea);
  });

  it('takes at most ten photos, and keeps the existing then the new ones when no order is given', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `new:${i}`);
    expect(codeOf({ ...good, photos: eleven }, { ...context, uploads: eleven.map(() => true) })).toBe(ShopItemError.PhotoError);
    const r = validateShopItem({ ...good, photos: undefined }, context);
    expect(r.ok && r.value.photos).toEqual([{ kind: 'existing', url: '/uploads/shop-items/a.jpg' }, { kind: 'new', index: 0 }]);
  });

  it('reads form fields: numbered plans, flags and prices as text, keywords split by commas', () => {
    const form = { ...good, plans: { 1: { name: 'b', price: '200', service_type: 'package' }, 0: { name: 'a', price: '100', service_type: 'single' } }, is_quantity_limited: '0', remaining_quantity: '', keywords: '冷氣, 清洗', is_reservable: '1', photos: undefined };
    const r = validateShopItem(form, context);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.plans.map((p) => [p.name, p.price])).toEqual([['a', 100], ['b', 200]]);
      expect(r.value).toMatchObject({ is_quantity_limited: false, remaining_quantity: null, keywords: ['冷氣', '清洗'], is_reservable: true });
    }
  });
});
