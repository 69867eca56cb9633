import { MINUTES_PER_HOUR } from './units';

/** A half-open range of minutes since midnight, [start, end). */
export interface MinuteRange {
  readonly start: number;
  readonly end: number;
}

/** Minutes since midnight for a wall-clock time, e.g. clockMinute(9, 30) is 570. */
export function clockMinute(hour: number, minute = 0): number {
  return hour * MINUTES_PER_HOUR + minute;
}

/** The first key (in the given order) whose range holds the minute; throws RangeError on a gap. */
export function findRangeKey<K extends PropertyKey>(
  order: readonly K[],
  ranges: Record<K, MinuteRange>,
  minute: number,
): K {
  const key = order.find((k) => minute >= ranges[k].start && minute < ranges[k].end);
  if (key === undefined) throw new RangeError(`No range holds minute ${minute}`);
  return key;
}
