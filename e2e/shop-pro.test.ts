import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopItemResponse } from '../src/domain/shop/shop-items.contract';
import { type Browser, openBrowser } from './browser';
import { api, baseUrl, createVerifiedUser, eventually } from './support';

describe("the pro's shop on a phone", () => {
  let pro: Browser;
  let proToken: string;

  beforeAll(async () => {
    pro = await openBrowser({ mobile: true });
    proToken = await createVerifiedUser('shop-pro', { first_name: '美玲', last_name: '張', service_category: 'aircon-installation', service_city: '嘉義市' });
    await pro.context.addCookies([
      { name: 'session_token', value: proToken, url: baseUrl },
      { name: 'user_role', value: 'pro', url: baseUrl },
    ]);
  });
  afterAll(() => pro.close());

  it('creates an item with two plans and a photo, and sends it for review', async () => {
    const { page } = pro;
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const name = `冷氣清洗 ${Date.now()}`;

    await page.goto(`${baseUrl}/dashboard/shop`);
    await page.getByRole('link', { name: '新增商品' }).first().click();
    await page.waitForURL(/\/dashboard\/shop\/add$/);
    const choice = page.getByLabel('服務與類別');
    await eventually(() => choice.locator('option').count()).toBeGreaterThan(1);
    await choice.selectOption({ index: 1 });
    await page.getByRole('button', { name: '下一步' }).click();
    await page.waitForURL(/\/dashboard\/shop\/product\/add\/\d+\/\d+$/);

    await page.getByLabel('商品名稱').fill(name);
    await page.getByLabel('商品說明').fill('分離式冷氣室內機拆洗、殺菌。');
    await page.getByLabel('線上或電話服務').check();
    await page.getByRole('button', { name: '新增方案' }).click();
    await page.getByLabel('方案名稱').nth(0).fill('一台');
    await page.getByLabel('價格（新臺幣，整數）').nth(0).fill('1800');
    await page.getByLabel('方案名稱').nth(1).fill('三台');
    await page.getByLabel('價格（新臺幣，整數）').nth(1).fill('4800');
    await page.getByLabel('加入照片').setInputFiles({ name: '封面.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: '儲存商品' }).click();

    await page.waitForURL(/\/dashboard\/shop\/product\/edit\/\d+\/\d+\/\d+$/);
    const itemId = Number(/\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByRole('button', { name: '送出審核' }).click();
    await eventually(() => page.getByText('審核中').first().isVisible()).toBe(true);

    const item = await api<{ shop_item: ShopItemResponse }>(`/new/v1/nshop_items/view/${itemId}.json`, { token: proToken });
    expect(item.status).toBe(200);
    expect(item.json.shop_item).toMatchObject({ name, review: 2 });
    expect(item.json.shop_item.plans.map((p) => [p.name, p.price])).toEqual([
      ['一台', 1800],
      ['三台', 4800],
    ]);
    expect(item.json.shop_item.photos).toHaveLength(1);

    // The shop home lists it, pending, and the page fits the phone's width.
    await page.goto(`${baseUrl}/dashboard/shop`);
    const card = page.locator(`[data-item="${itemId}"]`);
    await eventually(() => card.getByText('審核中').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(pro.errors).toEqual([]);
  });
});
