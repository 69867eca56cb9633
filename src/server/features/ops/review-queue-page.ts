import { QUEUE_PAGE_SIZE } from '../../../domain/ops/queues';
import type { QueueAssignment } from '../../../domain/ops/queues.contract';
import { fullName } from '../../../domain/users/full-name';
import type { ReviewQueueOwner } from '../../db/queries/review-queue';
import type { OpsCaller } from './ops-caller';
import { toQueueAssignment } from './queue-assignments.repository';

/** What a review queue's repository lists for a page: the caller's filter, and where the page starts. */
export function reviewQueueQuery<F extends object>(caller: OpsCaller, filter: F, page: number) {
  return { filter: { ...filter, operatorId: caller.operator.id }, limit: QUEUE_PAGE_SIZE, offset: (page - 1) * QUEUE_PAGE_SIZE };
}

type Listed<I> = I & { user: { id: number; username: string; full_name: string }; assignment: QueueAssignment | null };

/** A review queue's page under `key`: each item as `toItem` answers it, with its owner and who has taken it, and the page count. */
export function toReviewQueuePage<K extends string, R extends ReviewQueueOwner & { user_id: number }, I extends object>(
  key: K,
  page: number,
  list: { rows: readonly R[]; count: number },
  toItem: (row: R) => I,
) {
  const items: Listed<I>[] = list.rows.map((row) => ({
    ...toItem(row),
    user: { id: row.user_id, username: row.username, full_name: fullName(row) },
    assignment: toQueueAssignment({ operator_id: row.assigned_operator_id, full_name: row.assigned_full_name, assigned_at: row.assigned_at }),
  }));
  return { [key]: items, page, total_pages: Math.max(1, Math.ceil(list.count / QUEUE_PAGE_SIZE)), count: list.count } as { [P in K]: Listed<I>[] } & {
    page: number;
    total_pages: number;
    count: number;
  };
}
