import { type Kysely, sql } from 'kysely';
import { type Clock, systemClock } from '../adapters/clock';
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

export interface GapClaim {
  claimed: boolean;
  /** Seconds until the gap has passed (for Retry-After); 0 when claimed. */
  retryAfter: number;
}

/**
 * Fixed-window counters kept in the database, so every copy of the server sees the same
 * counts. `hit` counts one event in one statement and says whether it is still within the
 * limit: callers count first and act only when allowed, so parallel requests cannot all slip
 * through between a check and a count. `peek` only reads (for display, never to decide).
 * Windows are read on `clock` unless a caller passes its own time.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock = systemClock,
  ) {}

  async peek(rule: ThrottleRule, key: string, now = this.clock.now().getTime()): Promise<ThrottleState> {
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

  async hit(rule: ThrottleRule, key: string, now = this.clock.now().getTime()): Promise<ThrottleState> {
    const start = windowStart(rule, now);
    const row = await this.db
      .insertInto('throttle_counters')
      .values({ scope: rule.scope, key, window_start: start, count: 1 })
      .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doUpdateSet({ count: sql`throttle_counters.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    return { allowed: row.count <= rule.limit, count: row.count, retryAfter: retryAfter(rule, start, now) };
  }

  /** Takes back one hit (e.g. a login attempt that turned out to be the right password). */
  async undo(rule: ThrottleRule, key: string, now = this.clock.now().getTime()): Promise<void> {
    await this.db
      .updateTable('throttle_counters')
      .set({ count: sql`greatest(count - 1, 0)` })
      .where('scope', '=', rule.scope)
      .where('key', '=', key)
      .where('window_start', '=', windowStart(rule, now))
      .execute();
  }

  /**
   * Claims "at least `gapSeconds` since the last claim" for a key in one statement: the
   * upsert only moves the time when the previous claim is old enough, so of many parallel
   * calls exactly one gets it.
   */
  async claimGap(scope: string, key: string, gapSeconds: number, now = this.clock.now().getTime()): Promise<GapClaim> {
    const at = new Date(now);
    const claimed = await this.db
      .insertInto('throttle_gaps')
      .values({ scope, key, last_at: at })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'key'])
          .doUpdateSet({ last_at: at })
          .where('throttle_gaps.last_at', '<=', new Date(now - gapSeconds * 1000)),
      )
      .returning('last_at')
      .executeTakeFirst();
    if (claimed) return { claimed: true, retryAfter: 0 };
    const row = await this.db.selectFrom('throttle_gaps').select('last_at').where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    const left = row ? (row.last_at.getTime() + gapSeconds * 1000 - now) / 1000 : 1;
    return { claimed: false, retryAfter: Math.max(1, Math.ceil(left)) };
  }

  /** Gives a claimed gap back (the event it guarded did not happen, e.g. a code not sent). */
  async releaseGap(scope: string, key: string, claimedAt: number): Promise<void> {
    await this.db.deleteFrom('throttle_gaps').where('scope', '=', scope).where('key', '=', key).where('last_at', '=', new Date(claimedAt)).execute();
  }

  /** Forgets a key's counts in a scope (e.g. failed logins after a successful one). */
  async reset(rule: ThrottleRule, key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('scope', '=', rule.scope).where('key', '=', key).execute();
  }

  /** Drops windows that ended more than a day ago. */
  async prune(now = this.clock.now().getTime()): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('window_start', '<', new Date(now - 86_400_000 * 2)).execute();
    await this.db.deleteFrom('throttle_gaps').where('last_at', '<', new Date(now - 86_400_000 * 2)).execute();
  }
}
