import { type Kysely, sql } from 'kysely';
import type { TaskFacts } from '../../../domain/free-credits/free-credit-events';
import { type ProfileService, profileCompletion } from '../../../domain/free-credits/profile-completion';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface EventRow {
  id: number;
  code: string;
  title: string;
  description: string;
  reward_amount: number;
  display_order: number;
  is_active: boolean;
}

const EVENT_COLUMNS = ['id', 'code', 'title', 'description', 'reward_amount', 'display_order', 'is_active'] as const;

/** The events in display order; only the offered ones unless `all`. */
export function listEvents(db: Db, options: { all?: boolean } = {}): Promise<EventRow[]> {
  let query = db.selectFrom('free_credit_events').select(EVENT_COLUMNS);
  if (!options.all) query = query.where('is_active', '=', true);
  return query.orderBy('display_order').orderBy('id').execute();
}

export function findActiveEvent(db: Db, code: string): Promise<EventRow | undefined> {
  return db.selectFrom('free_credit_events').select(EVENT_COLUMNS).where('code', '=', code).where('is_active', '=', true).executeTakeFirst();
}

/** One event, its row locked until the transaction ends. */
export function findEventForUpdate(trx: Db, id: number): Promise<EventRow | undefined> {
  return trx.selectFrom('free_credit_events').select(EVENT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface EventChanges {
  title: string;
  description: string;
  reward_amount: number;
  is_active: boolean;
  display_order?: number | undefined;
}

export function updateEvent(db: Db, id: number, changes: EventChanges): Promise<EventRow | undefined> {
  const { display_order, ...rest } = changes;
  return db
    .updateTable('free_credit_events')
    .set({ ...rest, ...(display_order === undefined ? {} : { display_order }), modified: new Date() })
    .where('id', '=', id)
    .returning(EVENT_COLUMNS)
    .executeTakeFirst();
}

/** The user's claims: event id to the time it was claimed. */
export async function claimsOf(db: Db, userId: number): Promise<Map<number, { amount: number; created: Date }>> {
  const rows = await db.selectFrom('free_credit_claims').select(['free_credit_event_id', 'amount', 'created']).where('user_id', '=', userId).execute();
  return new Map(rows.map((r) => [r.free_credit_event_id, { amount: r.amount, created: r.created }]));
}

/** What the task rules read, from the database in one round trip. */
export async function taskFacts(db: Db, userId: number): Promise<TaskFacts> {
  const row = await db
    .selectFrom('users as u')
    .select((eb) => [
      sql<boolean>`(trim(u.first_name) <> '' and trim(u.last_name) <> '')`.as('has_name'),
      'u.is_phone_confirmed',
      eb
        .selectFrom('quote_bids')
        .select((q) => q.fn.countAll<string>().as('n'))
        .whereRef('quote_bids.user_id', '=', 'u.id')
        .where('quote_bids.quote_sent_on', 'is not', null)
        .as('quotes_sent'),
      eb
        .selectFrom('reviews')
        .innerJoin('quote_services', 'quote_services.id', 'reviews.quote_service_id')
        .select((q) => q.fn.countAll<string>().as('n'))
        .whereRef('quote_services.user_id', '=', 'u.id')
        // a review through the platform from a real client, not an invite link
        .where('reviews.is_external', '=', false)
        .as('reviews_received'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    profile: profileCompletion(Boolean(row.has_name), await profileServices(db, userId)),
    phoneConfirmed: row.is_phone_confirmed,
    quotesSent: Number(row.quotes_sent ?? 0),
    reviewsReceived: Number(row.reviews_received ?? 0),
  };
}

/** The user's services as the profile count reads them (deleted ones left out). */
export async function profileServices(db: Db, userId: number): Promise<ProfileService[]> {
  const rows = await db
    .selectFrom('quote_services as s')
    .select((eb) => [
      's.title',
      's.description',
      's.logo_path',
      's.is_service_professional_travels_to_me',
      's.is_customer_travel_to_me',
      's.is_over_phone_or_internet',
      eb.selectFrom('quote_service_categories as c').select((q) => q.fn.countAll<string>().as('n')).whereRef('c.quote_service_id', '=', 's.id').as('category_count'),
      eb.selectFrom('quote_service_areas as a').select((q) => q.fn.countAll<string>().as('n')).whereRef('a.quote_service_id', '=', 's.id').as('area_count'),
    ])
    .where('s.user_id', '=', userId)
    .where('s.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => ({
    display_name: r.title,
    description: r.description,
    categoryCount: Number(r.category_count ?? 0),
    areaCount: Number(r.area_count ?? 0),
    is_service_professional_travels_to_me: r.is_service_professional_travels_to_me,
    is_customer_travel_to_me: r.is_customer_travel_to_me,
    is_over_phone_or_internet: r.is_over_phone_or_internet,
    hasLogo: r.logo_path !== null,
  }));
}

/**
 * Records the claim; null when the user had claimed it already. The unique index makes a
 * second claim at once wait for the first and then insert nothing.
 */
export async function insertClaim(trx: Db, userId: number, eventId: number, amount: number): Promise<number | null> {
  const row = await trx
    .insertInto('free_credit_claims')
    .values({ user_id: userId, free_credit_event_id: eventId, amount })
    .onConflict((oc) => oc.columns(['user_id', 'free_credit_event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function linkClaimEntry(trx: Db, claimId: number, entryId: string): Promise<void> {
  await trx.updateTable('free_credit_claims').set({ wallet_entry_id: entryId }).where('id', '=', claimId).execute();
}
