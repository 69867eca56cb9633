import { DAY_MS, taipeiDateKey } from '../../domain/time';
import { FixedClock } from '../adapters/clock';

/** Noon in Taipei on the day the tests start: the day `taipeiAt` counts from, whatever the hour. */
const TODAY_NOON = new Date(`${taipeiDateKey(new Date())}T12:00:00+08:00`);

/** The Taipei date `days` after the day the tests start, `YYYY-MM-DD`. */
export function taipeiDay(days: number): string {
  return taipeiDateKey(new Date(TODAY_NOON.getTime() + days * DAY_MS));
}

/** The instant at a Taipei wall-clock time (`HH:mm:ss`) `days` after the day the tests start. */
export function taipeiAt(days: number, time: string): Date {
  return new Date(`${taipeiDay(days)}T${time}+08:00`);
}

/**
 * A server clock fixed at noon in Taipei today, for tests whose answers depend on the date: set
 * it near midnight (`taipeiAt(1, '23:59:30')`) to test a day boundary, and back with `reset`.
 */
export class TaipeiTestClock extends FixedClock {
  constructor() {
    super(TODAY_NOON);
  }

  reset(): void {
    this.set(TODAY_NOON);
  }
}
