import type { ChangeFeed } from '../../lib/change-feed';

/** The change feed topic on which the database announces that a user's sessions changed (migration 0061). */
export const SESSIONS_TOPIC = 'sessions';

/** A session row as read from the database: what deciding "is it live" needs. */
export interface SessionRow {
  id: number;
  user_id: number;
  last_seen: Date;
  expires_at: Date;
  saved: boolean;
  reauth_at: Date | null;
  partner_channel: string | null;
}

const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * A short-lived per-copy memory of session rows by token hash, so a signed-in request does not
 * read its session every time. Only used while the change feed is live: the database announces
 * on it every revoke, re-authentication and account deletion (a trigger, so no path is
 * forgotten), and every copy forgets that user's rows. A read that raced such a change is
 * not kept (the generation moved on meanwhile).
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow; until: number }>();
  private feed: ChangeFeed | undefined;
  /** Moves on at every forget. */
  private seq = 0;
  /** The seq of the last time everything was forgotten. */
  private clearedAt = 0;
  /** The seq at which each user's rows were last forgotten. */
  private readonly forgotAt = new Map<number, number>();

  /**
   * The mark to take before reading a row: a row read after it is stored only if its user's rows
   * were not forgotten since (another user's change does not matter).
   */
  get generation(): number {
    return this.seq;
  }

  /** Whether rows are kept now: only while the feed hears every copy's changes (not on a copy without a listening connection). */
  get active(): boolean {
    return this.feed?.live === true;
  }

  /** Starts hearing the feed; until then (and whenever it is not live) nothing is cached. */
  follow(feed: ChangeFeed): void {
    this.feed = feed;
    feed.subscribe(SESSIONS_TOPIC, (payload) => {
      const userId = (payload as { user_id?: unknown } | null)?.user_id;
      if (typeof userId === 'number') this.forgetUser(userId);
      else this.clear();
    });
    feed.onResync(() => this.clear());
  }

  get(tokenHash: string, now: number): SessionRow | undefined {
    if (!this.feed?.live) return undefined;
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.row;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a row read at `generation`, unless something was forgotten since. */
  put(tokenHash: string, row: SessionRow, generation: number, now: number): void {
    if (!this.feed?.live || this.clearedAt > generation || (this.forgotAt.get(row.user_id) ?? 0) > generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { row, until: now + TTL_MS });
  }

  forgetUser(userId: number): void {
    this.seq += 1;
    if (this.forgotAt.size >= MAX_ENTRIES) this.clear();
    else this.forgotAt.set(userId, this.seq);
    for (const [hash, entry] of this.entries) if (entry.row.user_id === userId) this.entries.delete(hash);
  }

  clear(): void {
    this.seq += 1;
    this.clearedAt = this.seq;
    this.forgotAt.clear();
    this.entries.clear();
  }
}
