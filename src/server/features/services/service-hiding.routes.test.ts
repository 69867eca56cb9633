import { describe, expect, it } from 'vitest';
import type { QuoteServiceItem } from '../../../domain/services/quote-service.types';
import { createConsumer, createPublicPro, findCategory, findPlace } from '../../test/factories';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { calendarClock, taipeiDateIn } from '../calendar/calendar.test-support';
import { findCandidates } from '../matching/matching.repository';
import { BOOKING_ENV, callBookingServer, launchedPro } from '../reserve/reserve.test-support';
import { onSaleItem } from '../shop-public/shop-public.test-support';
import { shopItemsSuite } from '../shop-items/shop-items.test-support';

/**
 * A service the platform hid (0114) is on no public surface, whatever its own is_public says,
 * gets no new leads, and its pro sees that it is hidden and why. Unhidden, it is back everywhere.
 */

const REASON = '服務內容涉及詐騙，已暫時隱藏。';

async function hide(server: Pick<TestServer, 'db'>, serviceId: number, hidden: boolean) {
  await server.db
    .updateTable('quote_services')
    .set(hidden ? { hidden_at: new Date(), hidden_reason: REASON } : { hidden_at: null, hidden_reason: null })
    .where('id', '=', serviceId)
    .execute();
}

const secOf = (date: string, clock: string) => Math.floor(new Date(`${date}T${clock}:00+08:00`).getTime() / 1000);

describe.each(ENGINES)('a service hidden by the platform on %s', (engine) => {
  const server = useTestServer(engine, { clock: calendarClock(), env: BOOKING_ENV });

  it('leaves search, lists, the profile, the sitemap and reports, and comes back when unhidden', async () => {
    const title = `藏起來的水電行${Date.now()}`;
    const pro = await createPublicPro(server.db, { title, categorySlugs: ['leak-repair'], areas: [['臺北市', null]] });
    const id = pro.service.id;
    const searchIds = async () => {
      const res = await server.api(`/quote_services/search.json?${new URLSearchParams({ q: title })}`);
      expect(res.status).toBe(200);
      return (res.body.quote_services as { id: number }[]).map((s) => s.id);
    };
    const sitemap = async () => (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const { token } = await createConsumer(server.db);
    const report = () => server.api(`/new/v1/services/report/${id}.json`, { method: 'POST', token, json: { reason: 'fake' } });

    expect(await searchIds()).toContain(id);
    expect((await server.api(`/quote_services/view/${id}.json`)).status).toBe(200);
    expect(await sitemap()).toContain(`/service/${id}<`);

    await hide(server, id, true);
    expect(await searchIds()).not.toContain(id);
    const view = await server.api(`/quote_services/view/${id}.json`);
    const unknown = await server.api('/quote_services/view/999999999.json');
    expect(view.status).toBe(404);
    expect(view.body).toEqual(unknown.body);
    expect(await sitemap()).not.toContain(`/service/${id}<`);
    expect((await report()).status).toBe(404);

    await hide(server, id, false);
    expect(await searchIds()).toContain(id);
    expect((await server.api(`/quote_services/view/${id}.json`)).status).toBe(200);
  });

  it('gets no new leads: matching leaves it out', async () => {
    const pro = await createPublicPro(server.db, { title: '會被隱藏的冷氣行', categorySlugs: ['aircon-installation'], areas: [['新竹縣', null]] });
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '新竹縣', '竹北市');
    const { user } = await createConsumer(server.db);
    const candidates = async () =>
      (
        await findCandidates(server.db, {
          categoryId: category.id,
          cityId: place.cityId,
          districtId: place.districtId,
          point: null,
          consumerId: user.id,
          now: new Date(),
          poolSize: 500,
        })
      ).map((c) => c.quote_service_id);
    expect(await candidates()).toContain(pro.service.id);
    await hide(server, pro.service.id, true);
    expect(await candidates()).not.toContain(pro.service.id);
  });

  it('is taken off the maps booking server and cannot be launched again', async () => {
    const pro = await launchedPro(server);
    const id = String(pro.service.id);
    const booking = (token: string, days: number) =>
      callBookingServer(server.baseUrl, 'CreateBooking', {
        slot: { merchant_id: id, service_id: id, start_sec: String(secOf(taipeiDateIn(days), '09:00')), duration_sec: String(3 * 3600) },
        user_information: { user_id: `user-${token}`, given_name: '小明', family_name: '王', telephone: '+886912345678', email: `${token}@example.com` },
        idempotency_token: token,
      });
    expect((await booking('hide-before', 2)).body.booking).toBeDefined();
    await hide(server, pro.service.id, true);
    const after = await booking('hide-after', 3);
    expect(after.body.booking).toBeUndefined();
    expect(after.body.booking_failure).toMatchObject({ cause: 'SLOT_UNAVAILABLE' });
    await server.api(`/new/v1/greserve_items/unlaunch/${pro.service.id}.json`, { method: 'POST', token: pro.token });
    const relaunch = await server.api(`/new/v1/greserve_items/launch/${pro.service.id}.json`, { method: 'POST', token: pro.token });
    expect(relaunch.status).toBe(409);
    expect(JSON.stringify(relaunch.body)).toContain('平台隱藏');
  });

  it('shows the pro in his dashboard that the platform hid it, and why', async () => {
    const pro = await launchedPro(server);
    const mine = async () => {
      const res = await server.api('/quote_services/index.json', { token: pro.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.quote_services as QuoteServiceItem[]).find((s) => s.id === pro.service.id);
    };
    expect((await mine())?.QuoteService.platform_hidden).toBeNull();
    await hide(server, pro.service.id, true);
    const hidden = await mine();
    expect(hidden?.QuoteService.platform_hidden).toMatchObject({ reason: REASON });
    // the pro's own switch is untouched
    expect(hidden?.is_public).toBe(1);
  });
});

describe.each(ENGINES)('the shop items of a hidden service on %s', (engine) => {
  const suite = shopItemsSuite(engine);

  it('are gone from the shop public pages, answered as unknown', async () => {
    const pro = await suite.newPro();
    const item = await onSaleItem(suite, pro);
    const page = () => suite.server.api(`/new/v1/nshop_items/public/${item.shop_item_id}.json`);
    expect((await page()).status).toBe(200);
    await hide(suite.server, pro.service.id, true);
    const gone = await page();
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual((await suite.server.api('/new/v1/nshop_items/public/999999999.json')).body);
  });
});
