import { describe, expect, it } from 'vitest';
import { totalsCsv } from './finance-csv';
import { daysBetween, monthsBetween, taipeiDayRange, taipeiMonthRange } from './finance-days';
import { periodKeys } from './finance-totals';

describe('Taipei periods of the finance reports', () => {
  it('maps a Taipei day and months to UTC ranges', () => {
    expect(taipeiDayRange('2025-03-10')).toEqual({ start: new Date('2025-03-09T16:00:00Z'), end: new Date('2025-03-10T16:00:00Z') });
    expect(taipeiMonthRange('2024-12', '2025-02')).toEqual({ start: new Date('2024-11-30T16:00:00Z'), end: new Date('2025-02-28T16:00:00Z') });
  });

  it.each([
    ['day', '2024-02-27', '2024-03-01', ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']],
    ['month', '2024-11', '2025-02', ['2024-11', '2024-12', '2025-01', '2025-02']],
  ] as const)('lists every %s from %s to %s', (period, from, to, keys) => {
    expect(periodKeys({ period, from, to })).toEqual(keys);
  });

  it('counts the days and months of a range, both ends included', () => {
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
    expect(monthsBetween('2024-11', '2025-02')).toBe(4);
  });

  it('writes cells Excel reads as text: quoted when needed, never a formula', () => {
    const csv = totalsCsv({
      period: 'month',
      from: '2025-01',
      to: '2025-01',
      columns: [
        { key: 'a', label: '金額, "含稅"' },
        { key: 'b', label: '=SUM(A1)' },
      ],
      rows: [{ period: '2025-01', values: { a: -5, b: 3 } }],
      sums: { a: -5, b: 3 },
    });
    expect(csv).toBe('\uFEFF月份,"金額, ""含稅""",\'=SUM(A1)\r\n2025-01,-5,3\r\n合計,-5,3\r\n');
  });
});
