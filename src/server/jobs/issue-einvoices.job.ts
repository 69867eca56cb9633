import type { EinvoiceService } from '../features/einvoices';
import type { Job } from './scheduler';

const EVERY_MS = 60_000;

/** Issues the e-invoices of completed sales, sends voids and allowances of refunds, and retries what failed. */
export function issueEinvoicesJob(deps: { einvoices: Pick<EinvoiceService, 'sweep'> }): Job {
  return { name: 'issue-einvoices', everyMs: EVERY_MS, run: (now) => deps.einvoices.sweep(now) };
}
