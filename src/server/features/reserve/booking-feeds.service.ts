import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { addDays } from '../../../domain/calendar';
import {
  type AvailabilityFeed,
  type AvailabilityFeedEntry,
  feedMetadata,
  type MerchantFeed,
  type MerchantFeedEntry,
  type ServiceFeed,
  validateFeed,
} from '../../../domain/reserve/feeds';
import { merchantIdOf } from '../../../domain/reserve/greserve';
import { taipeiDateKey } from '../../../domain/time';
import type { Database } from '../../db/schema';
import { type ReservesService, taipeiRange } from '../calendar';
import { launchedServices } from './reserve.repository';

/** Days of availability the feed carries, today included. */
export const FEED_DAYS = 28;
/** The maps service's category of a pro who comes to the job or takes visits (home and local services). */
const MERCHANT_CATEGORY = 'home_services';

export const FEED_FILES = { merchant: 'merchants.json', service: 'services.json', availability: 'availability.json' } as const;

type LaunchedService = Awaited<ReturnType<typeof launchedServices>>[number];

function merchantOf(s: LaunchedService, publicUrl: string): MerchantFeedEntry {
  const street = `${s.city_name ?? ''}${s.district_name ?? ''}`;
  return {
    merchant_id: merchantIdOf(s.id),
    name: s.title,
    ...(s.contact_phone ? { telephone: s.contact_phone } : {}),
    url: `${publicUrl}/service/${s.id}`,
    category: MERCHANT_CATEGORY,
    geo: {
      ...(s.latitude !== null && s.longitude !== null ? { latitude: s.latitude, longitude: s.longitude } : {}),
      address: { country: 'TW', region: s.city_name ?? '', locality: s.district_name ?? '', postal_code: s.zipcode ?? '', street_address: street },
    },
  };
}

/**
 * Builds the merchant, service and availability feeds of every launched service, checks each
 * against the documented required fields and writes them to the feeds directory for upload.
 */
export class BookingFeedsService {
  constructor(private readonly deps: { db: Kysely<Database>; reserves: ReservesService; dir: string; publicUrl: string }) {}

  async build(now: Date): Promise<{ merchant: MerchantFeed; service: ServiceFeed; availability: AvailabilityFeed }> {
    const services = await launchedServices(this.deps.db);
    const nonce = randomBytes(8).toString('hex');
    const from = taipeiDateKey(now);
    const range = taipeiRange(from, addDays(from, FEED_DAYS - 1));
    const availability: { availability: AvailabilityFeedEntry[] }[] = [];
    for (const s of services) {
      const slots = await this.deps.reserves.slotsOf(s.id, range, now);
      const id = merchantIdOf(s.id);
      // Past and paused slots are left out; a taken one is listed with no spot open.
      const open = slots.filter((slot) => slot.blocked === null || slot.blocked === 'booked' || slot.blocked === 'hired');
      availability.push({
        availability: open.map((slot) => ({
          merchant_id: id,
          service_id: id,
          start_sec: Math.floor(slot.begin.getTime() / 1000),
          duration_sec: Math.round((slot.end.getTime() - slot.begin.getTime()) / 1000),
          spots_total: 1,
          spots_open: slot.blocked === null ? 1 : 0,
        })),
      });
    }
    const metadata = feedMetadata(now, nonce);
    return {
      merchant: { metadata, merchant: services.map((s) => merchantOf(s, this.deps.publicUrl)) },
      service: {
        metadata,
        service: services.map((s) => ({ merchant_id: merchantIdOf(s.id), service_id: merchantIdOf(s.id), name: s.title, description: s.description, prepayment_type: 'NOT_SUPPORTED' })),
      },
      availability: { metadata, service_availability: availability },
    };
  }

  /** Builds, validates and writes the three feeds; a feed that fails validation is not written. */
  async write(now: Date): Promise<void> {
    const feeds = await this.build(now);
    const problems = [...validateFeed('merchant', feeds.merchant), ...validateFeed('service', feeds.service), ...validateFeed('availability', feeds.availability)];
    if (problems.length > 0) throw new Error(`booking feeds failed validation: ${problems.slice(0, 20).join('; ')}`);
    await mkdir(this.deps.dir, { recursive: true });
    for (const kind of ['merchant', 'service', 'availability'] as const) {
      const path = join(this.deps.dir, FEED_FILES[kind]);
      // Written beside and renamed, so an upload never reads half a file.
      await writeFile(`${path}.tmp`, JSON.stringify(feeds[kind]));
      await rename(`${path}.tmp`, path);
    }
  }
}
