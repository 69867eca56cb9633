/** ISO weekday numbers used across the app, Monday first (spec section 3). */
export const Weekday = {
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
  Sun: 7,
} as const;
export type WeekdayId = (typeof Weekday)[keyof typeof Weekday];

/** Single-character zh-TW weekday, as written inside dates like 11月22日（日）. */
export const WEEKDAY_SHORT_LABEL: Record<WeekdayId, string> = {
  [Weekday.Mon]: '一',
  [Weekday.Tue]: '二',
  [Weekday.Wed]: '三',
  [Weekday.Thu]: '四',
  [Weekday.Fri]: '五',
  [Weekday.Sat]: '六',
  [Weekday.Sun]: '日',
};

/** zh-TW weekday labels, e.g. for availability pickers: 週一 ... 週日. */
export const WEEKDAY_LABEL = Object.fromEntries(Object.entries(WEEKDAY_SHORT_LABEL).map(([id, day]) => [id, `週${day}`])) as Record<WeekdayId, string>;
