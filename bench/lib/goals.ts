// The performance goals and how a measured figure is judged against one. Pure: no I/O, so the
// report's ✓ / ✗ MISS marks are unit-tested.
import { markdownTable } from './markdown';

/** What a figure is counted in; it decides how the figure and its goal are written. */
export type Unit = 'ratio' | 'per-second' | 'ms' | 'bytes' | 'megabytes' | 'percent';

/** `at-least`: measured ≥ value; `below`: measured < value; `at-most`: measured ≤ value. */
export interface Goal {
  compare: 'at-least' | 'below' | 'at-most';
  value: number;
}

export const atLeast = (value: number): Goal => ({ compare: 'at-least', value });
export const below = (value: number): Goal => ({ compare: 'below', value });
export const atMost = (value: number): Goal => ({ compare: 'at-most', value });

/** One line of a goals table. A row without a goal is shown for information (e.g. PGlite). */
export interface GoalRow {
  figure: string;
  /** Where it was measured: an engine, a setup, a page. */
  where: string;
  /** null: the figure could not be measured (the notes say why). */
  measured: number | null;
  unit: Unit;
  goal: Goal | null;
}

export type Verdict = 'met' | 'miss' | 'not measured' | 'info';

export interface JudgedRow extends GoalRow {
  verdict: Verdict;
}

/** Whether the measured figure meets the goal. */
export function meets(measured: number, goal: Goal): boolean {
  if (goal.compare === 'at-least') return measured >= goal.value;
  if (goal.compare === 'below') return measured < goal.value;
  return measured <= goal.value;
}

export function judge(row: GoalRow): Verdict {
  if (!row.goal) return 'info';
  if (row.measured === null || !Number.isFinite(row.measured)) return 'not measured';
  return meets(row.measured, row.goal) ? 'met' : 'miss';
}

export const judgeAll = (rows: GoalRow[]): JudgedRow[] => rows.map((row) => ({ ...row, verdict: judge(row) }));

/** A figure in its unit: ratios with two or three decimals, latencies to a tenth of a millisecond, bytes as KB (1024). */
export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'ratio':
      // Small ratios keep a third decimal, so 0.011 and 0.014 stay apart.
      return value.toFixed(value < 0.1 ? 3 : 2);
    case 'per-second':
      return `${value.toFixed(0)}/s`;
    case 'ms':
      return `${value.toFixed(1)} ms`;
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'megabytes':
      return `${value.toFixed(0)} MB`;
    case 'percent':
      return `${value.toFixed(1)} %`;
  }
}

const SIGNS: Record<Goal['compare'], string> = { 'at-least': '≥', below: '<', 'at-most': '≤' };

export const formatGoal = (goal: Goal, unit: Unit): string => `${SIGNS[goal.compare]} ${formatValue(goal.value, unit)}`;

const MARKS: Record<Verdict, string> = { met: '✓', miss: '✗ MISS', 'not measured': '✗ not measured', info: '' };

export const verdictMark = (verdict: Verdict): string => MARKS[verdict];

/** The goals table: figure, where, measured, goal, met (✓, ✗ MISS, or ✗ not measured). */
export function formatGoalsTable(rows: GoalRow[]): string {
  const cells = judgeAll(rows).map((row) => [
    row.figure,
    row.where,
    row.measured === null ? '-' : formatValue(row.measured, row.unit),
    row.goal ? formatGoal(row.goal, row.unit) : '-',
    verdictMark(row.verdict),
  ]);
  return markdownTable(['figure', 'where', 'measured', 'goal', 'met'], cells, [2]);
}

/** One line counting the misses, for the end of a report. */
export function goalsSummary(rows: GoalRow[]): string {
  const judged = judgeAll(rows).filter((row) => row.verdict !== 'info');
  const met = judged.filter((row) => row.verdict === 'met').length;
  const missed = judged.length - met;
  return missed === 0 ? `All ${met} goals met.` : `${met} of ${judged.length} goals met; ${missed} missed or not measured (✗ above).`;
}
