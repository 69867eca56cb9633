import { addDays, mondayOf, taipeiDateOfUtc } from '../../../domain/calendar';
import type { HiredJobResponse } from '../../../domain/requests/quote-request.types';
import { parseUtcString } from '../../../domain/time';

/** A month of the consumer's hire calendar, `YYYY-MM` (Taipei time). */
export type MonthKey = string;

export const monthOf = (dateKey: string): MonthKey => dateKey.slice(0, 7);

/** The month `delta` months after `month` (negative goes back). */
export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The weeks (Monday first) covering a month: each week seven Taipei dates, those of the neighbouring months included. */
export function monthWeeks(month: MonthKey): string[][] {
  const first = `${month}-01`;
  const weeks: string[][] = [];
  for (let monday = mondayOf(first); ; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
    if (!days.some((d) => monthOf(d) === month)) break;
    weeks.push(days);
  }
  return weeks;
}

/** The hires of each Taipei date, earliest first within a day. */
export function hiresByDate(hires: readonly HiredJobResponse[]): Map<string, HiredJobResponse[]> {
  const byDate = new Map<string, HiredJobResponse[]>();
  const sorted = [...hires].sort((a, b) => a.hired_on.localeCompare(b.hired_on) || a.quote_bid_id - b.quote_bid_id);
  for (const hire of sorted) {
    const date = taipeiDateOfUtc(hire.hired_on);
    byDate.set(date, [...(byDate.get(date) ?? []), hire]);
  }
  return byDate;
}

/** The month the calendar opens on: that of the next appointment from today, else today's. */
export function initialMonth(hires: readonly HiredJobResponse[], today: string): MonthKey {
  const next = [...hires.map((h) => taipeiDateOfUtc(h.hired_on))].filter((d) => d >= today).sort()[0];
  return monthOf(next ?? today);
}

const icsTime = (utc: string) => `${utc.replace(/[-:]/g, '').replace(' ', 'T')}Z`;
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** How long an appointment blocks in the exported calendar event (the hire has a start time only). */
export const HIRE_EVENT_MINUTES = 60;

/**
 * An iCalendar (.ics) event of a hired appointment, for 加入行事曆: its time in UTC, the category
 * and the pro as the title, the place and address, and a link back to the request.
 */
export function hireIcs(hire: HiredJobResponse, url: string, title: string): string {
  const start = parseUtcString(hire.hired_on);
  const end = new Date(start.getTime() + HIRE_EVENT_MINUTES * 60_000);
  const endUtc = end.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  const location = hire.address ? `${hire.place} ${hire.address}` : hire.place;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//haobangshou//hire//ZH-TW',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:hire-${hire.quote_bid_id}@haobangshou`,
    `DTSTAMP:${icsTime(hire.hired_on)}`,
    `DTSTART:${icsTime(hire.hired_on)}`,
    `DTEND:${endUtc}`,
    `SUMMARY:${icsText(title)}`,
    `LOCATION:${icsText(location)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
