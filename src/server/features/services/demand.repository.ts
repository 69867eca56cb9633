import { type Kysely, sql } from 'kysely';
import type { DemandDistrict } from '../../../domain/services/demand.types';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The categories of the pro's services that are not deleted, ascending. */
export async function proCategoryIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('quote_service_categories as qsc')
    .innerJoin('quote_services as s', 's.id', 'qsc.quote_service_id')
    .select('qsc.quote_category_id')
    .distinct()
    .where('s.user_id', '=', userId)
    .where('s.deleted_at', 'is', null)
    .orderBy('qsc.quote_category_id')
    .execute();
  return rows.map((r) => r.quote_category_id);
}

/**
 * Requests posted since `since` in the categories, counted by district in one aggregate query
 * (hidden ones left out), the busiest first.
 */
export async function demandByDistrict(db: Db, categoryIds: readonly number[], since: Date): Promise<DemandDistrict[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('quote_requests as r')
    .innerJoin('districts as d', 'd.id', 'r.district_id')
    .innerJoin('cities as c', 'c.id', 'r.city_id')
    .select([
      'c.id as city_id',
      'c.name as city',
      'd.id as district_id',
      'd.name as district',
      'd.latitude',
      'd.longitude',
      sql<string>`count(*)`.as('request_count'),
    ])
    .where('r.quote_category_id', 'in', categoryIds)
    .where('r.created', '>=', since)
    .where('r.hidden_at', 'is', null)
    .groupBy(['c.id', 'c.name', 'd.id', 'd.name', 'd.latitude', 'd.longitude'])
    .orderBy('request_count', 'desc')
    .orderBy('d.id')
    .execute();
  return rows.map((r) => ({ ...r, request_count: Number(r.request_count) }));
}
