import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AvailabilityFeed, type MerchantFeed, type ServiceFeed, validateFeed } from '../../../domain/reserve/feeds';
import { createConsumer } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { book, CALENDAR_NOW, calendarClock, taipeiDateIn, utcOfTaipei } from '../calendar/calendar.test-support';
import { FEED_FILES } from './booking-feeds.service';
import { BOOKING_ENV, callBookingServer, launchedPro } from './reserve.test-support';

const secOf = (date: string, clock: string) => Math.floor(new Date(`${date}T${clock}:00+08:00`).getTime() / 1000);

describe.each(ENGINES)('booking feeds (%s)', (engine) => {
  const dir = mkdtempSync(join(tmpdir(), 'booking-feeds-'));
  const server = useTestServer(engine, { clock: calendarClock(), env: { ...BOOKING_ENV, BOOKING_FEEDS_DIR: dir } });
  const read = <T>(file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;

  it('writes valid merchant, service and availability feeds of a launched service with hours, a pause and bookings', async () => {
    const pro = await launchedPro(server);
    const id = String(pro.service.id);
    const consumer = await createConsumer(server.db);
    // A site booking on day 1 (morning), a maps booking on day 2 (afternoon), a pause all of day 3.
    expect((await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(1), '09:00') })).status).toBe(200);
    const maps = await callBookingServer(server.baseUrl, 'CreateBooking', {
      slot: { merchant_id: id, service_id: id, start_sec: String(secOf(taipeiDateIn(2), '12:00')), duration_sec: '10800' },
      idempotency_token: `feed-${engine}`,
    });
    expect(maps.body.booking).toBeDefined();
    const pause = await server.api('/suspension_events/add.json', {
      method: 'POST',
      token: pro.token,
      json: { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(3), '00:00'), end_time: utcOfTaipei(taipeiDateIn(4), '00:00'), title: '休假' },
    });
    expect(pause.status).toBe(200);

    expect(await server.app.jobs.runOnce('booking-feeds', CALENDAR_NOW)).toBe('ran');

    const merchants = read<MerchantFeed>(FEED_FILES.merchant);
    const services = read<ServiceFeed>(FEED_FILES.service);
    const availability = read<AvailabilityFeed>(FEED_FILES.availability);
    expect(validateFeed('merchant', merchants)).toEqual([]);
    expect(validateFeed('service', services)).toEqual([]);
    expect(validateFeed('availability', availability)).toEqual([]);
    expect(merchants.metadata).toMatchObject({ processing_instruction: 'PROCESS_AS_COMPLETE', shard_number: 0, total_shards: 1, generation_timestamp: Math.floor(CALENDAR_NOW.getTime() / 1000) });
    expect(merchants.merchant).toContainEqual(
      expect.objectContaining({ merchant_id: id, category: 'home_services', geo: expect.objectContaining({ address: expect.objectContaining({ country: 'TW', region: '苗栗縣', locality: '苗栗市' }) }) }),
    );
    expect(services.service).toContainEqual(expect.objectContaining({ merchant_id: id, service_id: id, name: '測試服務' }));

    const slots = availability.service_availability.flatMap((g) => g.availability).filter((a) => a.merchant_id === id);
    const at = (day: number, clock: string) => slots.find((a) => a.start_sec === secOf(taipeiDateIn(day), clock));
    expect(at(1, '09:00')).toMatchObject({ spots_total: 1, spots_open: 0 });
    expect(at(2, '12:00')).toMatchObject({ spots_total: 1, spots_open: 0 });
    expect(at(2, '09:00')).toMatchObject({ duration_sec: 10800, spots_total: 1, spots_open: 1 });
    // The paused day and the past are left out.
    expect(slots.filter((a) => a.start_sec >= secOf(taipeiDateIn(3), '00:00') && a.start_sec < secOf(taipeiDateIn(4), '00:00'))).toEqual([]);
    expect(slots.every((a) => a.start_sec * 1000 >= CALENDAR_NOW.getTime())).toBe(true);
  });

  it('validation names every missing required field', () => {
    const metadata = { processing_instruction: 'PROCESS_AS_COMPLETE' as const, shard_number: 0, total_shards: 1, nonce: 'n', generation_timestamp: 1 };
    const broken = { metadata, merchant: [{ merchant_id: '', name: 'x', url: 'u', category: 'home_services', geo: { address: { country: 'TW', locality: '', region: '', postal_code: '', street_address: '' } } }] };
    expect(validateFeed('merchant', broken)).toEqual(['merchant[0].merchant_id is required', 'merchant[0].geo needs an address or coordinates']);
    const slots = { metadata, service_availability: [{ availability: [{ merchant_id: '1', service_id: '1', start_sec: 1, duration_sec: 0, spots_total: 1, spots_open: 2 }] }] };
    expect(validateFeed('availability', slots)).toEqual([
      'service_availability[0].availability[0].duration_sec must be positive',
      'service_availability[0].availability[0].spots_open must be between 0 and spots_total',
    ]);
  });
});
