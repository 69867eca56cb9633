import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { SafetyPaymentStateId } from '../../../domain/safety-payments/states';
import type { Database } from '../../db/schema';
import { newPid } from './safety-payments.service';

/** Safety payments written straight into the table, and the escrow ledger's invariant, for the tests. */

type Db = Kysely<Database>;

/** A payment request on a bid (its pro and consumer read from the bid), in the given state. */
export async function seedPayment(
  db: Db,
  bidId: number,
  options: { amount?: number; state?: SafetyPaymentStateId; created?: Date; milestones?: number[] } = {},
) {
  const bid = await db
    .selectFrom('quote_bids as b')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .select(['b.user_id as pro', 'r.user_id as consumer'])
    .where('b.id', '=', bidId)
    .executeTakeFirstOrThrow();
  const created = options.created ?? new Date();
  const row = await db
    .insertInto('third_party_payments')
    .values({
      pid: newPid(created),
      hash: randomBytes(16).toString('hex'),
      quote_bid_id: bidId,
      pro_user_id: bid.pro,
      consumer_user_id: bid.consumer,
      amount: options.amount ?? 1000,
      items: JSON.stringify(['冷氣安裝']),
      due_date: '2099-12-31',
      state: options.state ?? 'requested',
      created,
      modified: created,
    })
    .returning(['id', 'pid', 'hash', 'pro_user_id', 'consumer_user_id', 'amount'])
    .executeTakeFirstOrThrow();
  const milestones = options.milestones ?? [];
  if (milestones.length > 0) {
    await db
      .insertInto('third_party_payment_milestones')
      .values(milestones.map((amount, i) => ({ third_party_payment_id: row.id, position: i + 1, amount, description: `第 ${i + 1} 期` })))
      .execute();
  }
  return row;
}

/**
 * What is wrong with the escrow ledger (empty when nothing): an account whose balance is not the
 * sum of its entries, whose last entry's balance_after is not its balance, a transaction whose
 * entries do not sum to zero or that has none.
 */
export async function escrowInvariantProblems(db: Db): Promise<string[]> {
  const accounts = await sql<{ id: number; kind: string; owner_id: number; balance: string; total: string | null; last_after: string | null }>`
    select a.id, a.kind, a.owner_id, a.balance,
      (select sum(e.amount) from escrow_entries e where e.account_id = a.id) as total,
      (select e.balance_after from escrow_entries e where e.account_id = a.id order by e.id desc limit 1) as last_after
    from escrow_accounts a`.execute(db);
  const problems: string[] = [];
  for (const a of accounts.rows) {
    if (Number(a.balance) !== Number(a.total ?? 0)) problems.push(`account ${a.kind}:${a.owner_id} holds ${a.balance} but its entries sum to ${a.total ?? 0}`);
    if (a.last_after !== null && Number(a.last_after) !== Number(a.balance)) problems.push(`account ${a.kind}:${a.owner_id} last balance_after ${a.last_after} is not ${a.balance}`);
  }
  const transactions = await sql<{ id: string; total: string | null; lines: string }>`
    select t.id, sum(e.amount) as total, count(e.id) as lines
    from escrow_transactions t left join escrow_entries e on e.transaction_id = t.id group by t.id`.execute(db);
  for (const t of transactions.rows) {
    if (Number(t.lines) === 0) problems.push(`transaction ${t.id} has no entries`);
    else if (Number(t.total) !== 0) problems.push(`transaction ${t.id} sums to ${t.total}`);
  }
  return problems;
}
