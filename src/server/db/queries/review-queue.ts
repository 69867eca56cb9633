import { type Kysely, sql } from 'kysely';
import type { QueueAssignedFilter, QueueIdValue } from '../../../domain/ops/queues';
import type { Database } from '../schema';

/** Where a review queue's items are: their table, the alias the item columns name it by, and the queue of their assignments. */
export interface ReviewQueueSource {
  table: 'service_certificates' | 'charge_applications';
  alias: string;
  queue: QueueIdValue;
}

/** A review queue's filters: one status, a type or any, and whose items (the operator's, nobody's, all). */
export interface ReviewQueueFilter<S extends number, T extends string> {
  status: S;
  type?: T;
  assigned: QueueAssignedFilter;
  operatorId: number;
}

/** What every listed row carries beside the item's columns: its owner and who has taken it. */
export interface ReviewQueueOwner {
  username: string;
  first_name: string;
  last_name: string;
  assigned_operator_id: number | null;
  assigned_at: Date | null;
  assigned_full_name: string | null;
}

// Kysely types a query by the table it names; this one runs over either queue's table, so it is
// built untyped and the caller names the row its columns select (the same columns it selects elsewhere).
// biome-ignore lint/suspicious/noExplicitAny: see above; the answer is typed by the caller's Row.
type Untyped = Kysely<any>;

/**
 * A page of a review queue, oldest change first, with each item's owner and who has taken it (one
 * row per item: an item has at most one assignment), and the count of all that match. Filtered and
 * paged in SQL on the status (and type) indexes.
 */
export async function listReviewQueue<Row>(
  db: Kysely<Database>,
  source: ReviewQueueSource,
  filter: ReviewQueueFilter<number, string>,
  columns: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: (Row & ReviewQueueOwner)[]; count: number }> {
  const i = source.alias;
  let base = (db as unknown as Untyped)
    .selectFrom(`${source.table} as ${i}`)
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', `${i}.id`).on('qa.queue', '=', source.queue))
    .where(`${i}.status`, '=', filter.status);
  if (filter.type) base = base.where(`${i}.type`, '=', filter.type);
  if (filter.assigned === 'mine') base = base.where('qa.operator_id', '=', filter.operatorId);
  if (filter.assigned === 'unassigned') base = base.where('qa.id', 'is', null);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', `${i}.user_id`)
      .leftJoin('operators as qo', 'qo.id', 'qa.operator_id')
      .select(columns)
      .select(['u.username', 'u.first_name', 'u.last_name', 'qa.operator_id as assigned_operator_id', 'qa.assigned_at', 'qo.full_name as assigned_full_name'])
      .orderBy(`${i}.modified`)
      .orderBy(`${i}.id`)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as (Row & ReviewQueueOwner)[], count: Number(count.n) };
}

/** The counts a queue's summary shows: its pending items, those nobody has taken, and the operator's; one indexed query. */
export async function countReviewQueue(db: Kysely<Database>, source: ReviewQueueSource, pending: number, operatorId: number) {
  const i = source.alias;
  const row = await (db as unknown as Untyped)
    .selectFrom(`${source.table} as ${i}`)
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', `${i}.id`).on('qa.queue', '=', source.queue))
    .where(`${i}.status`, '=', pending)
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where qa.id is null)`.as('unassigned'),
      sql<string>`count(*) filter (where qa.operator_id = ${operatorId})`.as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), unassigned: Number(row.unassigned), mine: Number(row.mine) };
}
