import type { SafetyPaymentReleaseService } from '../features/safety-payments';
import type { Job } from './scheduler';

const EVERY_MS = 60 * 60_000;

/**
 * Hourly: held money whose completion was reported SAFETY_PAYMENT_AUTO_RELEASE_DAYS ago is
 * released to the pro, and consumers are reminded 3 days and 1 day before (each once).
 */
export function safetyPaymentReleaseJob(deps: { releases: Pick<SafetyPaymentReleaseService, 'autoReleaseDue' | 'sendReminders'> }): Job {
  return {
    name: 'safety-payment-release',
    everyMs: EVERY_MS,
    run: async (now) => ({ ...(await deps.releases.autoReleaseDue(now)), ...(await deps.releases.sendReminders(now)) }),
  };
}
