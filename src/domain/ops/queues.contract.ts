import { z } from 'zod';
import { QUEUE_ASSIGNED_FILTERS, QUEUE_IDS } from './queues';

/** The answers of the queue calls under /api/ops, shared by the server and the console. */

/** Who has taken an item, and since when (null: nobody). */
export const queueAssignmentSchema = z.object({
  operator_id: z.number().int(),
  full_name: z.string(),
  assigned: z.string(),
});
export type QueueAssignment = z.infer<typeof queueAssignmentSchema>;

/** One queue of GET /ops/queues.json: its open items, those nobody has taken, and the caller's. */
export const queueSummarySchema = z.object({
  id: z.enum(QUEUE_IDS),
  title: z.string(),
  open: z.number().int(),
  unassigned: z.number().int(),
  mine: z.number().int(),
});
export type QueueSummary = z.infer<typeof queueSummarySchema>;
export const queuesShape = { queues: z.array(queueSummarySchema) };

/** POST /ops/queues/{queue}/assign|release/{id}.json: the item's assignment afterwards. */
export const queueAssignmentShape = { queue: z.enum(QUEUE_IDS), item_id: z.number().int(), assignment: queueAssignmentSchema.nullable() };

/** The `assigned` filter every queue list takes (all by default). */
export const queueAssignedSchema = z.enum(QUEUE_ASSIGNED_FILTERS).default('all');
