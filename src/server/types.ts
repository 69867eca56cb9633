import type { Kysely } from 'kysely';
import type { Clock } from './adapters/clock';
import type { Messaging } from './adapters/messaging/messaging';
import type { Throttle } from './lib/throttle';
import type { Config } from './config';
import type { Database } from './db/schema';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a path id that names nothing answers (404), e.g. 找不到這個需求。 */
    notFoundText?: string;
  }
  interface FastifyInstance {
    db: Kysely<Database>;
    config: Config;
    /** E-mail and SMS out (the outbox in development). */
    messaging: Messaging;
    /** Database-backed abuse limits. */
    throttle: Throttle;
    /** What time it is for every decision that depends on it (tests pin it). */
    clock: Clock;
  }
}
