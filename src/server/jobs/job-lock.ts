import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Engine } from '../db/connection';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Runs a job's work only where no other server copy is running the same job at that moment. */
export interface JobLock {
  /** Runs `work` holding the lock of `name`; false, without running it, when another copy holds it. */
  withLock(name: string, work: () => Promise<void>): Promise<boolean>;
}

/**
 * The advisory-lock key of a job: the first 64 bits of SHA-256 over the schema and the name,
 * so it never changes between releases, and databases that share a PostgreSQL server in
 * separate schemas (tests) never hold each other's jobs.
 */
export function jobLockKey(schema: string, name: string): string {
  return createHash('sha256').update(`job:${schema}:${name}`).digest().readBigInt64BE(0).toString();
}

function keyOf(db: Db): (name: string) => Promise<string> {
  let schema: Promise<string> | undefined;
  return async (name) => {
    schema ??= sql<{ schema: string }>`select current_schema() as schema`.execute(db).then(({ rows }) => rows[0]?.schema ?? 'public');
    schema.catch(() => {
      schema = undefined;
    });
    return jobLockKey(await schema, name);
  };
}

const tryLock = async (db: Db, key: string) =>
  (await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(db)).rows[0]?.locked === true;
const unlock = (db: Db, key: string) => sql`select pg_advisory_unlock(${key}::bigint)`.execute(db);

/**
 * PostgreSQL: a session-level advisory lock, taken and released on one pooled connection that
 * is held for the run (the work itself uses the pool's other connections). A copy that dies
 * mid-run loses its connection, and with it the lock. Runs in one copy take their turns, so
 * jobs never hold more than one connection of the pool: with several at once, lock holders
 * could take every connection and wait for ever on their own work.
 */
export function postgresJobLock(db: Db): JobLock {
  const key = keyOf(db);
  let turn: Promise<unknown> = Promise.resolve();
  return {
    async withLock(name, work) {
      const k = await key(name);
      const run = turn.then(() =>
        db.connection().execute(async (conn) => {
          if (!(await tryLock(conn, k))) return false;
          try {
            await work();
          } finally {
            await unlock(conn, k);
          }
          return true;
        }),
      );
      turn = run.catch(() => undefined);
      return run;
    },
  };
}

// Jobs running now per embedded database (apps in one process may share one).
const pgliteClaims = new WeakMap<Db, Set<string>>();

/**
 * PGlite: one connection, one session, in this process only. Holding that connection for the
 * run would block the work's own queries, so the lock is taken and released in queries of their
 * own; and since a session may take its own advisory lock again, apps sharing the database in
 * this process are kept apart by an in-process claim.
 */
export function pgliteJobLock(db: Db): JobLock {
  const key = keyOf(db);
  return {
    async withLock(name, work) {
      const claims = pgliteClaims.get(db) ?? new Set<string>();
      pgliteClaims.set(db, claims);
      if (claims.has(name)) return false;
      claims.add(name);
      try {
        const k = await key(name);
        if (!(await tryLock(db, k))) return false;
        try {
          await work();
        } finally {
          await unlock(db, k);
        }
        return true;
      } finally {
        claims.delete(name);
      }
    },
  };
}

/** The lock that fits the engine. */
export function createJobLock(db: Db, engine: Engine): JobLock {
  return engine === 'postgres' ? postgresJobLock(db) : pgliteJobLock(db);
}
