import type { Kysely } from 'kysely';
import type { QueueDefinition } from '../../../domain/ops/queues';
import type { Database } from '../../db/schema';

/**
 * What the shared queue calls need of one queue: its counts and whether an item is still open.
 * Its list, view and decisions are the queue's own routes (their filters and answers differ),
 * built on the shared assignment (`queue-assignments.repository.ts`) and reject templates.
 */
export interface QueueModule {
  definition: QueueDefinition;
  /** The audit log's `target_type` of the queue's items. */
  targetType: string;
  /** Open items: all, those nobody has taken, and the operator's. One indexed query. */
  counts(db: Kysely<Database>, operatorId: number): Promise<{ open: number; unassigned: number; mine: number }>;
  /** Whether the item is still waiting for a decision; undefined when there is no such item. */
  itemState(db: Kysely<Database>, itemId: number): Promise<{ open: boolean } | undefined>;
}
