import { type Kysely, sql } from 'kysely';
import { HOLDING_STATES, REFUND_OPEN_STATES } from '../../../domain/safety-payments/states';
import type { Database } from '../../db/schema';

/** The rows the releases read and write beyond the payment itself: milestones, due payments, reminders. */
type Db = Kysely<Database>;

/** A payment's milestone, locked (inside the caller's transaction). */
export function lockMilestone(trx: Db, paymentId: number, milestoneId: number) {
  return trx
    .selectFrom('third_party_payment_milestones')
    .selectAll()
    .where('id', '=', milestoneId)
    .where('third_party_payment_id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks milestones released: one, or (null) every one still open. */
export async function releaseMilestones(trx: Db, paymentId: number, milestoneId: number | null, now: Date): Promise<void> {
  let query = trx.updateTable('third_party_payment_milestones').set({ state: 'released', released_at: now }).where('third_party_payment_id', '=', paymentId).where('state', '=', 'open');
  if (milestoneId !== null) query = query.where('id', '=', milestoneId);
  await query.execute();
}

/** The bid's payments whose money is held or under a refund request and whose completion is not reported yet, locked. */
export function lockUnreportedPaymentsOfBid(trx: Db, bidId: number) {
  return trx
    .selectFrom('third_party_payments')
    .selectAll()
    .where('quote_bid_id', '=', bidId)
    .where('completion_reported_at', 'is', null)
    .where('state', 'in', [...HOLDING_STATES, ...REFUND_OPEN_STATES])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Ids of payments still holding money whose completion was reported at or before `reportedBy` (the auto-release index). */
export async function reportedHoldingPayments(db: Db, reportedBy: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('third_party_payments')
    .select('id')
    .where('completion_reported_at', 'is not', null)
    .where('completion_reported_at', '<=', reportedBy)
    // A shop order's payment moves with its order (shop-orders), never by itself.
    .where('nshop_order_id', 'is', null)
    .where('state', 'in', HOLDING_STATES)
    .orderBy('completion_reported_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Payments holding money whose completion was reported between the two moments, with the consumer's contact. */
export function paymentsToRemind(db: Db, reportedAfter: Date, reportedBy: Date) {
  return db
    .selectFrom('third_party_payments as t')
    .innerJoin('users as u', 'u.id', 't.consumer_user_id')
    .select(['t.id', 't.pid', 't.hash', 't.quote_bid_id', 't.consumer_user_id', 't.amount', 't.released_amount', 't.refunded_amount', 't.completion_reported_at', 'u.email'])
    .where('t.completion_reported_at', '>', reportedAfter)
    .where('t.completion_reported_at', '<=', reportedBy)
    .where('t.nshop_order_id', 'is', null)
    .where('t.state', 'in', HOLDING_STATES)
    .orderBy('t.id')
    .execute();
}

/** Claims a reminder (payment, days before): true the first time only, so each is sent once. */
export async function claimReminder(trx: Db, paymentId: number, daysBefore: number, now: Date): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`
    insert into safety_payment_reminders (third_party_payment_id, days_before, sent_at)
    values (${paymentId}, ${daysBefore}, ${now}) on conflict do nothing returning 1 as n`.execute(trx);
  return rows.length === 1;
}
