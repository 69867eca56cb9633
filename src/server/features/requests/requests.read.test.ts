import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { QuoteRequestResponse, QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { bidsOf, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest, sendQuote, setBidStatus } from '../../test/factories';

type Consumer = Awaited<ReturnType<typeof createConsumer>>;

describe.each(ENGINES)('reading requests on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;

  beforeAll(async () => {
    // One owner posts 13 requests for the paging tests, more than a day allows by default.
    server = await startTestServer(engine, { env: { DATA_DIR: join(tmpdir(), `requests-read-${engine}-${process.pid}`), REQUESTS_PER_DAY: '50' } });
    aircon = await findCategory(server.db, 'aircon-installation');
  });
  afterAll(() => server.close());

  async function post(consumer: Consumer, description: string, place: { city?: string; district?: string } = {}) {
    const res = await postRequest(server, consumer.token, aircon, { description, ...place });
    expect(res.status).toBe(200);
    return res.body.quote_request as QuoteRequestResponse;
  }

  describe('GET /quote_requests/index/page:{n}.json', () => {
    let owner: Consumer;
    const descriptions: string[] = [];

    beforeAll(async () => {
      owner = await createConsumer(server.db);
      for (let i = 1; i <= 12; i++) {
        descriptions.push(`第 ${i} 個需求`);
        await post(owner, `第 ${i} 個需求`);
      }
      // Someone else's request never shows in the owner's list.
      await post(await createConsumer(server.db), '別人的需求');
    });

    it('gives 10 a page, newest first, with page, total_pages and count', async () => {
      const first = await server.api('/quote_requests/index/page:1.json', { token: owner.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'Success', page: 1, total_pages: 2, count: 12 });
      const items = first.body.quote_requests as QuoteRequestSummaryResponse[];
      expect(items.map((r) => r.description)).toEqual([...descriptions].reverse().slice(0, 10));
      expect(items[0]).toMatchObject({
        QuoteCategory: { slug: 'aircon-installation', name: aircon.name },
        city: { name: '臺北市' },
        district: { name: '大安區' },
        is_closed: 0,
        is_archived: 0,
        bid_count: 0,
        quoted_count: 0,
      });
      expect(items[0]!.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const second = await server.api('/quote_requests/index/page:2.json', { token: owner.token });
      expect(second.body).toMatchObject({ page: 2, total_pages: 2, count: 12 });
      expect((second.body.quote_requests as QuoteRequestSummaryResponse[]).map((r) => r.description)).toEqual(['第 2 個需求', '第 1 個需求']);
    });

    it('answers an empty page past the end and page 1 without a page parameter', async () => {
      const past = await server.api('/quote_requests/index/page:5.json', { token: owner.token });
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ page: 5, total_pages: 2, count: 12, quote_requests: [] });
      const plain = await server.api('/quote_requests/index.json', { token: owner.token });
      expect(plain.body).toMatchObject({ page: 1, count: 12 });
    });

    it('gives a user without requests an empty first page', async () => {
      const fresh = await createConsumer(server.db);
      const res = await server.api('/quote_requests/index/page:1.json', { token: fresh.token });
      expect(res.body).toMatchObject({ status: 'Success', page: 1, total_pages: 1, count: 0, quote_requests: [] });
    });

    it.each(['page:0.json', 'page:abc.json', 'page:-1.json', 'page:1.5.json'])('names the page when it is %s', async (rest) => {
      const res = await server.api(`/quote_requests/index/${rest}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ field: 'page' })]);
    });

    it('refuses a guest with 403', async () => {
      const res = await server.api('/quote_requests/index/page:1.json');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    });

    it('lists archived requests apart, under archived:1', async () => {
      const user = await createConsumer(server.db);
      const kept = await post(user, '留著的需求');
      const archived = await post(user, '封存的需求');
      const done = await server.api(`/quote_requests/change_status/archive/${archived.id}.json`, { method: 'POST', token: user.token });
      expect(done.status).toBe(200);
      const active = await server.api('/quote_requests/index/page:1.json', { token: user.token });
      expect((active.body.quote_requests as QuoteRequestSummaryResponse[]).map((r) => r.id)).toEqual([kept.id]);
      const list = await server.api('/quote_requests/index/archived:1/page:1.json', { token: user.token });
      expect(list.body).toMatchObject({ count: 1, total_pages: 1 });
      expect((list.body.quote_requests as QuoteRequestSummaryResponse[]).map((r) => [r.id, r.is_archived])).toEqual([[archived.id, 1]]);
    });
  });

  describe('GET /quote_request/{id}.json', () => {
    let owner: Consumer;
    let request: QuoteRequestResponse;
    let pros: Awaited<ReturnType<typeof createProWithService>>[];

    beforeAll(async () => {
      owner = await createConsumer(server.db);
      const place = await findPlace(server.db, '高雄市', '苓雅區');
      pros = [];
      for (let i = 0; i < 4; i++) {
        pros.push(
          await createProWithService(server.db, {
            categoryIds: [aircon.id],
            areas: [{ cityId: place.cityId, districtId: place.districtId }],
            stats: { leadCount: 10, responseCount: 8, ratingSum: 9 + i, ratingCount: 2 },
          }),
        );
      }
      request = await post(owner, '高雄的冷氣安裝', { city: '高雄市', district: '苓雅區' });
      const bids = await bidsOf(server.db, request.id);
      expect(bids).toHaveLength(4);
      const byPro = (index: number) => bids.find((b) => b.user_id === pros[index]!.user.id)!;
      await sendQuote(server.db, byPro(0).id, { type: 'flat', amount: 1200 }, '含安裝與基本管線', new Date(Date.now() - 60_000));
      await sendQuote(server.db, byPro(1).id, { type: 'hourly', amount: 800 });
      await setBidStatus(server.db, byPro(2).id, QuoteStatus.NotInterested);
      // Pro 3 keeps the lead (status 1) without quoting.
    });

    it('answers the request with its quotes, answers, flags and timeline', async () => {
      const res = await server.api(`/quote_request/${request.id}.json`, { token: owner.token });
      expect(res.status).toBe(200);
      const detail = res.body.quote_request as QuoteRequestResponse;
      expect(detail).toMatchObject({
        id: request.id,
        quote_request_id: request.id,
        recommend_source: 'form',
        created: request.created,
        is_archived: 0,
        is_closed: 0,
        description: '高雄的冷氣安裝',
        city: { name: '高雄市' },
        district: { name: '苓雅區' },
        bid_count: 3,
        quoted_count: 2,
        unread_count: 2,
      });
      expect(detail.fields.map((f) => f.quote_form_field_id)).toEqual(aircon.fields.map((f) => f.id));
      expect(detail.fields.every((f) => typeof f.label === 'string' && typeof f.text === 'string')).toBe(true);
      expect(detail.QuoteFormSubmissionField).toHaveLength(aircon.fields.length);
      expect(detail.QuoteFormSubmissionField[0]).toEqual({
        id: expect.any(Number),
        quote_request_id: request.id,
        quote_form_field_id: aircon.fields[0]!.id,
        value: expect.any(String),
      });
      expect(detail.activities.map((a) => a.type)).toContain('create');
      // The pro who passed (status 6) is left out; sent quotes come before the waiting lead.
      expect(detail.QuoteBid.map((b) => b.Provider.id)).toEqual([pros[0]!.user.id, pros[1]!.user.id, pros[3]!.user.id]);
      expect(detail.QuoteBid.map((b) => b.quote_status_id)).toEqual([2, 2, 1]);
      // 8 answers of 11 leads: the 10 before and this one.
      expect(detail.QuoteBid[0]).toMatchObject({
        rating_type: 'flat',
        flat_rate_at: 1200,
        hourly_rate_at: null,
        price_note: '含安裝與基本管線',
        quote_request_id: request.id,
        QuoteService: { id: pros[0]!.service.id, rating: { average: 4.5, count: 2 }, response_rate: 73 },
        Provider: { full_name: '王小明' },
      });
      expect(detail.QuoteBid[1]).toMatchObject({ rating_type: 'hourly', hourly_rate_at: 800, flat_rate_at: null });
      expect(detail.QuoteBid[2]).toMatchObject({ rating_type: null, quote_sent_on: null });
      // The pro's private fields never reach the requester.
      expect(Object.keys(detail.QuoteBid[0]!)).not.toEqual(expect.arrayContaining(['provider_tag']));
      expect(Object.keys(detail.QuoteBid[0]!)).not.toContain('match_score');
      expect(Object.keys(detail.QuoteBid[0]!)).not.toContain('is_provider_archived');
    });

    it('answers 404 to another user, naming nothing', async () => {
      const stranger = await createConsumer(server.db);
      const res = await server.api(`/quote_request/${request.id}.json`, { token: stranger.token });
      expect(res.status).toBe(404);
      expect(res.body.status).toBe('Error');
      expect(JSON.stringify(res.body)).not.toContain('高雄');
      // Not even a pro who holds a quote on it reads it through this call.
      const pro = await server.api(`/quote_request/${request.id}.json`, { token: pros[0]!.token });
      expect(pro.status).toBe(404);
    });

    it('answers 404 the same way for a request that does not exist and for an id that is not a number', async () => {
      const missing = await server.api('/quote_request/99999999.json', { token: owner.token });
      expect(missing.status).toBe(404);
      for (const id of ['abc', '0', '-3', '99999999999']) {
        const res = await server.api(`/quote_request/${id}.json`, { token: owner.token });
        expect(res.status).toBe(404);
      }
    });

    it('refuses a guest with 403', async () => {
      const res = await server.api(`/quote_request/${request.id}.json`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
    });

    it('finds the request by one of its quotes for the requester only (quote_bid_id:{id})', async () => {
      const bids = await bidsOf(server.db, request.id);
      const quoted = bids.find((b) => b.user_id === pros[0]!.user.id)!;
      const passed = bids.find((b) => b.user_id === pros[2]!.user.id)!;
      const res = await server.api(`/quote_request/quote_bid_id:${quoted.id}.json`, { token: owner.token });
      expect(res.status).toBe(200);
      expect((res.body.quote_request as QuoteRequestResponse).id).toBe(request.id);
      const stranger = await createConsumer(server.db);
      expect((await server.api(`/quote_request/quote_bid_id:${quoted.id}.json`, { token: stranger.token })).status).toBe(404);
      expect((await server.api(`/quote_request/quote_bid_id:${passed.id}.json`, { token: owner.token })).status).toBe(404);
      expect((await server.api('/quote_request/quote_bid_id:abc.json', { token: owner.token })).status).toBe(404);
    });

    it('counts quotes on the list item without the passed one', async () => {
      const res = await server.api('/quote_requests/index/page:1.json', { token: owner.token });
      const item = (res.body.quote_requests as QuoteRequestSummaryResponse[])[0]!;
      expect(item).toMatchObject({ id: request.id, bid_count: 3, quoted_count: 2 });
    });
  });
});
