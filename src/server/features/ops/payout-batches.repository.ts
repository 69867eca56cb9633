import type { Kysely, Selectable } from 'kysely';
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

/** A page of batches, newest day first, optionally of one state, and how many in all. */
export async function listBatches(db: Db, state: PayoutBatchStateId | undefined, limit: number, offset: number) {
  let query = db.selectFrom('payout_batches');
  if (state) query = query.where('state', '=', state);
  const rows = await query.selectAll().orderBy('day', 'desc').limit(limit).offset(offset).execute();
  const { count } = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return { rows, count: Number(count) };
}

/** Batches waiting for finance (draft, approved or exported). */
export async function countOpenBatches(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('payout_batches')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('state', 'in', ['draft', 'approved', 'exported'])
    .executeTakeFirstOrThrow();
  return Number(count);
}
