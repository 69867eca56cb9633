import { taipeiMinuteOfDay } from './datetime';
import { clockMinute, findRangeKey, type MinuteRange } from './minute-range';
import { MINUTES_PER_DAY } from './units';

export { WEEKDAY_LABEL, WEEKDAY_SHORT_LABEL, Weekday, type WeekdayId } from './weekday';

/** Day slots a consumer can pick for when a job should happen (spec section 3). */
export const DaySlot = {
  EarlyMorning: 1,
  Morning: 2,
  Afternoon: 3,
  Evening: 4,
  Night: 5,
} as const;
export type DaySlotId = (typeof DaySlot)[keyof typeof DaySlot];

/** Every slot id in day order. */
export const DAY_SLOT_IDS: readonly DaySlotId[] = Object.values(DaySlot);

/** zh-TW slot labels with their clock span, Taipei time. */
export const DAY_SLOT_LABEL: Record<DaySlotId, string> = {
  [DaySlot.EarlyMorning]: '早上 09:00 前',
  [DaySlot.Morning]: '上午 09:00-12:00',
  [DaySlot.Afternoon]: '下午 12:00-15:00',
  [DaySlot.Evening]: '傍晚 15:00-18:00',
  [DaySlot.Night]: '晚上 18:00 後',
};

/** Slot spans in Taipei minutes since midnight; the spec's "18:00-23:59" runs to midnight so 23:59:59 is still night. */
export const DAY_SLOT_RANGE: Record<DaySlotId, MinuteRange> = {
  [DaySlot.EarlyMorning]: { start: clockMinute(0), end: clockMinute(9) },
  [DaySlot.Morning]: { start: clockMinute(9), end: clockMinute(12) },
  [DaySlot.Afternoon]: { start: clockMinute(12), end: clockMinute(15) },
  [DaySlot.Evening]: { start: clockMinute(15), end: clockMinute(18) },
  [DaySlot.Night]: { start: clockMinute(18), end: MINUTES_PER_DAY },
};

/** The day slot an instant falls in, judged on the Taipei clock. */
export function daySlotOf(date: Date): DaySlotId {
  return findRangeKey(DAY_SLOT_IDS, DAY_SLOT_RANGE, taipeiMinuteOfDay(date));
}

/** Parts of the day used in casual wording such as "下午 3:00". */
export const TimeOfDay = {
  BeforeDawn: 'beforeDawn',
  EarlyMorning: 'earlyMorning',
  Morning: 'morning',
  Noon: 'noon',
  Afternoon: 'afternoon',
  Night: 'night',
} as const;
export type TimeOfDayName = (typeof TimeOfDay)[keyof typeof TimeOfDay];

/** Every time-of-day name in day order. */
export const TIME_OF_DAY_NAMES: readonly TimeOfDayName[] = Object.values(TimeOfDay);

/** zh-TW words for each part of the day. */
export const TIME_OF_DAY_TEXT: Record<TimeOfDayName, string> = {
  beforeDawn: '凌晨',
  earlyMorning: '清晨',
  morning: '上午',
  noon: '中午',
  afternoon: '下午',
  night: '晚上',
};

// The spec lists these at half-hour granularity with gaps (e.g. before dawn 0:00-4:30, early
// morning from 5:00). Each range here runs on to the start of the next, so the whole day is
// covered: 4:45 is 凌晨, 7:45 清晨, 11:45 上午, 12:45 中午, 18:45 下午 and 23:59 晚上.
/** Taipei minute spans for each time-of-day word. */
export const TIME_OF_DAY_RANGE: Record<TimeOfDayName, MinuteRange> = {
  beforeDawn: { start: clockMinute(0), end: clockMinute(5) },
  earlyMorning: { start: clockMinute(5), end: clockMinute(8) },
  morning: { start: clockMinute(8), end: clockMinute(12) },
  noon: { start: clockMinute(12), end: clockMinute(13) },
  afternoon: { start: clockMinute(13), end: clockMinute(19) },
  night: { start: clockMinute(19), end: MINUTES_PER_DAY },
};

/** The part of the day an instant falls in on the Taipei clock. */
export function timeOfDay(date: Date): TimeOfDayName {
  return findRangeKey(TIME_OF_DAY_NAMES, TIME_OF_DAY_RANGE, taipeiMinuteOfDay(date));
}

/** The zh-TW word for the part of the day, e.g. 凌晨 or 下午. */
export function timeOfDayWord(date: Date): string {
  return TIME_OF_DAY_TEXT[timeOfDay(date)];
}
