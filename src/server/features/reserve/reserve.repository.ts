import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { RowOf } from '../../db/queries/row-of';
import type { Database } from '../../db/schema';
import { publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database> | Transaction<Database>;

/** A service launched on the maps service, public and not archived: the only ones it may book. */
export function launchedService(db: Db, serviceId: number) {
  return db
    .selectFrom('greserve_items as gi')
    .innerJoin('quote_services as s', 's.id', 'gi.quote_service_id')
    .select(['gi.id as greserve_item_id', 's.id', 's.user_id', 's.title'])
    .where('gi.quote_service_id', '=', serviceId)
    .where('gi.is_launched', '=', true)
    .where(publicServiceAs('s'))
    .where('s.deleted_at', 'is', null)
    .executeTakeFirst();
}

function eventQuery(db: Db) {
  return db
    .selectFrom('greserve_events as g')
    .innerJoin('quote_services as s', 's.id', 'g.quote_service_id')
    .select([
      'g.id',
      'g.greserve_item_id',
      'g.quote_service_id',
      'g.pro_user_id',
      'g.booking_id',
      'g.idempotency_token',
      'g.begin_time',
      'g.end_time',
      'g.consumer_name',
      'g.consumer_phone',
      'g.email',
      'g.device_id',
      'g.note',
      'g.user_information',
      'g.hash',
      'g.cancelled_on',
      'g.cancelled_by',
      'g.cancel_reason',
      'g.created',
      's.title as service_title',
      sql<string>`pro_display_name(s.user_id)`.as('pro_name'),
    ]);
}
export type GreserveEventRow = RowOf<typeof eventQuery>;

export function eventById(db: Db, id: number) {
  return eventQuery(db).where('g.id', '=', id).executeTakeFirst();
}

export function eventByBookingId(db: Db, bookingId: string) {
  return eventQuery(db).where('g.booking_id', '=', bookingId).executeTakeFirst();
}

export function eventByIdempotencyToken(db: Db, token: string) {
  return eventQuery(db).where('g.idempotency_token', '=', token).executeTakeFirst();
}

/** The maps bookings of one consumer of the maps service (ListBookings), latest first. */
export function eventsOfDevice(db: Db, deviceId: string, limit: number) {
  return eventQuery(db).where('g.device_id', '=', deviceId).orderBy('g.begin_time', 'desc').orderBy('g.id', 'desc').limit(limit).execute();
}

/** One maps booking of the pro's services; undefined for anyone else's. */
export function eventOfPro(db: Db, eventId: number, proUserId: number) {
  return eventQuery(db).where('g.id', '=', eventId).where('g.pro_user_id', '=', proUserId).executeTakeFirst();
}

/** One maps booking through the consumer's link. */
export function eventByHash(db: Db, eventId: number, hash: string) {
  return eventQuery(db).where('g.id', '=', eventId).where('g.hash', '=', hash).executeTakeFirst();
}

/** The maps bookings of one service of the pro, latest first. */
export function eventsOfService(db: Db, serviceId: number, proUserId: number, limit: number) {
  return eventQuery(db)
    .where('g.quote_service_id', '=', serviceId)
    .where('g.pro_user_id', '=', proUserId)
    .orderBy('g.begin_time', 'desc')
    .orderBy('g.id', 'desc')
    .limit(limit)
    .execute();
}

export function insertEvent(
  db: Db,
  values: {
    greserve_item_id: number;
    quote_service_id: number;
    pro_user_id: number;
    booking_id: string;
    idempotency_token: string | null;
    begin_time: Date;
    end_time: Date;
    consumer_name: string;
    consumer_phone: string;
    email: string;
    device_id: string;
    note: string;
    user_information: string;
    hash: string;
  },
) {
  return db.insertInto('greserve_events').values(values).returning('id').executeTakeFirstOrThrow();
}

/** Cancels a live maps booking; false when it was already cancelled. */
export async function cancelEvent(db: Db, eventId: number, by: 'merchant' | 'consumer', reason: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('greserve_events')
    .set({ cancelled_on: now, cancelled_by: by, cancel_reason: reason, modified: now })
    .where('id', '=', eventId)
    .where('cancelled_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Moves a live maps booking to another slot (the pro's time lock checks the new one). */
export async function moveEvent(db: Db, eventId: number, slot: { begin: Date; end: Date }, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('greserve_events')
    .set({ begin_time: slot.begin, end_time: slot.end, modified: now })
    .where('id', '=', eventId)
    .where('cancelled_on', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The pro's services not archived, each with its launch state and what launching needs. */
export function servicesOfPro(db: Db, proUserId: number, serviceId?: number) {
  let query = db
    .selectFrom('quote_services as s')
    .leftJoin('greserve_items as gi', 'gi.quote_service_id', 's.id')
    .select((eb) => [
      's.id',
      's.title',
      's.is_public',
      's.hidden_at',
      's.city_id',
      's.district_id',
      'gi.is_launched',
      'gi.launched_on',
      'gi.unlaunched_on',
      eb.exists(eb.selectFrom('quote_service_business_hours as h').select('h.weekday').whereRef('h.quote_service_id', '=', 's.id')).as('has_hours'),
      eb
        .or([
          eb.exists(eb.selectFrom('quote_service_categories as c').select('c.id').whereRef('c.quote_service_id', '=', 's.id').where('c.is_direct_reserve_on', '=', true)),
          eb.exists(
            eb
              .selectFrom('shop_items as i')
              .select('i.id')
              .whereRef('i.quote_service_id', '=', 's.id')
              .where('i.is_reservable', '=', true)
              .where('i.is_published', '=', true)
              .where('i.deleted_at', 'is', null),
          ),
        ])
        .as('has_reservable_offer'),
      eb
        .selectFrom('greserve_events as g')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('g.quote_service_id', '=', 's.id')
        .where('g.cancelled_on', 'is', null)
        .as('live_booking_count'),
    ])
    .where('s.user_id', '=', proUserId)
    .where('s.is_archived', '=', false)
    .where('s.deleted_at', 'is', null);
  if (serviceId !== undefined) query = query.where('s.id', '=', serviceId);
  return query.orderBy('s.id').execute();
}
export type GreserveServiceRow = Awaited<ReturnType<typeof servicesOfPro>>[number];

/** Launches or takes off a service (one row per service, kept after unlaunch). */
export async function setLaunched(db: Db, serviceId: number, launched: boolean, now: Date): Promise<void> {
  const stamp = launched ? { launched_on: now } : { unlaunched_on: now };
  await db
    .insertInto('greserve_items')
    .values({ quote_service_id: serviceId, is_launched: launched, ...stamp })
    .onConflict((oc) => oc.column('quote_service_id').doUpdateSet({ is_launched: launched, modified: now, ...stamp }))
    .execute();
}

/** Every launched service (public, not archived) with what the feeds say of it. */
export function launchedServices(db: Db) {
  return db
    .selectFrom('greserve_items as gi')
    .innerJoin('quote_services as s', 's.id', 'gi.quote_service_id')
    .leftJoin('cities as c', 'c.id', 's.city_id')
    .leftJoin('districts as d', 'd.id', 's.district_id')
    .select([
      's.id',
      's.title',
      's.description',
      's.slug',
      's.latitude',
      's.longitude',
      's.contact_phone',
      's.website_url',
      'c.name as city_name',
      'd.name as district_name',
      'd.zipcode',
    ])
    .where('gi.is_launched', '=', true)
    .where(publicServiceAs('s'))
    .where('s.deleted_at', 'is', null)
    .orderBy('s.id')
    .execute();
}
