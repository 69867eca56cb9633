import { type Kysely, sql } from 'kysely';
import type { Totals, TotalsColumn, TotalsQuery } from '../../../domain/ops/finance.contract';
import { LEDGER_TOTALS_LABELS, type LedgerTotalsKey } from '../../../domain/ops/finance-texts';
import { DAY_MS, HOUR_MS } from '../../../domain/time';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { taipeiDayRange, taipeiMonthRange, taipeiPeriodFormat } from './finance-days';

type Db = Kysely<Database>;
type Range = { start: Date; end: Date };
type Period = TotalsQuery['period'];

/**
 * One place whose money the totals count, with its columns. A later module (escrow, payouts)
 * adds its source to `TOTALS_SOURCES`; the report, the CSV and the screen take the columns as
 * the sources give them.
 */
export interface TotalsSource {
  columns: readonly TotalsColumn[];
  /** The source's values per period key (`YYYY-MM-DD` or `YYYY-MM`, Taipei). */
  totals(db: Db, period: Period, range: Range): Promise<Map<string, Record<string, number>>>;
}

const T = TransactionType;
const FEE_TYPES = [T.QuoteFee, T.AutoQuoteFee, T.ContactFee];
const FREE_TYPES = [T.WelcomeGrant, T.PromotionGrant];
const LEDGER_KEYS = Object.keys(LEDGER_TOTALS_LABELS) as LedgerTotalsKey[];

/** The ledger (with the purchases its entries name): one aggregate query grouped by Taipei day or month. */
export const ledgerTotalsSource: TotalsSource = {
  columns: LEDGER_KEYS.map((key) => ({ key, label: LEDGER_TOTALS_LABELS[key] })),
  async totals(db, period, range) {
    const { rows } = await sql<{ period: string } & Record<LedgerTotalsKey, string>>`
      select to_char((e.created at time zone 'UTC') + interval '8 hours', ${taipeiPeriodFormat(period)}) as period,
        coalesce(sum(p.amount) filter (where e.transaction_type = ${T.Purchase}), 0) as credit_sold_twd,
        coalesce(sum(e.amount) filter (where e.transaction_type = ${T.Purchase}), 0) as credit_sold,
        coalesce(-sum(e.amount) filter (where e.transaction_type in (${sql.join(FEE_TYPES)})), 0) as fees_charged,
        coalesce(sum(e.amount) filter (where e.transaction_type = ${T.Refund}), 0) as fee_refunds,
        coalesce(sum(coalesce(r.amount, p.amount)) filter (where e.transaction_type = ${T.PurchaseRefund}), 0) as purchase_refunds_twd,
        coalesce(-sum(e.amount) filter (where e.transaction_type = ${T.PurchaseRefund}), 0) as purchase_refunds,
        coalesce(sum(e.amount) filter (where e.transaction_type = ${T.Adjustment} and e.amount > 0), 0) as adjustments_in,
        coalesce(-sum(e.amount) filter (where e.transaction_type = ${T.Adjustment} and e.amount < 0), 0) as adjustments_out,
        coalesce(sum(e.amount) filter (where e.transaction_type in (${sql.join(FREE_TYPES)})), 0) as free_credit_given,
        coalesce(-sum(e.amount) filter (where e.transaction_type = ${T.Expiry}), 0) as free_credit_expired
      from wallet_entries e
      left join credit_purchases p on p.id = e.credit_purchase_id
      -- A refund's NT$ (a part of the purchase, 0085); entries written before it refunded the whole purchase.
      left join credit_purchase_refunds r on r.wallet_entry_id = e.id
      where e.created >= ${range.start} and e.created < ${range.end}
      group by 1
      order by 1`.execute(db);
    return new Map(rows.map((r) => [r.period, Object.fromEntries(LEDGER_KEYS.map((key) => [key, Number(r[key])]))]));
  },
};

/** What the totals count, in column order. */
export const TOTALS_SOURCES: readonly TotalsSource[] = [ledgerTotalsSource];

/** Every period key from `from` to `to`, so a quiet day still has its row. */
export function periodKeys(query: TotalsQuery): string[] {
  const keys: string[] = [];
  if (query.period === 'day') {
    for (let t = taipeiDayRange(query.from).start.getTime(); t < taipeiDayRange(query.to).end.getTime(); t += DAY_MS) {
      keys.push(new Date(t + 8 * HOUR_MS).toISOString().slice(0, 10));
    }
    return keys;
  }
  let [year, month] = query.from.split('-').map(Number) as [number, number];
  for (let key = query.from; key <= query.to; ) {
    keys.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    key = `${year}-${String(month).padStart(2, '0')}`;
  }
  return keys;
}

/** The totals of the range per period, every source's columns side by side, with their sums. */
export async function financeTotals(db: Db, query: TotalsQuery, sources: readonly TotalsSource[] = TOTALS_SOURCES): Promise<Totals> {
  const range = query.period === 'day' ? { start: taipeiDayRange(query.from).start, end: taipeiDayRange(query.to).end } : taipeiMonthRange(query.from, query.to);
  const columns = sources.flatMap((s) => s.columns);
  const values: Map<string, Record<string, number>>[] = [];
  for (const source of sources) values.push(await source.totals(db, query.period, range));
  const sums: Record<string, number> = Object.fromEntries(columns.map((c) => [c.key, 0]));
  const rows = periodKeys(query).map((period) => {
    const row: Record<string, number> = {};
    for (const [i, source] of sources.entries()) {
      for (const column of source.columns) {
        const value = values[i]?.get(period)?.[column.key] ?? 0;
        row[column.key] = value;
        sums[column.key] = (sums[column.key] ?? 0) + value;
      }
    }
    return { period, values: row };
  });
  return { period: query.period, from: query.from, to: query.to, columns, rows, sums };
}
