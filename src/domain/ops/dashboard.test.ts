import { describe, expect, it } from 'vitest';
import { addDays, daysOf, lastDays, rangeInstants, resolveDashboardRange } from './dashboard';
import { jobErrorText } from './dashboard-jobs';

// 2025-03-02 20:00 UTC is already the 3rd in Taipei.
const NOW = new Date('2025-03-02T20:00:00Z');

describe('the dashboard range', () => {
  it.each([
    [{}, { from: '2025-02-02', to: '2025-03-03' }],
    [{ to: '2025-01-31' }, { from: '2025-01-02', to: '2025-01-31' }],
    [{ from: '2025-03-01', to: '2025-03-01' }, { from: '2025-03-01', to: '2025-03-01' }],
    [{ from: '2024-03-03', to: '2025-03-03' }, { from: '2024-03-03', to: '2025-03-03' }],
  ])('resolves %j to %j', (query, range) => {
    expect(resolveDashboardRange(query, NOW)).toEqual({ ok: true, range });
  });

  it.each([
    [{ from: '2025-3-1' }, 'from', 'badDate'],
    [{ from: '2025-02-29' }, 'from', 'badDate'],
    [{ to: 'today' }, 'to', 'badDate'],
    [{ from: '2025-03-02', to: '2025-03-01' }, 'to', 'endsBeforeStart'],
    [{ from: '2024-03-02', to: '2025-03-03' }, 'from', 'tooLong'],
  ])('refuses %j naming %s (%s)', (query, field, problem) => {
    expect(resolveDashboardRange(query, NOW)).toMatchObject({ ok: false, field, problem });
  });

  it('lists the days and the instants of a range in Taipei time', () => {
    expect(daysOf('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(lastDays(NOW, 7)).toEqual({ from: '2025-02-25', to: '2025-03-03' });
    expect(rangeInstants({ from: '2025-03-01', to: '2025-03-02' })).toEqual({ start: new Date('2025-02-28T16:00:00Z'), end: new Date('2025-03-02T16:00:00Z') });
  });

  it('keeps a job failure’s message short', () => {
    expect(jobErrorText(new Error('boom'))).toBe('Error: boom');
    expect(jobErrorText('x'.repeat(800))).toHaveLength(500);
  });
});
