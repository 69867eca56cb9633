import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

export interface ThrottleRule {
  /** What is counted, e.g. 'login-fail-ip'. */
  scope: string;
  /** How many hits a window allows. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export interface ThrottleState {
  allowed: boolean;
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

function windowStart(rule: ThrottleRule, now: number): Date {
  const size = rule.windowSeconds * 1000;
  return new Date(Math.floor(now / size) * size);
}

function retryAfter(rule: ThrottleRule, start: Date, now: number): number {
  return Math.max(1, Math.ceil((start.getTime() + rule.windowSeconds * 1000 - now) / 1000));
}

/**
 * Fixed-window counters kept in the database, so every copy of the server sees the same
 * counts. `hit` counts one event and says whether it is still within the limit; `peek` only
 * reads (used to refuse before doing expensive work, e.g. before hashing a password).
 */
export class Throttle {
  constructor(private readonly db: Kysely<Database>) {}

  async peek(rule: ThrottleRule, key: string, now = Date.now()): Promise<ThrottleState> {
    const start = windowStart(rule, now);
    const row = await this.db
      .selectFrom('throttle_counters')
      .select('count')
      .where('scope', '=', rule.scope)
      .where('key', '=', key)
      .where('window_start', '=', start)
      .executeTakeFirst();
    const count = row?.count ?? 0;
    return { allowed: count < rule.limit, count, retryAfter: retryAfter(rule, start, now) };
  }

  async hit(rule: ThrottleRule, key: string, now = Date.now()): Promise<ThrottleState> {
    const start = windowStart(rule, now);
    const row = await this.db
      .insertInto('throttle_counters')
      .values({ scope: rule.scope, key, window_start: start, count: 1 })
      .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doUpdateSet({ count: sql`throttle_counters.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return { allowed: row.count <= rule.limit, count: row.count, retryAfter: retryAfter(rule, start, now) };
  }

  /** Forgets a key's counts in a scope (e.g. failed logins after a successful one). */
  async reset(rule: ThrottleRule, key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('scope', '=', rule.scope).where('key', '=', key).execute();
  }

  /** Drops windows that ended more than a day ago. */
  async prune(now = Date.now()): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('window_start', '<', new Date(now - 86_400_000 * 2)).execute();
  }
}
