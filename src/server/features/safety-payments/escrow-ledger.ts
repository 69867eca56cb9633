import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { type EscrowAccountKindId, type EscrowPosting, escrowLegs, postingPaymentId } from '../../../domain/safety-payments/escrow';
import type { Database } from '../../db/schema';

/**
 * The escrow ledger of safety payments (src/domain/safety-payments/escrow.ts): one balanced
 * transaction a call, written in one statement. The transaction row, every account's balance
 * move (creating the account on its first entry) and its entries with the balance after them go
 * together, and only when the transaction is new: its `dedupe_key` (kind, payment, reference) is
 * unique, so the same posting twice moves nothing the second time. Balances may not cross zero
 * (the accounts' check): releasing or refunding more than is held fails the statement, which
 * the caller's transaction then rolls back. Call it inside the transaction that changes the
 * payment's state.
 */

type Db = Kysely<Database>;

export interface EscrowPostInput {
  posting: EscrowPosting;
  /** What makes this posting one of its kind for its payment (a milestone, the amount released before, a batch day). */
  reference: string;
  milestoneId?: number | null;
  operatorId?: number | null;
  note?: string;
}

export type EscrowPostResult = { posted: true; transactionId: string } | { posted: false };

/** PostgreSQL's check_violation: a balance would cross zero. */
const CHECK_VIOLATION = '23514';
const SHORT_MESSAGE = '保管中的款項不足，這筆款項無法移動。';

export function escrowDedupeKey(input: Pick<EscrowPostInput, 'posting' | 'reference'>): string {
  return `${input.posting.kind}:${postingPaymentId(input.posting) ?? '-'}:${input.reference}`;
}

function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === CHECK_VIOLATION;
}

/** Posts one balanced transaction (see above). Refused with 409 when it would overdraw an account. */
export async function postEscrow(trx: Db, input: EscrowPostInput): Promise<EscrowPostResult> {
  const legs = escrowLegs(input.posting);
  const values = sql.join(legs.map((l) => sql`(${l.account}::text, ${l.owner}::integer, ${l.amount}::integer)`));
  const paymentId = postingPaymentId(input.posting);
  const statement = sql<{ id: string | number }>`
    with legs (kind, owner_id, amount) as (values ${values}),
    tx as (
      insert into escrow_transactions (kind, third_party_payment_id, milestone_id, dedupe_key, operator_id, note)
      values (${input.posting.kind}, ${paymentId}::integer, ${input.milestoneId ?? null}::integer, ${escrowDedupeKey(input)},
              ${input.operatorId ?? null}::integer, ${input.note ?? ''})
      on conflict (dedupe_key) do nothing
      returning id
    ),
    moved as (
      insert into escrow_accounts (kind, owner_id, balance)
      select l.kind, l.owner_id, l.amount from legs l cross join tx
      on conflict (kind, owner_id) do update set balance = escrow_accounts.balance + excluded.balance, modified = now()
      returning id, kind, owner_id, balance
    ),
    entries as (
      insert into escrow_entries (transaction_id, account_id, amount, balance_after)
      select tx.id, m.id, l.amount, m.balance from moved m join legs l on l.kind = m.kind and l.owner_id = m.owner_id cross join tx
      returning id
    )
    -- Data-modifying parts run whether or not they are read.
    select id from tx`;
  try {
    const { rows } = await statement.execute(trx);
    const row = rows[0];
    return row ? { posted: true, transactionId: String(row.id) } : { posted: false };
  } catch (error) {
    if (isCheckViolation(error)) throw new AppError('conflict', ErrorText.ActionNotAllowed, SHORT_MESSAGE);
    throw error;
  }
}

/** An account's balance as a number (0 before its first entry). Owners: see EscrowAccountKind. */
export async function escrowBalance(db: Db, kind: EscrowAccountKindId, owner: number): Promise<number> {
  const row = await db.selectFrom('escrow_accounts').select('balance').where('kind', '=', kind).where('owner_id', '=', owner).executeTakeFirst();
  return row ? Number(row.balance) : 0;
}
