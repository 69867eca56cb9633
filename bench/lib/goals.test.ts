import { describe, expect, it } from 'vitest';
import { atLeast, atMost, below, formatGoal, formatGoalsTable, formatValue, type GoalRow, goalsSummary, judge, meets } from './goals';

describe('meets', () => {
  it('takes a ratio at the goal as met and one just under it as a miss', () => {
    expect(meets(0.5, atLeast(0.5))).toBe(true);
    expect(meets(0.49, atLeast(0.5))).toBe(false);
  });

  it('wants a latency strictly below its goal', () => {
    expect(meets(24.9, below(25))).toBe(true);
    expect(meets(25, below(25))).toBe(false);
  });

  it('allows bytes up to and including the goal', () => {
    expect(meets(122_880, atMost(122_880))).toBe(true);
    expect(meets(122_881, atMost(122_880))).toBe(false);
  });
});

describe('judge', () => {
  const row = (measured: number | null, goal = atLeast(150)): GoalRow => ({ figure: 'logins', where: 'postgres', measured, unit: 'per-second', goal });

  it('marks a figure without a goal as information', () => {
    expect(judge({ ...row(10), goal: null })).toBe('info');
  });

  it('counts a figure that could not be measured as not measured', () => {
    expect(judge(row(null))).toBe('not measured');
    expect(judge(row(Number.NaN))).toBe('not measured');
  });

  it('says met or miss', () => {
    expect(judge(row(151))).toBe('met');
    expect(judge(row(67))).toBe('miss');
  });
});

describe('formatting', () => {
  it('writes each unit with its goal sign', () => {
    expect(formatGoal(atLeast(0.5), 'ratio')).toBe('≥ 0.50');
    expect(formatGoal(below(25), 'ms')).toBe('< 25.0 ms');
    expect(formatValue(0.011, 'ratio')).toBe('0.011');
    expect(formatGoal(atMost(120 * 1024), 'bytes')).toBe('≤ 120.0 KB');
    expect(formatValue(312.4, 'megabytes')).toBe('312 MB');
    expect(formatValue(4.56, 'percent')).toBe('4.6 %');
    expect(formatValue(149.6, 'per-second')).toBe('150/s');
  });

  it('marks misses and unmeasured figures in the table, and leaves information rows unmarked', () => {
    const table = formatGoalsTable([
      { figure: 'GET /api/quote_categories/index.json, ratio', where: 'postgres', measured: 0.62, unit: 'ratio', goal: atLeast(0.5) },
      { figure: 'GET /api/user/me.json, ratio', where: 'postgres', measured: 0.08, unit: 'ratio', goal: atLeast(0.15) },
      { figure: 'first-load JavaScript, home', where: '/', measured: null, unit: 'bytes', goal: atMost(120 * 1024) },
      { figure: 'GET /api/user/me.json, ratio', where: 'pglite', measured: 0.05, unit: 'ratio', goal: null },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe('| figure | where | measured | goal | met |');
    expect(lines[2]).toBe('| GET /api/quote_categories/index.json, ratio | postgres | 0.62 | ≥ 0.50 | ✓ |');
    expect(lines[3]).toBe('| GET /api/user/me.json, ratio | postgres | 0.080 | ≥ 0.15 | ✗ MISS |');
    expect(lines[4]).toBe('| first-load JavaScript, home | / | - | ≤ 120.0 KB | ✗ not measured |');
    expect(lines[5]).toBe('| GET /api/user/me.json, ratio | pglite | 0.050 | - |  |');
  });

  it('sums up the misses, ignoring information rows', () => {
    const rows: GoalRow[] = [
      { figure: 'a', where: 'postgres', measured: 1, unit: 'ms', goal: below(25) },
      { figure: 'b', where: 'postgres', measured: 30, unit: 'ms', goal: below(25) },
      { figure: 'c', where: 'pglite', measured: 30, unit: 'ms', goal: null },
    ];
    expect(goalsSummary(rows)).toBe('1 of 2 goals met; 1 missed or not measured (✗ above).');
    expect(goalsSummary(rows.slice(0, 1))).toBe('All 1 goals met.');
  });
});
