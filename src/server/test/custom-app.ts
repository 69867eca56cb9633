import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { openTestDatabase, TEST_API_KEY } from './harness';

export interface CustomApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real app on PGlite, for tests that need what startTestServer does not give: a log
 * stream, or routes of their own added at the root before it listens.
 */
export async function startCustomApp(
  env: Record<string, string>,
  options: { logStream?: AppDeps['logStream']; extend?: (app: FastifyInstance) => void } = {},
): Promise<CustomApp> {
  const database = await openTestDatabase('pglite');
  // A production-mode app needs its own data key, and the payment sandboxes these tests use.
  const production = env.NODE_ENV === 'production' ? { DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'), ALLOW_SANDBOX_PAYMENTS: '1' } : {};
  const config = loadConfig({ NODE_ENV: 'test', API_KEY: TEST_API_KEY, LOG_LEVEL: 'silent', ...production, ...env });
  const app = await buildApp({ config, database, logStream: options.logStream });
  options.extend?.(app);
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    config,
    database,
    baseUrl,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
