import type { Kysely } from 'kysely';
import type { Clock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import type { Throttle } from '../../lib/throttle';

/** What the console's services need, built once in composition.ts. */
export interface OpsDeps {
  db: Kysely<Database>;
  /** Seals and opens the operators' TOTP secrets. */
  cipher: DataCipher;
  throttle: Throttle;
  clock: Clock;
}
