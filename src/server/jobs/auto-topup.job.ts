import type { AutoTopupService } from '../features/auto-topup';
import type { Job } from './scheduler';

const EVERY_MS = 10 * 60 * 1000;

/** Buys credit for pros whose wallet fell under their auto top-up threshold. */
export function autoTopupJob(deps: { autoTopup: Pick<AutoTopupService, 'sweep'> }): Job {
  return { name: 'auto-topup', everyMs: EVERY_MS, run: (now) => deps.autoTopup.sweep(now) };
}
