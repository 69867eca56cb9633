import { assertValidDate, startOfTaipeiWeek, taipeiDayNumber } from './datetime';
import { DAY_MS, HOUR_MS, MINUTE_MS, MONTH_MS, SECOND_MS, WEEK_MS } from './units';

/** Relative day labels, judged on Taipei calendar days. */
export type DayLabel = 'today' | 'tomorrow' | 'dayAfterTomorrow' | 'thisWeek' | 'nextWeek';

/** zh-TW text for each relative day label. */
export const DAY_LABEL_TEXT: Record<DayLabel, string> = {
  today: '今天',
  tomorrow: '明天',
  dayAfterTomorrow: '後天',
  thisWeek: '本週',
  nextWeek: '下週',
};

// Indexed by days ahead; these specific labels win over the week labels.
const LABEL_BY_DAYS_AHEAD: readonly DayLabel[] = ['today', 'tomorrow', 'dayAfterTomorrow'];
const THIS_WEEK = 0;
const NEXT_WEEK = 1;

/**
 * Labels the target's Taipei day relative to now's: today, tomorrow or the day after first,
 * then later this Mon-Sun week or the next one; earlier days and anything further are null.
 * A target earlier on the same calendar day is still "today".
 */
export function dayLabel(target: Date, now: Date): DayLabel | null {
  const daysAhead = taipeiDayNumber(target) - taipeiDayNumber(now);
  if (daysAhead < 0) return null;
  const byDays = LABEL_BY_DAYS_AHEAD[daysAhead];
  if (byDays) return byDays;
  // Both week starts are exact Taipei midnights, so the difference is a whole number of weeks.
  const weeksAhead = (startOfTaipeiWeek(target).getTime() - startOfTaipeiWeek(now).getTime()) / WEEK_MS;
  if (weeksAhead === THIS_WEEK) return 'thisWeek';
  if (weeksAhead === NEXT_WEEK) return 'nextWeek';
  return null;
}

/** Shown when less than a second has passed, or the past instant is ahead from clock skew. */
export const JUST_NOW_TEXT = '剛剛';

// Largest unit first; the first unit that fits at least once is used.
const SINCE_UNITS: readonly { ms: number; suffix: string }[] = [
  { ms: MONTH_MS, suffix: '個月前' },
  { ms: DAY_MS, suffix: '天前' },
  { ms: HOUR_MS, suffix: '小時前' },
  { ms: MINUTE_MS, suffix: '分鐘前' },
  { ms: SECOND_MS, suffix: '秒前' },
];

/** zh-TW "time since" in the largest whole unit, e.g. "5 小時前"; a month is 30 days. */
export function timeSince(past: Date, now: Date): string {
  assertValidDate(past);
  assertValidDate(now);
  const elapsed = now.getTime() - past.getTime();
  const unit = SINCE_UNITS.find((u) => elapsed >= u.ms);
  return unit ? `${Math.floor(elapsed / unit.ms)} ${unit.suffix}` : JUST_NOW_TEXT;
}

/** Time left is only worth showing once a deadline is this close. */
export const TIME_LEFT_SHOWN_UNDER_DAYS = 4;
/** Shown once the deadline has been reached. */
export const EXPIRED_TEXT = '已到期';
/** Shown in the final minute, where whole minutes would read "剩 0 分鐘". */
export const UNDER_A_MINUTE_TEXT = '剩不到 1 分鐘';

/**
 * zh-TW countdown such as "剩 3 天 4 小時", rounded down so it never overstates the time left;
 * null at or beyond TIME_LEFT_SHOWN_UNDER_DAYS, "已到期" once the deadline is reached.
 */
export function timeLeft(deadline: Date, now: Date): string | null {
  assertValidDate(deadline);
  assertValidDate(now);
  const remaining = deadline.getTime() - now.getTime();
  if (remaining <= 0) return EXPIRED_TEXT;
  if (remaining >= TIME_LEFT_SHOWN_UNDER_DAYS * DAY_MS) return null;
  const days = Math.floor(remaining / DAY_MS);
  const hours = Math.floor((remaining % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((remaining % HOUR_MS) / MINUTE_MS);
  if (days > 0) return hours > 0 ? `剩 ${days} 天 ${hours} 小時` : `剩 ${days} 天`;
  if (hours > 0) return `剩 ${hours} 小時`;
  if (minutes > 0) return `剩 ${minutes} 分鐘`;
  return UNDER_A_MINUTE_TEXT;
}
