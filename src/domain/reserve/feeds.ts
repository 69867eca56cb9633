/**
 * The maps service's feeds (Maps Booking API, JSON feeds): merchants, services and availability,
 * each an object of `metadata` and its entities. Pure builders and a validation of the fields the
 * documentation marks required; the job writes them for upload.
 */

export interface FeedMetadata {
  processing_instruction: 'PROCESS_AS_COMPLETE';
  shard_number: number;
  total_shards: number;
  nonce: string;
  generation_timestamp: number;
}

export interface MerchantFeedEntry {
  merchant_id: string;
  name: string;
  telephone?: string;
  url: string;
  category: string;
  geo: {
    latitude?: number;
    longitude?: number;
    address: { country: string; locality: string; region: string; postal_code: string; street_address: string };
  };
}

export interface ServiceFeedEntry {
  merchant_id: string;
  service_id: string;
  name: string;
  description: string;
  /** Price on request: the pro quotes on site (no prepayment). */
  prepayment_type: 'NOT_SUPPORTED';
}

export interface AvailabilityFeedEntry {
  merchant_id: string;
  service_id: string;
  start_sec: number;
  duration_sec: number;
  spots_total: number;
  spots_open: number;
}

export interface MerchantFeed {
  metadata: FeedMetadata;
  merchant: MerchantFeedEntry[];
}
export interface ServiceFeed {
  metadata: FeedMetadata;
  service: ServiceFeedEntry[];
}
export interface AvailabilityFeed {
  metadata: FeedMetadata;
  service_availability: { availability: AvailabilityFeedEntry[] }[];
}

export function feedMetadata(now: Date, nonce: string): FeedMetadata {
  return { processing_instruction: 'PROCESS_AS_COMPLETE', shard_number: 0, total_shards: 1, nonce, generation_timestamp: Math.floor(now.getTime() / 1000) };
}

const REQUIRED_METADATA = ['processing_instruction', 'shard_number', 'total_shards', 'generation_timestamp'] as const;
const REQUIRED_MERCHANT = ['merchant_id', 'name', 'category', 'geo'] as const;
const REQUIRED_SERVICE = ['merchant_id', 'service_id', 'name'] as const;
const REQUIRED_AVAILABILITY = ['merchant_id', 'service_id', 'start_sec', 'duration_sec', 'spots_total', 'spots_open'] as const;

const missing = (value: unknown) => value === undefined || value === null || value === '';

function check(problems: string[], where: string, entry: object, fields: readonly string[]) {
  const record = entry as Record<string, unknown>;
  for (const field of fields) if (missing(record[field])) problems.push(`${where}.${field} is required`);
}

/** The problems of one feed (empty when it is valid): every required field present, numbers sane. */
export function validateFeed(kind: 'merchant', feed: MerchantFeed): string[];
export function validateFeed(kind: 'service', feed: ServiceFeed): string[];
export function validateFeed(kind: 'availability', feed: AvailabilityFeed): string[];
export function validateFeed(kind: 'merchant' | 'service' | 'availability', feed: MerchantFeed | ServiceFeed | AvailabilityFeed): string[] {
  const problems: string[] = [];
  check(problems, 'metadata', feed.metadata ?? {}, REQUIRED_METADATA);
  if (kind === 'merchant') {
    (feed as MerchantFeed).merchant.forEach((m, i) => {
      check(problems, `merchant[${i}]`, m, REQUIRED_MERCHANT);
      if (m.geo && missing(m.geo.address?.locality) && (m.geo.latitude === undefined || m.geo.longitude === undefined)) problems.push(`merchant[${i}].geo needs an address or coordinates`);
    });
  } else if (kind === 'service') {
    for (const [i, s] of (feed as ServiceFeed).service.entries()) check(problems, `service[${i}]`, s, REQUIRED_SERVICE);
  } else {
    for (const [g, group] of (feed as AvailabilityFeed).service_availability.entries()) {
      for (const [i, a] of group.availability.entries()) {
        const where = `service_availability[${g}].availability[${i}]`;
        check(problems, where, a, REQUIRED_AVAILABILITY);
        if (a.duration_sec <= 0) problems.push(`${where}.duration_sec must be positive`);
        if (a.spots_open > a.spots_total || a.spots_open < 0) problems.push(`${where}.spots_open must be between 0 and spots_total`);
      }
    }
  }
  return problems;
}
