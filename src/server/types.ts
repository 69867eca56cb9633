import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
  }
}
