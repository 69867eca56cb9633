import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { calendarClock, openAllWeek, taipeiDateIn } from '../calendar/calendar.test-support';
import { BOOKING_ENV, callBookingServer, launchedPro } from './reserve.test-support';

const secOf = (date: string, clock: string) => Math.floor(new Date(`${date}T${clock}:00+08:00`).getTime() / 1000);

describe.each(ENGINES)('google reserve: launch, bookings and cancel (%s)', (engine) => {
  const server = useTestServer(engine, { clock: calendarClock(), env: BOOKING_ENV });

  it('launches only a service with an address, hours and a reservable offer, saying in zh-TW what is missing', async () => {
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '苗栗縣', '苗栗市');
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    const launch = () => server.api(`/new/v1/greserve_items/launch/${pro.service.id}.json`, { method: 'POST', token: pro.token });

    const noAddress = await launch();
    expect(noAddress.status).toBe(409);
    expect(noAddress.body.message).toContain('服務地址');
    await server.db.updateTable('quote_services').set({ city_id: place.cityId, district_id: place.districtId }).where('id', '=', pro.service.id).execute();
    expect((await launch()).body.message).toContain('營業時間');
    await openAllWeek(server, pro.token, pro.service.id);
    expect((await launch()).body.message).toContain('直接預約');
    await server.db.updateTable('quote_service_categories').set({ is_direct_reserve_on: true }).where('quote_service_id', '=', pro.service.id).execute();

    const launched = await launch();
    expect(launched.status).toBe(200);
    expect(launched.body.greserve_item).toMatchObject({ quote_service_id: pro.service.id, state: 1, has_address: 1, has_hours: 1, has_reservable_offer: 1 });
    const list = await server.api('/new/v1/greserve_items/index.json', { token: pro.token });
    expect(list.body.greserve_items).toEqual([expect.objectContaining({ quote_service_id: pro.service.id, state: 1 })]);

    const off = await server.api(`/new/v1/greserve_items/unlaunch/${pro.service.id}.json`, { method: 'POST', token: pro.token });
    expect(off.body.greserve_item).toMatchObject({ state: 2 });
    expect((await server.api(`/new/v1/greserve_items/unlaunch/${pro.service.id}.json`, { method: 'POST', token: pro.token })).status).toBe(409);
  });

  it('shows the pro his maps bookings, lets him cancel one with a reason, and tells the consumer by e-mail and SMS', async () => {
    const pro = await launchedPro(server);
    const id = String(pro.service.id);
    const created = await callBookingServer(server.baseUrl, 'CreateBooking', {
      slot: { merchant_id: id, service_id: id, start_sec: String(secOf(taipeiDateIn(3), '12:00')), duration_sec: '10800' },
      user_information: { user_id: 'g-user-1', given_name: '小美', family_name: '林', telephone: '+886922333444', email: 'mei@example.com' },
      idempotency_token: `cancel-${engine}`,
    });
    const bookingId = (created.body.booking as { booking_id: string }).booking_id;

    const events = await server.api(`/new/v1/greserve_events/index/${pro.service.id}.json`, { token: pro.token });
    expect(events.status).toBe(200);
    const [event] = events.body.greserve_events as { id: number; consumer_name: string; can_cancel: number }[];
    expect(event).toMatchObject({ consumer_name: '林小美', consumer_phone: '+886922333444', email: 'mei@example.com', device_id: 'g-user-1', can_cancel: 1 });
    // The pro's calendar of free slots shows the slot taken.
    const slots = await server.api(`/service_reserves/slots/${pro.service.id}.json?from=${taipeiDateIn(3)}&to=${taipeiDateIn(3)}`);
    expect((slots.body.slots as { day_slot: number; blocked: string | null }[]).find((s) => s.day_slot === 3)?.blocked).toBe('booked');

    const noReason = await server.api(`/new/v1/greserve_events/cancel/${event!.id}.json`, { method: 'POST', token: pro.token, json: { cancel_reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('cancel_reason');
    const cancelled = await server.api(`/new/v1/greserve_events/cancel/${event!.id}.json`, { method: 'POST', token: pro.token, json: { cancel_reason: '師傅生病' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.greserve_event).toMatchObject({ is_cancelled: 1, cancelled_by: 'merchant', cancel_reason: '師傅生病', can_cancel: 0 });
    expect((await callBookingServer(server.baseUrl, 'GetBookingStatus', { booking_id: bookingId })).body).toMatchObject({ booking_status: 'CANCELED' });

    await server.app.background.idle();
    const mails = await readOutbox(server.db, 'mei@example.com');
    const cancelMail = mails.find((m) => m.subject.includes('已被取消'));
    expect(cancelMail?.body).toContain('師傅生病');
    const link = /\/service\/\d+\/reserve\/\d+\?h=[0-9a-f]{32}/.exec(cancelMail?.body ?? '')?.[0];
    expect(link).toBeDefined();
    expect((await readOutbox(server.db, '+886922333444')).map((m) => m.channel)).toContain('sms');

    // The consumer opens the booking through the link, without an account; a wrong hash finds nothing.
    const [, hash] = link!.split('?h=');
    const viaLink = await server.api(`/new/v1/greserve_events/${event!.id}.json?h=${hash}`);
    expect(viaLink.status).toBe(200);
    expect(viaLink.body.greserve_event).toMatchObject({ role: 'consumer', device_id: '', cancel_reason: '師傅生病' });
    expect((await server.api(`/new/v1/greserve_events/${event!.id}.json?h=${'0'.repeat(32)}`)).status).toBe(404);
  });
});
