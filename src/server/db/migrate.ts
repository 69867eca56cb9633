import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Engine } from './connection';
import type { Database } from './schema';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: copies of the server starting together wait on this lock in turn.
const MIGRATION_LOCK_ID = 7_203_411;

export interface Migration {
  name: string;
  sql: string;
}

/** The SQL migrations in name order (0001_..., 0002_...). */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies every migration not applied yet, all in one transaction. On PostgreSQL an
 * advisory lock makes concurrent starts of several copies apply each migration once.
 */
export async function migrate(db: Kysely<Database>, engine: Engine, migrations = readMigrations()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.name)) continue;
      await sql.raw(migration.sql).execute(trx);
      await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
      applied.push(migration.name);
    }
    return applied;
  });
}
