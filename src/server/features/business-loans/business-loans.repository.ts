import { type Kysely, sql } from 'kysely';
import { type BusinessLoanInput, type BusinessLoanStatusValue, OPEN_BUSINESS_LOAN_STATUSES } from '../../../domain/business-loans/business-loan';
import type { RevenueSummary } from '../../../domain/business-loans/business-loans.contract';
import { EscrowAccountKind, EscrowTransactionKind } from '../../../domain/safety-payments/escrow';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const COLUMNS = [
  'b.id',
  'b.pro_user_id',
  'b.amount',
  'b.term_months',
  'b.purpose',
  'b.purpose_note',
  'b.consent_at',
  'b.revenue_summary',
  'b.status',
  'b.partner_reference',
  'b.decision_note',
  'b.decided_at',
  'b.withdrawn_at',
  'b.created',
  'b.modified',
] as const;

export type BusinessLoanRow = Awaited<ReturnType<typeof findById>> & {};

/**
 * NT$ released to the pro per Taipei month (`YYYY-MM`): the credits
 * of their payable account in the escrow ledger's release transactions (the money released to
 * them after the platform fee) since `since`, one aggregate query. Months without a release are absent.
 */
export async function releasedByMonth(db: Db, proId: number, since: Date) {
  const { rows } = await sql<{ month: string; amount: string | number; releases: string | number }>`
    select to_char((t.created at time zone 'UTC') + interval '8 hours', 'YYYY-MM') as month,
           coalesce(sum(-e.amount), 0) as amount,
           count(distinct t.id) as releases
    from escrow_accounts a
    join escrow_entries e on e.account_id = a.id
    join escrow_transactions t on t.id = e.transaction_id
    where a.kind = ${EscrowAccountKind.ProPayable} and a.owner_id = ${proId}
      and t.kind = ${EscrowTransactionKind.Release}
      and t.created >= ${since}
    group by 1`.execute(db);
  return rows.map((r) => ({ month: r.month, amount: Number(r.amount), releases: Number(r.releases) }));
}

export function findById(db: Db, id: number) {
  return db.selectFrom('business_loan_applications as b').select(COLUMNS).where('b.id', '=', id).executeTakeFirst();
}

/** The pro's own application (undefined when it is someone else's: the caller answers 404). */
export function findOwn(db: Db, proId: number, id: number) {
  return db.selectFrom('business_loan_applications as b').select(COLUMNS).where('b.id', '=', id).where('b.pro_user_id', '=', proId).executeTakeFirst();
}

/** The pro's applications, newest first. */
export function listOwn(db: Db, proId: number) {
  return db.selectFrom('business_loan_applications as b').select(COLUMNS).where('b.pro_user_id', '=', proId).orderBy('b.id', 'desc').execute();
}

/** Whether the pro has an open application (submitted or with the partner). */
export async function hasOpen(db: Db, proId: number): Promise<boolean> {
  const row = await db
    .selectFrom('business_loan_applications')
    .select('id')
    .where('pro_user_id', '=', proId)
    .where('status', 'in', [...OPEN_BUSINESS_LOAN_STATUSES])
    .executeTakeFirst();
  return row !== undefined;
}

/** A new application, submitted, with the consent's time and the revenue snapshot shared. */
export async function insertApplication(db: Db, proId: number, input: BusinessLoanInput, consentAt: Date, summary: RevenueSummary, status: BusinessLoanStatusValue) {
  const row = await db
    .insertInto('business_loan_applications')
    .values({
      pro_user_id: proId,
      amount: input.amount,
      term_months: input.term_months,
      purpose: input.purpose,
      purpose_note: input.purpose_note,
      consent_at: consentAt,
      revenue_summary: JSON.stringify(summary),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The row's status, locked until the transaction ends (a change reads what it changes). */
export function lockStatus(trx: Db, id: number) {
  return trx
    .selectFrom('business_loan_applications')
    .select(['id', 'pro_user_id', 'status', 'partner_reference', 'decision_note'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Moves the application from `from` to `to` (with what else changes); false when it was no longer `from`. */
export async function changeStatus(
  trx: Db,
  id: number,
  from: BusinessLoanStatusValue,
  change: {
    status: BusinessLoanStatusValue;
    partner_reference?: string | null;
    decision_note?: string | null;
    decided_by_operator_id?: number;
    decided?: boolean;
    withdrawn?: boolean;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('business_loan_applications')
    .set({
      status: change.status,
      ...(change.partner_reference !== undefined ? { partner_reference: change.partner_reference } : {}),
      ...(change.decision_note !== undefined ? { decision_note: change.decision_note } : {}),
      ...(change.decided_by_operator_id !== undefined ? { decided_by_operator_id: change.decided_by_operator_id } : {}),
      ...(change.decided ? { decided_at: sql`now()` } : {}),
      ...(change.withdrawn ? { withdrawn_at: sql`now()` } : {}),
      modified: sql`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A page of the console's list with the owners: one status, or all (open ones first), oldest change first. */
export async function listForOps(db: Db, status: BusinessLoanStatusValue | undefined, limit: number, offset: number) {
  let base = db.selectFrom('business_loan_applications as b');
  if (status !== undefined) base = base.where('b.status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'b.pro_user_id')
      .select(COLUMNS)
      .select(['u.username', 'u.first_name', 'u.last_name'])
      .orderBy(sql`case when b.status in (1, 2) then 0 else 1 end`)
      .orderBy('b.modified')
      .orderBy('b.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

/** The owner as the console shows them, with the address the answer is e-mailed to. */
export function ownerOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name', 'email']).where('id', '=', userId).executeTakeFirst();
}
