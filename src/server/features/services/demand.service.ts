import type { Kysely } from 'kysely';
import { type Clock, systemClock } from '../../adapters/clock';
import { DEMAND_CACHE_SECONDS, DEMAND_DAYS, type DemandDistrict, type DemandResponse } from '../../../domain/services/demand.types';
import type { Database } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { demandByDistrict, proCategoryIds } from './demand.repository';

const DAY_MS = 86_400_000;
// Keyed by the set of categories, so pros of the same trades share one count.
const MAX_CACHED = 500;

/** Where the demand is: requests of the last 30 days in the pro's categories, by district, cached. */
export class DemandService {
  private readonly cache = new TtlCache<DemandDistrict[]>(DEMAND_CACHE_SECONDS * 1000, MAX_CACHED);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock = systemClock,
  ) {}

  async forPro(userId: number): Promise<DemandResponse> {
    const categoryIds = await proCategoryIds(this.db, userId);
    const since = new Date(this.clock.now().getTime() - DEMAND_DAYS * DAY_MS);
    const districts = await this.cache.get(categoryIds.join(','), () => demandByDistrict(this.db, categoryIds, since));
    return { days: DEMAND_DAYS, quote_category_ids: categoryIds, districts };
  }
}
