import type { Kysely } from 'kysely';
import type { Messaging } from './adapters/messaging/messaging';
import type { Throttle } from './lib/throttle';
import type { Config } from './config';
import type { Database } from './db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** E-mail and SMS out (the outbox in development). */
    messaging: Messaging;
    /** Database-backed abuse limits. */
    throttle: Throttle;
  }
}
