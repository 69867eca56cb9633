// The ibon channel on a phone (390x844): the partner's user enters with an ibon token (the ibon
// shell shows and he is signed in), orders a shop item inside the channel and pays it by a
// convenience-store code (the ECPay sandbox the shop tests use), then finds the order with its
// store payment code in 我的 ibon 訂單 and opens it. The shared server runs with the test partners.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { IbonOrdersPage } from '../src/domain/partners/ibon-orders.contract';
import type { ShopOrderResponse } from '../src/domain/shop/shop-orders.contract';
import { ibonKeyOf, ibonToken } from '../src/server/features/partners/partners.test-support';
import { putShopItemOnSale } from './operator';
import { expectNoSidewaysScroll, openPhone, type Phone } from './phone-layout.support';
import { api, apiKey, baseUrl, createVerifiedUser, eventually, PATIENCE } from './support';

const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
const NAME = `水管檢修${unique}`;
const PRICE = 1800;

describe('the ibon channel on a phone', () => {
  let phone: Phone;
  let itemId = 0;
  let planId = 0;
  let orderId = 0;
  let code = '';

  beforeAll(async () => {
    const proToken = await createVerifiedUser('ibon-shop', { first_name: '志明', last_name: '陳', service_category: 'leak-repair', service_city: '臺中市' });
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token: proToken });
    const category = await api<{ quote_category: { id: number } }>('/quote_categories/leak-repair.json');
    const added = await api<{ shop_item: { shop_item_id: number; plans: { shop_item_plan_id: number }[] } }>('/new/v1/nshop_items/add.json', {
      token: proToken,
      body: {
        quote_service_id: services.json.quote_services[0]!.id,
        quote_category_id: category.json.quote_category.id,
        name: NAME,
        description: '檢查漏水與更換水管接頭。',
        travel_preference: ['remote'],
        service_type: 'single',
        plans: [{ name: '一處', price: PRICE, service_type: 'single' }],
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    itemId = added.json.shop_item.shop_item_id;
    planId = added.json.shop_item.plans[0]!.shop_item_plan_id;
    await putShopItemOnSale(itemId, proToken);
    phone = await openPhone();
  }, 120_000);
  afterAll(async () => {
    await phone?.close();
  });

  it('enters with an ibon token: the ibon shell and landing show, and the user is signed in', async () => {
    const { page } = phone;
    const token = await ibonToken(await ibonKeyOf(inject('ibonKeyPem')), `e2e-ibon-${Date.now()}`);
    await page.goto(`${baseUrl}/partner/ibon/enter?token=${token}`);
    expect(new URL(page.url()).pathname).toBe('/ibon-app');
    const header = page.locator('.partner-header[data-partner="ibon"]');
    await eventually(() => header.isVisible()).toBe(true);
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('ibon App 專區');
    expect(await page.getByRole('heading', { name: '到超商付款怎麼做' }).count()).toBe(1);
    await expectNoSidewaysScroll(page, 'ibon landing');

    // Signed in: its orders open without the sign-in page, empty so far.
    await page.getByRole('link', { name: '查看我的 ibon 訂單' }).click();
    await page.waitForURL(/\/dashboard\/ibon-orders$/, { timeout: PATIENCE });
    await eventually(() => page.getByText('還沒有透過 ibon 成立的訂單').count()).toBe(1);
    expect(await page.locator('.partner-header').isVisible()).toBe(true);
    expect(phone.errors).toEqual([]);
  });

  it('orders a shop item inside the channel and pays it by a convenience-store code', async () => {
    const { page } = phone;
    // The order is placed by the page's own session, the one signed in through ibon.
    orderId = await page.evaluate(
      async ({ key, item, plan }) => {
        const res = await fetch('/api/new/v1/nshop_orders/add.json', {
          method: 'POST',
          headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
          body: JSON.stringify({ items: [{ shop_item_id: item, shop_item_plan_id: plan }], at_pro_place: 1 }),
        });
        const body = (await res.json()) as { nshop_order?: { nshop_order_id: number } };
        return body.nshop_order?.nshop_order_id ?? 0;
      },
      { key: apiKey, item: itemId, plan: planId },
    );
    expect(orderId).toBeGreaterThan(0);
    await page.goto(`${baseUrl}/dashboard/shop-consumer/order/${orderId}`);
    await page.getByRole('button', { name: '超商代碼繳費' }).click({ timeout: PATIENCE });
    const dialog = page.getByRole('dialog', { name: '確認付款方式' });
    await eventually(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '確認付款' }).click();
    const order = async () =>
      page.evaluate(
        async ({ key, id }) => {
          const res = await fetch(`/api/new/v1/nshop_orders/view/${id}.json`, { headers: { 'X-Api-Key': key } });
          return ((await res.json()) as { nshop_order: ShopOrderResponse }).nshop_order;
        },
        { key: apiKey, id: orderId },
      );
    await eventually(async () => (await order()).payment?.state).toBe('awaiting_payment');
    // The code comes with ECPay's payment information (its PaymentInfoURL call), just after.
    const listed = () =>
      page.evaluate(async (key) => {
        const res = await fetch('/api/ibon_orders/index/page:1.json', { headers: { 'X-Api-Key': key } });
        return (await res.json()) as IbonOrdersPage;
      }, apiKey);
    await eventually(async () => (await listed()).ibon_orders[0]?.payment_code ?? '').not.toBe('');
    const first = await listed();
    expect(first.count).toBe(1);
    code = first.ibon_orders[0]!.payment_code!;
    expect(phone.errors).toEqual([]);
  });

  it('shows the order in 我的 ibon 訂單 with its store payment code, and opens it', async () => {
    expect(code).not.toBe('');
    const { page } = phone;
    await page.goto(`${baseUrl}/dashboard/ibon-orders`);
    const row = page.locator('.ibon-order-row');
    await eventually(() => row.count()).toBe(1);
    expect(await row.getByTestId('ibon-payment-code').innerText()).toBe(code);
    expect(await row.innerText()).toContain('付款：付款處理中');
    expect(await row.innerText()).toContain('訂單：待付款');
    expect(await row.innerText()).toContain('繳費期限');
    await expectNoSidewaysScroll(page, 'ibon orders');

    await row.getByRole('link').click();
    await page.waitForURL(/\/dashboard\/ibon-order\/\d+$/, { timeout: PATIENCE });
    await eventually(() => page.getByTestId('ibon-payment-code').innerText()).toBe(code);
    expect(await page.getByText(`NT$${PRICE.toLocaleString('en-US')}`).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: '查看訂單頁' }).getAttribute('href')).toBe(`/dashboard/shop-consumer/order/${orderId}`);
    expect(await page.locator('.partner-header').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page, 'ibon order');
    expect(phone.errors).toEqual([]);
  });
});
