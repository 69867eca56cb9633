import { DAY_MS, taipeiDateKey } from '../../../domain/time';
import { FixedClock } from '../../adapters/clock';
import type { TestServer } from '../../test/harness';

/** Dates and calls shared by the calendar and booking tests. */

/**
 * Noon in Taipei on the day the tests start: the time the calendar tests pin their server's clock
 * to (`calendarClock`), so that no answer depends on the time of day they run at, and the day the
 * dates below count from.
 */
export const CALENDAR_NOW = new Date(`${taipeiDateKey(new Date())}T12:00:00+08:00`);

/** A server clock fixed at `CALENDAR_NOW`. */
export function calendarClock(): FixedClock {
  return new FixedClock(CALENDAR_NOW);
}

/** The Taipei date `days` after `CALENDAR_NOW`, `YYYY-MM-DD`. */
export function taipeiDateIn(days: number): string {
  return taipeiDateKey(new Date(CALENDAR_NOW.getTime() + days * DAY_MS));
}

/** A UTC time string for a Taipei date and clock, e.g. ('2026-12-01', '09:00') is '2026-12-01 01:00:00'. */
export function utcOfTaipei(date: string, clock: string): string {
  const instant = new Date(`${date}T${clock}:00+08:00`);
  return instant.toISOString().replace('T', ' ').slice(0, 19);
}

/** The pro opens every day slot of every weekday through the API. */
export async function openAllWeek(server: Pick<TestServer, 'api'>, token: string, serviceId: number) {
  const everySlot = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((w) => [w, [1, 2, 3, 4, 5]]));
  const res = await server.api(`/business_hours/edit/${serviceId}.json`, { method: 'POST', token, json: { day_slots: everySlot } });
  if (res.status !== 200) throw new Error(`setting hours failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** POST /service_reserves/add.json as JSON. */
export function book(server: Pick<TestServer, 'api'>, token: string | undefined, body: Record<string, unknown>) {
  return server.api('/service_reserves/add.json', { method: 'POST', ...(token ? { token } : {}), json: body });
}
