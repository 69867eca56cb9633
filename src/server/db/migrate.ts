import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { Engine } from './connection';
import type { Database } from './schema';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: copies of the server starting together wait on this lock in turn.
const MIGRATION_LOCK_ID = 7_203_411;
// PostgreSQL's undefined_table: schema_migrations is not there yet.
const UNDEFINED_TABLE = '42P01';

export interface Migration {
  name: string;
  sql: string;
}

/** The names of the SQL migrations in order (0001_..., 0002_...), without reading them. */
export function migrationNames(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** The SQL migrations in name order (0001_..., 0002_...). */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return migrationNames(dir).map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Whether every one of these names is recorded in schema_migrations, in one query; false also
 * when the table does not exist yet (a new database).
 */
export async function allRecorded(db: Kysely<Database>, names: string[]): Promise<boolean> {
  if (names.length === 0) return true;
  try {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from schema_migrations where name in (${sql.join(names)})`.execute(db);
    return rows[0]?.n === names.length;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNDEFINED_TABLE) return false;
    throw error;
  }
}

/**
 * Applies every migration not applied yet, all in one transaction. A start with nothing pending
 * costs one query; otherwise, on PostgreSQL, an advisory lock makes concurrent starts of several
 * copies apply each migration once.
 */
export async function migrate(db: Kysely<Database>, engine: Engine, migrations = readMigrations()): Promise<string[]> {
  if (await allRecorded(db, migrations.map((m) => m.name))) return [];
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
