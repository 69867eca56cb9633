import type { Kysely } from 'kysely';
import type { Answer } from '../../../domain/requests/form-answers';
import { encodeAnswer } from '../../../domain/requests/form-answers';
import type { RequestWhen } from '../../../domain/requests/when';
import type { Database } from '../../db/schema';
import { guestLinkExpiry } from './link-hash';

/** SQL of posting a request: who posts, in which category and place, and the insert. */

type Db = Kysely<Database>;

/** The account that posts a request: only a live, phone-verified one may. */
export function findConsumer(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'is_phone_confirmed', 'phone'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function findActiveCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('quote_categories as c')
    .innerJoin('genres as g', 'g.id', 'c.genre_id')
    .select(['c.id', 'c.slug', 'c.name', 'g.slug as genre_slug'])
    .where('c.id', '=', categoryId)
    .where('c.is_active', '=', true)
    .where('g.is_active', '=', true)
    .executeTakeFirst();
}

/** The active city and district by their names in the bundled list; either may be missing (or deactivated). */
export async function findPlace(db: Db, cityName: string, districtName: string) {
  const city = await db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('name', 'in', spellings(cityName))
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!city) return { city: undefined, district: undefined };
  const district = await db
    .selectFrom('districts')
    .select(['id', 'name', 'zipcode'])
    .where('city_id', '=', city.id)
    .where('name', 'in', spellings(districtName))
    .where('is_active', '=', true)
    .executeTakeFirst();
  return { city, district };
}

/** The district's centre, the point of a request without a geocoded address; null where none is seeded. */
export async function findDistrictCentre(db: Db, districtId: number): Promise<{ lat: number; lng: number } | null> {
  const row = await db.selectFrom('districts').select(['latitude', 'longitude']).where('id', '=', districtId).executeTakeFirst();
  return row?.latitude != null && row.longitude != null ? { lat: row.latitude, lng: row.longitude } : null;
}

// People write 台 as often as the official 臺 (台北市 for 臺北市); accept both.
function spellings(name: string): string[] {
  return [...new Set([name, name.replaceAll('台', '臺')])];
}

export interface NewRequest {
  userId: number;
  categoryId: number;
  cityId: number;
  districtId: number;
  description: string;
  when: RequestWhen;
  recommendSource: string;
  hashDigest: string;
  copiedFromId: number | null;
  address: string | null;
  /** Where a moving job goes to; null for work done in one place. */
  destination: { cityId: number; districtId: number } | null;
  /** Where the job is and how it was found (0113); null when the district has no centre. */
  location: { lat: number; lng: number; source: 'places' | 'district' } | null;
  answers: readonly Answer[];
  photoPaths: readonly string[];
  /** The partner channel it is posted in (the session's partner flag), or null. */
  partnerId: string | null;
  now: Date;
}

/** Inserts a request with its answers and photos; returns its id. */
export async function insertRequest(trx: Db, input: NewRequest): Promise<number> {
  const { id } = await trx
    .insertInto('quote_requests')
    .values({
      user_id: input.userId,
      quote_category_id: input.categoryId,
      city_id: input.cityId,
      district_id: input.districtId,
      description: input.description,
      when_day_label: input.when.day_label,
      when_day_slots: JSON.stringify(input.when.day_slots),
      recommend_source: input.recommendSource,
      hash_digest: input.hashDigest,
      hash_expires_at: guestLinkExpiry(input.now),
      copied_from_id: input.copiedFromId,
      address: input.address,
      destination_city_id: input.destination?.cityId ?? null,
      destination_district_id: input.destination?.districtId ?? null,
      latitude: input.location?.lat ?? null,
      longitude: input.location?.lng ?? null,
      location_source: input.location?.source ?? null,
      partner_id: input.partnerId,
      created: input.now,
      modified: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.answers.length > 0) {
    await trx
      .insertInto('quote_form_submission_fields')
      .values(input.answers.map((a) => ({ quote_request_id: id, quote_form_field_id: a.quote_form_field_id, value: encodeAnswer(a.value) })))
      .execute();
  }
  if (input.photoPaths.length > 0) {
    await trx
      .insertInto('quote_request_photos')
      .values(input.photoPaths.map((path, i) => ({ quote_request_id: id, path, display_order: i + 1, created: input.now })))
      .execute();
  }
  return id;
}
