import { describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, useTestServer } from '../../test/harness';
import { createConsumer } from '../../test/factories';
import { book, calendarClock, taipeiDateIn, utcOfTaipei } from '../calendar/calendar.test-support';
import { BOOKING_ENV, BOOKING_PASSWORD, BOOKING_USER, callBookingServer, launchedPro } from './reserve.test-support';

/**
 * The booking server as the maps service calls it (Maps Booking API v3, REST): Basic
 * authentication, the documented methods, snake_case fields, int64 seconds, business refusals as
 * 200 with booking_failure, malformed requests 400 and unknown bookings 404.
 */

const MORNING_SEC = 3 * 3600;
/** Unix seconds of a Taipei date and clock. */
const secOf = (date: string, clock: string) => Math.floor(new Date(`${date}T${clock}:00+08:00`).getTime() / 1000);

describe.each(ENGINES)('booking server contract on %s', (engine) => {
  const server = useTestServer(engine, { clock: calendarClock(), env: BOOKING_ENV });
  const call = (method: string, body?: unknown, auth?: { user: string; password: string } | null) => callBookingServer(server.baseUrl, method, body, auth);

  /** A CreateBooking request for the pro's morning slot `days` ahead. */
  const createRequest = (serviceId: number, days: number, token: string) => ({
    slot: { merchant_id: String(serviceId), service_id: String(serviceId), start_sec: String(secOf(taipeiDateIn(days), '09:00')), duration_sec: String(MORNING_SEC) },
    user_information: { user_id: `user-${token}`, given_name: '小明', family_name: '王', telephone: '+886912345678', email: `${token}@example.com` },
    idempotency_token: token,
    additional_request: '請準時',
  });

  it('answers HealthCheck with 200 to the right credentials only', async () => {
    expect((await call('HealthCheck')).status).toBe(200);
    expect((await call('HealthCheck/')).status).toBe(200);
    const wrong = await call('HealthCheck', undefined, { user: BOOKING_USER, password: 'wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect((await call('HealthCheck', undefined, null)).status).toBe(401);
    expect((await call('CreateBooking', {}, { user: 'someone', password: BOOKING_PASSWORD })).status).toBe(401);
    expect((await call('NoSuchMethod', {})).status).toBe(404);
  });

  it('is off (404) when no credentials are configured', async () => {
    const off = await startTestServer(engine);
    try {
      expect((await callBookingServer(off.baseUrl, 'HealthCheck')).status).toBe(404);
      expect((await callBookingServer(off.baseUrl, 'CreateBooking', {})).status).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('reports availability with BatchAvailabilityLookup and CheckAvailability', async () => {
    const pro = await launchedPro(server);
    const id = String(pro.service.id);
    const start = secOf(taipeiDateIn(1), '09:00');
    const lookup = await call('BatchAvailabilityLookup', {
      merchant_id: id,
      slot_time: [
        { service_id: id, start_sec: String(start), duration_sec: String(MORNING_SEC) },
        { service_id: id, start_sec: start + 60, duration_sec: MORNING_SEC },
      ],
    });
    expect(lookup.status).toBe(200);
    expect(lookup.body.slot_time_availability).toEqual([
      { slot_time: { service_id: id, start_sec: String(start), duration_sec: String(MORNING_SEC) }, available: true },
      { slot_time: { service_id: id, start_sec: String(start + 60), duration_sec: String(MORNING_SEC) }, available: false },
    ]);
    const check = await call('CheckAvailability', { slot: { merchant_id: id, service_id: id, start_sec: start, duration_sec: MORNING_SEC } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ slot: { merchant_id: id, start_sec: String(start) }, count_available: 1 });
    expect((await call('BatchAvailabilityLookup', { slot_time: [] })).status).toBe(400);
  });

  it('creates a booking, answers a retried token with the same booking, and refuses the slot to another', async () => {
    const pro = await launchedPro(server);
    const request = createRequest(pro.service.id, 2, 'token-a1');
    const created = await call('CreateBooking', request);
    expect(created.status).toBe(200);
    const booking = created.body.booking as Record<string, unknown>;
    expect(booking).toMatchObject({
      slot: { merchant_id: String(pro.service.id), service_id: String(pro.service.id), start_sec: request.slot.start_sec, duration_sec: String(MORNING_SEC) },
      user_information: request.user_information,
      status: 'CONFIRMED',
    });
    expect(typeof booking.booking_id).toBe('string');
    expect(created.body.booking_failure).toBeUndefined();

    const retried = await call('CreateBooking', request);
    expect(retried.status).toBe(200);
    expect((retried.body.booking as { booking_id: string }).booking_id).toBe(booking.booking_id);

    const other = await call('CreateBooking', createRequest(pro.service.id, 2, 'token-a2'));
    expect(other.status).toBe(200);
    expect(other.body.booking).toBeUndefined();
    expect(other.body.booking_failure).toMatchObject({ cause: 'SLOT_UNAVAILABLE' });

    const rows = await server.db.selectFrom('greserve_events').selectAll().where('quote_service_id', '=', pro.service.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ consumer_name: '王小明', consumer_phone: '+886912345678', email: 'token-a1@example.com', device_id: 'user-token-a1', note: '請準時' });
  });

  it('refuses slots that are not the pro’s free slots and merchants that are not launched', async () => {
    const pro = await launchedPro(server);
    const wrongLength = { ...createRequest(pro.service.id, 3, 'token-b1'), slot: { ...createRequest(pro.service.id, 3, 'x').slot, duration_sec: '600' } };
    expect((await call('CreateBooking', wrongLength)).body.booking_failure).toMatchObject({ cause: 'SLOT_UNAVAILABLE' });
    await server.api(`/new/v1/greserve_items/unlaunch/${pro.service.id}.json`, { method: 'POST', token: pro.token });
    expect((await call('CreateBooking', createRequest(pro.service.id, 3, 'token-b2'))).body.booking_failure).toMatchObject({ cause: 'SLOT_UNAVAILABLE' });
    const malformed = await call('CreateBooking', { slot: { merchant_id: String(pro.service.id) } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
  });

  it('reads, lists, cancels and moves bookings (GetBookingStatus, ListBookings, UpdateBooking)', async () => {
    const pro = await launchedPro(server);
    const request = createRequest(pro.service.id, 4, 'token-c1');
    const bookingId = ((await call('CreateBooking', request)).body.booking as { booking_id: string }).booking_id;

    expect((await call('GetBookingStatus', { booking_id: bookingId })).body).toMatchObject({ booking_id: bookingId, booking_status: 'CONFIRMED' });
    expect((await call('GetBookingStatus', { booking_id: 'no-such-booking' })).status).toBe(404);
    const listed = await call('ListBookings', { user_id: request.user_information.user_id });
    expect((listed.body.bookings as { booking_id: string }[]).map((b) => b.booking_id)).toEqual([bookingId]);

    const afternoon = secOf(taipeiDateIn(4), '12:00');
    const moved = await call('UpdateBooking', { booking: { booking_id: bookingId, slot: { start_sec: String(afternoon), duration_sec: String(MORNING_SEC) } } });
    expect(moved.status).toBe(200);
    expect(moved.body.booking).toMatchObject({ booking_id: bookingId, slot: { start_sec: String(afternoon) }, status: 'CONFIRMED' });

    const cancelled = await call('UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } });
    expect(cancelled.body.booking).toMatchObject({ booking_id: bookingId, status: 'CANCELED' });
    expect((await call('GetBookingStatus', { booking_id: bookingId })).body).toMatchObject({ booking_status: 'CANCELED' });
    const again = await call('UpdateBooking', { booking: { booking_id: bookingId, status: 'CANCELED' } });
    expect(again.status).toBe(200);
    expect(again.body.booking_failure).toMatchObject({ cause: 'BOOKING_ALREADY_CANCELLED' });
    expect((await call('UpdateBooking', { booking: { booking_id: 'no-such-booking', status: 'CANCELED' } })).status).toBe(404);
    // The slot is free again once cancelled.
    expect((await call('CreateBooking', createRequest(pro.service.id, 4, 'token-c2'))).body.booking).toMatchObject({ status: 'CONFIRMED' });
  });

  it('never lets a maps booking and a site booking hold the same slot, whichever comes first', async () => {
    const pro = await launchedPro(server);
    const consumer = await createConsumer(server.db);
    // The site first: the maps service finds the slot taken.
    const siteDay = taipeiDateIn(5);
    expect((await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(siteDay, '09:00') })).status).toBe(200);
    expect((await call('CreateBooking', createRequest(pro.service.id, 5, 'token-d1'))).body.booking_failure).toMatchObject({ cause: 'SLOT_UNAVAILABLE' });
    // The maps service first: the site answers the slot taken, and its slots say so.
    expect((await call('CreateBooking', createRequest(pro.service.id, 6, 'token-d2'))).body.booking).toMatchObject({ status: 'CONFIRMED' });
    const site = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(6), '09:00') });
    expect(site.status).toBe(409);
    // Both at once: exactly one of them holds the slot.
    const day = 7;
    const [maps, web] = await Promise.all([
      call('CreateBooking', createRequest(pro.service.id, day, 'token-d3')),
      book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(day), '09:00') }),
    ]);
    const mapsWon = maps.body.booking !== undefined;
    const webWon = web.status === 200;
    expect(mapsWon !== webWon).toBe(true);
  });

  it('the database itself refuses a maps booking in the day slot of a live site booking', async () => {
    const pro = await launchedPro(server);
    const consumer = await createConsumer(server.db);
    const day = taipeiDateIn(8);
    expect((await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '09:00') })).status).toBe(200);
    const item = await server.db.selectFrom('greserve_items').select('id').where('quote_service_id', '=', pro.service.id).executeTakeFirstOrThrow();
    await expect(
      server.db
        .insertInto('greserve_events')
        .values({
          greserve_item_id: item.id,
          quote_service_id: pro.service.id,
          pro_user_id: pro.user.id,
          booking_id: 'direct-insert',
          idempotency_token: null,
          begin_time: new Date(`${day}T10:00:00+08:00`),
          end_time: new Date(`${day}T11:00:00+08:00`),
          hash: 'f'.repeat(32),
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
