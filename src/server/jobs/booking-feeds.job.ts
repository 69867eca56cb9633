import type { BookingFeedsService } from '../features/reserve';
import type { Job } from './scheduler';

const EVERY_MS = 60 * 60_000;

/** The maps service's feeds (merchants, services, availability of launched services), written hourly for upload. */
export function bookingFeedsJob(deps: { feeds: Pick<BookingFeedsService, 'write'> }): Job {
  return { name: 'booking-feeds', everyMs: EVERY_MS, run: (now) => deps.feeds.write(now) };
}
