// The pro's calendar at 390×844 with a shop order's reserved slot: a consumer orders a reservable
// item for a free slot, and the pro's week draws it on its day (its own colour, the item's and the
// buyer's names), whole on the screen, linking to the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mondayOf } from '../src/domain/calendar';
import type { ShopOrderResponse } from '../src/domain/shop/shop-orders.contract';
import type { ShopSlotsResponse } from '../src/domain/shop/shop-reservation';
import { taipeiDateKey } from '../src/domain/time';
import { putShopItemOnSale } from './operator';
import { expectNoSidewaysScroll, openPhone, type Phone, placeOf, signIn, WIDTH } from './phone-layout.support';
import { api, baseUrl, createVerifiedUser, eventually, PATIENCE } from './support';

// A long name no other test's item shares: it has to wrap on the phone.
const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
const NAME = `浴室防水層檢測與局部修補含內視鏡影像紀錄${unique}`;

describe('a shop reservation on the pro’s calendar at 390×844', () => {
  let pro: Phone;
  let serviceId: number;
  let order: ShopOrderResponse;

  beforeAll(async () => {
    const proToken = await createVerifiedUser('calendar-shop', { first_name: '建志', last_name: '黃', service_category: 'leak-repair', service_city: '屏東縣' });
    const consumerToken = await createVerifiedUser('calendar-shop', { first_name: '雅婷', last_name: '蔡' });
    const services = await api<{ quote_services: { id: number }[] }>('/calendar/index.json', { token: proToken });
    serviceId = services.json.quote_services[0]!.id;
    // Open every day's morning and afternoon.
    const daySlots = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, [2, 3]]));
    expect((await api(`/business_hours/edit/${serviceId}.json`, { token: proToken, body: { day_slots: daySlots } })).status).toBe(200);
    const category = await api<{ quote_category: { id: number } }>('/quote_categories/leak-repair.json');
    const added = await api<{ shop_item: { shop_item_id: number; plans: { shop_item_plan_id: number }[] } }>('/new/v1/nshop_items/add.json', {
      token: proToken,
      body: {
        quote_service_id: serviceId,
        quote_category_id: category.json.quote_category.id,
        name: NAME,
        description: '到府檢測浴室防水層，附影像紀錄。',
        travel_preference: ['remote'],
        service_type: 'single',
        is_reservable: 1,
        plans: [{ name: '一間浴室', price: 3200, service_type: 'single' }],
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const itemId = added.json.shop_item.shop_item_id;
    await putShopItemOnSale(itemId, proToken);
    const slots = await api<ShopSlotsResponse>(`/new/v1/nshop_items/slots/${itemId}.json?days=7`);
    const slot = slots.json.slots[0];
    if (!slot) throw new Error(`no free slot: ${JSON.stringify(slots.json)}`);
    const placed = await api<{ nshop_order: ShopOrderResponse }>('/new/v1/nshop_orders/add.json', {
      token: consumerToken,
      body: { items: [{ shop_item_id: itemId, shop_item_plan_id: added.json.shop_item.plans[0]!.shop_item_plan_id }], at_pro_place: 1, reservation_begin: slot.begin_time },
    });
    expect(placed.status, JSON.stringify(placed.json)).toBe(200);
    order = placed.json.nshop_order;
    pro = await openPhone();
    await signIn(pro, proToken, 'pro');
  }, 120_000);
  afterAll(async () => {
    await pro?.close();
  });

  it('draws it on its day, whole on the screen, and opens the order', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/calendar/${serviceId}`);
    await eventually(() => page.getByRole('heading', { name: '營業時間' }).count()).toBe(1);
    const date = order.reservation!.date;
    if (mondayOf(date) !== mondayOf(taipeiDateKey(new Date()))) await page.getByRole('button', { name: '下一週' }).click();
    const item = page.locator('.cal-item--shop').filter({ hasText: NAME });
    await eventually(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain('蔡雅婷');
    await expectNoSidewaysScroll(page, 'calendar with a shop reservation');
    const link = item.getByRole('link');
    const place = await placeOf(link);
    expect(place.left).toBeGreaterThanOrEqual(0);
    expect(place.right).toBeLessThanOrEqual(WIDTH);
    expect(place.tappable).toBe(true);
    // The long name wraps inside the item rather than running off it.
    expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await link.click();
    await page.waitForURL(new RegExp(`/dashboard/shop/order/${order.nshop_order_id}$`), { timeout: PATIENCE });
    expect(pro.errors).toEqual([]);
  });
});
