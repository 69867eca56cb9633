import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarResponse, FreeSlot } from '../../../domain/calendar';
import { ShopItemError } from '../../../domain/shop/shop-item-errors';
import { ShopOrderStatus } from '../../../domain/shop/shop-order-status';
import type { ShopSlotsResponse } from '../../../domain/shop/shop-reservation';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { findCategory, findPlace, quotedConversation } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { HIRE_SLOT_TAKEN_MESSAGE } from '../bids/bids.service';
import { book, CALENDAR_NOW, taipeiDateIn, utcOfTaipei } from '../calendar/calendar.test-support';
import { orderOf, shopOrdersSuite } from './shop-orders.test-support';

describe.each(ENGINES)('reservation slots of reservable shop items on %s', (engine) => {
  // Matching every pro and a welcome credit let the hire tests quote as the consumer's request asks.
  const suite = shopOrdersSuite(engine, { JOBS_ENABLED: '0', MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' });
  const { newShop, consumer, add, view, status } = suite;
  const api = (path: string, init?: Parameters<typeof suite.server.api>[1]) => suite.server.api(path, init);
  const db = () => suite.server.db;

  beforeAll(() => suite.clock.set(CALENDAR_NOW));

  /**
   * A reservable item whose pro opens 09:00-12:00 every day, with the category's slot length and
   * notice, and whose service takes site bookings without a quote.
   */
  async function reservableShop(rules = { reservation_slot_minutes: 60, reservation_notice_hours: 24 }) {
    const shop = await newShop({ is_reservable: 1, is_quantity_limited: 0, remaining_quantity: '' });
    const hours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open_time: '09:00', close_time: '12:00' }));
    const res = await api(`/business_hours/edit/${shop.service.id}.json`, { method: 'POST', token: shop.token, json: { business_hours: hours } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await db()
      .insertInto('shop_category_settings')
      .values({ quote_service_id: shop.service.id, quote_category_id: shop.categoryId, is_enabled: true, ...rules })
      .execute();
    await db().updateTable('quote_service_categories').set({ is_direct_reserve_on: true }).where('quote_service_id', '=', shop.service.id).execute();
    return shop;
  }
  const slotsOf = async (itemId: number, from: string, days: number, token?: string) => {
    const res = await api(`/new/v1/nshop_items/slots/${itemId}.json?from=${from}&days=${days}`, token ? { token } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as ShopSlotsResponse;
  };
  const beginsOf = async (itemId: number, from: string, days = 1) => (await slotsOf(itemId, from, days)).slots.map((s) => s.begin_time);
  const at = (day: number, clock: string) => utcOfTaipei(taipeiDateIn(day), clock);
  const isoAt = (day: number, clock: string) => new Date(`${taipeiDateIn(day)}T${clock}:00+08:00`).toISOString();
  const order = (token: string, shop: { itemId: number; plans: number[] }, begin?: string) =>
    add(token, { items: [{ shop_item_id: shop.itemId, shop_item_plan_id: shop.plans[0] }], at_pro_place: 1, ...(begin ? { reservation_begin: begin } : {}) });

  it('lists to guests the slots of the category length inside the hours, after the notice, minus pauses and site bookings', async () => {
    const shop = await reservableShop({ reservation_slot_minutes: 90, reservation_notice_hours: 48 });
    const answer = await slotsOf(shop.itemId, taipeiDateIn(0), 5);
    expect(answer).toMatchObject({ shop_item: { id: shop.itemId, quote_service_id: shop.service.id }, reservation_slot_minutes: 90, reservation_notice_hours: 48, days: 5 });
    // Noon now and 48 hours' notice: nothing before day 2 at noon; 90 minutes fit twice in 09:00-12:00.
    expect(answer.slots.map((s) => [s.date, s.begin_time, s.end_time])).toEqual(
      [3, 4].flatMap((d) => [
        [taipeiDateIn(d), at(d, '09:00'), at(d, '10:30')],
        [taipeiDateIn(d), at(d, '10:30'), at(d, '12:00')],
      ]),
    );
    // A pause over 11:00 on day 3 and a site booking of day 4's morning take their slots.
    const pause = await api('/suspension_events/add.json', { method: 'POST', token: shop.token, json: { quote_service_id: shop.service.id, begin_time: at(3, '11:00'), end_time: at(3, '11:30') } });
    expect(pause.status, JSON.stringify(pause.body)).toBe(200);
    const guest = await consumer();
    const booked = await book(suite.server, guest.token, { quote_service_id: shop.service.id, begin_time: at(4, '09:00') });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    expect(await beginsOf(shop.itemId, taipeiDateIn(3), 2)).toEqual([at(3, '09:00')]);
  });

  it('refuses a bad query and an item that is not reservable or not on sale', async () => {
    const plain = await newShop();
    const refused = await api(`/new/v1/nshop_items/slots/${plain.itemId}.json`);
    expect([refused.status, refused.body.error]).toEqual([404, ShopItemError.ItemNotFound]);
    const shop = await reservableShop();
    const tooLong = await api(`/new/v1/nshop_items/slots/${shop.itemId}.json?days=15`);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('days');
    expect((await api(`/new/v1/nshop_items/slots/${shop.itemId}.json?from=2026-02-30`)).status).toBe(400);
    await db().updateTable('shop_items').set({ is_published: false }).where('id', '=', shop.itemId).execute();
    expect((await api(`/new/v1/nshop_items/slots/${shop.itemId}.json`)).status).toBe(404);
  });

  it('an order takes its slot: a second order and a site booking of it are refused, the calendar shows it, cancelling frees it', async () => {
    const shop = await reservableShop();
    const [first, second, booker] = await Promise.all([consumer(), consumer(), consumer()]);
    const res = await order(first.token, shop, isoAt(2, '10:00'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const placed = orderOf(res);
    expect(placed.reservation).toEqual({ shop_item_id: shop.itemId, date: taipeiDateIn(2), begin_time: at(2, '10:00'), end_time: at(2, '11:00') });
    expect(orderOf(await view(shop.token, placed.nshop_order_id)).reservation?.begin_time).toBe(at(2, '10:00'));
    expect(await beginsOf(shop.itemId, taipeiDateIn(2))).toEqual([at(2, '09:00'), at(2, '11:00')]);

    const again = await order(second.token, shop, at(2, '10:00'));
    expect([again.status, again.body.message]).toEqual([409, '這個時段已經有人預約了，請選擇其他時段（reservation_begin）。']);
    // The site's booking fills the whole morning slot, so it cannot share it with the reservation.
    const siteSlots = await api(`/service_reserves/slots/${shop.service.id}.json?from=${taipeiDateIn(2)}&to=${taipeiDateIn(2)}`);
    expect((siteSlots.body.slots as FreeSlot[]).map((s) => s.blocked)).toEqual(['booked']);
    expect((await book(suite.server, booker.token, { quote_service_id: shop.service.id, begin_time: at(2, '09:00') })).status).toBe(409);

    const calendar = await api(`/calendar/${shop.service.id}.json?from=${taipeiDateIn(2)}&to=${taipeiDateIn(2)}`, { token: shop.token });
    expect((calendar.body as unknown as CalendarResponse).shop_reservations).toEqual([
      expect.objectContaining({ nshop_order_id: placed.nshop_order_id, shop_item_id: shop.itemId, begin_time: at(2, '10:00'), end_time: at(2, '11:00'), status: ShopOrderStatus.Unpaid }),
    ]);

    expect((await status(first.token, 'cancel', placed.nshop_order_id)).status).toBe(200);
    expect(await beginsOf(shop.itemId, taipeiDateIn(2))).toEqual([at(2, '09:00'), at(2, '10:00'), at(2, '11:00')]);
    const calendarAfter = await api(`/calendar/${shop.service.id}.json?from=${taipeiDateIn(2)}&to=${taipeiDateIn(2)}`, { token: shop.token });
    expect((calendarAfter.body as unknown as CalendarResponse).shop_reservations).toEqual([]);
    expect(orderOf(await order(second.token, shop, at(2, '10:00'))).reservation?.begin_time).toBe(at(2, '10:00'));
  });

  it('a site booking first takes the shop slots of its day slot', async () => {
    const shop = await reservableShop();
    const booker = await consumer();
    expect((await book(suite.server, booker.token, { quote_service_id: shop.service.id, begin_time: at(2, '09:00') })).status).toBe(200);
    expect(await beginsOf(shop.itemId, taipeiDateIn(2))).toEqual([]);
    const res = await order((await consumer()).token, shop, at(2, '09:00'));
    expect(res.status).toBe(409);
  });

  it('concurrent orders of one slot, and an order beside a site booking: exactly one wins', async () => {
    const shop = await reservableShop();
    const buyers = await Promise.all(Array.from({ length: 6 }, () => consumer()));
    const results = await Promise.all(buyers.map((b) => order(b.token, shop, at(3, '11:00'))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [buyer, booker] = await Promise.all([consumer(), consumer()]);
    const pair = await Promise.all([order(buyer.token, shop, at(4, '10:00')), book(suite.server, booker.token, { quote_service_id: shop.service.id, begin_time: at(4, '09:00') })]);
    expect(pair.map((r) => r.status).sort()).toEqual([200, 409]);
    const live = await db().selectFrom('nshop_order_reservations').select('nshop_order_id').where('quote_service_id', '=', shop.service.id).execute();
    const bookings = await db().selectFrom('service_reserves').select('id').where('quote_service_id', '=', shop.service.id).where('cancelled_on', 'is', null).execute();
    expect(live.length + bookings.length).toBe(2);
  });

  it('a consumer’s hire and a shop order of one day slot of the pro, one after the other or at once: exactly one wins', async () => {
    const shop = await reservableShop();
    const aircon = await findCategory(db(), 'aircon-installation');
    const { cityId } = await findPlace(db(), '臺北市', '大安區');
    const quoted = () => quotedConversation(suite.server, aircon, cityId, { pro: shop });
    const hire = (token: string, bidId: number, day: number, clock: string) =>
      api(`/quote_bids/change_status/hired/${bidId}.json`, { method: 'POST', token, json: { date: taipeiDateIn(day), time: clock } });
    const statusOfBid = async (bidId: number) => (await db().selectFrom('quote_bids').select('quote_status_id').where('id', '=', bidId).executeTakeFirstOrThrow()).quote_status_id;
    const TAKEN = '這個時段已經有人預約了，請選擇其他時段（reservation_begin）。';

    // An order reserved 10:00-11:00: a hire at 11:30, the same morning day slot, is refused and writes nothing.
    const reserved = await order((await consumer()).token, shop, at(2, '10:00'));
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(200);
    const late = await quoted();
    const refused = await hire(late.consumer.token, late.bidId, 2, '11:30');
    expect([refused.status, refused.body.message]).toEqual([409, HIRE_SLOT_TAKEN_MESSAGE]);
    expect(await statusOfBid(late.bidId)).toBe(QuoteStatus.InProgress);
    // The afternoon is another day slot: the same consumer hires him then.
    expect((await hire(late.consumer.token, late.bidId, 2, '13:00')).status).toBe(200);

    // At once, in either order of arrival: the hire's morning or the order's slot in it, never both.
    for (const [day, hireFirst] of [
      [3, true],
      [4, false],
      [5, true],
    ] as const) {
      const [conversation, buyer] = await Promise.all([quoted(), consumer()]);
      const placing = () => order(buyer.token, shop, at(day, '10:00'));
      const hiring = () => hire(conversation.consumer.token, conversation.bidId, day, '09:15');
      const [hired, placed] = hireFirst ? await Promise.all([hiring(), placing()]) : (await Promise.all([placing(), hiring()])).reverse();
      expect([hired!.status, placed!.status].sort(), JSON.stringify([hired!.body, placed!.body])).toEqual([200, 409]);
      // The loser hears the refusal of its own call.
      if (hired!.status === 409) expect(hired!.body.message).toBe(HIRE_SLOT_TAKEN_MESSAGE);
      else expect(placed!.body.message).toBe(TAKEN);
      const live = await db().selectFrom('nshop_order_reservations').select('nshop_order_id').where('quote_service_id', '=', shop.service.id).where('begin_time', '=', new Date(`${taipeiDateIn(day)}T10:00:00+08:00`)).execute();
      const hires = (await statusOfBid(conversation.bidId)) === QuoteStatus.Hired ? 1 : 0;
      expect(live.length + hires).toBe(1);
    }
  });

  it('asks for reservation_begin when the order holds a reservable item and refuses it otherwise', async () => {
    const shop = await reservableShop();
    const plain = await newShop();
    const buyer = await consumer();
    const missing = await order(buyer.token, shop);
    expect([missing.status, missing.body.fields]).toEqual([400, [{ field: 'reservation_begin', message: expect.stringContaining('reservation_begin') }]]);
    const notSlot = await order(buyer.token, shop, at(2, '09:30'));
    expect([notSlot.status, JSON.stringify(notSlot.body.fields)]).toEqual([400, expect.stringContaining('reservation_begin')]);
    const tooSoon = await order(buyer.token, shop, at(1, '09:00'));
    expect(tooSoon.status).toBe(400);
    const malformed = await order(buyer.token, shop, 'tomorrow');
    expect([malformed.status, JSON.stringify(malformed.body)]).toEqual([400, expect.stringContaining('reservation_begin')]);
    const notNeeded = await order(buyer.token, plain, at(2, '09:00'));
    expect([notNeeded.status, notNeeded.body.fields]).toEqual([400, [{ field: 'reservation_begin', message: expect.stringContaining('不需要預約') }]]);
    const ordinary = await order(buyer.token, plain);
    expect([ordinary.status, orderOf(ordinary).reservation]).toEqual([200, null]);
    // Nothing of the refused orders was written.
    expect(await db().selectFrom('nshop_orders').select('id').where('quote_service_id', '=', shop.service.id).execute()).toEqual([]);
  });

  it('an order cancelled by the system when its payment code expires frees its slot', async () => {
    const shop = await reservableShop();
    const buyer = await consumer();
    const placed = orderOf(await order(buyer.token, shop, at(2, '11:00')));
    const pay = await api(`/new/v1/third_party_payments/pay/${placed.payment!.pid}.json`, { method: 'POST', token: buyer.token, json: { pay_type: 'cvs', idempotency_key: `pay-${randomUUID()}` } });
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    expect(await beginsOf(shop.itemId, taipeiDateIn(2))).toEqual([at(2, '09:00'), at(2, '10:00')]);
    await db()
      .updateTable('third_party_payments')
      .set({ payment_expires_at: new Date(suite.clock.now().getTime() - 60_000) })
      .where('nshop_order_id', '=', placed.nshop_order_id)
      .execute();
    expect(await suite.server.app.jobs.runOnce('safety-payment-expiry', suite.clock.now())).toBe('ran');
    expect(orderOf(await view(buyer.token, placed.nshop_order_id)).status).toBe(ShopOrderStatus.Cancelled);
    expect(await beginsOf(shop.itemId, taipeiDateIn(2))).toEqual([at(2, '09:00'), at(2, '10:00'), at(2, '11:00')]);
  });
});
