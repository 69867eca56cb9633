import { z } from 'zod';
import { queueAssignedSchema, queueAssignmentSchema } from './queues.contract';

/**
 * The parts every review queue's answers share (certificates, charge applications): an item's
 * documents, its owner, who has taken it, and the queue's filters. Shared by the server and the console.
 */

/** A document an item under review carries; `url` serves it to its owner and to the operators reviewing it only. */
export const reviewDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['png', 'jpeg', 'gif', 'pdf']),
  size: z.number().int(),
  url: z.string(),
  created: z.string(),
});
export type ReviewDocument = z.infer<typeof reviewDocumentSchema>;

const ownerSchema = z.object({ id: z.number().int(), username: z.string(), full_name: z.string() });
const assignment = queueAssignmentSchema.nullable();

/** An item as its queue lists it: numbers masked, its owner and who has taken it. */
export const reviewQueueItemSchema = <S extends z.ZodRawShape>(item: z.ZodObject<S>) => item.extend({ user: ownerSchema, assignment });

/** An operator's view of one item (numbers whole): the owner is null when the account is gone. */
export const reviewViewSchema = <S extends z.ZodRawShape>(item: z.ZodObject<S>) => item.extend({ user: ownerSchema.nullable(), assignment });

/** A review queue's filters: a status (`pending` by default, `message` naming the allowed ones), a type, and whose items. */
export function reviewQueueFilterSchema<V extends number, const T extends readonly [string, ...string[]]>(statuses: readonly V[], pending: V, message: string, types: T) {
  return z.object({
    status: z.coerce
      .number()
      .int()
      .refine((n) => statuses.includes(n as V), { message })
      .transform((n) => n as V)
      // The statuses are numbers, never undefined; zod cannot see that through the type parameter.
      .default(pending as z.core.util.NoUndefined<Awaited<V>>),
    type: z.enum(types).optional(),
    assigned: queueAssignedSchema,
  });
}
