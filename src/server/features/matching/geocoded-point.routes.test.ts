import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderQuoteBidResponse } from '../../../domain/bids/bids.contract';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { FakeGoogleGeocoding } from '../../test/fakes/fake-google-geocoding';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';

// Taipei Main Station; 北投區's centre lies about 11 km from it, 大安區's about 4 km.
const BASE = { latitude: 25.0478, longitude: 121.517 };
// Streets the fake geocodes: one a few hundred metres from the station, one in 北投 (far from it).
const NEAR_STATION = { street: '忠孝西路一段49號', lat: 25.046, lng: 121.5175 };
const IN_BEITOU = { street: '光明路200號', lat: 25.1367, lng: 121.5063 };

describe.each(ENGINES)('a geocoded point for requests and base addresses on %s', (engine) => {
  const google = new FakeGoogleGeocoding();
  let server: TestServer;
  let plain: TestServer;
  let aircon: CategoryWithFields;
  let consumer: Awaited<ReturnType<typeof createConsumer>>;

  beforeAll(async () => {
    const url = await google.start();
    google.place(NEAR_STATION.street, NEAR_STATION.lat, NEAR_STATION.lng);
    google.place(IN_BEITOU.street, IN_BEITOU.lat, IN_BEITOU.lng);
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', GOOGLE_MAPS_API_KEY: google.apiKey, GOOGLE_GEOCODING_URL: url } });
    aircon = await findCategory(server.db, 'aircon-installation');
    consumer = await createConsumer(server.db);
  });
  afterAll(async () => {
    await server.close();
    await google.close();
  });

  const post = (district: string, address: string) => postRequest(server, consumer.token, aircon, { district, extra: [['address', address]] });
  const pointOf = async (res: Awaited<ReturnType<typeof post>>) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.quote_request as CreatedQuoteRequestResponse).id;
    return server.db.selectFrom('quote_requests').select(['latitude', 'longitude', 'location_source']).where('id', '=', id).executeTakeFirstOrThrow();
  };
  const leadOf = async (res: Awaited<ReturnType<typeof post>>, pro: { user: { id: number }; token: string }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const bid = (res.body.quote_request as CreatedQuoteRequestResponse).QuoteBid.find((b) => b.Provider.id === pro.user.id);
    if (!bid) return null;
    return (await server.api(`/quote_bids/view/${bid.id}.json`, { token: pro.token })).body.quote_bid as ProviderQuoteBidResponse;
  };

  it('stores the geocoded point of the street address (status OK)', async () => {
    google.answer = undefined;
    expect(await pointOf(await post('中正區', NEAR_STATION.street))).toEqual({ latitude: NEAR_STATION.lat, longitude: NEAR_STATION.lng, location_source: 'places' });
    expect(google.received.at(-1)).toMatchObject({ address: `臺北市中正區${NEAR_STATION.street}`, components: 'country:TW', language: 'zh-TW' });
  });

  it('falls back to the district centre on ZERO_RESULTS and on an error status, still posting the request', async () => {
    expect(await pointOf(await post('大安區', '無此路999號'))).toEqual({ latitude: 25.0268, longitude: 121.5434, location_source: 'district' });
    for (const status of ['OVER_QUERY_LIMIT', 'REQUEST_DENIED']) {
      google.answer = status;
      expect(await pointOf(await post('大安區', NEAR_STATION.street))).toEqual({ latitude: 25.0268, longitude: 121.5434, location_source: 'district' });
    }
    google.answer = undefined;
  });

  it('matches a drawn radius by the geocoded point, not the district centre', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    const drawn = await server.api(`/quote_service_areas/drawn/${pro.service.id}.json`, { method: 'POST', token: pro.token, json: { shape: 'radius', radius_km: 2, ...BASE } });
    expect(drawn.status).toBe(200);
    // 北投區's centre is 11 km away, but the address is by the station: inside.
    const inside = await leadOf(await post('北投區', NEAR_STATION.street), pro);
    expect(inside?.match_area?.shape).toBe('radius');
    expect(inside?.match_area?.distance_km).toBeLessThan(0.5);
    // 中正區's centre lies within 2 km of the station, but the address is in 北投: outside.
    expect(await leadOf(await post('中正區', IN_BEITOU.street), pro)).toBeNull();
  });

  it('geocodes the service base address, falls back to the district centre, and centres a circle on it', async () => {
    const zhongzheng = await findPlace(server.db, '臺北市', '中正區');
    const daan = await findPlace(server.db, '臺北市', '大安區');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    const save = (json: unknown) => server.api(`/quote_services/base_address/${pro.service.id}.json`, { method: 'POST', token: pro.token, json });

    const saved = await save({ city_id: zhongzheng.cityId, district_id: zhongzheng.districtId, street: NEAR_STATION.street });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.base_address).toEqual({
      city_id: zhongzheng.cityId,
      district_id: zhongzheng.districtId,
      street: NEAR_STATION.street,
      latitude: NEAR_STATION.lat,
      longitude: NEAR_STATION.lng,
      location_source: 'places',
    });
    expect((await server.api(`/quote_services/base_address/${pro.service.id}.json`, { token: pro.token })).body.base_address).toEqual(saved.body.base_address);
    const circle = await server.api(`/quote_service_areas/drawn/${pro.service.id}.json`, { method: 'POST', token: pro.token, json: { shape: 'radius', radius_km: 3 } });
    expect(circle.body.drawn_area).toMatchObject({ latitude: NEAR_STATION.lat, longitude: NEAR_STATION.lng, radius_km: 3 });

    const unknown = await save({ city_id: daan.cityId, district_id: daan.districtId, street: '無此路999號' });
    expect(unknown.body.base_address).toMatchObject({ street: '無此路999號', latitude: 25.0268, longitude: 121.5434, location_source: 'district' });
    const noStreet = await save({ city_id: daan.cityId, district_id: daan.districtId, street: '' });
    expect(noStreet.body.base_address).toMatchObject({ street: '', location_source: 'district' });
  });

  it('refuses a bad base address naming the field in zh-TW; someone else’s service is a 404', async () => {
    const daan = await findPlace(server.db, '臺北市', '大安區');
    const beitou = await findPlace(server.db, '臺北市', '北投區');
    const newTaipei = await findPlace(server.db, '新北市', '板橋區');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    const save = (token: string, json: unknown) => server.api(`/quote_services/base_address/${pro.service.id}.json`, { method: 'POST', token, json });
    const cases: [unknown, string, string][] = [
      [{ city_id: daan.cityId, district_id: daan.districtId, street: '市府路<b>' }, 'street', '地址的路名與門牌只能有文字、數字、空格與 - 、 , . ( ) # / 等符號'],
      [{ city_id: daan.cityId, district_id: daan.districtId, street: '路' }, 'street', '地址的路名與門牌至少 2 個字'],
      [{ city_id: daan.cityId, district_id: daan.districtId, street: '路'.repeat(201) }, 'street', '地址的路名與門牌請在 200 字以內'],
      [{ city_id: daan.cityId, street: '市府路1號' }, 'district_id', '請選擇據點的鄉鎮市區'],
      [{ city_id: newTaipei.cityId, district_id: beitou.districtId, street: '' }, 'district_id', '這個鄉鎮市區不在所選的縣市，請從清單選擇'],
      [{ city_id: 999_999, district_id: beitou.districtId, street: '' }, 'city_id', '找不到這個縣市，請從清單選擇'],
    ];
    for (const [json, field, message] of cases) {
      const res = await save(pro.token, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.fields).toContainEqual({ field, message });
    }
    const stranger = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [] });
    expect((await save(stranger.token, { city_id: daan.cityId, district_id: daan.districtId, street: '' })).status).toBe(404);
    expect((await server.api(`/quote_services/base_address/${pro.service.id}.json`, { token: stranger.token })).status).toBe(404);
  });

  describe('without GOOGLE_MAPS_API_KEY', () => {
    beforeAll(async () => {
      plain = await startTestServer(engine);
    });
    afterAll(() => plain.close());

    it('uses the district centre for the request and the base address, asking no one', async () => {
      const before = google.received.length;
      const other = await createConsumer(plain.db);
      const cat = await findCategory(plain.db, 'aircon-installation');
      const res = await postRequest(plain, other.token, cat, { district: '北投區', extra: [['address', NEAR_STATION.street]] });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const id = (res.body.quote_request as CreatedQuoteRequestResponse).id;
      const row = await plain.db.selectFrom('quote_requests').select(['location_source']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.location_source).toBe('district');
      const daan = await findPlace(plain.db, '臺北市', '大安區');
      const pro = await createProWithService(plain.db, { categoryIds: [cat.id], areas: [] });
      const saved = await plain.api(`/quote_services/base_address/${pro.service.id}.json`, { method: 'POST', token: pro.token, json: { city_id: daan.cityId, district_id: daan.districtId, street: NEAR_STATION.street } });
      expect(saved.body.base_address).toMatchObject({ latitude: 25.0268, longitude: 121.5434, location_source: 'district' });
      expect(google.received.length).toBe(before);
    });
  });
});
