import type { SafetyPaymentsPayService } from '../features/safety-payments';
import type { Job } from './scheduler';

const EVERY_MS = 10 * 60_000;

/**
 * Every 10 minutes: a safety payment whose CVS code or ATM account expired unpaid goes back to
 * requested and its consumer is told (nothing moves in the escrow ledger).
 */
export function safetyPaymentExpiryJob(deps: { payments: Pick<SafetyPaymentsPayService, 'expireCodes'> }): Job {
  return {
    name: 'safety-payment-expiry',
    everyMs: EVERY_MS,
    run: (now) => deps.payments.expireCodes(now),
  };
}
