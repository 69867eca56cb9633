import { FakeHttpServer } from './fake-http';

/** What the fake received: the query string as Google reads it. */
export interface GeocodingRequest {
  address: string | null;
  key: string | null;
  components: string | null;
  language: string | null;
}

/**
 * Tests only. A local stand-in for Google's Geocoding API (GET /maps/api/geocode/json): checks
 * the key and answers in its format (`status`, `results[].geometry.location {lat, lng}`,
 * `error_message`). An address is found when `places` has a point for a street it contains;
 * otherwise ZERO_RESULTS. `answer` set to a status makes every call answer it.
 */
export class FakeGoogleGeocoding {
  readonly received: GeocodingRequest[] = [];
  readonly places = new Map<string, { lat: number; lng: number }>();
  /** When set, every call answers this status (OVER_QUERY_LIMIT, REQUEST_DENIED, ...). */
  answer: string | undefined;
  private readonly server: FakeHttpServer;

  constructor(readonly apiKey = 'maps-test-key') {
    this.server = new FakeHttpServer(async (req, url) => {
      const q = url.searchParams;
      this.received.push({ address: q.get('address'), key: q.get('key'), components: q.get('components'), language: q.get('language') });
      if (req.method !== 'GET' || url.pathname !== '/maps/api/geocode/json') return { status: 404, json: { error_message: 'Not Found', results: [], status: 'INVALID_REQUEST' } };
      if (q.get('key') !== this.apiKey) return { status: 200, json: { error_message: 'The provided API key is invalid.', results: [], status: 'REQUEST_DENIED' } };
      if (this.answer !== undefined) return { status: 200, json: { error_message: `fake ${this.answer}`, results: [], status: this.answer } };
      const address = q.get('address') ?? '';
      if (address === '') return { status: 200, json: { error_message: "Invalid request. Missing the 'address' parameter.", results: [], status: 'INVALID_REQUEST' } };
      const hit = [...this.places].find(([street]) => address.includes(street));
      if (!hit) return { status: 200, json: { results: [], status: 'ZERO_RESULTS' } };
      const [, location] = hit;
      return {
        status: 200,
        json: {
          results: [
            {
              address_components: [],
              formatted_address: `${address}, Taiwan`,
              geometry: { location, location_type: 'ROOFTOP', viewport: { northeast: location, southwest: location } },
              place_id: `fake-${this.received.length}`,
              types: ['street_address'],
            },
          ],
          status: 'OK',
        },
      };
    });
  }

  /** Makes addresses containing `street` geocode to this point. */
  place(street: string, lat: number, lng: number): void {
    this.places.set(street, { lat, lng });
  }

  start(): Promise<string> {
    return this.server.start();
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
