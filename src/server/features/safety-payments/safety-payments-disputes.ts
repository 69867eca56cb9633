import { type Kysely, sql } from 'kysely';
import type { OpsDispute } from '../../../domain/safety-payments/refunds';
import { SAFETY_PAYMENT_STATE_TEXT, SafetyPaymentState } from '../../../domain/safety-payments/states';
import { toUtcString } from '../../../domain/time/datetime';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import type { SafetyPaymentRefundsService } from './safety-payments-refund.service';

type Db = Kysely<Database>;

/**
 * Refund disputes as the operator console reads them: payments the pro declined to refund
 * (`disputed`), oldest refusal first, and one dispute with both sides' messages on the bid's
 * thread and their attachments (the evidence) beside the consumer's reason.
 */
function disputeQuery(db: Db) {
  return db
    .selectFrom('third_party_payments as t')
    .innerJoin('users as pu', 'pu.id', 't.pro_user_id')
    .innerJoin('users as cu', 'cu.id', 't.consumer_user_id')
    .selectAll('t')
    .select(['pu.first_name as pro_first_name', 'pu.last_name as pro_last_name', 'pu.username as pro_username'])
    .select(['cu.first_name as consumer_first_name', 'cu.last_name as consumer_last_name', 'cu.username as consumer_username']);
}
type DisputeRow = Awaited<ReturnType<ReturnType<typeof disputeQuery>['executeTakeFirstOrThrow']>>;

function toDispute(row: DisputeRow, refunds: SafetyPaymentRefundsService): OpsDispute | null {
  const refund = refunds.refundOf(row);
  if (!refund) return null;
  return {
    id: row.id,
    pid: row.pid,
    state: row.state,
    state_text: SAFETY_PAYMENT_STATE_TEXT[row.state],
    amount: row.amount,
    released_amount: row.released_amount,
    refunded_amount: row.refunded_amount,
    pay_type: row.pay_type,
    quote_bid_id: row.quote_bid_id,
    nshop_order_id: row.nshop_order_id,
    pro: { id: row.pro_user_id, full_name: fullName({ first_name: row.pro_first_name, last_name: row.pro_last_name, username: row.pro_username }) },
    consumer: {
      id: row.consumer_user_id,
      full_name: fullName({ first_name: row.consumer_first_name, last_name: row.consumer_last_name, username: row.consumer_username }),
    },
    refund,
  };
}

/** Whose disputes a console list shows (the queue's `assigned` filter): everyone's, those the operator took, or nobody's. */
export interface DisputeAssignedFilter {
  assigned: 'all' | 'mine' | 'unassigned';
  operatorId: number;
  /** The queue's id in ops_queue_assignments. */
  queue: string;
}

/** Open disputes, oldest refusal first, and how many in all (optionally only the operator's, or nobody's). */
export async function listDisputes(db: Db, refunds: SafetyPaymentRefundsService, page: number, perPage: number, who?: DisputeAssignedFilter) {
  const held = (id: 't.id' | 'p.id') =>
    db.selectFrom('ops_queue_assignments as qa').select('qa.id').where('qa.queue', '=', who?.queue ?? '').where('qa.item_id', '=', sql<number>`${sql.ref(id)}`);
  let rowsQuery = disputeQuery(db).where('t.state', '=', SafetyPaymentState.Disputed);
  let countQuery = db.selectFrom('third_party_payments as p').where('p.state', '=', SafetyPaymentState.Disputed);
  if (who?.assigned === 'mine') {
    rowsQuery = rowsQuery.where((eb) => eb.exists(held('t.id').where('qa.operator_id', '=', who.operatorId)));
    countQuery = countQuery.where((eb) => eb.exists(held('p.id').where('qa.operator_id', '=', who.operatorId)));
  }
  if (who?.assigned === 'unassigned') {
    rowsQuery = rowsQuery.where((eb) => eb.not(eb.exists(held('t.id'))));
    countQuery = countQuery.where((eb) => eb.not(eb.exists(held('p.id'))));
  }
  const rows = await rowsQuery
    .orderBy('t.refund_declined_at')
    .orderBy('t.id')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const { count } = await countQuery.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows: rows.map((r) => toDispute(r, refunds)).filter((d): d is OpsDispute => d !== null), count: Number(count) };
}

/**
 * One payment's refund (open or decided) with the messages between its two parties: its bid's
 * thread, or for a shop order's payment the order's conversation. Undefined: none.
 */
export async function findDispute(db: Db, refunds: SafetyPaymentRefundsService, id: number) {
  const row = await disputeQuery(db).where('t.id', '=', id).executeTakeFirst();
  const dispute = row && toDispute(row, refunds);
  if (!row || !dispute) return undefined;
  const people = [row.pro_user_id, row.consumer_user_id];
  const columns = ['id', 'sender_id', 'body', 'attachments', 'created'] as const;
  const messages =
    row.nshop_order_id !== null
      ? await db.selectFrom('nshop_order_messages').select(columns).where('nshop_order_id', '=', row.nshop_order_id).where('sender_id', 'in', people).where('recipient_id', 'in', people).orderBy('created').orderBy('id').execute()
      : await db.selectFrom('messages').select(columns).where('quote_bid_id', '=', row.quote_bid_id).where('sender_id', 'in', people).where('recipient_id', 'in', people).orderBy('created').orderBy('id').execute();
  return {
    ...dispute,
    messages: messages.map((m) => ({
      id: Number(m.id),
      from: m.sender_id === row.pro_user_id ? ('pro' as const) : ('consumer' as const),
      body: m.body,
      attachments: m.attachments ?? [],
      created: toUtcString(m.created),
    })),
  };
}
