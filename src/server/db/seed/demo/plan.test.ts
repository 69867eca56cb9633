import { describe, expect, it } from 'vitest';
import { type CategoryInfo, requestQuantity } from './plan';
import { Prng } from './prng';
import { reviewText } from './reviews';
import { isOneTrade, TRADES } from './trades';

const aircon: CategoryInfo = {
  id: 1,
  slug: 'aircon-cleaning',
  name: '冷氣清潔',
  genreSlug: 'cleaning',
  isPopular: true,
  priceType: 'flat',
  priceLow: 1500,
  priceHigh: 3500,
  priceUnit: '台',
  fields: [{ id: 7, label: '需要清洗幾台？', type: 'number', options: [], isRequired: true, placeholder: null }],
};

describe('requestQuantity', () => {
  it('counts the units the first number question asks for when it counts the priced unit', () => {
    expect(requestQuantity(aircon, [{ fieldId: 7, value: '3' }])).toBe(3);
    expect(requestQuantity(aircon, [{ fieldId: 7, value: '40' }])).toBe(10);
  });

  it('is 1 without an answer, for another kind of count, or by the hour', () => {
    expect(requestQuantity(aircon, [])).toBe(1);
    expect(requestQuantity(aircon, [{ fieldId: 7, value: 'abc' }])).toBe(1);
    const floors = { ...aircon, priceUnit: '次', fields: [{ ...aircon.fields[0]!, label: '住家位於幾樓？' }] };
    expect(requestQuantity(floors, [{ fieldId: 7, value: '7' }])).toBe(1);
    expect(requestQuantity({ ...aircon, priceType: 'hourly', priceUnit: '小時' }, [{ fieldId: 7, value: '3' }])).toBe(1);
  });
});

describe('reviewText', () => {
  it('never writes one sentence twice, even when asked for more than chance gives', () => {
    const rng = new Prng(1);
    const used = new Set<string>();
    const facts = { rating: 1, categoryName: '手機維修', praise: [] };
    const texts = Array.from({ length: 40 }, () => reviewText(rng, facts, used));
    expect(new Set(texts).size).toBe(40);
    expect(texts.every((t) => t.includes('手機維修'))).toBe(true);
  });
});

describe('trades', () => {
  it('keeps phone repair and SEO apart', () => {
    expect(isOneTrade(['phone-repair', 'computer-repair'])).toBe(true);
    expect(isOneTrade(['phone-repair', 'seo'])).toBe(false);
    expect(TRADES.every((trade) => new Set(trade).size === trade.length)).toBe(true);
  });
});
