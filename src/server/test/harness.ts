import type { MayReceivePayments } from '../features/safety-payments';
import type { PayoutAccountOf } from '../features/ops';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Clock } from '../adapters/clock';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { connectDatabase, type DatabaseHandle, type Engine } from '../db/connection';
import type { Database } from '../db/schema';
import { isWebBuilt, loadWebAssets } from '../features/pages';
import { type ApiInit, type ApiResponse, apiClient } from '../../test-support/api-client';
import { databaseUrlOn, POSTGRES_TEMPLATE_SCHEMA } from './postgres-template';
import { QueryCounter } from './query-count';

export type { ApiInit, ApiResponse } from '../../test-support/api-client';

export const TEST_API_KEY = 'test-api-key-0123456789';
/** Production refuses to start without AUTH_SECRET, so tests of production mode need one too. */
export const TEST_AUTH_SECRET = 'test-auth-secret-0123456789abcdef';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A test database; on PostgreSQL, `url` names its own database (a copy of the run's template). */
export interface TestDatabase extends DatabaseHandle {
  url?: string;
}

/** A fresh database of either engine, migrated and seeded with the catalogue. */
export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return connectDatabase({ loadDataDir: template });
  }
  const url = process.env.TEST_DATABASE_URL!;
  const template = inject('postgresTemplate');
  // Each test database is a database of its own, copied from the run's migrated template, with
  // a schema of its own name (its change feed's channel and job locks are named after the schema),
  // so parallel files and parallel runs never collide.
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = databaseUrlOn(url, name);
  const rename = new pg.Client({ connectionString: databaseUrl });
  await rename.connect();
  await rename.query(`alter schema ${POSTGRES_TEMPLATE_SCHEMA} rename to ${schema}`);
  await rename.end();
  const handle = await connectDatabase({ databaseUrl, schema, poolSize: 5 });
  return {
    ...handle,
    url: databaseUrl,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: Config;
  baseUrl: string;
  /** Calls the API over real HTTP with the API key. */
  api(path: string, init?: ApiInit): Promise<ApiResponse>;
  close(): Promise<void>;
}

/** A test server of startTestServer: it also counts its app's statements (see query-count.ts). */
export interface CountedTestServer extends TestServer {
  /** `server.queries.during(() => server.api(...))`: the statements one request ran. */
  queries: QueryCounter;
}

export interface TestServerOptions {
  web?: boolean;
  env?: Record<string, string>;
  /** The app's clock (a FixedClock pins the time of the services that read it); the system clock by default. */
  clock?: Clock;
  /** Whether a pro may receive safety payments (an approved charge application); none may by default. */
  mayReceivePayments?: MayReceivePayments;
  /** Where a pro's payouts go (his approved charge application's bank account); nobody's by default. */
  payoutAccountOf?: PayoutAccountOf;
}

/** Starts the real app on a random loopback port against a fresh database. */
export async function startTestServer(engine: Engine, options: TestServerOptions = {}): Promise<CountedTestServer> {
  const database = await openTestDatabase(engine);
  // Tests that set NODE_ENV=production run the payment sandboxes unless they say otherwise.
  // A production-mode test server needs its own data key (production refuses the development one).
  const productionKey = options.env?.NODE_ENV === 'production' ? { DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') } : {};
  // listeningEnv names the PostgreSQL server; the copy listens on its own database there.
  const listening = database.url && options.env?.DATABASE_URL === process.env.TEST_DATABASE_URL ? { DATABASE_URL: database.url } : {};
  const config = loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY, AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: 'silent', ALLOW_SANDBOX_PAYMENTS: '1', ...productionKey, ...options.env, ...listening });
  if (options.web && !isWebBuilt()) throw new Error('The web app is not built: run `npm run build` first.');
  const web = options.web ? await loadWebAssets() : undefined;
  // The app's database counts its statements; the test's own reads and seeds count too, so
  // tests compare counts taken around single requests.
  const queries = new QueryCounter();
  const counted = { ...database, db: database.db.withPlugin(queries) };
  const app = await buildApp({ config, database: counted, web, clock: options.clock, mayReceivePayments: options.mayReceivePayments, payoutAccountOf: options.payoutAccountOf });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = apiClient({ baseUrl: address, apiPrefix: config.apiPrefix, apiKey: TEST_API_KEY });
  return {
    app,
    db: database.db,
    config,
    baseUrl: address,
    queries,
    api,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The env that makes a test copy on PostgreSQL listen to the change feed as a deployed copy does
 * (a copy on PGlite always hears it): for tests of what only reaches a copy through the feed.
 * It names the server; startTestServer points it at the test's own database there.
 */
export function listeningEnv(engine: Engine): Record<string, string> {
  const url = process.env.TEST_DATABASE_URL;
  return engine === 'postgres' && url ? { DATABASE_URL: url } : {};
}

/**
 * Another copy of the app on a database already open (as several copies of one deployment share
 * one), on its own port; closing it leaves the database open. `DATABASE_URL` in `env` makes the
 * copy listen to PostgreSQL's change feed, as a deployed copy does.
 */
export async function startCopy(database: DatabaseHandle, env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY, LOG_LEVEL: 'silent', JOBS_ENABLED: '0', ...env });
  const app: FastifyInstance = await buildApp({ config, database });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = apiClient({ baseUrl, apiPrefix: config.apiPrefix, apiKey: TEST_API_KEY });
  return { app, db: database.db, config, baseUrl, api, close: () => app.close() };
}

/**
 * Starts something closable (a test server, a test bed) before the suite's tests and closes it
 * after them. The value returned reads through to it, so tests use it as if it were started.
 */
export function suiteFixture<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!current) throw new Error('used before the suite started it');
      return Reflect.get(current, key);
    },
  });
}

/** A test server for the suite (see startTestServer), started before its tests, closed after them. */
export function useTestServer(engine: Engine, options: TestServerOptions = {}): CountedTestServer {
  return suiteFixture(() => startTestServer(engine, options));
}
