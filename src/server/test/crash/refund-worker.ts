/**
 * The refund sweep in a process of its own, for the crash test: over and over until it is
 * killed, it gives back the fees of quotes unopened for 48 hours, a few at a time, on a clock
 * 49 hours ahead (so every quote sent is due at once). DATABASE_URL names the database.
 */
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/connection';
import { ContactChargeService } from '../../features/bids';

const AHEAD_MS = 49 * 3_600_000;
const config = loadConfig();
const database = await connectDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
const sweep = new ContactChargeService({ db: database.db, flags: config.flags });
console.log('refund worker ready');
for (;;) {
  const refunded = await sweep.refundUnopenedQuotes(new Date(Date.now() + AHEAD_MS), 2);
  await new Promise((r) => setTimeout(r, refunded === 0 ? 20 : 5));
}
