import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderQuoteBidResponse } from '../../../domain/bids/bids.contract';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';

// Taipei Main Station: 大安區's centre lies about 4 km from it, 北投區's about 11 km.
const BASE = { latitude: 25.0478, longitude: 121.517 };
const AROUND_DAAN: [number, number][] = [
  [25.01, 121.52],
  [25.01, 121.57],
  [25.045, 121.57],
  [25.045, 121.52],
];

describe.each(ENGINES)('matching by areas drawn on the map on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let consumer: Awaited<ReturnType<typeof createConsumer>>;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    consumer = await createConsumer(server.db);
  });
  afterAll(() => server.close());

  const draw = (token: string, serviceId: number, json: unknown) => server.api(`/quote_service_areas/drawn/${serviceId}.json`, { method: 'POST', token, json });
  const leadOf = async (district: string, pro: { user: { id: number }; token: string }) => {
    const res = await postRequest(server, consumer.token, aircon, { district });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bid = (res.body.quote_request as CreatedQuoteRequestResponse).QuoteBid.find((b) => b.Provider.id === pro.user.id);
    if (!bid) return null;
    return (await server.api(`/quote_bids/view/${bid.id}.json`, { token: pro.token })).body.quote_bid as ProviderQuoteBidResponse;
  };

  it('geocodes a request to its district centre', async () => {
    const res = await postRequest(server, consumer.token, aircon, { district: '大安區' });
    const id = (res.body.quote_request as CreatedQuoteRequestResponse).id;
    const row = await server.db.selectFrom('quote_requests').select(['latitude', 'longitude', 'location_source']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ latitude: 25.0268, longitude: 121.5434, location_source: 'district' });
  });

  it('gives a request within the circle to the pro and says how far from his base, and not one outside it', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    const saved = await draw(pro.token, pro.service.id, { shape: 'radius', radius_km: 6, ...BASE });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.drawn_area).toEqual({ shape: 'radius', ...BASE, radius_km: 6, polygon: null });
    expect(saved.body.base).toEqual(BASE);

    const inside = await leadOf('大安區', pro);
    expect(inside?.match_area?.shape).toBe('radius');
    expect(inside?.match_area?.distance_km).toBeGreaterThan(3);
    expect(inside?.match_area?.distance_km).toBeLessThan(4.5);
    expect(await leadOf('北投區', pro)).toBeNull();
  });

  it('gives a request inside the polygon to the pro, and not one outside it', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    expect((await draw(pro.token, pro.service.id, { shape: 'polygon', polygon: AROUND_DAAN })).status).toBe(200);
    expect((await leadOf('大安區', pro))?.match_area).toEqual({ shape: 'polygon', distance_km: null });
    expect(await leadOf('信義區', pro)).toBeNull();
  });

  it('still matches by the district list outside the drawn area, without the explanation', async () => {
    const beitou = await findPlace(server.db, '臺北市', '北投區');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: beitou.cityId, districtId: beitou.districtId }] });
    await draw(pro.token, pro.service.id, { shape: 'radius', radius_km: 2, ...BASE });
    expect((await leadOf('北投區', pro))?.match_area).toBeNull();
    expect((await leadOf('大安區', pro))).toBeNull();
  });

  it('clears the drawn area with shape none', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    await draw(pro.token, pro.service.id, { shape: 'radius', radius_km: 10, ...BASE });
    const cleared = await draw(pro.token, pro.service.id, { shape: 'none' });
    expect(cleared.body.drawn_area).toBeNull();
    expect(await leadOf('大安區', pro)).toBeNull();
  });

  it('refuses a bad area naming the field in zh-TW, and someone else’s service is a 404', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    const cases: [unknown, string, string][] = [
      [{ shape: 'radius', radius_km: 0, ...BASE }, 'radius_km', '半徑需介於 1 到 100 公里'],
      [{ shape: 'radius', radius_km: 5, latitude: 35.68, longitude: 139.76 }, 'latitude', '據點位置必須在臺灣境內'],
      [{ shape: 'polygon', polygon: AROUND_DAAN.slice(0, 2) }, 'polygon', '範圍至少要有 3 個點'],
      [{ shape: 'polygon', polygon: [AROUND_DAAN[0], AROUND_DAAN[2], AROUND_DAAN[1], AROUND_DAAN[3]] }, 'polygon', '範圍的邊不可交叉'],
      [{ shape: 'circle' }, 'shape', '請選擇以半徑或多邊形畫出服務範圍'],
    ];
    for (const [json, field, message] of cases) {
      const res = await draw(pro.token, pro.service.id, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.fields).toContainEqual({ field, message });
    }
    const stranger = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    expect((await draw(stranger.token, pro.service.id, { shape: 'radius', radius_km: 5, ...BASE })).status).toBe(404);
    expect((await server.api(`/quote_service_areas/drawn/${pro.service.id}.json`, { token: stranger.token })).status).toBe(404);
  });

  it('centres a circle without a point on the service’s district', async () => {
    const daan = await findPlace(server.db, '臺北市', '大安區');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    await server.db.updateTable('quote_services').set({ city_id: daan.cityId, district_id: daan.districtId }).where('id', '=', pro.service.id).execute();
    const view = await server.api(`/quote_service_areas/drawn/${pro.service.id}.json`, { token: pro.token });
    expect(view.body).toMatchObject({ drawn_area: null, base: { latitude: 25.0268, longitude: 121.5434 } });
    const saved = await draw(pro.token, pro.service.id, { shape: 'radius', radius_km: 3 });
    expect(saved.body.drawn_area).toMatchObject({ latitude: 25.0268, longitude: 121.5434, radius_km: 3 });
  });
});
