import { describe, expect, it } from 'vitest';
import * as time from './index';

describe('time index', () => {
  it.each([
    'toUtcString',
    'parseUtcString',
    'toTaipeiParts',
    'formatTaipei',
    'taipeiDateKey',
    'isoWeekday',
    'startOfTaipeiWeek',
    'daySlotOf',
    'timeOfDayWord',
    'dayLabel',
    'timeSince',
    'timeLeft',
  ])('re-exports the %s function', (name) => {
    expect(typeof (time as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(['TAIPEI_OFFSET_MINUTES', 'DaySlot', 'Weekday', 'DAY_LABEL_TEXT', 'TIME_LEFT_SHOWN_UNDER_DAYS'])(
    're-exports the %s constant',
    (name) => {
      expect(name in time).toBe(true);
    },
  );
});
