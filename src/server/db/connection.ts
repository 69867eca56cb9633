import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Engine = 'pglite' | 'postgres';

/** An open database: the typed query builder, which engine it runs on, and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The embedded instance, on PGlite only (tests dump and clone it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://... to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests clone a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Told when a pooled PostgreSQL connection breaks while idle (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /** PostgreSQL schema to use as search_path (tests isolate each run in its own schema). */
  schema?: string | undefined;
}

// PostgreSQL's int8 (count(*), sums) arrives as a string by default; our counts and money fit
// well within Number's safe range, so read them as numbers on both engines.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Opens PostgreSQL through a pool when a URL is given, else embedded PGlite. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return connectPostgres(options);
  return connectPglite(options);
}

async function connectPostgres(options: ConnectOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A pooled connection that breaks while idle (the database restarted, a network cut) is
  // dropped by the pool, which reports it here; unheard, the report would end the process.
  // The next query opens a new connection.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', close: () => db.destroy() };
}

async function connectPglite(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Loaded here only: a server on PostgreSQL never loads the embedded database.
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number.parseInt(v, 10) },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: 'pglite', pglite, close: () => db.destroy() };
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: { databaseUrl: string | undefined; dataDir: string; databasePoolSize: number }, onIdleError?: (error: Error) => void) {
  return connectDatabase({
    onIdleError,
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : resolve(config.dataDir, 'pglite'),
    poolSize: config.databasePoolSize,
  });
}
