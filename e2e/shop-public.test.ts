// The shop's public side at 390×844 against the real server: a pro's item, approved in the
// console and published, is found by a guest on its category page and opened on its product page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPhone, type Phone } from './phone-layout.support';
import { api, baseUrl, createVerifiedUser, eventually, PATIENCE } from './support';
import { asOperator } from './operator';

// A name no other test's item shares.
const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
const NAME = `抓漏檢測${unique}`;

/** The console operator signs in and approves it. */
async function approveAsOperator(itemId: number): Promise<void> {
  await asOperator(`shop_items/approve/${itemId}.json`);
}

describe('a guest finds a shop item at 390×844', () => {
  let guest: Phone;
  let itemId: number;
  beforeAll(async () => {
    const token = await createVerifiedUser('shop-public', { first_name: '志明', last_name: '陳', service_category: 'leak-repair', service_city: '花蓮縣' });
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token });
    const category = await api<{ quote_category: { id: number } }>('/quote_categories/leak-repair.json');
    const added = await api<{ shop_item: { shop_item_id: number } }>('/new/v1/nshop_items/add.json', {
      token,
      body: {
        quote_service_id: services.json.quote_services[0]?.id,
        quote_category_id: category.json.quote_category.id,
        name: NAME,
        description: '紅外線熱像儀檢測漏水位置，附檢測報告。',
        travel_preference: ['remote'],
        service_type: 'single',
        plans: [
          { name: '一處', price: 2500, service_type: 'single' },
          { name: '全室', price: 6800, service_type: 'package' },
        ],
        is_quantity_limited: 1,
        remaining_quantity: 3,
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    itemId = added.json.shop_item.shop_item_id;
    expect((await api(`/new/v1/nshop_items/change_status/apply_review/${itemId}.json`, { token, body: {} })).status).toBe(200);
    await approveAsOperator(itemId);
    expect((await api(`/new/v1/nshop_items/change_status/publish/${itemId}.json`, { token, body: {} })).status).toBe(200);
    guest = await openPhone();
  });
  afterAll(() => guest?.close());

  it('opens the product page from the category page and chooses a plan and a quantity', async () => {
    const { page } = guest;
    await page.goto(`${baseUrl}/category/leak-repair`);
    const card = page.getByRole('link', { name: NAME });
    await card.scrollIntoViewIfNeeded({ timeout: PATIENCE });
    await card.click();
    await page.waitForURL(new RegExp(`/product/${itemId}-`), { timeout: PATIENCE });
    await eventually(() => page.locator('h1').textContent()).toBe(NAME);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"@type":"Product"') && text.includes('"priceCurrency":"TWD"'))).toBe(true);
    await page.getByRole('radio', { name: /全室/ }).check();
    await page.getByRole('button', { name: '增加一份' }).click();
    await eventually(() => page.locator('.buy-box__total strong').textContent()).toBe('NT$13,600');
    // A guest is asked to sign in before the cart, and comes back here.
    expect(await page.getByRole('link', { name: '加入購物車' }).getAttribute('href')).toMatch(/^\/login\?from=%2Fproduct%2F/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(guest.errors).toEqual([]);
  });
});
