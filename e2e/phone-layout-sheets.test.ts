// The phone layout at 390×844: every confirmation sheet, from the pro's quote to the hire, the
// review, buying credit and deleting the account, lies on the screen with its buttons tappable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../src/domain/requests/quote-request.types';
import { expectNoSidewaysScroll, expectSheetUsable, openPhone, PIXEL, type Phone, placeOf, seedPhoneLayout, signIn, WIDTH } from './phone-layout.support';
import { api, baseUrl, eventually } from './support';

describe('the phone layout at 390×844', () => {
  let consumer: Phone;
  let pro: Phone;
  let consumerToken: string;
  let requestId: number;
  let bidId: number;
  let otherBidId: number;

  beforeAll(async () => {
    [consumer, pro] = await Promise.all([openPhone(), openPhone()]);
    const seed = await seedPhoneLayout();
    ({ consumerToken, requestId, bidId, otherBidId } = seed);
    await signIn(consumer, consumerToken, 'consumer');
    await signIn(pro, seed.proToken, 'pro');
  });
  afterAll(async () => {
    await Promise.all([consumer?.close(), pro?.close()]);
  });

  it('opens every confirmation sheet on the screen, its buttons visible and tappable', async () => {
    const p = pro.page;
    const c = consumer.page;

    // The pro's fee sheet, from a quote with a long note and a photo.
    await p.goto(`${baseUrl}/dashboard/requests/${bidId}`);
    await eventually(() => p.getByLabel('報價金額（新台幣元）').count()).toBe(1);
    await expectNoSidewaysScroll(p, 'lead');
    await p.getByLabel('報價金額（新台幣元）').fill('4200');
    await p.getByLabel('報價說明').fill('含拆舊機與安裝，銅管五米內免費，另附排水管與室外機架。'.repeat(3));
    await p.getByLabel('附件（選填）').setInputFiles({ name: 'site.png', mimeType: 'image/png', buffer: PIXEL });
    await p.getByRole('button', { name: '送出報價' }).tap();
    const fee = await expectSheetUsable(p, '確認送出報價', ['確認送出']);
    await fee.getByRole('button', { name: '確認送出', exact: true }).tap();
    await eventually(() => p.locator('.lead__price').innerText()).toBe('NT$4,200');

    // The consumer's quote list: the decision buttons sit inside each quote's card.
    await c.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}`);
    const cards = c.locator('.quote-grid > li');
    await eventually(() => cards.count()).toBe(2);
    await expectNoSidewaysScroll(c, 'quote list');
    for (let i = 0; i < 2; i++) {
      const card = await placeOf(cards.nth(i));
      const buttons = cards.nth(i).getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      for (let j = 0; j < (await buttons.count()); j++) {
        const button = await placeOf(buttons.nth(j));
        expect(button.top, button.text).toBeGreaterThanOrEqual(card.top);
        expect(button.bottom, button.text).toBeLessThanOrEqual(card.bottom);
        expect(button.left, button.text).toBeGreaterThanOrEqual(card.left);
        expect(button.right, button.text).toBeLessThanOrEqual(card.right);
      }
      // And the next section starts below the card, not under its buttons.
    }
    const waitingOrDetails = await placeOf(c.locator('.quote-grid').locator('xpath=following::h2[1]'));
    expect(waitingOrDetails.top).toBeGreaterThanOrEqual((await placeOf(cards.last())).bottom);

    // Declining the other pro's quote.
    const other = c.locator(`.quote-grid > li:has([data-quote-id="${otherBidId}"])`);
    await other.getByRole('button', { name: '婉拒報價' }).tap();
    await expectSheetUsable(c, '婉拒這份報價？', ['取消', '確認婉拒']);
    await c.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).tap();

    // The request's own actions, each behind a confirmation.
    for (const [action, title, buttons] of [
      ['close', '關閉這個需求？', ['取消', '確定關閉']],
      ['archive', '封存這個需求？', ['取消', '確定封存']],
      ['copy', '再次發出這個需求？', ['取消', '再次發案']],
      ['report', '回報問題', ['取消', '送出回報']],
    ] as const) {
      await c.goto(`${baseUrl}/dashboard/projects/quotelist/${requestId}/${action}`);
      await expectSheetUsable(c, title, [...buttons]);
    }

    // Hiring the pro, from the quote's page with the conversation.
    await c.goto(`${baseUrl}/dashboard/projects/quote/${requestId}/${bidId}`);
    await eventually(() => c.getByRole('button', { name: '雇用這位專家' }).count()).toBe(1);
    await expectNoSidewaysScroll(c, 'quote');
    await c.getByRole('button', { name: '封鎖此會員' }).tap();
    await expectSheetUsable(c, /^確定要封鎖/, ['取消', '確定封鎖']);
    await c.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).tap();
    await c.getByRole('button', { name: '雇用這位專家' }).tap();
    const hire = await expectSheetUsable(c, '雇用這位專家？', ['取消', '確認雇用']);
    // The date reads in zh-TW: the hire starts from the requested date, written out with its weekday.
    const date = hire.locator('.date-input');
    expect(await date.innerText()).toMatch(/^\d{4} 年 \d{1,2} 月 \d{1,2} 日（週.）$/);
    await hire.getByLabel('服務日期').fill('2026-12-09');
    // Choosing from the time's selects does not move the focus: leave the date field first.
    await hire.getByLabel('服務日期').blur();
    await hire.getByLabel('服務時間', { exact: true }).selectOption('09');
    await hire.getByLabel('服務時間（分）').selectOption('00');
    await eventually(() => date.innerText()).toBe('2026 年 12 月 9 日（週三）');
    expect(await hire.getByLabel('服務日期').evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    await hire.getByRole('button', { name: '確認雇用', exact: true }).tap();
    await eventually(() => c.getByRole('button', { name: '取消雇用' }).count()).toBe(1);
    await c.getByRole('button', { name: '取消雇用' }).tap();
    await expectSheetUsable(c, '取消雇用？', ['取消', '確認取消雇用']);
    await c.getByRole('dialog').getByRole('button', { name: '取消', exact: true }).tap();

    // The pro reports the work done.
    await p.goto(`${baseUrl}/dashboard/works/${bidId}`);
    await eventually(() => p.getByRole('button', { name: '回報完工' }).count()).toBe(1);
    await expectNoSidewaysScroll(p, 'work');
    await p.getByRole('button', { name: '回報完工' }).tap();
    // Before the booked day the sheet asks to confirm an early completion.
    const complete = await expectSheetUsable(p, /^(回報完工？|預約的日期還沒到)$/, [/^(確認完工|確定提早回報完工)$/]);
    await complete.getByRole('button', { name: /^(確認完工|確定提早回報完工)$/ }).tap();
    await eventually(async () => {
      const { json } = await api<{ quote_request: QuoteRequestResponse }>(`/quote_request/${requestId}.json`, { token: consumerToken });
      return json.quote_request.QuoteBid.find((b) => b.id === bidId)?.quote_status_id;
    }).toBe(4);

    // The review: the longest sheet, stars, text, tags and photos; 送出評價 still on the screen.
    await c.reload();
    await eventually(() => c.getByRole('button', { name: '留下評價' }).count()).toBe(1);
    await c.getByRole('button', { name: '留下評價' }).tap();
    const review = await expectSheetUsable(c, '評價這位專家', ['取消', '送出評價']);
    await review.locator('label', { hasText: '5 顆星' }).tap();
    await review.getByLabel('評價內容（選填）').fill('準時到達，安裝乾淨俐落，也說明了保養方式，很推薦。');
    await review.getByLabel(/照片/).setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PIXEL },
      { name: 'b.png', mimeType: 'image/png', buffer: PIXEL },
    ]);
    await eventually(() => review.locator('.file-picker__item').count()).toBe(2);
    await expectSheetUsable(c, '評價這位專家', ['取消', '送出評價']);
    await review.getByRole('button', { name: '送出評價', exact: true }).tap();
    await eventually(() => c.getByText('您已評價過這位專家').count()).toBe(1);

    // Buying credit: the card payment's confirmation, with its summary whole, then the store code's.
    await p.goto(`${baseUrl}/dashboard/pricing`);
    await p.getByRole('radio', { name: /標準包/ }).check();
    await p.getByRole('radio', { name: '使用新的信用卡' }).check();
    await p.getByLabel('卡號').fill('4242424242424242');
    await p.getByLabel('有效期限（MM/YY）').fill('12/30');
    await p.getByLabel('安全碼').fill('123');
    await p.getByRole('button', { name: '下一步：確認付款' }).tap();
    const card = await expectSheetUsable(p, '確認付款', ['確認支付 NT$1,000']);
    for (const id of ['confirm-price', 'confirm-credit']) {
      const figure = card.getByTestId(id);
      expect(await figure.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect((await placeOf(figure)).right).toBeLessThanOrEqual(WIDTH);
    }
    await card.getByRole('button', { name: '關閉', exact: true }).tap();
    await p.goto(`${baseUrl}/dashboard/pricing/amount-600`);
    await p.getByRole('radio', { name: /超商代碼繳費/ }).check();
    await p.getByRole('button', { name: '下一步：確認付款' }).tap();
    await expectSheetUsable(p, '確認付款', ['確認並取得繳費資訊']);

    // Deleting the account: the confirmation, left unconfirmed.
    await p.goto(`${baseUrl}/dashboard/settings/delete`);
    await p.getByRole('button', { name: '刪除我的帳號' }).tap();
    await expectSheetUsable(p, '確定要刪除帳號嗎？', ['取消', '永久刪除']);

    expect(consumer.errors).toEqual([]);
    expect(pro.errors).toEqual([]);
  });
});
