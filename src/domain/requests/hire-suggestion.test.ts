import { describe, expect, it } from 'vitest';
import { suggestHireTime } from './hire-suggestion';

// Posted Tuesday 2026-11-24 10:00 Taipei.
const created = '2026-11-24 02:00:00';
const now = new Date('2026-11-25T02:00:00Z');

describe('suggestHireTime', () => {
  it('starts from a date the consumer answered and the first time slot chosen', () => {
    const fields = [{ type: 'date', value: '2026-12-05' }];
    expect(suggestHireTime({ created, when: { day_label: 'nextWeek', day_slots: [3, 4] }, fields }, now)).toEqual({ date: '2026-12-05', time: '12:00' });
  });

  it('reads next week as the Monday after the posting day, and never suggests a past day', () => {
    expect(suggestHireTime({ created, when: { day_label: 'nextWeek', day_slots: [4] }, fields: [] }, now)).toEqual({ date: '2026-11-30', time: '15:00' });
    expect(suggestHireTime({ created, when: { day_label: 'today', day_slots: [1] }, fields: [] }, now)).toEqual({ date: '2026-11-25', time: '08:00' });
  });

  it('leaves what the request does not say empty', () => {
    expect(suggestHireTime({ created, when: { day_label: 'flexible', day_slots: [] }, fields: [] }, now)).toEqual({ date: '', time: '' });
  });
});
