import { type Kysely, sql } from 'kysely';
import type { ReconciliationLine, ReconciliationMismatch } from '../../../domain/ops/finance.contract';
import { PAY_TYPES } from '../../../domain/payments/pay-type';
import { EscrowAccountKind, EscrowTransactionKind } from '../../../domain/safety-payments/escrow';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;
type Range = { start: Date; end: Date };

/** The reconciliation's source names: `escrow_card`, `escrow_cvs`, `escrow_atm` (payments), `escrow` (the balances). */
export const ESCROW_SOURCE_PREFIX = 'escrow';
const sourceOf = (payType: string | null) => `${ESCROW_SOURCE_PREFIX}_${payType ?? 'none'}`;

/** One payment confirmed by its gateway (or one receipt without that day's confirmation) and the escrow's receipt for it. */
interface MatchRow {
  pay_type: string | null;
  reference_id: number;
  amount: number;
  has_record: boolean;
  has_reference: boolean;
  /** NT$ the escrow ledger took into trust_cash for the payment, null without a receipt. */
  ledger: string | null;
}

/** The escrow's check of a day: the lines and mismatches of the finance reconciliation, and the figures the daily job keeps. */
export interface EscrowDayCheck {
  lines: ReconciliationLine[];
  mismatches: ReconciliationMismatch[];
  trustCash: number;
  owed: number;
  gatewayCount: number;
  gatewayAmount: number;
  ledgerAmount: number;
  balanced: boolean;
}

/**
 * The safety payments confirmed in the range (their gateway's record: `paid_at`, the gateway's
 * id in `payment_id`), each with the trust_cash side of its `payment_received` transactions
 * (whatever day written), and the range's receipts whose payment was not confirmed in it.
 */
async function paymentMatches(db: Db, range: Range): Promise<MatchRow[]> {
  const received = EscrowTransactionKind.PaymentReceived;
  const cash = EscrowAccountKind.TrustCash;
  const receipts = sql`(
    select t.third_party_payment_id as payment_id, sum(e.amount) as amount, min(t.created) as created
      from escrow_transactions t
      join escrow_entries e on e.transaction_id = t.id
      join escrow_accounts a on a.id = e.account_id and a.kind = ${cash}
     where t.kind = ${received}
     group by t.third_party_payment_id
  )`;
  const inDay = (column: string) => sql`${sql.ref(column)} >= ${range.start} and ${sql.ref(column)} < ${range.end}`;
  const { rows } = await sql<MatchRow>`
    select p.pay_type, p.id as reference_id, p.amount, true as has_record, p.payment_id is not null as has_reference, r.amount as ledger
      from third_party_payments p
      left join ${receipts} r on r.payment_id = p.id
     where ${inDay('p.paid_at')}
    union all
    select p.pay_type, p.id, 0, false, p.payment_id is not null, r.amount
      from ${receipts} r
      join third_party_payments p on p.id = r.payment_id
     where ${inDay('r.created')} and not (p.paid_at is not null and ${inDay('p.paid_at')})
     order by 2`.execute(db);
  return rows;
}

function problemOf(row: MatchRow): ReconciliationMismatch['problem'] | null {
  if (!row.has_record) return 'no_payment';
  if (row.ledger === null) return 'no_ledger_entry';
  if (Number(row.ledger) !== row.amount) return 'amount_differs';
  return row.has_reference ? null : 'no_gateway_reference';
}

const emptyLine = (source: string, kind: string): ReconciliationLine => ({
  source,
  kind,
  gateway_count: 0,
  gateway_amount: 0,
  expected_credit: 0,
  ledger_count: 0,
  ledger_credit: 0,
  difference: 0,
});

/** The trust account's cash against everything it owes (payments held, payables, fees, refunds owed), now. */
async function balances(db: Db): Promise<{ trustCash: number; owed: number; owedAccounts: number }> {
  const rows = await db
    .selectFrom('escrow_accounts')
    .select(['kind', sql<string>`sum(balance)`.as('balance'), sql<string>`count(*)`.as('count')])
    .groupBy('kind')
    .execute();
  let trustCash = 0;
  let owed = 0;
  let owedAccounts = 0;
  for (const row of rows) {
    if (row.kind === EscrowAccountKind.TrustCash) trustCash += Number(row.balance);
    else {
      owed -= Number(row.balance);
      owedAccounts += Number(row.count);
    }
  }
  return { trustCash, owed, owedAccounts };
}

/**
 * The escrow's reconciliation of a day: per way of paying, the payments the gateways confirmed
 * against what the escrow ledger received for them (amounts in NT$), every record that does not
 * match, and the trust account's cash against the sum of what it owes (now).
 */
export async function reconcileEscrowDay(db: Db, range: Range): Promise<EscrowDayCheck> {
  const lines = new Map<string, ReconciliationLine>(PAY_TYPES.map((t) => [sourceOf(t), emptyLine(sourceOf(t), 'paid')]));
  const mismatches: ReconciliationMismatch[] = [];
  let gatewayCount = 0;
  let gatewayAmount = 0;
  let ledgerAmount = 0;
  for (const row of await paymentMatches(db, range)) {
    const source = sourceOf(row.pay_type);
    const line = lines.get(source) ?? emptyLine(source, 'paid');
    lines.set(source, line);
    const ledger = row.ledger === null ? 0 : Number(row.ledger);
    if (row.has_record) {
      line.gateway_count += 1;
      line.gateway_amount += row.amount;
      line.expected_credit += row.amount;
      gatewayCount += 1;
      gatewayAmount += row.amount;
    }
    if (row.ledger !== null) {
      line.ledger_count += 1;
      line.ledger_credit += ledger;
      ledgerAmount += ledger;
    }
    line.difference = line.expected_credit - line.ledger_credit;
    const problem = problemOf(row);
    if (problem) mismatches.push({ source, kind: 'paid', problem, reference_id: row.reference_id, expected: row.has_record ? row.amount : 0, ledger });
  }
  const { trustCash, owed, owedAccounts } = await balances(db);
  const balance: ReconciliationLine = {
    ...emptyLine(ESCROW_SOURCE_PREFIX, 'balance'),
    gateway_amount: trustCash,
    expected_credit: trustCash,
    ledger_count: owedAccounts,
    ledger_credit: owed,
    difference: trustCash - owed,
  };
  const all = [...lines.values(), balance];
  const balanced = mismatches.length === 0 && all.every((l) => l.difference === 0);
  return { lines: all, mismatches, trustCash, owed, gatewayCount, gatewayAmount, ledgerAmount, balanced };
}

/** The finance reconciliation's source for the escrow (its lines and mismatches for the day). */
export const escrowReconciliationSource = {
  async reconcile(db: Db, range: Range) {
    const { lines, mismatches } = await reconcileEscrowDay(db, range);
    return { lines, mismatches };
  },
};

/** The UTC range [start, end) of a Taipei day (UTC+8 all year). */
function taipeiDay(day: string): Range {
  const start = new Date(`${day}T00:00:00+08:00`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** Checks a Taipei day and keeps the result (a re-run of the day replaces it); the answer says whether it balanced. */
export async function recordEscrowReconciliation(db: Db, day: string): Promise<EscrowDayCheck> {
  const check = await reconcileEscrowDay(db, taipeiDay(day));
  const row = {
    trust_cash: check.trustCash,
    owed: check.owed,
    gateway_count: check.gatewayCount,
    gateway_amount: check.gatewayAmount,
    ledger_amount: check.ledgerAmount,
    mismatches: JSON.stringify(check.mismatches),
    balanced: check.balanced,
    checked_at: sql<Date>`now()`,
  };
  await db
    .insertInto('escrow_reconciliations')
    .values({ day, ...row })
    .onConflict((oc) => oc.column('day').doUpdateSet(row))
    .execute();
  return check;
}
