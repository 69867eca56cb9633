import { describe, expect, it } from 'vitest';
import { ACTIVITY_TEXT, ACTIVITY_TYPES, Activity, HIDDEN_QUOTE_STATUSES, QuoteStatus } from './quote-status';

describe('Activity', () => {
  it('names every activity type of the spec exactly once', () => {
    expect(Object.values(Activity).sort()).toEqual([...ACTIVITY_TYPES].sort());
  });

  it('has a zh-TW word for every activity type', () => {
    for (const type of ACTIVITY_TYPES) expect(ACTIVITY_TEXT[type]).toMatch(/\p{Script=Han}/u);
  });
});

describe('HIDDEN_QUOTE_STATUSES', () => {
  it('hides only NotInterested bids', () => {
    expect(HIDDEN_QUOTE_STATUSES).toEqual([QuoteStatus.NotInterested]);
  });
});
