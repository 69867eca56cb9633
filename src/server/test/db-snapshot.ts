import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A fingerprint of the database for "nothing was written" checks: the row count of every table
 * and a checksum of every row of the tables a caller can change. Large read-only catalogue
 * tables are counted but not checksummed (no API call of a user writes them).
 */
export type Snapshot = Map<string, string>;

/** Counted only: seeded catalogue and content, written by migrations and seeds, never by users. */
const READ_ONLY = new Set([
  'schema_migrations',
  'genres',
  'quote_categories',
  'quote_form_fields',
  'cities',
  'districts',
  'feature_collections',
  'feature_collection_items',
  'articles',
  'price_guides',
  'public_data_versions',
  'credit_packages',
]);

/**
 * Changed by a refused call by design, or by no call at all, so left out: rate-limit counters (a
 * refused sign-in attempt counts), a session's last-seen time, the background jobs' own log
 * of their runs, and the e-invoices the issue-einvoices job issues or marks off (both written on
 * the jobs' schedule, whatever the requests).
 */
const CHANGES_ON_REFUSAL = new Set(['throttle_counters', 'sessions', 'job_runs', 'einvoices', 'einvoice_allowances']);

export async function snapshotQuery(db: Kysely<Database>): Promise<(db: Kysely<Database>) => Promise<Snapshot>> {
  const tables = (
    await sql<{ table_name: string }>`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows.map((r) => r.table_name);
  const parts = tables
    .filter((t) => !CHANGES_ON_REFUSAL.has(t))
    .map((t) => {
      const q = `"${t.replaceAll('"', '""')}"`;
      const sum = READ_ONLY.has(t) ? `''` : `coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '')`;
      return `select '${t}' as name, count(*)::text || ':' || ${sum} as fingerprint from ${q} as x`;
    });
  const query = sql.raw<{ name: string; fingerprint: string }>(parts.join(' union all '));
  return async (target) => new Map((await query.execute(target)).rows.map((r) => [r.name, r.fingerprint]));
}

/** The tables whose count or checksum differ. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return [...after.keys()].filter((t) => before.get(t) !== after.get(t));
}

/**
 * The database's transaction horizon, `pg_current_snapshot()` (the oldest transaction still
 * writing, the next transaction id, those in progress). A transaction is given an id only when
 * it first writes, so while the mark stays the same nothing has been written to any table
 * since it was read, and no write in progress then has ended: a snapshot taken then still holds.
 * Reading it writes nothing. On a server others write to, it moves with their writes too.
 */
export async function writeMark(db: Kysely<Database>): Promise<string> {
  return (await sql<{ mark: string }>`select pg_current_snapshot()::text as mark`.execute(db)).rows[0]!.mark;
}

/**
 * Watches the database for writes between calls: `changes()` gives the tables changed since the
 * last time, like `changedTables` of a snapshot before and after, but takes the full snapshot
 * only when the write mark has moved (when no transaction has written meanwhile, nothing changed).
 */
export async function watchWrites(db: Kysely<Database>, snapshot: (db: Kysely<Database>) => Promise<Snapshot>): Promise<{ changes(): Promise<string[]> }> {
  let mark = await writeMark(db);
  let last = await snapshot(db);
  return {
    async changes() {
      const now = await writeMark(db);
      if (now === mark) return [];
      // The mark is read before the snapshot: a write landing between them moves the next mark.
      const after = await snapshot(db);
      const changed = changedTables(last, after);
      [mark, last] = [now, after];
      return changed;
    },
  };
}
