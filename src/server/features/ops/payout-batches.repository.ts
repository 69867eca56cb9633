import { type Kysely, type Selectable, sql } from 'kysely';
import { OPEN_PAYOUT_BATCH_STATES, type QueueAssignedFilter, QueueId } from '../../../domain/ops/queues';
import type { PayoutBatchStateId } from '../../../domain/safety-payments/payouts';
import type { Database, PayoutBatchesTable, PayoutLinesTable } from '../../db/schema';

/** The payout batches and their lines. */
type Db = Kysely<Database>;
export type PayoutBatchRow = Selectable<PayoutBatchesTable>;
export type PayoutLineRow = Selectable<PayoutLinesTable>;

export function findBatchByDay(db: Db, day: string) {
  return db.selectFrom('payout_batches').selectAll().where('day', '=', day).executeTakeFirst();
}

export function lockBatch(trx: Db, id: number) {
  return trx.selectFrom('payout_batches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findBatch(db: Db, id: number) {
  return db.selectFrom('payout_batches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A batch's lines with their users' names, in order. */
export function linesOf(db: Db, batchId: number) {
  return db
    .selectFrom('payout_lines as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('l')
    .select(['u.username', 'u.first_name', 'u.last_name'])
    .where('l.batch_id', '=', batchId)
    .orderBy('l.id')
    .execute();
}

/** A page of batches, newest day first, optionally of one state and only the operator's or nobody's, and how many in all. */
export async function listBatches(
  db: Db,
  state: PayoutBatchStateId | undefined,
  limit: number,
  offset: number,
  who: { assigned: QueueAssignedFilter; operatorId: number } = { assigned: 'all', operatorId: 0 },
) {
  let query = db.selectFrom('payout_batches');
  if (state) query = query.where('state', '=', state);
  const held = () => db.selectFrom('ops_queue_assignments as qa').select('qa.id').where('qa.queue', '=', QueueId.PayoutBatches).where('qa.item_id', '=', sql<number>`payout_batches.id`);
  if (who.assigned === 'mine') query = query.where((eb) => eb.exists(held().where('qa.operator_id', '=', who.operatorId)));
  if (who.assigned === 'unassigned') query = query.where((eb) => eb.not(eb.exists(held())));
  const rows = await query.selectAll().orderBy('day', 'desc').limit(limit).offset(offset).execute();
  const { count } = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, count: Number(count) };
}

/** Batches waiting for finance (draft, approved or exported): all, nobody's, the operator's. */
export async function countOpenBatches(db: Db, operatorId = 0): Promise<{ open: number; unassigned: number; mine: number }> {
  const row = await db
    .selectFrom('payout_batches as b')
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', 'b.id').on('qa.queue', '=', QueueId.PayoutBatches))
    .where('b.state', 'in', OPEN_PAYOUT_BATCH_STATES as PayoutBatchStateId[])
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where qa.id is null)`.as('unassigned'),
      sql<string>`count(*) filter (where qa.operator_id = ${operatorId})`.as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), unassigned: Number(row.unassigned), mine: Number(row.mine) };
}
