import type { World } from '../access-matrix.world';
import { get, type MatrixEntry, post } from './entry';

let bookingDays = 0;

/** A maps booking of P's service, written as the booking server writes one (P's service launched). */
async function mapsBookingOfP(w: World) {
  const db = w.server.db;
  const item = await db
    .insertInto('greserve_items')
    .values({ quote_service_id: w.serviceP, is_launched: true, launched_on: new Date() })
    .onConflict((oc) => oc.column('quote_service_id').doUpdateSet({ is_launched: true }))
    .returning('id')
    .executeTakeFirstOrThrow();
  // Each booking on a day of its own: one day slot of the pro takes one booking.
  bookingDays += 1;
  const begin = new Date(Date.now() + (40 + bookingDays) * 86_400_000);
  begin.setUTCHours(1, 0, 0, 0);
  const hash = `${'a1'.repeat(15)}${String(bookingDays % 100).padStart(2, '0')}`;
  const event = await db
    .insertInto('greserve_events')
    .values({
      greserve_item_id: item.id,
      quote_service_id: w.serviceP,
      pro_user_id: w.actors.P.id,
      booking_id: `matrix-${begin.getTime()}-${Math.random().toString(16).slice(2)}`,
      idempotency_token: null,
      begin_time: begin,
      end_time: new Date(begin.getTime() + 3_600_000),
      consumer_name: '王小明',
      hash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { event: event.id, hash };
}

/** Access matrix entries (see access-matrix.entries.ts): Google reserve (maps-service booking). */
export const GOOGLE_RESERVE_ENTRIES: Record<string, MatrixEntry> = {
  'POST /api/new/v1/greserve_items/launch/:file': {
    owner: 'P',
    call: (w) => post(`/new/v1/greserve_items/launch/${w.serviceP}.json`),
    // P's service has no address or hours in the world: the owner is refused for that, others find nothing.
    expect: { owner: [200, 409] },
    readBack: () => '/new/v1/greserve_items/index.json',
  },
  'POST /api/new/v1/greserve_items/unlaunch/:file': {
    owner: 'P',
    call: (w) => post(`/new/v1/greserve_items/unlaunch/${w.serviceP}.json`),
    expect: { owner: [200, 409] },
    readBack: () => '/new/v1/greserve_items/index.json',
  },
  'GET /api/new/v1/greserve_events/index/:file': { owner: 'P', call: (w) => get(`/new/v1/greserve_events/index/${w.serviceP}.json`) },
  'GET /api/new/v1/greserve_events/:file': {
    owner: 'P',
    setup: mapsBookingOfP,
    call: (_w, c) => get(`/new/v1/greserve_events/${c.event}.json`),
    // A guest without the link's hash finds nothing.
    expect: { guest: 404 },
  },
  'GET /api/new/v1/greserve_events/:file#hash-link': {
    owner: 'P',
    public: 'the consumer of the maps service reads his booking through its link (the hash), without an account',
    setup: mapsBookingOfP,
    call: (_w, c) => get(`/new/v1/greserve_events/${c.event}.json?h=${c.hash}`),
  },
  'POST /api/new/v1/greserve_events/cancel/:file': {
    owner: 'P',
    setup: mapsBookingOfP,
    call: (_w, c) => post(`/new/v1/greserve_events/cancel/${c.event}.json`, { cancel_reason: '臨時有事' }),
    readBack: (_w, c) => `/new/v1/greserve_events/${c.event}.json`,
  },
};
