import { describe, expect, it } from 'vitest';
import { hiredJob } from '../../test/fixtures';
import { hireIcs, hiresByDate, initialMonth, monthWeeks, shiftMonth } from './hire-calendar-model';

const hire = (id: number, hiredOn: string) => hiredJob({ quote_bid_id: id, quote_request_id: 100 + id, hired_on: hiredOn });

describe('the consumer’s hire calendar', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-12');
    // 2026-12-01 is a Tuesday; 12-31 a Thursday.
    expect(weeks[0]).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weeks).toHaveLength(5);
    // February 2021 begins on a Monday and fills exactly four weeks.
    expect(monthWeeks('2021-02')).toHaveLength(4);
    expect(monthWeeks('2026-02')).toHaveLength(5);
  });

  it('steps months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 14)).toBe('2028-01');
  });

  it('puts each hire on its Taipei day, earliest first, and opens on the next one', () => {
    // 2026-12-04 17:30 UTC is 2026-12-05 01:30 in Taipei.
    const late = hire(1, '2026-12-05 06:00:00');
    const early = hire(2, '2026-12-04 17:30:00');
    const past = hire(3, '2026-10-01 02:00:00');
    const byDate = hiresByDate([late, past, early]);
    expect([...byDate.keys()]).toEqual(['2026-10-01', '2026-12-05']);
    expect(byDate.get('2026-12-05')?.map((h) => h.quote_bid_id)).toEqual([2, 1]);
    expect(initialMonth([late, past], '2026-11-26')).toBe('2026-12');
    expect(initialMonth([past], '2026-11-26')).toBe('2026-11');
  });

  it('exports the appointment as an iCalendar event in UTC', () => {
    const ics = hireIcs(hire(7, '2026-12-05 06:00:00'), 'https://example.tw/dashboard/projects/quotelist/107', '冷氣清潔・陳志明');
    expect(ics).toContain('DTSTART:20261205T060000Z\r\n');
    expect(ics).toContain('DTEND:20261205T070000Z\r\n');
    expect(ics).toContain('SUMMARY:冷氣清潔・陳志明\r\n');
    expect(ics).toContain('LOCATION:新竹縣竹北市 竹北市光明六路 10 號\r\n');
    expect(ics).toContain('UID:hire-7@');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
