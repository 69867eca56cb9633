import type { Kysely } from 'kysely';
import { APPOINTMENT_MINUTES, VoiceAppointmentStatus, type VoiceAppointmentStatusId } from '../../../domain/calls/voice-appointment';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

const OPEN = [VoiceAppointmentStatus.Proposed, VoiceAppointmentStatus.Accepted];

/** Appointments with their bid, request, category and both parties' names. */
function withParties(db: Db) {
  return db
    .selectFrom('voice_appointments as va')
    .innerJoin('quote_bids as b', 'b.id', 'va.quote_bid_id')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .innerJoin('users as pro', 'pro.id', 'b.user_id')
    .innerJoin('users as cu', 'cu.id', 'r.user_id')
    .select([
      'va.id',
      'va.quote_bid_id',
      'va.pro_user_id',
      'va.proposer_id',
      'va.scheduled_at',
      'va.note',
      'va.status',
      'va.cancelled_by',
      'va.cancel_reason',
      'va.reminded_at',
      'va.created',
      'b.quote_request_id',
      'b.quote_service_id',
      'b.hired_by_requester',
      'r.user_id as consumer_id',
      'c.name as category_name',
      'pro.username as pro_username',
      'pro.first_name as pro_first_name',
      'pro.last_name as pro_last_name',
      'pro.email as pro_email',
      'cu.username as consumer_username',
      'cu.first_name as consumer_first_name',
      'cu.last_name as consumer_last_name',
      'cu.email as consumer_email',
    ]);
}
export type AppointmentRow = Awaited<ReturnType<ReturnType<typeof withParties>['executeTakeFirstOrThrow']>>;

export function findAppointment(db: Db, id: number) {
  return withParties(db).where('va.id', '=', id).executeTakeFirst();
}

/** A conversation's appointments, newest first. */
export function appointmentsOfBid(db: Db, bidId: number) {
  return withParties(db).where('va.quote_bid_id', '=', bidId).orderBy('va.id', 'desc').limit(50).execute();
}

/** A user's open appointments (as consumer or pro) from `since` on, soonest first. */
export function openAppointmentsOf(db: Db, userId: number, since: Date) {
  return withParties(db)
    .where('va.status', 'in', OPEN)
    .where('va.scheduled_at', '>=', since)
    .where((eb) => eb.or([eb('va.pro_user_id', '=', userId), eb('r.user_id', '=', userId)]))
    .orderBy('va.scheduled_at')
    .limit(100)
    .execute();
}

/** A service's open appointments in [from, to) (the pro's calendar). */
export function openAppointmentsOfService(db: Db, serviceId: number, range: { from: Date; to: Date }) {
  return withParties(db)
    .where('b.quote_service_id', '=', serviceId)
    .where('va.status', 'in', OPEN)
    .where('va.scheduled_at', '>=', range.from)
    .where('va.scheduled_at', '<', range.to)
    .orderBy('va.scheduled_at')
    .execute();
}

/** Locks the pro's row: one proposal or acceptance of his at a time, so two cannot overlap. */
export async function lockPro(trx: Db, proId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', proId).forUpdate().execute();
}

/** Whether the bid has a proposal waiting for an answer. */
export async function hasOpenProposal(trx: Db, bidId: number): Promise<boolean> {
  const row = await trx.selectFrom('voice_appointments').select('id').where('quote_bid_id', '=', bidId).where('status', '=', VoiceAppointmentStatus.Proposed).executeTakeFirst();
  return row !== undefined;
}

/** Another open appointment of the pro within APPOINTMENT_MINUTES of `at`. */
export async function proOverlap(trx: Db, proId: number, at: Date, exceptId?: number): Promise<boolean> {
  const span = APPOINTMENT_MINUTES * 60_000;
  let query = trx
    .selectFrom('voice_appointments')
    .select('id')
    .where('pro_user_id', '=', proId)
    .where('status', 'in', OPEN)
    .where('scheduled_at', '>', new Date(at.getTime() - span))
    .where('scheduled_at', '<', new Date(at.getTime() + span));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function insertAppointment(trx: Db, input: { bidId: number; proId: number; proposerId: number; scheduledAt: Date; note: string; now: Date }): Promise<number> {
  const row = await trx
    .insertInto('voice_appointments')
    .values({ quote_bid_id: input.bidId, pro_user_id: input.proId, proposer_id: input.proposerId, scheduled_at: input.scheduledAt, note: input.note, created: input.now, modified: input.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves it on only if it is still in `from` (a concurrent action wins once); whether it moved. */
export async function moveAppointment(
  trx: Db,
  id: number,
  from: VoiceAppointmentStatusId,
  change: { status: VoiceAppointmentStatusId; cancelled_by?: number; cancel_reason?: string; now: Date },
): Promise<boolean> {
  const { now, ...rest } = change;
  const moved = await trx.updateTable('voice_appointments').set({ ...rest, modified: now }).where('id', '=', id).where('status', '=', from).returning('id').executeTakeFirst();
  return moved !== undefined;
}

/** Accepted appointments starting in (now, until] whose parties were not reminded yet. */
export function dueReminders(db: Db, now: Date, until: Date, limit: number) {
  return db
    .selectFrom('voice_appointments')
    .select('id')
    .where('status', '=', VoiceAppointmentStatus.Accepted)
    .where('reminded_at', 'is', null)
    .where('scheduled_at', '>', now)
    .where('scheduled_at', '<=', until)
    .orderBy('scheduled_at')
    .limit(limit)
    .execute();
}

/** Claims the reminder of one appointment (once, whatever copy runs the job); whether this one claimed it. */
export async function claimReminder(trx: Db, id: number, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('voice_appointments')
    .set({ reminded_at: now })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .where('status', '=', VoiceAppointmentStatus.Accepted)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
