import { QUOTE_NOTIFY_SWEEP_MS, type QuoteNotifier } from '../features/messages';
import type { Job } from './scheduler';

/** A new quote is told to its consumer, and a hire elsewhere to the pros who quoted, within seconds. */
export function quoteNotificationsJob(deps: { notifier: Pick<QuoteNotifier, 'sweep'> }): Job {
  return { name: 'quote-notifications', everyMs: QUOTE_NOTIFY_SWEEP_MS, run: (now) => deps.notifier.sweep(now) };
}
