/** Millisecond lengths and calendar counts shared by the time helpers. */

export const SECOND_MS = 1000;
export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;
export const HOURS_PER_DAY = 24;
export const DAYS_PER_WEEK = 7;
/** The spec counts a month as a flat 30 days for "time since" wording. */
export const DAYS_PER_MONTH = 30;

export const MINUTE_MS = SECONDS_PER_MINUTE * SECOND_MS;
export const HOUR_MS = MINUTES_PER_HOUR * MINUTE_MS;
export const DAY_MS = HOURS_PER_DAY * HOUR_MS;
export const WEEK_MS = DAYS_PER_WEEK * DAY_MS;
export const MONTH_MS = DAYS_PER_MONTH * DAY_MS;
export const MINUTES_PER_DAY = HOURS_PER_DAY * MINUTES_PER_HOUR;
