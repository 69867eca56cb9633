import type { Kysely } from 'kysely';
import { CallStatus, type CallStatusId, LIVE_CALL_STATUSES } from '../../../domain/calls/call-status';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const CALL_COLUMNS = ['id', 'quote_bid_id', 'caller_id', 'callee_id', 'status', 'created', 'answered_at', 'ended_at', 'duration_seconds'] as const;

/** Locks both users' rows (in id order, so two calls between the same two never deadlock) for the busy check. */
export async function lockParties(trx: Db, userIds: number[]): Promise<void> {
  const ids = [...userIds].sort((a, b) => a - b);
  await trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/** Whether any of these users is in a ringing or connected call. */
export async function anyInLiveCall(trx: Db, userIds: number[]): Promise<boolean> {
  const row = await trx
    .selectFrom('voice_calls')
    .select('id')
    .where('status', 'in', [...LIVE_CALL_STATUSES])
    .where((eb) => eb.or([eb('caller_id', 'in', userIds), eb('callee_id', 'in', userIds)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertCall(trx: Db, input: { bidId: number; callerId: number; calleeId: number; status: CallStatusId; now: Date }) {
  return trx
    .insertInto('voice_calls')
    .values({
      quote_bid_id: input.bidId,
      caller_id: input.callerId,
      callee_id: input.calleeId,
      status: input.status,
      created: input.now,
      ended_at: input.status === CallStatus.Ringing ? null : input.now,
    })
    .returning(CALL_COLUMNS)
    .executeTakeFirstOrThrow();
}
export type CallRow = Awaited<ReturnType<typeof insertCall>>;

/** A call one of its two parties may act on; anyone else gets nothing. */
export function findOwnCall(db: Db, callId: number, userId: number) {
  return db
    .selectFrom('voice_calls')
    .select(CALL_COLUMNS)
    .where('id', '=', callId)
    .where((eb) => eb.or([eb('caller_id', '=', userId), eb('callee_id', '=', userId)]))
    .executeTakeFirst();
}

/** Moves the call on only if it is still in `from` (a concurrent action wins once); the row after, or undefined. */
export function moveCall(trx: Db, callId: number, from: CallStatusId, change: { status: CallStatusId; answered_at?: Date; ended_at?: Date; duration_seconds?: number }) {
  return trx.updateTable('voice_calls').set(change).where('id', '=', callId).where('status', '=', from).returning(CALL_COLUMNS).executeTakeFirst();
}

/** Calls left ringing past `ringCutoff` or connected since before `talkCutoff`, oldest first. */
export function staleCalls(db: Db, ringCutoff: Date, talkCutoff: Date, limit: number) {
  return db
    .selectFrom('voice_calls')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', CallStatus.Ringing), eb('created', '<=', ringCutoff)]),
        eb.and([eb('status', '=', CallStatus.Connected), eb('answered_at', '<=', talkCutoff)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The call's quote request, for the callee's missed-call notification. */
export async function requestOfBid(db: Db, bidId: number): Promise<number> {
  const row = await db.selectFrom('quote_bids').select('quote_request_id').where('id', '=', bidId).executeTakeFirstOrThrow();
  return row.quote_request_id;
}

