import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { operatorMay } from '../../../domain/ops/operator-roles';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QueueText } from '../../../domain/ops/queues';
import type { QueueAssignment, QueueSummary } from '../../../domain/ops/queues.contract';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import { deleteAssignment, holderOf, insertAssignment, toQueueAssignment } from './queue-assignments.repository';
import { QUEUE_MODULES, type QueueModule } from './queue-registry';

type Db = Kysely<Database>;

const conflict = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

/** Every queue the caller's role may open, with its counts (one query per queue). */
export async function queueOverview(db: Db, caller: OpsCaller): Promise<QueueSummary[]> {
  const visible = Object.values(QUEUE_MODULES).filter((m) => operatorMay(caller.operator.role, m.definition.permission));
  return Promise.all(
    visible.map(async (m) => ({ id: m.definition.id, title: m.definition.title, ...(await m.counts(db, caller.operator.id)) })),
  );
}

/**
 * Takes an open item for the caller ("assign to me"), audited in the same transaction. Taking
 * one's own item again changes nothing; an item someone else holds is 409 naming them.
 */
export async function assignItem(db: Db, caller: OpsCaller, queue: QueueModule, itemId: number): Promise<QueueAssignment | null> {
  return db.transaction().execute(async (trx) => {
    const state = await queue.itemState(trx, itemId);
    if (!state) throw AppError.notFound(QueueText.ItemNotFound);
    if (!state.open) throw conflict(QueueText.ItemClosed);
    const id = queue.definition.id;
    if (await insertAssignment(trx, id, itemId, caller.operator.id, caller.now)) {
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.QueueAssign,
        targetType: queue.targetType,
        targetId: itemId,
        before: { operator_id: null },
        after: { queue: id, operator_id: caller.operator.id },
      });
    }
    const holder = await holderOf(trx, id, itemId);
    if (holder && holder.operator_id !== caller.operator.id) throw conflict(QueueText.HeldByOther(holder.full_name));
    return toQueueAssignment(holder);
  });
}

/**
 * Gives an item back to the queue, audited. The holder releases their own; an admin may release
 * anyone's (an operator who is away). Releasing an item nobody holds changes nothing.
 */
export async function releaseItem(db: Db, caller: OpsCaller, queue: QueueModule, itemId: number): Promise<null> {
  return db.transaction().execute(async (trx) => {
    if (!(await queue.itemState(trx, itemId))) throw AppError.notFound(QueueText.ItemNotFound);
    const id = queue.definition.id;
    const holder = await holderOf(trx, id, itemId, true);
    if (!holder) return null;
    if (holder.operator_id !== caller.operator.id && caller.operator.role !== 'admin') throw conflict(QueueText.HeldByOther(holder.full_name));
    await deleteAssignment(trx, holder.id);
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.QueueRelease,
      targetType: queue.targetType,
      targetId: itemId,
      before: { queue: id, operator_id: holder.operator_id },
      after: { operator_id: null },
    });
    return null;
  });
}
