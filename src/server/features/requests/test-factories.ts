import { randomBytes, randomInt } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { taipeiDateKey } from '../../../domain/time';
import type { Database, QuoteBidsTable } from '../../db/schema';
import { createSignedInUser } from '../../test/factories';
import type { ApiResponse, TestServer } from '../../test/harness';

/** Rows for request and matching tests, inserted directly. Shared by the API and browser tests. */

type Db = Kysely<Database>;
const DAY_MS = 86_400_000;

function uniquePhone(): string {
  return `+8869${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A signed-in consumer; the phone is verified unless `phoneConfirmed: false`. */
export async function createConsumer(db: Db, options: { phoneConfirmed?: boolean } = {}) {
  const { user, token } = await createSignedInUser(db);
  const confirmed = options.phoneConfirmed ?? true;
  await db
    .updateTable('users')
    .set({ phone: confirmed ? uniquePhone() : null, is_phone_confirmed: confirmed, is_activated: true })
    .where('id', '=', user.id)
    .execute();
  return { user, token };
}

export interface PlaceRef {
  cityId: number;
  /** null: the whole city. */
  districtId: number | null;
}

export interface ProOptions {
  categoryIds: number[];
  areas?: PlaceRef[];
  isPublic?: boolean;
  isArchived?: boolean;
  overPhoneOrInternet?: boolean;
  customerTravelsToPro?: boolean;
  /** Per category: the answers the pro wants, by field id. */
  jobPreference?: Record<string, string[]>;
  notificationSettings?: Record<string, number>;
  stats?: { leadCount?: number; responseCount?: number; ratingSum?: number; ratingCount?: number; lastResponseAt?: Date };
}

/** A pro with a confirmed phone, a session and one service offering the categories in the areas. */
export async function createPro(db: Db, options: ProOptions) {
  const { user, token } = await createConsumer(db);
  await db
    .updateTable('users')
    .set({ signup_role: 'pro', notification_settings: JSON.stringify(options.notificationSettings ?? {}) })
    .where('id', '=', user.id)
    .execute();
  const service = await addService(db, user.id, options);
  return { user, token, service };
}

/** Another service for an existing user. */
export async function addService(db: Db, userId: number, options: ProOptions) {
  const service = await db
    .insertInto('quote_services')
    .values({
      user_id: userId,
      slug: `svc-${randomBytes(6).toString('hex')}`,
      title: '測試服務',
      is_public: options.isPublic ?? true,
      is_archived: options.isArchived ?? false,
      is_over_phone_or_internet: options.overPhoneOrInternet ?? false,
      is_customer_travel_to_me: options.customerTravelsToPro ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('quote_service_categories')
    .values(
      options.categoryIds.map((id) => ({
        quote_service_id: service.id,
        quote_category_id: id,
        quote_job_preference: JSON.stringify(options.jobPreference ? { answers: options.jobPreference } : {}),
      })),
    )
    .execute();
  if (options.areas?.length) {
    await db
      .insertInto('quote_service_areas')
      .values(options.areas.map((a) => ({ quote_service_id: service.id, city_id: a.cityId, district_id: a.districtId })))
      .execute();
  }
  if (options.stats) {
    const s = options.stats;
    await db
      .insertInto('quote_service_stats')
      .values({
        quote_service_id: service.id,
        lead_count: s.leadCount ?? 0,
        response_count: s.responseCount ?? 0,
        rating_sum: s.ratingSum ?? 0,
        rating_count: s.ratingCount ?? 0,
        last_response_at: s.lastResponseAt ?? null,
      })
      .execute();
  }
  return service;
}

/** Pauses a service from `begin` to `end` (defaults: an hour ago to a day ahead). */
export async function pauseService(db: Db, quoteServiceId: number, span: { begin?: Date; end?: Date } = {}) {
  const now = Date.now();
  return db
    .insertInto('suspension_events')
    .values({
      quote_service_id: quoteServiceId,
      begin_time: span.begin ?? new Date(now - 3_600_000),
      end_time: span.end ?? new Date(now + DAY_MS),
      title: '休假中',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `userId` blocks `blockedUserId`. */
export async function blockUser(db: Db, userId: number, blockedUserId: number) {
  await db.insertInto('blocked_users').values({ user_id: userId, blocked_user_id: blockedUserId }).execute();
}

/** A city and one of its districts from the bundled list, by name. */
export async function findPlace(db: Db, cityName: string, districtName: string) {
  const row = await db
    .selectFrom('districts as d')
    .innerJoin('cities as c', 'c.id', 'd.city_id')
    .select(['c.id as cityId', 'd.id as districtId'])
    .where('c.name', '=', cityName)
    .where('d.name', '=', districtName)
    .executeTakeFirstOrThrow();
  return row;
}

/** An active category with its active questions, by slug. */
export async function findCategory(db: Db, slug: string) {
  const category = await db.selectFrom('quote_categories').select(['id', 'slug', 'name']).where('slug', '=', slug).executeTakeFirstOrThrow();
  const fields = await db
    .selectFrom('quote_form_fields')
    .selectAll()
    .where('quote_category_id', '=', category.id)
    .where('is_active', '=', true)
    .orderBy('display_order')
    .execute();
  return { ...category, fields };
}
export type CategoryWithFields = Awaited<ReturnType<typeof findCategory>>;

/** Valid answers to every question of the category, as form fields (QuoteFormSubmissionField[id]). */
export function validAnswers(category: CategoryWithFields): [string, string][] {
  const tomorrow = taipeiDateKey(new Date(Date.now() + DAY_MS));
  return category.fields.map((f): [string, string] => {
    const name = `QuoteFormSubmissionField[${f.id}]`;
    switch (f.type) {
      case 'single_choice':
      case 'multiple_choice':
        return [name, f.options[0]!];
      case 'number':
        return [name, '2'];
      case 'date':
        return [name, tomorrow];
      default:
        return [name, '日立 RAC-40JP'];
    }
  });
}

/** Form-urlencoded body from entries, keeping repeated names. */
export function formBody(entries: readonly [string, string][]): string {
  return new URLSearchParams(entries.map(([k, v]) => [k, v])).toString();
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** The street address and the move's destination the factory sends by default. */
export const TEST_ADDRESS = '大安區信義路四段 1 號 5 樓';
export const TEST_DESTINATION = { destination_city: '新北市', destination_district: '板橋區' } as const;

/** POST /quote_requests/search_add.json as a form: valid answers unless overridden. */
export function postRequest(
  server: TestServer,
  token: string | undefined,
  category: CategoryWithFields,
  options: { city?: string; district?: string; description?: string; answers?: [string, string][]; extra?: [string, string][] } = {},
): Promise<ApiResponse> {
  const given = new Set((options.extra ?? []).map(([name]) => name));
  // On-site work needs a street address and a move where it goes to: sent unless the test sends its own.
  const place: [string, string][] = [
    ...(given.has('address') ? [] : [['address', TEST_ADDRESS] as [string, string]]),
    ...(given.has('destination_city') || given.has('destination_district') ? [] : (Object.entries(TEST_DESTINATION) as [string, string][])),
  ];
  const entries: [string, string][] = [
    ['quote_category_id', String(category.id)],
    ['city', options.city ?? '臺北市'],
    ['district', options.district ?? '大安區'],
    ...place,
    ['description', options.description ?? '希望週末可以施工，家裡有養貓。'],
    ['when[day_label]', 'thisWeek'],
    ['when[day_slots][]', '2'],
    ['when[day_slots][]', '3'],
    ...(options.answers ?? validAnswers(category)),
    ...(options.extra ?? []),
  ];
  return server.api('/quote_requests/search_add.json', {
    method: 'POST',
    ...(token ? { token } : {}),
    body: formBody(entries),
    headers: FORM_HEADERS,
  });
}

/** A pro as `createPro` makes one: the user and a service. */
export interface ProRef {
  user: { id: number };
  service: { id: number };
}

export interface BidFixture {
  /** The request's category. */
  categoryId: number;
  /** Where the request's job is. */
  place: { cityId: number; districtId: number };
  /** Who asked; a new consumer with a confirmed phone unless given. */
  consumer?: Awaited<ReturnType<typeof createConsumer>>;
  /** The bid's own columns (status, dates, price); a new lead (status 1) unless given. */
  bid?: Omit<Insertable<QuoteBidsTable>, 'quote_request_id' | 'quote_service_id' | 'user_id'>;
}

/** A consumer's request and the pro's bid on it, written straight into the tables (no matching, no mail). */
export async function createBid(db: Db, pro: ProRef, fixture: BidFixture) {
  const consumer = fixture.consumer ?? (await createConsumer(db));
  const request = await db
    .insertInto('quote_requests')
    .values({
      user_id: consumer.user.id,
      quote_category_id: fixture.categoryId,
      city_id: fixture.place.cityId,
      district_id: fixture.place.districtId,
      hash_digest: `test-${randomBytes(8).toString('hex')}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bid = await db
    .insertInto('quote_bids')
    .values({ quote_request_id: request.id, quote_service_id: pro.service.id, user_id: pro.user.id, ...fixture.bid })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { consumer, requestId: request.id, bidId: bid.id };
}

/** A bid the consumer hired the pro on: status 3 unless told (4 once the work is done), hired `hiredOn` (now). */
export function createHiredBid(db: Db, pro: ProRef, fixture: BidFixture & { status?: QuoteStatusId; hiredOn?: Date }) {
  return createBid(db, pro, { ...fixture, bid: { quote_status_id: fixture.status ?? QuoteStatus.Hired, hired_on: fixture.hiredOn ?? new Date(), ...fixture.bid } });
}

/** The consumer's review of the pro's hired bid (a verified review, tied to the bid). */
export async function addReview(
  db: Db,
  pro: ProRef,
  hire: { bidId: number; consumer: { user: { id: number } } },
  review: { rating?: number; feedback?: string; tags?: string[]; created?: Date } = {},
) {
  return db
    .insertInto('reviews')
    .values({
      quote_service_id: pro.service.id,
      quote_bid_id: hire.bidId,
      user_id: hire.consumer.user.id,
      rating: review.rating ?? 5,
      feedback: review.feedback ?? '很專業',
      tags: JSON.stringify(review.tags ?? []),
      ...(review.created ? { created: review.created } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
