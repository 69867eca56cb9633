import { randomBytes } from 'node:crypto';
import { type ApiCall, apiClient } from '../../src/test-support/api-client';
import { type RunningServer, startServer } from './server';

export type Engine = 'pglite' | 'postgres';

export const BENCH_API_KEY = 'bench-api-key-not-secret';
export const HEALTH_PATH = '/api/health.json';

/** Where the marketplace keeps its data: a PGlite data directory or a PostgreSQL URL. */
export type Storage = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; databaseUrl: string };

const RUN_DATA_KEY = randomBytes(32).toString('base64');

/** Settings that would change what is measured are dropped from the inherited environment. */
const DROPPED = ['DATABASE_URL', 'DATABASE_POOL_SIZE', 'DATA_DIR', 'API_PREFIX', 'PUBLIC_URL', 'LOG_FILE', 'SEED_DEMO_DATA', 'RATE_LIMIT_PER_MINUTE'];

/** Production-like settings: NODE_ENV=production, the bench API key, warnings only, no global rate limit (the load comes from one address). */
export function marketplaceEnv(storage: Storage): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of DROPPED) delete env[name];
  // Nothing may leave the machine during a benchmark: messages go to the outbox.
  Object.assign(env, { NODE_ENV: 'production', API_KEY: BENCH_API_KEY, LOG_LEVEL: 'warn', ALLOW_OUTBOX_IN_PRODUCTION: '1', ALLOW_SANDBOX_PAYMENTS: '1', RATE_LIMIT_PER_MINUTE: '0' });
  // Required in production; one fresh key per run (a benchmark's data is thrown away), the same
  // for every server of the run, so a restarted server reads what an earlier one wrote.
  env.DATA_ENCRYPTION_KEY ??= RUN_DATA_KEY;
  if (storage.engine === 'pglite') env.DATA_DIR = storage.dataDir;
  else env.DATABASE_URL = storage.databaseUrl;
  return env;
}

/** The API of a marketplace the bench started, called as the tests call theirs (src/test-support/api-client.ts). */
export function marketplaceApi(baseUrl: string): ApiCall {
  return apiClient({ baseUrl, apiPrefix: '/api', apiKey: BENCH_API_KEY });
}

/** What production runs: the compiled server (`npm run build`; see ensureBuilt). */
export const MARKETPLACE_SCRIPT = 'dist/app/main.js';

/**
 * Starts the compiled server, dist/app/main.js, on the given storage (extra settings on top);
 * resolves once /api/health.json answers 200. Build it first (ensureBuilt).
 */
export function startMarketplace(storage: Storage, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return startServer({
    name: `marketplace (${storage.engine})`,
    script: MARKETPLACE_SCRIPT,
    env: { ...marketplaceEnv(storage), ...extraEnv },
    healthPath: HEALTH_PATH,
  });
}

/** Starts bench/hello-world.ts, the bare Fastify baseline. */
export function startHelloWorld(): Promise<RunningServer> {
  return startServer({ name: 'hello-world', script: 'bench/hello-world.ts', env: { ...process.env }, healthPath: '/' });
}

/** Starts bench/same-bytes.ts: bare Fastify answering GET / with the body in bodyFile and these headers. */
export function startSameBytes(bodyFile: string, headers: Record<string, string>): Promise<RunningServer> {
  return startServer({
    name: 'same-bytes Fastify',
    script: 'bench/same-bytes.ts',
    env: { ...process.env, SAME_BYTES_FILE: bodyFile, SAME_BYTES_HEADERS: JSON.stringify(headers) },
    healthPath: '/',
  });
}
