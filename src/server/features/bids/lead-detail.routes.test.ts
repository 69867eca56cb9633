import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import type { LeadDetailResponse } from '../../../domain/bids/bids.contract';
import { leadOf } from './bids.test-support';

type Pro = Awaited<ReturnType<typeof createProWithService>>;

describe.each(ENGINES)("a lead's details for its pro on %s", (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let pro: Pro;
  let other: Pro;
  let consumerToken: string;
  let bidId: number;
  let request: CreatedQuoteRequestResponse;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    other = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const consumer = await createConsumer(server.db);
    consumerToken = consumer.token;
    await server.db.updateTable('users').set({ last_name: '陳', first_name: '大文' }).where('id', '=', consumer.user.id).execute();
    const res = await postRequest(server, consumer.token, aircon, { description: '客廳要裝一台分離式冷氣' });
    request = res.body.quote_request as CreatedQuoteRequestResponse;
    const bid = await leadOf(server.db, request.id, pro.user.id);
    bidId = bid.id;
  });
  afterAll(() => server.close());

  it("gives the pro the bid with the request's answers, when, place and the consumer's masked name", async () => {
    const res = await server.api(`/quote_bids/view/${bidId}.json`, { token: pro.token });
    expect(res.status).toBe(200);
    const bid = res.body.quote_bid as LeadDetailResponse;
    expect(bid.id).toBe(bidId);
    expect(bid.quote_status_id).toBe(QuoteStatus.Send);
    expect(bid.QuoteRequest.id).toBe(request.id);
    expect(bid.QuoteRequest.description).toBe('客廳要裝一台分離式冷氣');
    expect(bid.QuoteRequest.city.name).toBe(request.city.name);
    expect(bid.QuoteRequest.district.name).toBe(request.district.name);
    expect(bid.QuoteRequest.when.text).toBe(request.when.text);
    expect(bid.QuoteRequest.consumer_name).toBe('陳○○');
    expect(bid.QuoteRequest.QuoteFormSubmissionField.map((f) => f.value)).toEqual(request.QuoteFormSubmissionField.map((f) => f.value));
    expect(bid.QuoteRequest.fields.length).toBe(request.fields.length);
    expect(Array.isArray(bid.QuoteRequest.photos)).toBe(true);
  });

  it("is a 404 for another pro, the consumer, a passed lead and a bad id; a 403 without a session", async () => {
    expect((await server.api(`/quote_bids/view/${bidId}.json`, { token: other.token })).status).toBe(404);
    expect((await server.api(`/quote_bids/view/${bidId}.json`, { token: consumerToken })).status).toBe(404);
    expect((await server.api('/quote_bids/view/abc.json', { token: pro.token })).status).toBe(404);
    expect((await server.api(`/quote_bids/view/${bidId}.json`)).status).toBe(403);
    await server.db.updateTable('quote_bids').set({ quote_status_id: QuoteStatus.NotInterested }).where('id', '=', bidId).execute();
    expect((await server.api(`/quote_bids/view/${bidId}.json`, { token: pro.token })).status).toBe(404);
  });
});
