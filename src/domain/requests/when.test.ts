import { describe, expect, it } from 'vitest';
import { DaySlot } from '../time';
import { describeWhen, readDaySlots, whenSchema } from './when';

describe('whenSchema', () => {
  it.each([
    [{ day_label: 'tomorrow', day_slots: ['3', '2', '3'] }, { day_label: 'tomorrow', day_slots: [2, 3] }],
    [{ day_label: 'flexible', day_slots: '5' }, { day_label: 'flexible', day_slots: [5] }],
    [{ day_label: '', day_slots: '' }, { day_label: null, day_slots: [] }],
    [{}, { day_label: null, day_slots: [] }],
  ])('reads %o as %o', (input, expected) => {
    expect(whenSchema.parse(input)).toEqual(expected);
  });

  it.each([[{ day_label: 'someday' }], [{ day_slots: ['6'] }], [{ day_slots: ['0'] }], [{ day_slots: 'x' }]])(
    'refuses %o',
    (input) => {
      expect(whenSchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('describeWhen', () => {
  it('joins the day and the slots in zh-TW', () => {
    expect(describeWhen({ day_label: 'tomorrow', day_slots: [DaySlot.Morning, DaySlot.Afternoon] })).toBe(
      '明天・上午 09:00-12:00、下午 12:00-15:00',
    );
  });

  it('says flexible when nothing was chosen', () => {
    expect(describeWhen({ day_label: null, day_slots: [] })).toBe('時間彈性');
  });

  it('shows slots alone when no day was chosen', () => {
    expect(describeWhen({ day_label: null, day_slots: [DaySlot.Night] })).toBe('晚上 18:00 後');
  });
});

describe('readDaySlots', () => {
  it('keeps only slot ids', () => {
    expect(readDaySlots([1, 9, '2', 5])).toEqual([1, 5]);
    expect(readDaySlots(null)).toEqual([]);
  });
});
