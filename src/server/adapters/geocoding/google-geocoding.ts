import type { LatLng } from '../../../domain/geo/geometry';
import { isInTaiwan } from '../../../domain/geo/service-area';
import type { AddressQuery, GeocodeResult, Geocoder } from './geocoder';

export interface GoogleGeocodingOptions {
  apiKey: string;
  /** https://maps.googleapis.com, or a local fake in tests. */
  baseUrl: string;
}

/** The provider failed, refused the request (OVER_QUERY_LIMIT, REQUEST_DENIED, ...) or answered something it does not document. */
export class GeocodingError extends Error {
  constructor(
    message: string,
    readonly status: string,
  ) {
    super(message);
    this.name = 'GeocodingError';
  }
}

const GEOCODE_PATH = '/maps/api/geocode/json';
// A request's posting waits for the answer: a slow provider is treated as a failed one.
const TIMEOUT_MS = 4_000;

/** The part of a Geocoding API answer we read. */
interface GoogleAnswer {
  status?: unknown;
  error_message?: unknown;
  results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
}

/**
 * Reads a Geocoding API answer: OK gives the first result's `geometry.location`, ZERO_RESULTS
 * nothing; every other status (OVER_DAILY_LIMIT, OVER_QUERY_LIMIT, REQUEST_DENIED,
 * INVALID_REQUEST, UNKNOWN_ERROR) is a GeocodingError. A point outside Taiwan counts as not found.
 */
export function parseGoogleGeocode(answer: unknown): GeocodeResult {
  const body = (answer ?? {}) as GoogleAnswer;
  const status = typeof body.status === 'string' ? body.status : 'MALFORMED';
  if (status === 'ZERO_RESULTS') return { found: false };
  if (status !== 'OK') {
    const message = typeof body.error_message === 'string' ? body.error_message : '';
    throw new GeocodingError(`Geocoding refused: ${status} ${message}`.trim().slice(0, 300), status);
  }
  const location = Array.isArray(body.results) ? body.results[0]?.geometry?.location : undefined;
  const { lat, lng } = location ?? {};
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) {
    throw new GeocodingError('Geocoding answered OK without results[0].geometry.location', 'MALFORMED');
  }
  const point: LatLng = { lat, lng };
  return isInTaiwan(point) ? { found: true, point } : { found: false };
}

/** Street addresses through Google's Geocoding API (GET /maps/api/geocode/json?address=...&key=...). */
export class GoogleGeocoder implements Geocoder {
  constructor(private readonly options: GoogleGeocodingOptions) {}

  async geocode(query: AddressQuery): Promise<GeocodeResult> {
    const params = new URLSearchParams({
      address: `${query.city}${query.district}${query.street.trim()}`,
      components: 'country:TW',
      region: 'tw',
      language: 'zh-TW',
      key: this.options.apiKey,
    });
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl}${GEOCODE_PATH}?${params.toString()}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GeocodingError(`Geocoding could not be reached: ${error instanceof Error ? error.message : String(error)}`, 'UNREACHABLE');
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new GeocodingError(`Geocoding answered HTTP ${response.status} without JSON`, 'MALFORMED');
    }
    return parseGoogleGeocode(json);
  }
}
