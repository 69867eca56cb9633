import type { Totals } from '../../../domain/ops/finance.contract';
import { TOTALS_PERIOD_HEADER, TOTALS_SUM_LABEL } from '../../../domain/ops/finance-texts';

/** The byte-order mark: without it Excel reads a UTF-8 file as the local code page and garbles zh-TW headers. */
const BOM = '\uFEFF';

/** A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break; a leading =, +, - or @ is kept from being read as a formula. */
export function cell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The totals as a CSV for Excel: BOM, zh-TW headers, one row per period, the sums last; CRLF line ends. */
export function totalsCsv(totals: Totals): string {
  const header = [TOTALS_PERIOD_HEADER[totals.period], ...totals.columns.map((c) => c.label)];
  const rows = totals.rows.map((row) => [row.period, ...totals.columns.map((c) => row.values[c.key] ?? 0)]);
  const sums = [TOTALS_SUM_LABEL, ...totals.columns.map((c) => totals.sums[c.key] ?? 0)];
  return `${BOM}${[header, ...rows, sums].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** The download's file name, naming the range. */
export function totalsFileName(totals: Pick<Totals, 'period' | 'from' | 'to'>): string {
  return `finance-totals-${totals.period}-${totals.from}_${totals.to}.csv`;
}
