// What the phone-layout browser tests share: phones as people hold them, where an element sits
// and whether it takes a tap, the checks that a page and a sheet fit the screen, and the people,
// request and quotes the pages show.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { QuoteCategoryDetailResponse } from '../src/domain/catalogue/catalogue.types';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import type { WorkItem } from '../src/web/features/works/api/works';
import { type Browser, openBrowser, PHONE } from './browser';
import { answersFor, api, baseUrl, createVerifiedUser, eventually } from './support';

/**
 * The phone as people hold it: 390×844, a touch screen and mobile emulation, where a page wider
 * than the screen makes the browser lay out fixed sheets on a wider, taller viewport (the sheet's
 * confirm button then falls below the bottom of the screen). Every phone in Taiwan draws zh-TW
 * text with a CJK font, each character one em wide; the test machine may have none and draw
 * narrow boxes instead, which hides overflows, so the phones here measure text with the fixture
 * font of one-em boxes (`cjkMetrics`).
 */
export const WIDTH = PHONE.width;
export const HEIGHT = PHONE.height;

export type Phone = Browser;

export function openPhone(): Promise<Phone> {
  return openBrowser({ viewport: PHONE, touch: true, cjkMetrics: true });
}

export async function signIn(phone: Phone, token: string, role: 'consumer' | 'pro') {
  await phone.context.addCookies([
    { name: 'session_token', value: token, url: baseUrl },
    { name: 'user_role', value: role, url: baseUrl },
  ]);
}

/** Where an element sits on the screen and whether a tap at its centre lands on it. */
export async function placeOf(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      left: Math.round(r.left),
      top: Math.round(r.top),
      right: Math.round(r.right),
      bottom: Math.round(r.bottom),
      tappable: hit !== null && (hit === el || el.contains(hit)),
      text: (el.textContent ?? '').trim(),
    };
  });
}

/** The document is no wider than the screen, and the browser lays it out on the screen's width. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(width, where).toEqual({ scroll: WIDTH, inner: WIDTH });
}

/**
 * The open sheet lies wholly on the screen, and each of its buttons (the close button and every
 * action) is on the screen and takes a tap at its centre, without scrolling.
 */
export async function expectSheetUsable(page: Page, name: string | RegExp, actions: (string | RegExp)[]) {
  const dialog = page.getByRole('dialog', { name });
  await eventually(() => dialog.count()).toBe(1);
  // Let the layout settle (fonts, images, the focus move).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expectNoSidewaysScroll(page, `${String(name)}: page width`);
  const panel = await placeOf(dialog);
  expect(panel.left, `${String(name)}: sheet left`).toBeGreaterThanOrEqual(0);
  expect(panel.right, `${String(name)}: sheet right`).toBeLessThanOrEqual(WIDTH);
  expect(panel.top, `${String(name)}: sheet top`).toBeGreaterThanOrEqual(0);
  expect(panel.bottom, `${String(name)}: sheet bottom`).toBeLessThanOrEqual(HEIGHT);
  const buttons = [...actions.map((action) => dialog.getByRole('button', typeof action === 'string' ? { name: action, exact: true } : { name: action })), dialog.getByRole('button', { name: '關閉', exact: true })];
  for (const button of buttons) {
    expect(await button.count(), `${String(name)}: a button is missing`).toBe(1);
    const place = await placeOf(button);
    expect(place, `${String(name)}: 「${place.text}」`).toMatchObject({ tappable: true });
    expect(place.left, `${String(name)}: 「${place.text}」 left`).toBeGreaterThanOrEqual(0);
    expect(place.top, `${String(name)}: 「${place.text}」 top`).toBeGreaterThanOrEqual(0);
    expect(place.right, `${String(name)}: 「${place.text}」 right`).toBeLessThanOrEqual(WIDTH);
    expect(place.bottom, `${String(name)}: 「${place.text}」 bottom`).toBeLessThanOrEqual(HEIGHT);
  }
  return dialog;
}

export const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface PhoneLayoutSeed {
  consumerToken: string;
  proToken: string;
  requestId: number;
  bidId: number;
  otherBidId: number;
  categorySlug: string;
}

/**
 * Two pros and a consumer in 彰化縣, with long names, as real people have: the consumer's request
 * goes to both pros, and the other pro has quoted it.
 */
export async function seedPhoneLayout(): Promise<PhoneLayoutSeed> {
  const found = await api<{ quote_category: QuoteCategoryDetailResponse }>('/quote_categories/aircon-installation.json');
  const category = found.json.quote_category;
  const categorySlug = 'aircon-installation';
  // A city of their own (only the phone-layout files post there), so pros of the other browser
  // tests are not matched to this request. Long names, as real people have, are part of the
  // test: the header must not grow past the screen.
  const proToken = await createVerifiedUser('phone', { first_name: '明德國際專業冷氣', last_name: '歐陽', service_category: categorySlug, service_city: '彰化縣' });
  const otherProToken = await createVerifiedUser('phone', { first_name: '志豪', last_name: '黃', service_category: categorySlug, service_city: '彰化縣' });
  const consumerToken = await createVerifiedUser('phone', { first_name: '美玲小姐', last_name: '司馬' });
  const posted = await api<{ quote_request: QuoteRequestResponse }>('/quote_requests/search_add.json', {
    token: consumerToken,
    body: {
      quote_category_id: category.id,
      address: '中正路 1 號',
      city: '彰化縣',
      district: '員林市',
      description: `主臥室要裝一台分離式冷氣，希望平日下午施工 ${Date.now()}`,
      QuoteFormSubmissionField: answersFor(category),
      when: { day_label: 'nextWeek', day_slots: [3] },
    },
  });
  expect(posted.status).toBe(200);
  const requestId = posted.json.quote_request.id;
  const leadOf = async (token: string) => {
    const leads = await api<{ quote_bids: WorkItem[] }>('/quote_bids/index/type:myworks/page:1/filter:1.json', { token });
    const lead = leads.json.quote_bids.find((b) => b.quote_request_id === requestId);
    if (!lead) throw new Error('a pro did not get the lead');
    return lead.id;
  };
  const bidId = await leadOf(proToken);
  const otherBidId = await leadOf(otherProToken);
  const quoted = await api(`/quote_bids/change_status/rating/${otherBidId}.json`, {
    token: otherProToken,
    body: { rating_type: 'flat', flat_rate_at: 3600, price_note: '含安裝、銅管五米與舊機回收，保固一年' },
  });
  expect(quoted.status).toBe(200);
  return { consumerToken, proToken, requestId, bidId, otherBidId, categorySlug };
}
