// The fet channel on a phone (390x844): the partner's user enters with a fet token, sees the
// channel's offer (added with the operators' command before the server started), searches the
// shop, opens an item in quick-buy, is refused for a wrong code on the field, buys it with the
// offer's code and sees the discounted amount due on the order with its payment choices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopOrderResponse } from '../src/domain/shop/shop-orders.contract';
import { fetToken } from '../src/server/features/partners/partners.test-support';
import { putShopItemOnSale } from './operator';
import { FET_E2E_CODE } from './partner-fet.support';
import { expectNoSidewaysScroll, openPhone, type Phone } from './phone-layout.support';
import { api, apiKey, baseUrl, createVerifiedUser, eventually, PATIENCE } from './support';

const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
const NAME = `冷氣保養${unique}`;
const PRICE = 1800;

describe('the fet channel on a phone', () => {
  let phone: Phone;
  let itemId = 0;

  beforeAll(async () => {
    const proToken = await createVerifiedUser('fet-shop', { first_name: '志明', last_name: '陳', service_category: 'leak-repair', service_city: '臺中市' });
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token: proToken });
    const category = await api<{ quote_category: { id: number } }>('/quote_categories/leak-repair.json');
    const added = await api<{ shop_item: { shop_item_id: number } }>('/new/v1/nshop_items/add.json', {
      token: proToken,
      body: {
        quote_service_id: services.json.quote_services[0]!.id,
        quote_category_id: category.json.quote_category.id,
        name: NAME,
        description: '室內機清洗與保養。',
        travel_preference: ['remote'],
        service_type: 'single',
        plans: [{ name: '一台', price: PRICE, service_type: 'single' }],
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    itemId = added.json.shop_item.shop_item_id;
    await putShopItemOnSale(itemId, proToken);
    phone = await openPhone();
  }, 120_000);
  afterAll(async () => {
    await phone?.close();
  });

  it('enters with a fet token and shows the channel with its offer', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl}/partner/fet/enter?token=${await fetToken(`e2e-fet-buyer-${Date.now()}`)}`);
    expect(new URL(page.url()).pathname).toBe('/fet');
    await eventually(() => page.locator('.partner-header').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('遠傳會員專區');
    await eventually(() => page.getByRole('link', { name: '查看優惠' }).count()).toBe(1);
    await expectNoSidewaysScroll(page, 'fet landing');

    await page.getByRole('link', { name: '查看優惠' }).click();
    await page.waitForURL(/\/fet\/discount$/, { timeout: PATIENCE });
    const offer = page.locator(`[data-offer="${FET_E2E_CODE}"]`);
    await eventually(() => offer.count()).toBe(1);
    expect(await offer.innerText()).toContain('折抵 NT$300');
    expect(await offer.innerText()).toContain('訂單滿 NT$1,000 才能使用');
    await expectNoSidewaysScroll(page, 'fet offers');
    expect(phone.errors).toEqual([]);
  });

  it('searches, buys the item in one step with the code and sees the discounted amount due', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl}/fet/search`);
    const box = page.getByLabel('搜尋服務商品');
    await box.fill(NAME);
    await box.press('Enter');
    await page.waitForURL(/\/fet\/search-result\?q=/, { timeout: PATIENCE });
    await eventually(() => page.getByRole('heading', { name: NAME }).count()).toBe(1);
    await expectNoSidewaysScroll(page, 'fet search result');

    await page.getByRole('link', { name: `快速購買：${NAME}` }).click();
    await page.waitForURL(/\/fet\/quick-buy\?item=\d+$/, { timeout: PATIENCE });
    await eventually(() => page.getByTestId('quick-buy-total').innerText()).toBe('NT$1,800');
    await page.getByLabel('到專家的地點').check();
    await page.getByLabel('折扣碼').fill('NOSUCH1');
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '送出訂單' }).click();
    await eventually(() => page.getByText('折扣碼（discount_code）不存在，請確認後再輸入').count()).toBe(1);
    await expectNoSidewaysScroll(page, 'fet quick-buy');

    await page.getByLabel('折扣碼').fill(FET_E2E_CODE.toLowerCase());
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(/\/dashboard\/shop-consumer\/order\/\d+/, { timeout: PATIENCE });
    await eventually(() => page.getByTestId('order-amount-due').innerText()).toBe('NT$1,500');
    expect(await page.getByTestId('order-discount').innerText()).toBe('-NT$300');
    expect(await page.getByTestId('order-total').innerText()).toBe('NT$1,800');
    // The existing payment page, for what is due: a convenience-store code through the ECPay sandbox.
    await eventually(() => page.getByRole('heading', { name: '立即付款' }).count()).toBe(1);
    const orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: '超商代碼繳費' }).click({ timeout: PATIENCE });
    const dialog = page.getByRole('dialog', { name: '確認付款方式' });
    await eventually(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '確認付款' }).click();
    const order = () =>
      page.evaluate(
        async ({ key, id }) => {
          const res = await fetch(`/api/new/v1/nshop_orders/view/${id}.json`, { headers: { 'X-Api-Key': key } });
          return ((await res.json()) as { nshop_order: ShopOrderResponse }).nshop_order;
        },
        { key: apiKey, id: orderId },
      );
    await eventually(async () => (await order()).payment?.state).toBe('awaiting_payment');
    expect(await order()).toMatchObject({ total: PRICE, partner_discount: 300, amount_due: 1500 });
    expect(await page.locator('.partner-header').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page, 'fet order');
    // The one refusal asked for: the wrong code's 400.
    expect(phone.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    expect(phone.errors.filter((e) => e.includes('status of 400'))).toHaveLength(1);
  });
});
