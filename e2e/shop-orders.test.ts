// A shop order from the cart to its end, at 390×844 against the real server: a consumer puts a
// plan of an item on sale in the cart, checks out, pays by the sandbox card; the pro confirms and
// applies for completion, the consumer completes, and both sides see 已完成. Then a second order,
// paid, is cancelled on the consumer's application with the pro's consent: 已取消.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyPaymentFee } from '../src/domain/safety-payments/fees';
import type { ShopItemFeedbacksPage } from '../src/domain/shop/shop-feedbacks.contract';
import type { ShopOrderResponse } from '../src/domain/shop/shop-orders.contract';
import type { TrustFundPage } from '../src/domain/trust-fund/trust-fund.contract';
import { expectNoSidewaysScroll, openPhone, PIXEL, type Phone, signIn } from './phone-layout.support';
import { api, baseUrl, createVerifiedUser, eventually, PATIENCE } from './support';
import { asOperator } from './operator';

// A name no other test's item shares.
const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
const NAME = `管線檢測${unique}`;
const PRICE = 2600;
/** The safety-payment fee the test server charges (e2e/global-setup.ts), taken from the released amount. */
const FEE = { percent: 2.5, min: 0 };
const twd = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** The console operator signs in and approves it. */
async function approveAsOperator(itemId: number): Promise<void> {
  await asOperator(`shop_items/approve/${itemId}.json`);
}

/** Pays the order on screen with a new sandbox card, after the payment's confirmation. */
async function payByCard(page: Page): Promise<void> {
  await page.getByRole('button', { name: '使用新的信用卡付款' }).click();
  await page.getByLabel('卡號').fill('4242424242424242');
  await page.getByLabel('有效期限（MM/YY）').fill('12/30');
  await page.getByLabel('安全碼').fill('123');
  await page.getByRole('button', { name: '下一步：確認付款' }).click();
  const dialog = page.getByRole('dialog', { name: '確認付款方式' });
  await eventually(() => dialog.count()).toBe(1);
  await dialog.getByRole('button', { name: '確認付款' }).click();
}

/** Runs one status change on the order screen: the button, then its dialog's confirmation. */
async function act(page: Page, action: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await eventually(() => dialog.count()).toBe(1);
  await dialog.getByRole('button', { name: `確定${action}` }).click();
  await eventually(() => dialog.count()).toBe(0);
}

const statusOf = (page: Page) => page.getByTestId('order-status').innerText();

describe('a shop order from the cart to completion, and one cancelled, at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let consumerToken: string;
  let proToken: string;
  let itemId: number;
  let planId: number;
  let orderId = 0;

  const viewAs = async (token: string, id: number) => (await api<{ nshop_order: ShopOrderResponse }>(`/new/v1/nshop_orders/view/${id}.json`, { token })).json.nshop_order;

  beforeAll(async () => {
    proToken = await createVerifiedUser('shop-orders', { first_name: '建宏', last_name: '林', service_category: 'leak-repair', service_city: '臺東縣' });
    consumerToken = await createVerifiedUser('shop-orders', { first_name: '淑芬', last_name: '吳' });
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token: proToken });
    const category = await api<{ quote_category: { id: number } }>('/quote_categories/leak-repair.json');
    const added = await api<{ shop_item: { shop_item_id: number; plans: { shop_item_plan_id: number; name: string }[] } }>('/new/v1/nshop_items/add.json', {
      token: proToken,
      body: {
        quote_service_id: services.json.quote_services[0]?.id,
        quote_category_id: category.json.quote_category.id,
        name: NAME,
        description: '內視鏡檢查排水管線，附影像紀錄。',
        travel_preference: ['remote'],
        service_type: 'single',
        plans: [
          { name: '一處', price: PRICE, service_type: 'single' },
          { name: '全室', price: 7200, service_type: 'package' },
        ],
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    itemId = added.json.shop_item.shop_item_id;
    planId = added.json.shop_item.plans.find((p) => p.name === '一處')!.shop_item_plan_id;
    expect((await api(`/new/v1/nshop_items/change_status/apply_review/${itemId}.json`, { token: proToken, body: {} })).status).toBe(200);
    await approveAsOperator(itemId);
    expect((await api(`/new/v1/nshop_items/change_status/publish/${itemId}.json`, { token: proToken, body: {} })).status).toBe(200);
    [consumer, pro] = await Promise.all([openPhone(), openPhone()]);
    await signIn(consumer, consumerToken, 'consumer');
    // Public pages ask who is signed in only when the browser holds the hint beside the session.
    await consumer.context.addCookies([{ name: 'signed_in', value: '1', url: baseUrl }]);
    await signIn(pro, proToken, 'pro');
  }, 120_000);
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close()]);
  });

  it('the consumer adds a plan to the cart and the cart count shows at once', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/product/${itemId}`);
    await eventually(() => page.locator('h1').textContent()).toBe(NAME);
    await page.getByRole('radio', { name: /一處/ }).check();
    await page.getByRole('button', { name: '加入購物車' }).click();
    await eventually(() => page.getByText('已加入購物車。').count()).toBeGreaterThan(0);
    // No reload: the header's menu has the cart with its count.
    await page.locator('.user-menu__button').click();
    await page.getByRole('link', { name: '購物車（1 項）' }).click();
    await page.waitForURL(/\/dashboard\/shop-consumer\/cart$/, { timeout: PATIENCE });
    await eventually(() => page.getByText(NAME).count()).toBe(1);
    await expectNoSidewaysScroll(page, 'cart');
  });

  it('checks out with an address after confirming the total, and pays by the sandbox card', async () => {
    const { page } = consumer;
    await page.getByRole('link', { name: '結帳' }).click();
    await page.waitForURL(/\/dashboard\/shop-consumer\/checkout\/\d+$/, { timeout: PATIENCE });
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    await eventually(() => page.getByText('請填寫服務地址，或選擇到專家的地點。').count()).toBe(1);
    await page.getByLabel('服務地址').fill('臺東縣臺東市中華路一段 100 號');
    await page.getByLabel('備註').fill('請於平日下午來');
    await expectNoSidewaysScroll(page, 'checkout');
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    const dialog = page.getByRole('dialog', { name: '確認訂單' });
    await eventually(() => dialog.innerText()).toContain(`NT$${PRICE.toLocaleString('en-US')}`);
    await dialog.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(/\/dashboard\/shop-consumer\/order\/\d+/, { timeout: PATIENCE });
    orderId = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
    await eventually(() => statusOf(page)).toBe('待付款');
    await expectNoSidewaysScroll(page, 'order to pay');
    await payByCard(page);
    await eventually(() => statusOf(page)).toBe('待專家確認');
    expect(await viewAs(consumerToken, orderId)).toMatchObject({ status: 2, total: PRICE, address: '臺東縣臺東市中華路一段 100 號', note: '請於平日下午來', payment: { state: 'held' } });
  });

  it('the pro confirms the order and applies for completion; the consumer completes it', async () => {
    expect(orderId).toBeGreaterThan(0);
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/shop/orders`);
    await page.getByRole('link', { name: new RegExp(`訂單 #${orderId}`) }).click();
    await page.waitForURL(new RegExp(`/dashboard/shop/order/${orderId}$`), { timeout: PATIENCE });
    await eventually(() => statusOf(page)).toBe('待專家確認');
    await expectNoSidewaysScroll(page, "pro's order");
    await act(page, '確認訂單');
    await eventually(() => statusOf(page)).toBe('進行中');
    await act(page, '申請完成');
    await eventually(() => page.getByText('您已申請完成，等待客戶確認。', { exact: false }).count()).toBe(1);

    const buyer = consumer.page;
    await buyer.goto(`${baseUrl}/dashboard/shop-consumer/order/${orderId}`);
    await eventually(() => buyer.getByText('專家已申請完成，請確認', { exact: false }).count()).toBe(1);
    await act(buyer, '確認完成');
    await eventually(() => statusOf(buyer)).toBe('已完成');
    await page.reload();
    await eventually(() => statusOf(page)).toBe('已完成');
    expect((await viewAs(proToken, orderId)).payment?.state).toBe('released');
    expect(consumer.errors).toEqual([]);
  });

  it('the two sides write to each other on the order, the consumer reviews it, the pro replies, and the money reaches the pro', async () => {
    expect(orderId).toBeGreaterThan(0);
    const buyer = consumer.page;
    const { page } = pro;
    // Messages: the consumer writes; the pro's open order screen shows it without a reload.
    await page.goto(`${baseUrl}/dashboard/shop/order/${orderId}`);
    await eventually(() => page.getByText('還沒有訊息').count()).toBe(1);
    const chat = buyer.getByRole('region', { name: '與專家的訊息' });
    await chat.getByRole('textbox', { name: '訊息' }).fill('謝謝師傅，排水順暢多了！');
    // With a photo: the pro sees it as a thumbnail linking to the file, and both screens fit the phone.
    await chat.getByLabel('附加檔案（最多 5 個，圖片或 PDF）').setInputFiles({ name: '排水口.png', mimeType: 'image/png', buffer: PIXEL });
    await expectNoSidewaysScroll(buyer, 'order chat with a chosen file');
    await chat.getByRole('button', { name: '送出', exact: true }).click();
    await eventually(() => page.getByText('謝謝師傅，排水順暢多了！').count()).toBe(1);
    const thumb = page.getByRole('img', { name: '排水口.png' });
    await eventually(() => thumb.count()).toBe(1);
    expect(await thumb.locator('xpath=ancestor::a').getAttribute('href')).toBe(await thumb.getAttribute('src'));
    await eventually(() => thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    await expectNoSidewaysScroll(page, 'order chat with a received photo');

    // The review: five stars and a short text, on the consumer's order screen.
    await buyer.getByRole('radio', { name: '5 顆星' }).check();
    await buyer.getByLabel('評價內容（選填）').fill('準時又仔細，推薦！');
    await expectNoSidewaysScroll(buyer, 'review form');
    await buyer.getByRole('button', { name: '送出評價' }).click();
    await eventually(() => buyer.getByText('感謝您的評價！').count()).toBe(1);

    // The pro sees it on his order and replies once.
    await page.reload();
    await eventually(() => page.getByText('準時又仔細，推薦！').count()).toBe(1);
    await page.getByLabel('回覆這則評價').fill('謝謝您的支持！');
    await page.getByRole('button', { name: '送出回覆' }).click();
    await eventually(() => page.getByText('謝謝您的支持！').count()).toBe(1);
    await expectNoSidewaysScroll(page, "pro's reviews");

    // The item's rating is public, with the review and the reply.
    const reviews = await api<ShopItemFeedbacksPage>(`/new/v1/nshop_feedbacks/item/${itemId}/page:1.json`);
    expect(reviews.json).toMatchObject({ rating: 5, review_count: 1 });
    expect(reviews.json.nshop_feedbacks[0]).toMatchObject({ score: 5, feedback: '準時又仔細，推薦！', comment: '謝謝您的支持！' });

    // The money: the order's price less the fee is the pro's payable balance, shown on his trust-fund screen.
    const payable = PRICE - safetyPaymentFee(PRICE, FEE);
    const trust = await api<TrustFundPage>('/new/v1/trust_fund/query.json', { token: proToken });
    expect(trust.json.payable).toBe(payable);
    await page.goto(`${baseUrl}/dashboard/trust_fund_query`);
    await eventually(() => page.getByTestId('trust-fund-payable').innerText()).toContain(twd(payable));
    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
  });

  it('a paid order is cancelled on the consumer’s application with the pro’s consent', async () => {
    const made = await api<{ nshop_order: ShopOrderResponse }>('/new/v1/nshop_orders/add.json', {
      token: consumerToken,
      body: { items: [{ shop_item_id: itemId, shop_item_plan_id: planId, quantity: 1 }], at_pro_place: 1 },
    });
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const id = made.json.nshop_order.nshop_order_id;
    const buyer = consumer.page;
    await buyer.goto(`${baseUrl}/dashboard/shop-consumer/orders`);
    await buyer.getByRole('link', { name: new RegExp(`訂單 #${id}`) }).click();
    await eventually(() => statusOf(buyer)).toBe('待付款');
    await payByCard(buyer);
    await eventually(() => statusOf(buyer)).toBe('待專家確認');
    await act(buyer, '申請取消');
    await eventually(() => buyer.getByText('您已申請取消，等待對方回覆。').count()).toBe(1);

    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/shop/order/${id}`);
    await eventually(() => page.getByText('對方已申請取消訂單', { exact: false }).count()).toBe(1);
    await act(page, '同意取消');
    await eventually(() => statusOf(page)).toBe('已取消');
    await buyer.reload();
    await eventually(() => statusOf(buyer)).toBe('已取消');
    expect((await viewAs(consumerToken, id)).payment?.state).toBe('refunded');
    await expectNoSidewaysScroll(buyer, 'cancelled order');
  });
});
