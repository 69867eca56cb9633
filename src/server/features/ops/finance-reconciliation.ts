import { type Kysely, sql } from 'kysely';
import type { Reconciliation, ReconciliationLine, ReconciliationMismatch } from '../../../domain/ops/finance.contract';
import { TransactionType, type TransactionTypeId } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { escrowReconciliationSource } from '../trust-fund';
import { taipeiDayRange } from './finance-days';

type Db = Kysely<Database>;
type Range = { start: Date; end: Date };

/**
 * One place money comes from or goes to outside the ledger (a gateway, later the escrow and the
 * payouts), reconciled against the ledger for a day. A new module adds its source to
 * `RECONCILIATION_SOURCES`; the report and the screen list whatever lines the sources return.
 */
export interface ReconciliationSource {
  reconcile(db: Db, range: Range): Promise<{ lines: ReconciliationLine[]; mismatches: ReconciliationMismatch[] }>;
}

/** One gateway record (or one ledger entry without its record) and the credit the ledger moved for it. */
interface MatchRow {
  source: string;
  reference_id: number;
  /** TWD the gateway moved; 0 for an entry without a gateway record. */
  amount: number;
  /** Credit the ledger should have moved; 0 for an entry without a gateway record. */
  expected: number;
  has_record: boolean;
  /** The gateway's own id of the payment (card trade id, ECPay TradeNo) is on the record. */
  has_reference: boolean;
  /** Credit the ledger moved for it (positive), null without an entry. */
  ledger: number | null;
}

/**
 * The purchases of the day as the gateways report them (paid: a payment confirmed by the card
 * gateway's reference or ECPay's notification, flagged when the reference is missing; refunded:
 * given back), each matched with its own
 * ledger entry (type 1 or 38, whatever day it was written), plus the day's entries of that type
 * whose purchase was never paid or refunded.
 */
async function purchaseMatches(db: Db, range: Range, kind: 'paid' | 'refunded'): Promise<MatchRow[]> {
  const paid = kind === 'paid';
  const type: TransactionTypeId = paid ? TransactionType.Purchase : TransactionType.PurchaseRefund;
  const at = sql.ref(paid ? 'p.paid_at' : 'p.refunded_at');
  const statuses = paid ? ['paid', 'refunded'] : ['refunded'];
  const { rows } = await sql<MatchRow>`
    select p.pay_type as source, p.id as reference_id, p.amount, p.credit as expected, true as has_record,
           p.provider_reference is not null as has_reference, abs(e.amount) as ledger
      from credit_purchases p
      left join wallet_entries e on e.credit_purchase_id = p.id and e.transaction_type = ${type}
     where ${at} >= ${range.start} and ${at} < ${range.end} and p.status in (${sql.join(statuses)})
    union all
    select p.pay_type, p.id, 0, 0, false, p.provider_reference is not null, abs(e.amount)
      from wallet_entries e
      join credit_purchases p on p.id = e.credit_purchase_id
     where e.transaction_type = ${type} and e.created >= ${range.start} and e.created < ${range.end}
       and not (p.status in (${sql.join(statuses)}) and ${at} is not null)`.execute(db);
  return rows;
}

/**
 * The refunds of the day: each refund of a purchase, whole or part (`credit_purchase_refunds`, 0085),
 * matched with its own ledger entry; a purchase marked refunded with no refund kept (written
 * before 0085 by another path) as one whole refund; and the day's type-38 entries that belong to
 * neither.
 */
async function refundMatches(db: Db, range: Range): Promise<MatchRow[]> {
  const type: TransactionTypeId = TransactionType.PurchaseRefund;
  const { rows } = await sql<MatchRow>`
    select p.pay_type as source, p.id as reference_id, r.amount, r.credit as expected, true as has_record,
           p.provider_reference is not null as has_reference, abs(e.amount) as ledger
      from credit_purchase_refunds r
      join credit_purchases p on p.id = r.credit_purchase_id
      left join wallet_entries e on e.id = r.wallet_entry_id
     where r.created >= ${range.start} and r.created < ${range.end}
    union all
    select p.pay_type, p.id, p.amount, p.credit, true, p.provider_reference is not null, abs(e.amount)
      from credit_purchases p
      left join wallet_entries e on e.credit_purchase_id = p.id and e.transaction_type = ${type}
     where p.refunded_at >= ${range.start} and p.refunded_at < ${range.end} and p.status = 'refunded'
       and not exists (select 1 from credit_purchase_refunds r where r.credit_purchase_id = p.id)
    union all
    select p.pay_type, p.id, 0, 0, false, p.provider_reference is not null, abs(e.amount)
      from wallet_entries e
      join credit_purchases p on p.id = e.credit_purchase_id
     where e.transaction_type = ${type} and e.created >= ${range.start} and e.created < ${range.end}
       and not exists (select 1 from credit_purchase_refunds r where r.wallet_entry_id = e.id)
       and not (p.status = 'refunded' and p.refunded_at is not null
                and not exists (select 1 from credit_purchase_refunds r where r.credit_purchase_id = p.id))`.execute(db);
  return rows;
}

function problemOf(row: MatchRow): ReconciliationMismatch['problem'] | null {
  if (!row.has_record) return 'no_payment';
  if (row.ledger === null) return 'no_ledger_entry';
  if (Number(row.ledger) !== row.expected) return 'amount_differs';
  // Paid or refunded with nothing from the gateway to show for it.
  return row.has_reference ? null : 'no_gateway_reference';
}

/** Sums the matched rows into one line per source, and lists every row that does not match. */
function summarise(kind: string, sources: readonly string[], rows: MatchRow[]) {
  const lines = new Map<string, ReconciliationLine>(
    sources.map((source) => [
      source,
      { source, kind, gateway_count: 0, gateway_amount: 0, expected_credit: 0, ledger_count: 0, ledger_credit: 0, difference: 0 },
    ]),
  );
  const mismatches: ReconciliationMismatch[] = [];
  for (const row of rows) {
    const line = lines.get(row.source) ?? { source: row.source, kind, gateway_count: 0, gateway_amount: 0, expected_credit: 0, ledger_count: 0, ledger_credit: 0, difference: 0 };
    lines.set(row.source, line);
    const ledger = row.ledger === null ? 0 : Number(row.ledger);
    if (row.has_record) {
      line.gateway_count += 1;
      line.gateway_amount += row.amount;
      line.expected_credit += row.expected;
    }
    if (row.ledger !== null) {
      line.ledger_count += 1;
      line.ledger_credit += ledger;
    }
    line.difference = line.expected_credit - line.ledger_credit;
    const problem = problemOf(row);
    if (problem) mismatches.push({ source: row.source, kind, problem, reference_id: row.reference_id, expected: row.expected, ledger });
  }
  return { lines: [...lines.values()], mismatches };
}

const PURCHASE_SOURCES = ['card', 'cvs', 'atm'] as const;

/** Credit purchases: card payments (by their gateway reference), convenience-store codes and ATM transfers. */
export const purchasesSource: ReconciliationSource = {
  async reconcile(db, range) {
    const paid = summarise('paid', PURCHASE_SOURCES, await purchaseMatches(db, range, 'paid'));
    const refunded = summarise('refunded', PURCHASE_SOURCES, await refundMatches(db, range));
    return { lines: [...paid.lines, ...refunded.lines], mismatches: [...paid.mismatches, ...refunded.mismatches] };
  },
};

/** What the reconciliation compares, in the report's order: credit purchases, then the escrow of safety payments (NT$). */
export const RECONCILIATION_SOURCES: readonly ReconciliationSource[] = [purchasesSource, escrowReconciliationSource];

/** The ledger's entries of the day by type: fees, refunds, adjustments, grants and expiries beside the purchases. */
async function ledgerTotals(db: Db, range: Range) {
  const rows = await db
    .selectFrom('wallet_entries')
    .select(['transaction_type', sql<string>`count(*)`.as('count'), sql<string>`sum(amount)`.as('amount')])
    .where('created', '>=', range.start)
    .where('created', '<', range.end)
    .groupBy('transaction_type')
    .orderBy('transaction_type')
    .execute();
  return rows.map((r) => ({ transaction_type: r.transaction_type, count: Number(r.count), amount: Number(r.amount) }));
}

/** Wallets listed when their balance is not the sum of their entries (the first ones; there should be none). */
export const WALLET_MISMATCH_LIMIT = 200;

/**
 * Every wallet's balance at the end of the day against the sum of its ledger entries up to then:
 * the balance is the one its last entry before the end left (`balance_after`), so a past day's
 * check reads only what was written by then and does not change later.
 */
async function walletCheck(db: Db, end: Date): Promise<Reconciliation['wallets']> {
  const joined = sql`(
    select e.user_id, (array_agg(e.balance_after order by e.created desc, e.id desc))[1]::bigint as balance, sum(e.amount)::bigint as ledger_sum
      from wallet_entries e
      where e.created < ${end}
      group by e.user_id
  ) j`;
  const [totals, mismatched] = await Promise.all([
    sql<{ checked: string; balance_total: string | null; ledger_total: string | null }>`
      select count(*) as checked, sum(balance) as balance_total, sum(ledger_sum) as ledger_total from ${joined}`.execute(db),
    sql<{ user_id: number; balance: string; ledger_sum: string }>`
      select user_id, balance, ledger_sum from ${joined} where balance <> ledger_sum order by user_id limit ${WALLET_MISMATCH_LIMIT}`.execute(db),
  ]);
  const t = totals.rows[0];
  return {
    checked: Number(t?.checked ?? 0),
    balance_total: Number(t?.balance_total ?? 0),
    ledger_total: Number(t?.ledger_total ?? 0),
    mismatched: mismatched.rows.map((r) => ({
      user_id: r.user_id,
      balance: Number(r.balance),
      ledger_sum: Number(r.ledger_sum),
      difference: Number(r.balance) - Number(r.ledger_sum),
    })),
  };
}

/** The reconciliation of a Taipei day: every source against the ledger, the day's ledger by type, every wallet against its entries as of the day's end. */
export async function reconcileDay(db: Db, date: string, sources: readonly ReconciliationSource[] = RECONCILIATION_SOURCES): Promise<Reconciliation> {
  const range = taipeiDayRange(date);
  const parts = [];
  for (const source of sources) parts.push(await source.reconcile(db, range));
  const lines = parts.flatMap((p) => p.lines);
  const mismatches = parts.flatMap((p) => p.mismatches);
  const [totals, wallets] = [await ledgerTotals(db, range), await walletCheck(db, range.end)];
  const balanced = mismatches.length === 0 && lines.every((l) => l.difference === 0) && wallets.mismatched.length === 0 && wallets.balance_total === wallets.ledger_total;
  return { date, lines, mismatches, ledger_totals: totals, wallets, balanced };
}
