import type { Kysely } from 'kysely';
import type { QueueAssignment } from '../../../domain/ops/queues.contract';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Who holds an item of a queue (undefined: nobody); `lock` keeps the row until the transaction ends. */
export async function holderOf(db: Db, queue: string, itemId: number, lock = false) {
  let query = db
    .selectFrom('ops_queue_assignments as qa')
    .innerJoin('operators as o', 'o.id', 'qa.operator_id')
    .select(['qa.id', 'qa.operator_id', 'o.full_name', 'qa.assigned_at'])
    .where('qa.queue', '=', queue)
    .where('qa.item_id', '=', itemId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Gives the item to the operator unless someone holds it already; true when this call took it. */
export async function insertAssignment(trx: Db, queue: string, itemId: number, operatorId: number, at: Date): Promise<boolean> {
  const row = await trx
    .insertInto('ops_queue_assignments')
    .values({ queue, item_id: itemId, operator_id: operatorId, assigned_at: at })
    .onConflict((c) => c.columns(['queue', 'item_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteAssignment(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('ops_queue_assignments').where('id', '=', id).execute();
}

/** The answer's form of an assignment. */
export function toQueueAssignment(row: { operator_id: number | null; full_name: string | null; assigned_at: Date | null } | undefined): QueueAssignment | null {
  if (!row || row.operator_id === null || row.assigned_at === null) return null;
  return { operator_id: row.operator_id, full_name: row.full_name ?? '', assigned: toUtcString(row.assigned_at) };
}

/** Who holds each of these items of a queue (items nobody holds are absent). */
export async function holdersOf(db: Db, queue: string, itemIds: readonly number[]): Promise<Map<number, QueueAssignment>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ops_queue_assignments as qa')
    .innerJoin('operators as o', 'o.id', 'qa.operator_id')
    .select(['qa.item_id', 'qa.operator_id', 'o.full_name', 'qa.assigned_at'])
    .where('qa.queue', '=', queue)
    .where('qa.item_id', 'in', [...itemIds])
    .execute();
  const held = new Map<number, QueueAssignment>();
  for (const row of rows) {
    const assignment = toQueueAssignment(row);
    if (assignment) held.set(row.item_id, assignment);
  }
  return held;
}

