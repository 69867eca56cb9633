import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText } from '../../../domain/errors/codes';
import { ENGINES, useTestServer } from '../../test/harness';
import { bidBetween, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace } from '../../test/factories';
import { book, calendarClock, openAllWeek, taipeiDateIn, utcOfTaipei } from './calendar.test-support';

interface Slot {
  date: string;
  day_slot: number;
  begin_time: string;
  end_time: string;
  is_available: 0 | 1;
  blocked: string | null;
}
interface Reserve {
  id: number;
  quote_bid_id: number | null;
  begin_time: string;
  end_time: string;
  role: 'consumer' | 'pro';
  is_cancelled: 0 | 1;
  can_cancel: 0 | 1;
}

describe.each(ENGINES)('bookings (service reserves) on %s', (engine) => {
  const server = useTestServer(engine, { clock: calendarClock() });
  let category: CategoryWithFields;
  let place: { cityId: number; districtId: number };

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '苗栗縣', '苗栗市');
  });

  /** A pro open all week and a consumer with a sent quote from them. */
  async function proAndQuotedConsumer() {
    const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    await openAllWeek(server, pro.token, pro.service.id);
    const consumer = await createConsumer(server.db);
    const { bidId } = await bidBetween(server.db, { consumerId: consumer.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place });
    return { pro, consumer, bidId };
  }
  const slotsOf = async (serviceId: number, from: string, to = from, token?: string) => {
    const res = await server.api(`/service_reserves/slots/${serviceId}.json?from=${from}&to=${to}`, token ? { token } : {});
    expect(res.status).toBe(200);
    return res.body.slots as Slot[];
  };
  const liveRows = (serviceId: number) =>
    server.db.selectFrom('service_reserves').select(['id', 'user_id']).where('quote_service_id', '=', serviceId).where('cancelled_on', 'is', null).execute();

  it('lists free slots to guests in Taipei time, within the pro’s hours only', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    const day = taipeiDateIn(2);
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    await server.api(`/business_hours/edit/${pro.service.id}.json`, {
      method: 'POST',
      token: pro.token,
      json: { business_hours: [{ weekday, open_time: '10:00', close_time: '16:00' }] },
    });
    const slots = await slotsOf(pro.service.id, day, taipeiDateIn(3));
    expect(slots.map((s) => [s.date, s.day_slot, s.begin_time, s.end_time, s.is_available])).toEqual([
      [day, 2, utcOfTaipei(day, '10:00'), utcOfTaipei(day, '12:00'), 1],
      [day, 3, utcOfTaipei(day, '12:00'), utcOfTaipei(day, '15:00'), 1],
      [day, 4, utcOfTaipei(day, '15:00'), utcOfTaipei(day, '16:00'), 1],
    ]);
  });

  it('refuses slots of a hidden service and a bad range', async () => {
    const hidden = await createProWithService(server.db, { categoryIds: [category.id], isPublic: false });
    expect((await server.api(`/service_reserves/slots/${hidden.service.id}.json?from=${taipeiDateIn(1)}&to=${taipeiDateIn(2)}`)).status).toBe(404);
    const shown = await createProWithService(server.db, { categoryIds: [category.id] });
    const bad = await server.api(`/service_reserves/slots/${shown.service.id}.json?from=2026-13-01&to=${taipeiDateIn(2)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'from', message: '開始日期不是有效的日期' }]);
    const malformed = await server.api(`/service_reserves/slots/${shown.service.id}.json?from=tomorrow&to=${taipeiDateIn(2)}`);
    expect(malformed.body.fields).toEqual([{ field: 'from', message: '開始日期格式需為 YYYY-MM-DD' }]);
  });

  it('books a free slot on the consumer’s quote; both sides see it and the slot is taken', async () => {
    const { pro, consumer, bidId } = await proAndQuotedConsumer();
    const day = taipeiDateIn(3);
    const res = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '12:00'), note: '請先來電' });
    expect(res.status).toBe(200);
    const reserve = res.body.service_reserve as Reserve;
    expect(reserve).toMatchObject({ quote_bid_id: bidId, begin_time: utcOfTaipei(day, '12:00'), end_time: utcOfTaipei(day, '15:00'), role: 'consumer', can_cancel: 1 });

    const mine = await server.api('/service_reserves/index.json', { token: consumer.token });
    expect((mine.body.service_reserves as Reserve[]).map((r) => r.id)).toEqual([reserve.id]);
    const pros = await server.api('/service_reserves/index.json', { token: pro.token });
    expect(pros.body.service_reserves).toEqual([expect.objectContaining({ id: reserve.id, role: 'pro', consumer_name: '王○○' })]);
    const one = await server.api(`/service_reserves/${reserve.id}.json`, { token: pro.token });
    expect(one.body.service_reserve).toMatchObject({ id: reserve.id, note: '請先來電' });

    const slot = (await slotsOf(pro.service.id, day)).find((s) => s.begin_time === utcOfTaipei(day, '12:00'));
    expect(slot).toMatchObject({ is_available: 0, blocked: 'booked' });
    const again = await book(server, (await createConsumer(server.db)).token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '12:00') });
    expect(again.status).toBe(409);
  });

  it('counts new bookings for the pro until he sees them in his calendar, a booking or his list', async () => {
    const { pro, consumer } = await proAndQuotedConsumer();
    const unread = async (token: string) => (await server.api('/user/me.json', { token })).body.unreadBookingCount as number;
    const day = taipeiDateIn(4);
    const first = (await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '12:00') })).body.service_reserve as Reserve;
    const second = (await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '15:00') })).body.service_reserve as Reserve;
    const third = (await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(5), '12:00') })).body.service_reserve as Reserve;
    expect([await unread(pro.token), await unread(consumer.token)]).toEqual([3, 0]);

    // A booking cancelled before he saw it is no news; opening one booking sees that one.
    await server.api(`/service_reserves/cancel/${third.id}.json`, { method: 'POST', token: consumer.token, json: {} });
    expect(await unread(pro.token)).toBe(2);
    await server.api(`/service_reserves/${first.id}.json`, { token: consumer.token });
    expect(await unread(pro.token)).toBe(2);
    await server.api(`/service_reserves/${first.id}.json`, { token: pro.token });
    expect(await unread(pro.token)).toBe(1);

    // His calendar of the service sees the rest, and says what is left on his other services.
    const calendar = await server.api(`/calendar/${pro.service.id}.json?from=${taipeiDateIn(1)}&to=${taipeiDateIn(7)}`, { token: pro.token });
    expect(calendar.status).toBe(200);
    expect(calendar.body.unread_booking_count).toBe(0);
    expect(await unread(pro.token)).toBe(0);
    expect(second.id).toBeGreaterThan(first.id);

    // A new booking counts again until his bookings list shows it.
    await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(6), '12:00') });
    expect(await unread(pro.token)).toBe(1);
    await server.api('/service_reserves/index.json', { token: pro.token });
    expect(await unread(pro.token)).toBe(0);
  });

  it('keeps a booking private to its two sides', async () => {
    const { pro, consumer } = await proAndQuotedConsumer();
    const reserve = (await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(2), '09:00') })).body.service_reserve as Reserve;
    const stranger = await createConsumer(server.db);
    expect((await server.api(`/service_reserves/${reserve.id}.json`, { token: stranger.token })).status).toBe(404);
    expect((await server.api('/service_reserves/index.json', { token: stranger.token })).body.service_reserves).toEqual([]);
    expect((await server.api(`/service_reserves/cancel/${reserve.id}.json`, { method: 'POST', token: stranger.token })).status).toBe(404);
    expect((await server.api(`/service_reserves/${reserve.id}.json`)).status).toBe(403);
    expect((await book(server, undefined, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(2), '12:00') })).status).toBe(403);
  });

  it('needs a quote from the pro, unless a category of the service takes direct reserves', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    await openAllWeek(server, pro.token, pro.service.id);
    const consumer = await createConsumer(server.db);
    const begin = utcOfTaipei(taipeiDateIn(4), '09:00');
    const refused = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: begin });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: ErrorText.ActionNotAllowed, message: '請先向這位專家索取報價，收到報價後就能預約時間。' });
    // a lead the pro has not answered, or a quote the consumer turned down, is not enough
    const parties = { consumerId: consumer.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place };
    await bidBetween(server.db, parties, QuoteStatus.Send);
    const rejected = await bidBetween(server.db, parties);
    await server.db.updateTable('quote_bids').set({ is_requestor_rejected: true }).where('id', '=', rejected.bidId).execute();
    expect((await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: begin })).status).toBe(409);
    expect(await liveRows(pro.service.id)).toEqual([]);

    await server.db.updateTable('quote_service_categories').set({ is_direct_reserve_on: true }).where('quote_service_id', '=', pro.service.id).execute();
    const direct = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: begin });
    expect(direct.status).toBe(200);
    expect(direct.body.service_reserve).toMatchObject({ quote_bid_id: null, begin_time: begin });
  });

  it('prefers the hired quote, and takes a named quote only if it is the consumer’s with this pro', async () => {
    const { pro, consumer, bidId } = await proAndQuotedConsumer();
    const parties = { consumerId: consumer.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place };
    const hired = await bidBetween(server.db, parties, QuoteStatus.Hired);
    const auto = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(2), '09:00') });
    expect(auto.body.service_reserve).toMatchObject({ quote_bid_id: hired.bidId });
    const named = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(2), '12:00'), quote_bid_id: bidId });
    expect(named.body.service_reserve).toMatchObject({ quote_bid_id: bidId });

    const other = await proAndQuotedConsumer();
    const foreign = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(2), '15:00'), quote_bid_id: other.bidId });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual([{ field: 'quote_bid_id', message: '找不到您收到的這筆報價' }]);
  });

  it('refuses a time outside the hours, in a pause, in the past, on a hire and on one’s own service', async () => {
    const { pro, consumer } = await proAndQuotedConsumer();
    const day = taipeiDateIn(5);
    const offSlot = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '10:00') });
    expect(offSlot.status).toBe(400);
    expect(offSlot.body.fields).toEqual([{ field: 'begin_time', message: '這個時間不是專家可預約的時段，請從可預約時段中選擇。' }]);

    await server.api('/suspension_events/add.json', {
      method: 'POST',
      token: pro.token,
      json: { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '13:00'), end_time: utcOfTaipei(day, '14:00') },
    });
    const paused = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '12:00') });
    expect(paused.status).toBe(400);
    expect(paused.body.fields).toEqual([{ field: 'begin_time', message: '專家在這段時間暫停接案，請選擇其他時段。' }]);

    const past = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(taipeiDateIn(-1), '09:00') });
    expect(past.status).toBe(400);
    expect(past.body.fields).toEqual([{ field: 'begin_time', message: '這個時段已經過去了，請選擇其他時段。' }]);

    const other = await createConsumer(server.db);
    const hire = await bidBetween(server.db, { consumerId: other.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place }, QuoteStatus.Hired);
    await server.db.updateTable('quote_bids').set({ hired_on: new Date(`${day}T19:30:00+08:00`) }).where('id', '=', hire.bidId).execute();
    const onHire = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '18:00') });
    expect(onHire.status).toBe(409);

    const own = await book(server, pro.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '09:00') });
    expect(own.status).toBe(409);
    const missing = await book(server, consumer.token, { quote_service_id: 2_000_000_000, begin_time: utcOfTaipei(day, '09:00') });
    expect(missing.status).toBe(404);
    const malformed = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: `${day} 9:00` });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual([{ field: 'begin_time', message: '預約時段格式需為 YYYY-MM-DD HH:mm:ss（UTC）' }]);
    expect(await liveRows(pro.service.id)).toEqual([]);
  });

  it('gives one slot to exactly one of two consumers booking at the same moment', async () => {
    const { pro, consumer } = await proAndQuotedConsumer();
    const rival = await createConsumer(server.db);
    await bidBetween(server.db, { consumerId: rival.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place });
    const begin = utcOfTaipei(taipeiDateIn(6), '15:00');
    for (let round = 0; round < 3; round += 1) {
      const at = round === 0 ? begin : utcOfTaipei(taipeiDateIn(6 + round), '15:00');
      const results = await Promise.all([consumer, rival].map((c) => book(server, c.token, { quote_service_id: pro.service.id, begin_time: at })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body.message).toBe('這個時段已經有人預約了，請選擇其他時段。');
    }
    expect(await liveRows(pro.service.id)).toHaveLength(3);
  });

  it('the database refuses a second live booking in one day slot even past the service', async () => {
    const { pro, consumer } = await proAndQuotedConsumer();
    const day = taipeiDateIn(3);
    const insert = (begin: string, end: string) =>
      server.db
        .insertInto('service_reserves')
        .values({ quote_service_id: pro.service.id, quote_bid_id: null, user_id: consumer.user.id, begin_time: new Date(`${day}T${begin}:00+08:00`), end_time: new Date(`${day}T${end}:00+08:00`) })
        .execute();
    await insert('09:00', '10:00');
    await expect(insert('10:30', '11:30')).rejects.toMatchObject({ code: '23505' });
    // nor may a booking run past the end of its day slot
    await expect(insert('14:00', '16:00')).rejects.toMatchObject({ code: '23514' });
  });

  it('either side cancels; the slot is free again; a cancelled or started booking cannot be cancelled', async () => {
    const { pro, consumer } = await proAndQuotedConsumer();
    const begin = utcOfTaipei(taipeiDateIn(2), '18:00');
    const first = (await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: begin })).body.service_reserve as Reserve;
    const byConsumer = await server.api(`/service_reserves/cancel/${first.id}.json`, { method: 'POST', token: consumer.token });
    expect(byConsumer.status).toBe(200);
    expect(byConsumer.body.service_reserve).toMatchObject({ is_cancelled: 1, cancelled_by_me: 1, can_cancel: 0 });
    const twice = await server.api(`/service_reserves/cancel/${first.id}.json`, { method: 'POST', token: pro.token });
    expect(twice.status).toBe(409);

    const second = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: begin });
    expect(second.status).toBe(200);
    const secondId = (second.body.service_reserve as Reserve).id;
    const byPro = await server.api(`/service_reserves/cancel/${secondId}.json`, { method: 'POST', token: pro.token });
    expect(byPro.body.service_reserve).toMatchObject({ is_cancelled: 1, role: 'pro' });
    const seen = await server.api(`/service_reserves/${secondId}.json`, { token: consumer.token });
    expect(seen.body.service_reserve).toMatchObject({ is_cancelled: 1, cancelled_by_me: 0 });

    const third = (await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: begin })).body.service_reserve as Reserve;
    // Moved to yesterday's afternoon slot: in the past whatever the hour, and inside one day slot
    // (an hour back from now could fall across midnight in Taipei, which the slot check refuses).
    const yesterday = taipeiDateIn(-1);
    const at = (clock: string) => new Date(`${utcOfTaipei(yesterday, clock).replace(' ', 'T')}Z`);
    await server.db.updateTable('service_reserves').set({ begin_time: at('12:30'), end_time: at('13:00') }).where('id', '=', third.id).execute();
    const started = await server.api(`/service_reserves/cancel/${third.id}.json`, { method: 'POST', token: consumer.token });
    expect(started.status).toBe(409);
    expect(started.body.message).toBe('預約時間已開始或已過，無法取消。');
  });
});
