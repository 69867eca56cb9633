import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ENGINES, useTestServer } from '../../test/harness';
import { bidBetween, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import { book, calendarClock, openAllWeek, taipeiDateIn, utcOfTaipei } from './calendar.test-support';

describe.each(ENGINES)('business hours, pauses and the calendar on %s', (engine) => {
  const server = useTestServer(engine, { clock: calendarClock() });
  let category: CategoryWithFields;
  let place: { cityId: number; districtId: number };

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '新竹縣', '竹北市');
  });

  const newPro = () => createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  const publicVersion = async (serviceId: number) =>
    (await server.db.selectFrom('quote_services').select('public_version').where('id', '=', serviceId).executeTakeFirstOrThrow()).public_version;
  const setHours = (token: string, serviceId: number, json: unknown) => server.api(`/business_hours/edit/${serviceId}.json`, { method: 'POST', token, json });
  const addPause = (token: string, json: Record<string, unknown>) => server.api('/suspension_events/add.json', { method: 'POST', token, json });

  describe('business hours', () => {
    it('starts closed, is set by day slots and read back as spans and slots', async () => {
      const pro = await newPro();
      const empty = await server.api(`/business_hours/${pro.service.id}.json`, { token: pro.token });
      expect(empty.status).toBe(200);
      expect(empty.body.business_hours).toEqual([]);

      const before = await publicVersion(pro.service.id);
      const saved = await setHours(pro.token, pro.service.id, { day_slots: { 1: [2, 3, 4], 6: [1, 2], 7: [5] } });
      expect(saved.status).toBe(200);
      expect(saved.body.business_hours).toEqual([
        { weekday: 1, open_time: '09:00', close_time: '18:00' },
        { weekday: 6, open_time: '00:00', close_time: '12:00' },
        { weekday: 7, open_time: '18:00', close_time: '23:59' },
      ]);
      expect((saved.body.day_slots as Record<string, number[]>)['1']).toEqual([2, 3, 4]);
      expect((saved.body.day_slots as Record<string, number[]>)['3']).toEqual([]);
      // the public profile's cache key moves with the change
      expect(await publicVersion(pro.service.id)).toBeGreaterThan(before);
      const profile = await server.api(`/quote_services/view/${pro.service.id}.json`);
      expect(JSON.stringify(profile.body)).toContain('18:00');
    });

    it('is set by spans as a form sends them, replacing what was there', async () => {
      const pro = await newPro();
      await setHours(pro.token, pro.service.id, { day_slots: { 2: [1, 2, 3, 4, 5] } });
      const res = await server.api(`/business_hours/edit/${pro.service.id}.json`, {
        method: 'POST',
        token: pro.token,
        form: {
          'business_hours[0][weekday]': '3',
          'business_hours[0][open_time]': '14:00',
          'business_hours[0][close_time]': '17:30',
          'business_hours[1][weekday]': '3',
          'business_hours[1][open_time]': '08:30',
          'business_hours[1][close_time]': '12:00',
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.business_hours).toEqual([
        { weekday: 3, open_time: '08:30', close_time: '12:00' },
        { weekday: 3, open_time: '14:00', close_time: '17:30' },
      ]);
      expect((res.body.day_slots as Record<string, number[]>)['3']).toEqual([1, 2, 3, 4]);
    });

    it.each([
      [{ business_hours: [{ weekday: 1, open_time: '18:00', close_time: '09:00' }] }, 'business_hours[0][close_time]', '結束時間必須晚於開始時間'],
      [{ business_hours: [{ weekday: 0, open_time: '09:00', close_time: '18:00' }] }, 'business_hours[0][weekday]', '星期只能是 1（週一）到 7（週日）'],
      [{ business_hours: [{ weekday: 1, open_time: '25:00', close_time: '26:00' }] }, 'business_hours[0][open_time]', '開始時間格式需為 HH:mm，例如 09:00'],
      [{ day_slots: { 9: [1] } }, 'day_slots[9]', '星期只能是 1（週一）到 7（週日）'],
    ])('refuses %j naming the field', async (json, field, message) => {
      const pro = await newPro();
      const res = await setHours(pro.token, pro.service.id, json);
      expect(res.status).toBe(400);
      expect(res.body.fields).toContainEqual({ field, message });
      expect(res.body.message).toContain(field);
    });

    it('is the owner’s only: 404 for another user, 403 for a guest', async () => {
      const pro = await newPro();
      const other = await newPro();
      expect((await server.api(`/business_hours/${pro.service.id}.json`, { token: other.token })).status).toBe(404);
      expect((await setHours(other.token, pro.service.id, { day_slots: { 1: [2] } })).status).toBe(404);
      expect((await server.api(`/business_hours/${pro.service.id}.json`)).status).toBe(403);
      expect((await server.api('/business_hours/abc.json', { token: pro.token })).status).toBe(404);
      // a deleted service has no calendar any more
      const gone = await newPro();
      await server.db.updateTable('quote_services').set({ deleted_at: new Date(), is_archived: true, is_public: false }).where('id', '=', gone.service.id).execute();
      expect((await server.api(`/business_hours/${gone.service.id}.json`, { token: gone.token })).status).toBe(404);
      expect(await server.db.selectFrom('quote_service_business_hours').select('weekday').where('quote_service_id', '=', pro.service.id).execute()).toEqual([]);
    });
  });

  describe('pauses', () => {
    const soon = (days: number, clock = '09:00') => utcOfTaipei(taipeiDateIn(days), clock);

    it('adds, lists, edits and deletes a pause, raising the profile version each time', async () => {
      const pro = await newPro();
      let version = await publicVersion(pro.service.id);
      const added = await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: soon(2), end_time: soon(4), title: '年假', description: '回老家' });
      expect(added.status).toBe(200);
      const pause = added.body.suspension_event as { id: number };
      expect(pause).toMatchObject({ quote_service_id: pro.service.id, begin_time: soon(2), end_time: soon(4), title: '年假', description: '回老家' });
      expect(await publicVersion(pro.service.id)).toBeGreaterThan(version);
      version = await publicVersion(pro.service.id);

      const list = await server.api(`/suspension_events/index/${pro.service.id}.json`, { token: pro.token });
      expect(list.body.suspension_events).toEqual([pause]);

      const edited = await server.api(`/suspension_events/edit/${pause.id}.json`, {
        method: 'POST',
        token: pro.token,
        form: { begin_time: soon(3), end_time: soon(5), title: '進修' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.suspension_event).toMatchObject({ id: pause.id, begin_time: soon(3), end_time: soon(5), title: '進修', description: '' });
      expect(await publicVersion(pro.service.id)).toBeGreaterThan(version);

      const deleted = await server.api(`/suspension_events/delete/${pause.id}.json`, { method: 'POST', token: pro.token });
      expect(deleted.status).toBe(200);
      expect((await server.api(`/suspension_events/index/${pro.service.id}.json`, { token: pro.token })).body.suspension_events).toEqual([]);
      expect((await server.api(`/suspension_events/delete/${pause.id}.json`, { method: 'POST', token: pro.token })).status).toBe(404);
    });

    it('refuses an end before the begin, a pause already over and malformed times', async () => {
      const pro = await newPro();
      const backwards = await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: soon(4), end_time: soon(2) });
      expect(backwards.status).toBe(400);
      expect(backwards.body.fields).toEqual([{ field: 'end_time', message: '暫停結束時間必須晚於開始時間' }]);
      const over = await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: soon(-3), end_time: soon(-2) });
      expect(over.status).toBe(400);
      expect(over.body.fields).toEqual([{ field: 'end_time', message: '暫停結束時間已經過去了' }]);
      const malformed = await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: '2026/12/01 09:00', end_time: soon(2) });
      expect(malformed.status).toBe(400);
      expect(malformed.body.fields).toEqual([{ field: 'begin_time', message: '暫停開始時間格式需為 YYYY-MM-DD HH:mm:ss（UTC）' }]);
      expect((await server.api(`/suspension_events/index/${pro.service.id}.json`, { token: pro.token })).body.suspension_events).toEqual([]);
    });

    it('is the owner’s only', async () => {
      const pro = await newPro();
      const other = await newPro();
      const pause = (await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: soon(1), end_time: soon(2) })).body.suspension_event as { id: number };
      expect((await addPause(other.token, { quote_service_id: pro.service.id, begin_time: soon(1), end_time: soon(2) })).status).toBe(404);
      expect((await server.api(`/suspension_events/index/${pro.service.id}.json`, { token: other.token })).status).toBe(404);
      const edit = await server.api(`/suspension_events/edit/${pause.id}.json`, { method: 'POST', token: other.token, json: { begin_time: soon(1), end_time: soon(9) } });
      expect(edit.status).toBe(404);
      expect((await server.api(`/suspension_events/delete/${pause.id}.json`, { method: 'POST', token: other.token })).status).toBe(404);
      expect((await addPause('', { quote_service_id: pro.service.id, begin_time: soon(1), end_time: soon(2) })).status).toBe(403);
      const rows = await server.db.selectFrom('suspension_events').select(['end_time']).where('quote_service_id', '=', pro.service.id).execute();
      expect(rows.map((r) => r.end_time.toISOString().replace('T', ' ').slice(0, 19))).toEqual([soon(2)]);
    });

    it('a pause covering now keeps new requests from matching the service', async () => {
      // a city no other pro of this file serves, so the matching has only this pro to pick
      const nantou = await findPlace(server.db, '南投縣', '埔里鎮');
      const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: nantou.cityId, districtId: null }] });
      const bidsOfPro = async (requestId: number) =>
        server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', requestId).where('quote_service_id', '=', pro.service.id).execute();
      const ask = async () => {
        const consumer = await createConsumer(server.db);
        const res = await postRequest(server, consumer.token, category, { city: '南投縣', district: '埔里鎮' });
        expect(res.status).toBe(200);
        return (res.body.quote_request as { id: number }).id;
      };
      expect(await bidsOfPro(await ask())).toHaveLength(1);
      const paused = await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: soon(-1), end_time: soon(1) });
      expect(paused.status).toBe(200);
      expect(await bidsOfPro(await ask())).toHaveLength(0);
    });
  });

  describe('the calendar', () => {
    it('shows hours, pauses, hires and bookings of the range', async () => {
      const pro = await newPro();
      await openAllWeek(server, pro.token, pro.service.id);
      const day = taipeiDateIn(3);
      await addPause(pro.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '12:00'), end_time: utcOfTaipei(day, '15:00'), title: '看牙醫' });
      const consumer = await createConsumer(server.db);
      const parties = { consumerId: consumer.user.id, proId: pro.user.id, serviceId: pro.service.id, categoryId: category.id, ...place };
      const hired = await bidBetween(server.db, parties, QuoteStatus.Hired);
      await server.db.updateTable('quote_bids').set({ hired_on: new Date(`${day}T19:00:00+08:00`), hired_by_requester: true }).where('id', '=', hired.bidId).execute();
      const quoted = await bidBetween(server.db, parties);
      const booked = await book(server, consumer.token, { quote_service_id: pro.service.id, begin_time: utcOfTaipei(day, '09:00'), quote_bid_id: quoted.bidId });
      expect(booked.status).toBe(200);

      const res = await server.api(`/calendar/${pro.service.id}.json?from=${day}&to=${taipeiDateIn(9)}`, { token: pro.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ from: day, quote_service: { id: pro.service.id } });
      expect(res.body.business_hours).toHaveLength(7);
      expect(res.body.suspension_events).toEqual([expect.objectContaining({ title: '看牙醫', begin_time: utcOfTaipei(day, '12:00') })]);
      expect(res.body.hires).toEqual([
        expect.objectContaining({ quote_bid_id: hired.bidId, hired_on: utcOfTaipei(day, '19:00'), consumer_name: '王小明', category_name: category.name }),
      ]);
      expect(res.body.service_reserves).toEqual([
        expect.objectContaining({ quote_bid_id: quoted.bidId, begin_time: utcOfTaipei(day, '09:00'), end_time: utcOfTaipei(day, '12:00'), role: 'pro' }),
      ]);

      const outside = await server.api(`/calendar/${pro.service.id}.json?from=${taipeiDateIn(4)}&to=${taipeiDateIn(5)}`, { token: pro.token });
      expect(outside.body).toMatchObject({ suspension_events: [], hires: [], service_reserves: [] });
    });

    it('lists the user’s own services to pick a calendar from', async () => {
      const pro = await newPro();
      const other = await newPro();
      const res = await server.api('/calendar/index.json', { token: pro.token });
      expect(res.body.quote_services).toEqual([{ id: pro.service.id, title: pro.service.title, is_public: 1 }]);
      expect((await server.api('/calendar/index.json', { token: other.token })).body.quote_services).toEqual([expect.objectContaining({ id: other.service.id })]);
      expect((await server.api('/calendar/index.json')).status).toBe(403);
    });

    it('refuses a bad range and someone else’s service', async () => {
      const pro = await newPro();
      const other = await newPro();
      const backwards = await server.api(`/calendar/${pro.service.id}.json?from=${taipeiDateIn(5)}&to=${taipeiDateIn(1)}`, { token: pro.token });
      expect(backwards.status).toBe(400);
      expect(backwards.body.fields).toEqual([{ field: 'to', message: '結束日期不能早於開始日期' }]);
      const long = await server.api(`/calendar/${pro.service.id}.json?from=${taipeiDateIn(0)}&to=${taipeiDateIn(60)}`, { token: pro.token });
      expect(long.status).toBe(400);
      const missing = await server.api(`/calendar/${pro.service.id}.json`, { token: pro.token });
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toContainEqual(expect.objectContaining({ field: 'from' }));
      expect((await server.api(`/calendar/${pro.service.id}.json?from=${taipeiDateIn(0)}&to=${taipeiDateIn(6)}`, { token: other.token })).status).toBe(404);
    });
  });
});
