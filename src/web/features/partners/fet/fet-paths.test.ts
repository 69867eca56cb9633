import { describe, expect, it } from 'vitest';
import { formatTwd } from '../../../../domain/money/twd';
import type { PartnerOffer } from '../../../../domain/partners/partner-discounts';
import { fetSearchResultPath, offerTerms, pageParam, quickBuyProblems } from './fet-paths';

const offer = (change: Partial<PartnerOffer> = {}): PartnerOffer => ({
  code: 'FET500',
  title: '遠傳用戶專屬折扣',
  amount_off: 500,
  percent_off: null,
  min_order: 3000,
  valid_from: '2026-12-01T00:00:00Z',
  valid_until: '2027-01-01T00:00:00Z',
  max_uses: 100,
  per_user_limit: 1,
  remaining_uses: 40,
  ...change,
});
const day = (iso: string) => iso.slice(0, 10);

describe('the fet channel paths and offer terms', () => {
  it('puts the trimmed text in the result address, and the page only after the first', () => {
    expect(fetSearchResultPath('  冷氣 清洗 ')).toBe(`/fet/search-result?q=${encodeURIComponent('冷氣 清洗').replace(/%20/g, '+')}`);
    expect(fetSearchResultPath('a&b', 3)).toBe('/fet/search-result?q=a%26b&page=3');
  });

  it('reads a page number, falling back to 1', () => {
    expect(pageParam('4')).toBe(4);
    expect([pageParam(null), pageParam('0'), pageParam('-2'), pageParam('x'), pageParam('1.5')]).toEqual([1, 1, 1, 1, 1]);
  });

  it('lists what an offer takes off, its minimum, validity and uses', () => {
    expect(offerTerms(offer(), day, formatTwd)).toEqual([
      { key: 'amountOff', values: { amount: 'NT$500' } },
      { key: 'minOrder', values: { amount: 'NT$3,000' } },
      { key: 'validity', values: { from: '2026-12-01', until: '2027-01-01' } },
      { key: 'usesLeft', values: { count: 40 } },
      { key: 'perUser', values: { count: 1 } },
    ]);
    const open = offerTerms(offer({ amount_off: null, percent_off: 10, min_order: 0, remaining_uses: null, max_uses: null, per_user_limit: null }), day, formatTwd);
    expect(open.map((t) => t.key)).toEqual(['percentOff', 'noMinimum', 'validity', 'noLimit']);
    expect(open[0]?.values).toEqual({ percent: 10 });
  });

  it('checks the one-step purchase before asking the server', () => {
    const draft = { planId: 5, quantity: '2', atProPlace: false, address: '臺北市大安區復興南路一段 1 號', code: '' };
    expect(quickBuyProblems(draft)).toEqual({});
    expect(quickBuyProblems({ ...draft, planId: null, quantity: '0', address: ' ' })).toEqual({
      plan: 'partners>fet>quickBuy>planMissing',
      quantity: 'partners>fet>quickBuy>quantityBad',
      address: 'shopOrders>checkout>addressMissing',
    });
    expect(quickBuyProblems({ ...draft, quantity: '1.5', atProPlace: true, address: '' })).toEqual({ quantity: 'partners>fet>quickBuy>quantityBad' });
    expect(quickBuyProblems({ ...draft, quantity: '100' }).quantity).toBeDefined();
  });
});
