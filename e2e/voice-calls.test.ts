import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationAnswer } from '../src/domain/messages/messages.contract';
import { type Browser, openBrowser, PHONE } from './browser';
import { quotedPair } from './pair.support';
import { api, baseUrl, eventually } from './support';

// A city and category no other browser test posts to, so this pro gets only this file's requests.
const CITY = '新竹市';
const DISTRICT = '北區';
const CATEGORY = 'aircon-installation';
/** A call rings this long (RING_TIMEOUT_SECONDS) before the server counts it as missed, plus its sweep. */
const RING_TIMEOUT_MS = 31_000;

const sheet = (page: Page) => page.locator('.call-sheet');
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('voice calls between a consumer and a pro in two browsers', () => {
  let consumer: Browser;
  let pro: Browser;
  let consumerToken: string;
  let proToken: string;
  let bidId: number;

  beforeAll(async () => {
    [consumer, pro] = await Promise.all([openBrowser({ mobile: true, fakeMedia: true }), openBrowser({ mobile: true, fakeMedia: true })]);
    ({ consumerToken, proToken, bidId } = await quotedPair(consumer, pro, {
      prefix: 'voice',
      city: CITY,
      district: DISTRICT,
      address: '中正路 1 號',
      category: CATEGORY,
      consumer: { first_name: '雅婷', last_name: '蔡' },
      pro: { first_name: '建宏', last_name: '許' },
      description: '客廳要裝一台冷氣',
      when: { day_label: 'thisWeek', day_slots: [2] },
      quote: { rating_type: 'flat', flat_rate_at: 3000, price_note: '含安裝' },
    }));
  });
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close()]);
  });

  /** The consumer on the quote's conversation and the pro on another dashboard screen, both able to hear a ring. */
  async function openBoth(proPath = '/dashboard/inbox') {
    await Promise.all([consumer.page.goto(`${baseUrl}/dashboard/projects/quote/${bidId}`), pro.page.goto(`${baseUrl}${proPath}`)]);
    for (const page of [consumer.page, pro.page]) await eventually(() => page.locator('.call-host[data-call-socket="open"]').count()).toBe(1);
  }

  async function ring() {
    const button = consumer.page.getByRole('button', { name: /^打語音電話給 許建宏$/ });
    await eventually(() => button.isEnabled()).toBe(true);
    await button.click();
    const incoming = pro.page.getByRole('alertdialog', { name: '語音來電' });
    await eventually(() => incoming.count()).toBe(1);
    expect(await incoming.innerText()).toMatch(/打語音電話給您/);
    await eventually(() => sheet(consumer.page).getAttribute('data-call-phase')).toBe('outgoing');
    return incoming;
  }

  const callEntries = async (token: string) =>
    (await api<ConversationAnswer>(`/messages/get_conversation/${bidId}.json`, { token })).json.messages.filter((m) => m.voice_call_id !== null).map((m) => m.body);

  it('connects the consumer and the pro, and records the call with its length on both sides', async () => {
    await openBoth();
    const incoming = await ring();
    expect(await pageWidth(pro.page)).toBeLessThanOrEqual(PHONE.width);
    await incoming.getByRole('button', { name: '接聽' }).click();

    // Both browsers' RTCPeerConnections reach `connected`, and the timer runs.
    for (const page of [consumer.page, pro.page]) {
      await eventually(() => sheet(page).getAttribute('data-connection-state')).toBe('connected');
      await eventually(() => sheet(page).locator('.call-sheet__status').innerText()).toBe('通話中');
    }
    await eventually(() => sheet(pro.page).locator('.call-sheet__timer time').innerText()).toMatch(/^0:0[2-9]$/);
    expect(await pageWidth(consumer.page)).toBeLessThanOrEqual(PHONE.width);

    // Mute is a toggle the keyboard reaches.
    const mute = sheet(consumer.page).getByRole('button', { name: '靜音' });
    await mute.focus();
    await consumer.page.keyboard.press('Enter');
    await eventually(() => sheet(consumer.page).getByRole('button', { name: '取消靜音' }).getAttribute('aria-pressed')).toBe('true');

    await sheet(pro.page).getByRole('button', { name: '掛斷' }).click();
    for (const page of [consumer.page, pro.page]) {
      await eventually(() => sheet(page).getAttribute('data-call-outcome')).toBe('ended');
      expect(await sheet(page).innerText()).toMatch(/通話已結束，通話時間 0:0[2-9]/);
    }

    // The call is an entry of the conversation on both sides: who called, how long.
    const consumerEntry = consumer.page.locator('.call-entry');
    await eventually(() => consumerEntry.count()).toBe(1);
    expect(await consumerEntry.innerText()).toMatch(/您撥出的語音通話\s+通話時間 0:0[2-9]/);
    await pro.page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    const proEntry = pro.page.locator('.call-entry');
    await eventually(() => proEntry.count()).toBe(1);
    expect(await proEntry.innerText()).toMatch(/撥來的語音通話\s+通話時間 0:0[2-9]/);
    expect(await callEntries(proToken)).toEqual([expect.stringMatching(/^語音通話 0:0[2-9]$/)]);
    expect(await pageWidth(pro.page)).toBeLessThanOrEqual(PHONE.width);
    expect([...consumer.errors, ...pro.errors]).toEqual([]);
  });

  it('shows a declined call and a missed one as such, and tells the pro of the one he missed', { timeout: 120_000 }, async () => {
    await openBoth('/dashboard/settings');

    // Declined from the keyboard: the ring takes the focus on 接聽, Tab reaches 拒接.
    const incoming = await ring();
    await eventually(() => pro.page.evaluate(() => document.activeElement?.textContent)).toBe('接聽');
    await pro.page.keyboard.press('Tab');
    await pro.page.keyboard.press('Enter');
    await eventually(() => incoming.count()).toBe(0);
    await eventually(() => sheet(consumer.page).getAttribute('data-call-outcome')).toBe('declined');
    expect(await sheet(consumer.page).innerText()).toContain('許建宏 拒接了這通電話。');
    await eventually(() => consumer.page.locator('.call-entry--missed', { hasText: '已拒接' }).count()).toBe(1);
    await sheet(consumer.page).getByRole('button', { name: '關閉' }).click();
    await eventually(() => sheet(consumer.page).count()).toBe(0);

    // Missed: nobody answers until the ring times out.
    const unreadBefore = Number(await pro.page.locator('.site-nav__messages').getAttribute('data-unread'));
    await ring();
    await new Promise((r) => setTimeout(r, RING_TIMEOUT_MS));
    await eventually(() => sheet(consumer.page).getAttribute('data-call-outcome')).toBe('noAnswer');
    expect(await sheet(consumer.page).innerText()).toContain('許建宏 沒有接聽，通話已逾時。');
    await eventually(() => sheet(pro.page).getAttribute('data-call-outcome')).toBe('missedIncoming');
    expect(await sheet(pro.page).innerText()).toMatch(/未接來電：您錯過了 .+ 的語音通話。/);
    // The missed call counts as an unread message in the pro's header, and its notice leads to the inbox.
    await eventually(async () => Number(await pro.page.locator('.site-nav__messages').getAttribute('data-unread'))).toBe(unreadBefore + 1);
    await sheet(pro.page).getByRole('link', { name: '查看訊息' }).click();
    await pro.page.waitForURL(/\/dashboard\/inbox/);
    await eventually(() => sheet(pro.page).count()).toBe(0);

    await eventually(() => consumer.page.locator('.call-entry--missed', { hasText: '對方未接聽' }).count()).toBe(1);
    await pro.page.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => pro.page.locator('.call-entry--missed', { hasText: '未接來電' }).count()).toBe(1);
    expect(await pro.page.locator('.call-entry--missed', { hasText: '已拒接' }).count()).toBe(1);
    expect((await callEntries(consumerToken)).slice(-2)).toEqual(['語音通話：已拒接', '語音通話：未接來電']);
    expect([...consumer.errors, ...pro.errors]).toEqual([]);
  });
});
