// A shop item from the pro's screen to the money in his balance, at 390×844 against the real
// server: the pro creates an item with two plans and two photos and sends it for review; an
// operator approves it in the console; the pro puts it on sale; a consumer finds it on the
// category page, opens it, chooses a plan and puts it in the cart, checks out and pays by the
// sandbox card; the pro confirms and applies for completion, the consumer completes and reviews
// it, and the price less the fee reaches the pro's payable balance. Then a second order, paid, is
// cancelled on the consumer's application with the pro's consent; and a reservable item of the
// same pro is ordered with a slot chosen on the checkout screen.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyPaymentFee } from '../src/domain/safety-payments/fees';
import type { ShopItemFeedbacksPage } from '../src/domain/shop/shop-feedbacks.contract';
import type { ShopItemResponse } from '../src/domain/shop/shop-items.contract';
import type { ShopOrderResponse } from '../src/domain/shop/shop-orders.contract';
import type { ShopSlotsResponse } from '../src/domain/shop/shop-reservation';
import { formatTaipei, parseUtcString } from '../src/domain/time';
import type { TrustFundPage } from '../src/domain/trust-fund/trust-fund.contract';
import { type Browser, openBrowser } from './browser';
import { signInOperatorOnPage } from './operator';
import { expectNoSidewaysScroll, openPhone, PIXEL, type Phone, signIn } from './phone-layout.support';
import { api, baseUrl, createVerifiedUser, eventually, PATIENCE } from './support';

// Names no other test's items share.
const unique = Array.from({ length: 3 }, () => String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 0x5000))).join('');
const NAME = `管線檢測${unique}`;
const RESERVABLE_NAME = `馬桶疏通${unique}`;
const PRICE = 2600;
/** The safety-payment fee the test server charges (e2e/global-setup.ts), taken from the released amount. */
const FEE = { percent: 2.5, min: 0 };
const twd = (n: number) => `NT$${n.toLocaleString('en-US')}`;
/** A slot's time as the slot picker writes it, in Taipei. */
const clockOf = (utc: string) => formatTaipei(parseUtcString(utc), 'HH:mm');

/** A small PNG of one colour, a photo the pro picks. */
const photo = (r: number, g: number, b: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g, b } } }).png().toBuffer();

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

describe('a shop item from the pro’s screen to a completed order and the pro’s balance, at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let ops: Browser;
  let consumerToken: string;
  let proToken: string;
  let serviceId: number;
  let itemId = 0;
  let planId = 0;
  let reservableId: number;
  let reservablePlanId: number;
  let orderId = 0;

  const viewAs = async (token: string, id: number) => (await api<{ nshop_order: ShopOrderResponse }>(`/new/v1/nshop_orders/view/${id}.json`, { token })).json.nshop_order;
  const itemOf = async (id: number) => (await api<{ shop_item: ShopItemResponse }>(`/new/v1/nshop_items/view/${id}.json`, { token: proToken })).json.shop_item;

  beforeAll(async () => {
    [proToken, consumerToken, consumer, pro, ops] = await Promise.all([
      createVerifiedUser('shop-orders', { first_name: '建宏', last_name: '林', service_category: 'leak-repair', service_city: '臺東縣' }),
      createVerifiedUser('shop-orders', { first_name: '淑芬', last_name: '吳' }),
      openPhone(),
      openPhone(),
      openBrowser(),
    ]);
    await signIn(pro, proToken, 'pro');
    // The pro's second item takes a reservation slot: he opens 09:00-12:00 every day (the
    // category's default rules: one-hour slots, a day's notice). It waits for review beside the first.
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token: proToken });
    serviceId = services.json.quote_services[0]!.id;
    const category = await api<{ quote_category: { id: number } }>('/quote_categories/leak-repair.json');
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_time: '09:00', close_time: '12:00' }));
    expect((await api(`/business_hours/edit/${serviceId}.json`, { token: proToken, body: { business_hours: hours } })).status).toBe(200);
    const added = await api<{ shop_item: ShopItemResponse }>('/new/v1/nshop_items/add.json', {
      token: proToken,
      body: {
        quote_service_id: serviceId,
        quote_category_id: category.json.quote_category.id,
        name: RESERVABLE_NAME,
        description: '疏通馬桶與排水孔，請預約時段。',
        travel_preference: ['at_pro'],
        service_type: 'single',
        plans: [{ name: '一次', price: 1500, service_type: 'single' }],
        is_reservable: 1,
      },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    reservableId = added.json.shop_item.shop_item_id;
    reservablePlanId = added.json.shop_item.plans[0]!.shop_item_plan_id;
    expect((await api(`/new/v1/nshop_items/change_status/apply_review/${reservableId}.json`, { token: proToken, body: {} })).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close(), ops?.close()]);
  });

  it('the pro creates an item with two plans and two photos on screen, and sends it for review', async () => {
    const { page } = pro;
    const photos = await Promise.all([photo(30, 120, 200), photo(200, 90, 40)]);
    await page.goto(`${baseUrl}/dashboard/shop`);
    await page.getByRole('link', { name: '新增商品' }).first().click();
    await page.waitForURL(/\/dashboard\/shop\/add$/, { timeout: PATIENCE });
    const choice = page.getByLabel('服務與類別');
    await eventually(() => choice.locator('option').count()).toBeGreaterThan(1);
    await choice.selectOption({ index: 1 });
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/dashboard\/shop\/product\/add\/\d+\/\d+$/, { timeout: PATIENCE });

    await page.getByLabel('商品名稱').fill(NAME);
    await page.getByLabel('商品說明').fill('內視鏡檢查排水管線，附影像紀錄。');
    await page.getByLabel('線上或電話服務').check();
    await page.getByRole('button', { name: '新增方案' }).click();
    await page.getByLabel('方案名稱').nth(0).fill('一處');
    await page.getByLabel('價格（新臺幣，整數）').nth(0).fill(String(PRICE));
    await page.getByLabel('方案名稱').nth(1).fill('全室');
    await page.getByLabel('價格（新臺幣，整數）').nth(1).fill('7200');
    await page.getByLabel('加入照片').setInputFiles([
      { name: '封面.png', mimeType: 'image/png', buffer: photos[0] },
      { name: '管線.png', mimeType: 'image/png', buffer: photos[1] },
    ]);
    await eventually(() => page.locator('.shop-editor__photo').count()).toBe(2);
    await expectNoSidewaysScroll(page, 'item editor');
    await page.getByRole('button', { name: '儲存商品' }).click();

    await page.waitForURL(/\/dashboard\/shop\/product\/edit\/\d+\/\d+\/\d+$/, { timeout: PATIENCE });
    itemId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: '送出審核' }).click();
    await eventually(() => page.getByText('審核中').first().isVisible()).toBe(true);

    const item = await itemOf(itemId);
    expect(item).toMatchObject({ name: NAME, review: 2, is_published: 0 });
    expect(item.plans.map((p) => [p.name, p.price])).toEqual([
      ['一處', PRICE],
      ['全室', 7200],
    ]);
    expect(item.photos).toHaveLength(2);
    planId = item.plans[0]!.shop_item_plan_id;

    // The shop home lists it, pending, and the page fits the phone.
    await page.goto(`${baseUrl}/dashboard/shop`);
    await eventually(() => page.locator(`[data-item="${itemId}"]`).getByText('審核中').isVisible()).toBe(true);
    await expectNoSidewaysScroll(page, 'shop home');
  });

  it('an operator approves it (and the reservable item) in the console, and the pro puts it on sale', async () => {
    expect(itemId).toBeGreaterThan(0);
    const desk = ops.page;
    // The console sends the operator to its login first, and back to the item after it.
    await desk.goto(`${baseUrl}/ops/shop_items/${itemId}`);
    await desk.waitForURL(/\/ops\/login/, { timeout: PATIENCE });
    await signInOperatorOnPage(desk);
    await desk.waitForURL(new RegExp(`/ops/shop_items/${itemId}$`), { timeout: PATIENCE });
    await eventually(() => desk.getByRole('heading', { name: NAME }).count()).toBe(1);
    await eventually(() => desk.getByAltText(/^商品照片 \d$/).count()).toBe(2);
    expect(await desk.getByText(`一處：${twd(PRICE)}`, { exact: false }).count()).toBe(1);
    await desk.getByRole('button', { name: '通過', exact: true }).click();
    await eventually(() => desk.getByText('已通過這個商品，專家可以將它上架。').count()).toBe(1);
    await desk.goto(`${baseUrl}/ops/shop_items/${reservableId}`);
    await desk.getByRole('button', { name: '通過', exact: true }).click();
    await eventually(() => desk.getByText('已通過這個商品，專家可以將它上架。').count()).toBe(1);

    // The pro sees it approved on his shop home and puts it on sale there.
    const { page } = pro;
    await page.reload();
    const card = page.locator(`[data-item="${itemId}"]`);
    await eventually(() => card.getByText('審核通過').isVisible()).toBe(true);
    await card.getByRole('button', { name: '上架', exact: true }).click();
    await eventually(() => card.getByText('已上架').isVisible()).toBe(true);
    expect(await itemOf(itemId)).toMatchObject({ review: 3, is_published: 1 });
    expect((await api(`/new/v1/nshop_items/change_status/publish/${reservableId}.json`, { token: proToken, body: {} })).status).toBe(200);
    expect(pro.errors).toEqual([]);
  });

  it('the consumer finds it on the category page, opens it, signs in and puts a plan in the cart', async () => {
    const { page } = consumer;
    await page.goto(`${baseUrl}/category/leak-repair`);
    const card = page.getByRole('link', { name: NAME });
    await card.scrollIntoViewIfNeeded({ timeout: PATIENCE });
    await expectNoSidewaysScroll(page, 'category page');
    await card.click();
    await page.waitForURL(new RegExp(`/product/${itemId}-`), { timeout: PATIENCE });
    await eventually(() => page.locator('h1').textContent()).toBe(NAME);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.some((text) => text.includes('"@type":"Product"') && text.includes('"priceCurrency":"TWD"'))).toBe(true);
    await page.getByRole('radio', { name: /全室/ }).check();
    await page.getByRole('button', { name: '增加一份' }).click();
    await eventually(() => page.locator('.buy-box__total strong').textContent()).toBe(twd(7200 * 2));
    // A guest is asked to sign in before the cart, and comes back here.
    expect(await page.getByRole('link', { name: '加入購物車' }).getAttribute('href')).toMatch(/^\/login\?from=%2Fproduct%2F/);
    await expectNoSidewaysScroll(page, 'product page');

    await signIn(consumer, consumerToken, 'consumer');
    // Public pages ask who is signed in only when the browser holds the hint beside the session.
    await consumer.context.addCookies([{ name: 'signed_in', value: '1', url: baseUrl }]);
    await page.reload();
    await page.getByRole('radio', { name: /一處/ }).check();
    await eventually(() => page.locator('.buy-box__total strong').textContent()).toBe(twd(PRICE));
    await page.getByRole('button', { name: '加入購物車' }).click();
    await eventually(() => page.getByText('已加入購物車。').count()).toBeGreaterThan(0);
    // The toast shows below the header's first row: the menu stays in reach while it is up.
    await page.evaluate(() => window.scrollTo(0, 0));
    const menuUncovered = () =>
      page.evaluate(() => {
        const button = document.querySelector('.user-menu__button')!;
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
    expect(await page.getByText('已加入購物車。').isVisible()).toBe(true);
    expect(await menuUncovered()).toBe(true);
    // No reload: the header's menu has the cart with its count.
    await page.locator('.user-menu__button').click();
    await page.getByRole('link', { name: '購物車（1 項）' }).click();
    await page.waitForURL(/\/dashboard\/shop-consumer\/cart$/, { timeout: PATIENCE });
    await eventually(() => page.getByText(NAME).count()).toBe(1);
    await expectNoSidewaysScroll(page, 'cart');
  });

  it('checks out with an address after confirming the total, and pays by the sandbox card', async () => {
    expect(itemId).toBeGreaterThan(0);
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

  it('a reservable item: the checkout shows its free slots, one is chosen, and the order holds it', async () => {
    const carted = await api('/new/v1/nshop_carts/add.json', { token: consumerToken, body: { shop_item_id: reservableId, shop_item_plan_id: reservablePlanId, quantity: 1 } });
    expect(carted.status, JSON.stringify(carted.json)).toBe(200);
    const free = await api<ShopSlotsResponse>(`/new/v1/nshop_items/slots/${reservableId}.json?days=14`);
    const slot = free.json.slots[0];
    expect(slot).toBeDefined();
    const { page } = consumer;
    await page.goto(`${baseUrl}/dashboard/shop-consumer/checkout/${serviceId}`);
    const picker = page.getByRole('group', { name: '選擇預約時段（每段 60 分鐘）' });
    await eventually(() => picker.count()).toBe(1);
    await page.getByRole('radio', { name: '到專家的地點' }).check();
    // Without a slot the order goes no further.
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    await eventually(() => page.getByText('請選擇預約時段。').count()).toBe(1);
    const time = picker.getByRole('button', { name: `${clockOf(slot!.begin_time)}–${clockOf(slot!.end_time)}` });
    await time.click();
    await eventually(() => time.getAttribute('aria-pressed')).toBe('true');
    await expectNoSidewaysScroll(page, 'checkout with slots');
    await page.getByRole('button', { name: '下一步：確認訂單' }).click();
    const dialog = page.getByRole('dialog', { name: '確認訂單' });
    await eventually(() => dialog.innerText()).toContain(twd(1500));
    await dialog.getByRole('button', { name: '送出訂單' }).click();
    await page.waitForURL(/\/dashboard\/shop-consumer\/order\/\d+/, { timeout: PATIENCE });
    const id = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
    await eventually(() => statusOf(page)).toBe('待付款');
    expect((await viewAs(consumerToken, id)).reservation).toMatchObject({ shop_item_id: reservableId, begin_time: slot!.begin_time, end_time: slot!.end_time });
    // The slot is taken: no longer offered.
    const after = await api<ShopSlotsResponse>(`/new/v1/nshop_items/slots/${reservableId}.json?days=14`);
    expect(after.json.slots.map((s) => s.begin_time)).not.toContain(slot!.begin_time);
    await expectNoSidewaysScroll(page, 'reserved order');
    expect(consumer.errors).toEqual([]);
  });
});
