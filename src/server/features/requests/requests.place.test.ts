import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest, TEST_ADDRESS } from '../../test/factories';

describe.each(ENGINES)('where a request takes place (search_add) on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let moving: CategoryWithFields;
  let junk: CategoryWithFields;
  let tutor: CategoryWithFields;
  let consumer: Awaited<ReturnType<typeof createConsumer>>;
  let taipei: number;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    moving = await findCategory(server.db, 'house-moving');
    junk = await findCategory(server.db, 'junk-removal');
    tutor = await findCategory(server.db, 'english-tutor');
    consumer = await createConsumer(server.db);
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(() => server.close());

  const noAddress: [string, string][] = [['address', '']];

  it('refuses on-site work without a street address, naming the field in zh-TW', async () => {
    for (const category of [aircon, moving]) {
      const res = await postRequest(server, consumer.token, category, { extra: noAddress });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid input' });
      expect(res.body.fields).toEqual([{ field: 'address', message: expect.stringContaining('服務地址') }]);
    }
    const stored = await server.db.selectFrom('quote_requests').select('id').where('user_id', '=', consumer.user.id).execute();
    expect(stored).toEqual([]);
  });

  it('takes work done elsewhere (a lesson) without an address', async () => {
    const res = await postRequest(server, consumer.token, tutor, { extra: noAddress });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.quote_request).toMatchObject({ address: null, destination: null });
  });

  it('asks a move where to, city and district, each named when missing or unknown', async () => {
    const without = await postRequest(server, consumer.token, moving, { extra: [['destination_city', '']] });
    expect(without.status).toBe(400);
    expect(without.body.fields).toEqual([{ field: 'destination_city', message: '請選擇搬入地點的縣市' }]);
    const noDistrict = await postRequest(server, consumer.token, moving, { extra: [['destination_city', '桃園市']] });
    expect(noDistrict.body.fields).toEqual([{ field: 'destination_district', message: '請選擇搬入地點的鄉鎮市區' }]);
    const wrong = await postRequest(server, consumer.token, moving, { extra: [['destination_city', '桃園市'], ['destination_district', '大安區']] });
    expect(wrong.body.fields).toEqual([{ field: 'destination_district', message: expect.stringContaining('桃園市沒有「大安區」') }]);
    const unknown = await postRequest(server, consumer.token, moving, { extra: [['destination_city', '火星市'], ['destination_district', '大安區']] });
    expect(unknown.body.fields).toEqual([{ field: 'destination_city', message: expect.stringContaining('火星市') }]);
  });

  it('stores where from and where to, and shows both to the consumer and to the matched pro', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [moving.id], areas: [{ cityId: taipei, districtId: null }] });
    const res = await postRequest(server, consumer.token, moving, { extra: [['destination_city', '台中市'], ['destination_district', '西屯區']] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const created = res.body.quote_request as CreatedQuoteRequestResponse;
    const place = { city: { name: '臺北市' }, district: { name: '大安區' }, address: TEST_ADDRESS, destination: { city: { name: '臺中市' }, district: { name: '西屯區', zipcode: '407' } } };
    expect(created).toMatchObject(place);

    const detail = await server.api(`/quote_request/${created.id}.json`, { token: consumer.token });
    expect((detail.body.quote_request as QuoteRequestResponse)).toMatchObject(place);

    const bid = created.QuoteBid.find((b) => b.Provider.id === pro.user.id)!;
    const lead = await server.api(`/quote_bids/view/${bid.id}.json`, { token: pro.token });
    expect(lead.status).toBe(200);
    // The pro reads where from and where to before quoting; the street address waits for the hire.
    expect((lead.body.quote_bid as { QuoteRequest: unknown }).QuoteRequest).toMatchObject({ city: { name: '臺北市' }, district: { name: '大安區' }, address: null, destination: place.destination });

    const guest = await server.api(`/quote_requests/hash/${created.hash}.json`);
    expect(guest.body.quote_request).toMatchObject({ destination: place.destination });
  });

  it('keeps work in one place (aircon, junk removal) without a destination, even when one is sent', async () => {
    for (const category of [aircon, junk]) {
      const res = await postRequest(server, consumer.token, category);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.quote_request).toMatchObject({ destination: null });
    }
  });
});
