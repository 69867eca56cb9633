// Booking through a maps service at 390×844: the pro sees each service's state and what launching
// still needs, launches one, a booking arrives through the booking server as the maps service sends
// it, the pro opens it and cancels it with a reason, and the consumer's link shows it cancelled.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DAY_MS, taipeiDateKey } from '../src/domain/time';
import { openBrowser, type Browser } from './browser';
import { signInBrowser } from './pair.support';
import { expectNoSidewaysScroll } from './phone-layout.support';
import { api, baseUrl, createVerifiedUser, eventually, readOutbox, uniqueName } from './support';

const CATEGORY = 'leak-repair';
const CITY = '雲林縣';
const DISTRICT = '斗六市';
const EMAIL = `greserve-${Date.now()}@example.com`;

/** Calls the booking server as the maps service does: JSON over POST with Basic credentials. */
async function bookingServer<T>(method: string, body: unknown): Promise<{ status: number; json: T }> {
  const { user, password } = inject('bookingServer');
  const res = await fetch(`${baseUrl}/booking-server/v3/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as T };
}

describe('booking through a maps service, on a phone', () => {
  let pro: Browser;
  let consumer: Browser;
  let ready: { id: number; title: string };
  let bare: { id: number; title: string };
  let eventId: number;

  beforeAll(async () => {
    [pro, consumer] = await Promise.all([openBrowser({ mobile: true }), openBrowser({ mobile: true })]);
    const proToken = await createVerifiedUser('greserve', { first_name: uniqueName(), last_name: '林', service_category: CATEGORY, service_city: CITY });
    const services = await api<{ quote_services: { id: number }[] }>('/quote_services/index.json', { token: proToken });
    const readyId = services.json.quote_services[0]!.id;
    const detail = await api<{ quote_service: { QuoteService: { display_name: string }; QuoteServiceCategory: { id: number; quote_category_id: number }[]; QuoteServiceArea: { city_id: number }[] } }>(
      `/quote_services/edit/${readyId}.json`,
      { token: proToken },
    );
    const service = detail.json.quote_service;
    const cities = await api<{ cities: { id: number; name: string; districts: { id: number; name: string }[] }[] }>('/cities/index.json');
    const city = cities.json.cities.find((c) => c.name === CITY)!;
    const district = city.districts.find((d) => d.name === DISTRICT)!;
    // The ready service: its address, hours every day and direct reserve on.
    expect((await api(`/quote_services/base_address/${readyId}.json`, { token: proToken, body: { city_id: city.id, district_id: district.id, street: '中正路 1 號' } })).status).toBe(200);
    const everySlot = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, [1, 2, 3, 4, 5]]));
    expect((await api(`/business_hours/edit/${readyId}.json`, { token: proToken, body: { day_slots: everySlot } })).status).toBe(200);
    const setting = service.QuoteServiceCategory[0]!;
    expect((await api(`/quote_service_categories/edit/${setting.id}.json`, { token: proToken, body: { is_direct_reserve_on: 1 } })).status).toBe(200);
    ready = { id: readyId, title: service.QuoteService.display_name };
    // A second service with none of it.
    const bareTitle = `抓漏二館${uniqueName()}`;
    const added = await api<{ quote_service: { id: number } }>('/quote_services/add.json', {
      token: proToken,
      body: { display_name: bareTitle, quote_category_id: setting.quote_category_id, city_id: city.id },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    bare = { id: added.json.quote_service.id, title: bareTitle };
    await signInBrowser(pro, proToken, 'pro');
  }, 120_000);

  afterAll(async () => {
    await Promise.all([pro?.close(), consumer?.close()]);
  });

  it('shows each service’s state, what the other still needs, and launches the ready one', async () => {
    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/google-reserve`);
    const readyCard = page.getByRole('region', { name: ready.title });
    const bareCard = page.getByRole('region', { name: bare.title });
    await eventually(() => bareCard.count()).toBe(1);
    expect(await readyCard.locator('.greserve-badge').first().innerText()).toBe('未上架');
    expect(await bareCard.locator('.greserve-badge').first().innerText()).toBe('未上架');

    // What the bare service needs, each a link to where to set it; what it has, plain.
    const needs = bareCard.getByRole('list', { name: '上架需要' });
    expect(await needs.getByRole('link', { name: '填寫服務地址（縣市與區域）' }).getAttribute('href')).toBe(`/dashboard/services/${bare.id}`);
    expect(await needs.getByRole('link', { name: '設定營業時間' }).getAttribute('href')).toBe(`/dashboard/calendar/${bare.id}`);
    expect(await needs.getByRole('link', { name: '開啟直接預約或上架可預約的商品' }).count()).toBe(1);
    // The ready one has all four, none of them a link.
    const readyNeeds = readyCard.getByRole('list', { name: '上架需要' });
    expect(await readyNeeds.getByRole('link').count()).toBe(0);
    const has = await readyNeeds.innerText();
    for (const text of ['服務已公開', '已填寫服務地址', '已設定營業時間', '有可直接預約的項目']) expect(has).toContain(text);
    await expectNoSidewaysScroll(page, 'google-reserve before launching');

    await readyCard.getByRole('button', { name: '上架到地圖預約' }).click();
    await eventually(() => readyCard.locator('.greserve-badge').first().innerText()).toBe('已上架');
    expect(await readyCard.getByRole('button', { name: '從地圖預約下架' }).count()).toBe(1);
    expect(await readyCard.getByRole('list', { name: '上架需要' }).count()).toBe(0);
    // The server holds it too.
    await page.reload();
    await eventually(() => page.getByRole('region', { name: ready.title }).locator('.greserve-badge').first().innerText()).toBe('已上架');
    expect(pro.errors).toEqual([]);
  });

  it('shows a booking the maps service made, on the service’s card', async () => {
    const day = taipeiDateKey(new Date(Date.now() + 3 * DAY_MS));
    const startSec = Math.floor(new Date(`${day}T12:00:00+08:00`).getTime() / 1000);
    const id = String(ready.id);
    const created = await bookingServer<{ booking?: { booking_id: string; status: string } }>('CreateBooking', {
      slot: { merchant_id: id, service_id: id, start_sec: String(startSec), duration_sec: '10800' },
      user_information: { user_id: 'maps-user-e2e', given_name: '美玲', family_name: '陳', telephone: '+886933222111', email: EMAIL },
      idempotency_token: `e2e-${Date.now()}`,
      additional_request: '請從後門進來',
    });
    expect(created.status).toBe(200);
    expect(created.json.booking, JSON.stringify(created.json)).toMatchObject({ status: 'CONFIRMED' });

    const { page } = pro;
    await page.goto(`${baseUrl}/dashboard/google-reserve`);
    const card = page.getByRole('region', { name: ready.title });
    await eventually(() => card.getByText('有效預約 1 筆').count()).toBe(1);
    await card.getByRole('button', { name: '查看預約' }).click();
    const booking = card.locator('article.greserve-booking');
    await eventually(() => booking.count()).toBe(1);
    const facts = await booking.innerText();
    expect(facts).toContain('陳美玲');
    expect(facts).toContain('+886933222111');
    expect(facts).toContain(EMAIL);
    expect(facts).toContain('請從後門進來');
    expect(await booking.locator('.greserve-badge').innerText()).toBe('已預約');
    const href = (await booking.getByRole('link').getAttribute('href'))!;
    const match = new RegExp(`^/service/${ready.id}/reserve/(\\d+)$`).exec(href);
    expect(match, href).not.toBeNull();
    eventId = Number(match![1]);
    await expectNoSidewaysScroll(page, 'google-reserve with a booking');
    expect(pro.errors).toEqual([]);
  });

  it('lets the pro open the booking and cancel it with a reason in a dialog', async () => {
    const { page } = pro;
    await page.getByRole('region', { name: ready.title }).locator('article.greserve-booking').getByRole('link').click();
    await page.waitForURL(`${baseUrl}/service/${ready.id}/reserve/${eventId}`);
    const view = page.locator('article.greserve-view');
    await eventually(() => view.count()).toBe(1);
    expect(await view.locator('.greserve-view__status').innerText()).toBe('已預約');
    expect(await view.innerText()).toContain('陳美玲');

    await page.getByRole('button', { name: '取消這筆預約' }).click();
    const dialog = page.getByRole('dialog', { name: '取消地圖預約' });
    await eventually(() => dialog.count()).toBe(1);
    // No reason: the field says so and nothing is sent.
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await eventually(() => dialog.getByText('取消原因：請填寫取消原因').count()).toBe(1);
    await dialog.getByLabel('取消原因').fill('師傅臨時住院，非常抱歉');
    const box = (await dialog.getByRole('button', { name: '確定取消' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => view.locator('.greserve-view__status').innerText()).toBe('專家已取消這筆預約');
    expect(await view.innerText()).toContain('師傅臨時住院，非常抱歉');
    expect(await page.getByRole('button', { name: '取消這筆預約' }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'the pro’s booking page');
    expect(pro.errors).toEqual([]);
  });

  it('shows the consumer the cancelled booking through the link he was sent', async () => {
    let link: string | undefined;
    await eventually(async () => {
      const { messages } = await readOutbox(EMAIL);
      link = messages.map((m) => /\/service\/\d+\/reserve\/\d+\?h=[0-9a-f]{32}/.exec(m.body)?.[0]).find((l) => l?.includes(`/reserve/${eventId}?`));
      return messages.some((m) => m.body.includes('師傅臨時住院')) && link !== undefined;
    }).toBe(true);
    const { page } = consumer;
    await page.goto(`${baseUrl}${link!}`);
    const view = page.locator('article.greserve-view');
    await eventually(() => view.count()).toBe(1);
    expect(await view.locator('.greserve-view__status').innerText()).toBe('專家已取消這筆預約');
    const text = await view.innerText();
    expect(text).toContain('師傅臨時住院，非常抱歉');
    expect(text).toContain(ready.title);
    // The consumer cannot cancel for the pro, nor does he see the pro's dashboard link.
    expect(await page.getByRole('button', { name: '取消這筆預約' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '管理地圖預約' }).count()).toBe(0);
    await expectNoSidewaysScroll(page, 'the consumer’s booking page');
    expect(consumer.errors).toEqual([]);
  });
});
