import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../adapters/clock';
import type { Messaging } from '../../adapters/messaging/messaging';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import type { BackgroundTasks } from '../../lib/background-tasks';

/** What the account use cases need from the app. */
export interface AuthDeps {
  db: Kysely<Database>;
  throttle: Throttle;
  messaging: Messaging;
  config: Config;
  background: BackgroundTasks;
  log: FastifyBaseLogger;
  /** What time it is: link expiries, daily limits, the reauth window. */
  clock: Clock;
}

export function authDeps(app: FastifyInstance): AuthDeps {
  return { db: app.db, throttle: app.throttle, messaging: app.messaging, config: app.config, background: app.background, log: app.log, clock: app.clock };
}

/** Who is asking, for limits and for what the new account records. */
export interface CallerContext {
  ip: string;
  partnerChannel: string | null;
  referralHash: string | null;
}
