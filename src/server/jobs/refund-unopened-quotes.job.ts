import type { ContactChargeService } from '../features/bids';
import type { Job } from './scheduler';

const EVERY_MS = 10 * 60 * 1000;

/** Fees of quotes their consumer left unopened for 48 hours come back to the pro. */
export function refundUnopenedQuotesJob(deps: { contactCharges: Pick<ContactChargeService, 'refundUnopenedQuotes'> }): Job {
  return { name: 'refund-unopened-quotes', everyMs: EVERY_MS, run: (now) => deps.contactCharges.refundUnopenedQuotes(now) };
}
