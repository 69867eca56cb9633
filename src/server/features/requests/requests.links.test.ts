import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LINK_DAYS } from '../../../domain/abuse-limits';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { CreatedQuoteRequestResponse, QuoteBidResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { bidsOf, createConsumer, createProWithService, findPlace, sendQuote, setBidStatus } from '../../test/factories';
import { ENGINES } from '../../test/harness';
import { issueBidHash } from './link-hash';
import { type Consumer, fieldNames, type Pro, requestsSuite } from './requests.test-support';

/** Reports on a request and its guest links (the request's and its quotes'). */
describe.each(ENGINES)('reports and guest links on %s', (engine) => {
  const env = requestsSuite(engine, 'requests-links');

  const { post, detail } = env;

  describe('POST /quote_reports/add.json', () => {
    let owner: Consumer;
    let pro: Pro;
    let request: CreatedQuoteRequestResponse;

    beforeAll(async () => {
      owner = await createConsumer(env.server.db);
      const place = await findPlace(env.server.db, '臺南市', '東區');
      pro = await createProWithService(env.server.db, { categoryIds: [env.aircon.id], areas: [{ cityId: place.cityId, districtId: place.districtId }] });
      request = await post(owner, { city: '臺南市', district: '東區' });
    });

    it('lets the pro who got the lead report it; a second report replaces the reason', async () => {
      const res = await env.server.api('/quote_reports/add.json', {
        method: 'POST',
        token: pro.token,
        form: { quote_request_id: String(request.id), reason: '需求內容不實' },
      });
      expect(res.status).toBe(200);
      expect(res.body.quote_report).toMatchObject({ quote_request_id: request.id, reason: '需求內容不實' });
      const again = await env.server.api('/quote_reports/add.json', { method: 'POST', token: pro.token, json: { quote_request_id: request.id, reason: '聯絡不上' } });
      expect(again.status).toBe(200);
      const rows = await env.server.db.selectFrom('quote_reports').selectAll().where('quote_request_id', '=', request.id).execute();
      expect(rows.map((r) => [r.user_id, r.reason])).toEqual([[pro.user.id, '聯絡不上']]);
    });

    it('lets the requester report a problem with their own request', async () => {
      const res = await env.server.api('/quote_reports/add.json', { method: 'POST', token: owner.token, json: { quote_request_id: request.id, reason: '收到可疑的報價' } });
      expect(res.status).toBe(200);
      const row = await env.server.db.selectFrom('quote_reports').selectAll().where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ quote_request_id: request.id, reason: '收到可疑的報價' });
    });

    it('answers 404 to anyone else and stores nothing', async () => {
      const stranger = await createConsumer(env.server.db);
      const res = await env.server.api('/quote_reports/add.json', { method: 'POST', token: stranger.token, json: { quote_request_id: request.id, reason: '亂檢舉' } });
      expect(res.status).toBe(404);
      const rows = await env.server.db.selectFrom('quote_reports').select('id').where('user_id', '=', stranger.user.id).execute();
      expect(rows).toHaveLength(0);
    });

    it.each([
      ['reason', { quote_request_id: '1' }],
      ['reason', { quote_request_id: '1', reason: '   ' }],
      ['reason', { quote_request_id: '1', reason: '長'.repeat(501) }],
      ['quote_request_id', { reason: '原因' }],
      ['quote_request_id', { quote_request_id: 'abc', reason: '原因' }],
    ])('names %s when the body is %o', async (name, form) => {
      const res = await env.server.api('/quote_reports/add.json', { method: 'POST', token: pro.token, form });
      expect(res.status).toBe(400);
      expect(fieldNames(res.body)).toEqual([name]);
    });

    it('refuses a guest with 403', async () => {
      const res = await env.server.api('/quote_reports/add.json', { method: 'POST', form: { quote_request_id: String(request.id), reason: 'x' } });
      expect(res.status).toBe(403);
    });
  });

  describe('guest hash links', () => {
    let owner: Consumer;
    let request: CreatedQuoteRequestResponse;
    let other: CreatedQuoteRequestResponse;
    let quoted: { bidId: number; hash: string };
    let lead: { bidId: number };

    beforeAll(async () => {
      owner = await createConsumer(env.server.db);
      const place = await findPlace(env.server.db, '宜蘭縣', '宜蘭市');
      const areas = [{ cityId: place.cityId, districtId: place.districtId }];
      const pros = [await createProWithService(env.server.db, { categoryIds: [env.aircon.id], areas }), await createProWithService(env.server.db, { categoryIds: [env.aircon.id], areas })];
      request = await post(owner, { city: '宜蘭縣', district: '宜蘭市', description: '宜蘭的需求' });
      other = await post(owner, { description: '另一個需求' });
      const bids = await bidsOf(env.server.db, request.id);
      expect(bids.map((b) => b.user_id).sort()).toEqual(pros.map((p) => p.user.id).sort());
      await sendQuote(env.server.db, bids[0]!.id, { type: 'flat', amount: 3000 });
      quoted = { bidId: bids[0]!.id, hash: await issueBidHash(env.server.db, bids[0]!.id, new Date()) };
      lead = { bidId: bids[1]!.id };
    });

    it('opens its own request without a session', async () => {
      const res = await env.server.api(`/quote_requests/hash/${request.hash}.json`);
      expect(res.status).toBe(200);
      const seen = res.body.quote_request as QuoteRequestResponse;
      expect(seen).toMatchObject({ id: request.id, description: '宜蘭的需求' });
      expect(seen.QuoteBid.map((b) => b.id).sort()).toEqual([quoted.bidId, lead.bidId].sort());
      const second = await env.server.api(`/quote_requests/hash/${other.hash}.json`);
      expect((second.body.quote_request as QuoteRequestResponse).id).toBe(other.id);
    });

    it('answers 404 to a wrong, altered or malformed hash', async () => {
      const altered = `${request.hash.slice(0, -1)}${request.hash.endsWith('A') ? 'B' : 'A'}`;
      for (const hash of [altered, 'x'.repeat(43), 'short', '%2E%2E', String(request.id)]) {
        const res = await env.server.api(`/quote_requests/hash/${hash}.json`);
        expect(res.status).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain('宜蘭');
      }
    });

    it('opens one quote with its request and none of the other quotes', async () => {
      const res = await env.server.api(`/quote_bids/hash/${quoted.hash}.json`);
      expect(res.status).toBe(200);
      expect(res.body.quote_bid).toMatchObject({ id: quoted.bidId, rating_type: 'flat', flat_rate_at: 3000 });
      const seen = res.body.quote_request as QuoteRequestResponse;
      expect(seen.id).toBe(request.id);
      expect(seen.QuoteBid.map((b: QuoteBidResponse) => b.id)).toEqual([quoted.bidId]);
      expect(seen.activities.every((a) => a.quote_bid_id === null || a.quote_bid_id === quoted.bidId)).toBe(true);
    });

    it('reaches nothing else with a hash', async () => {
      // A request hash is no quote hash, and the other way round.
      expect((await env.server.api(`/quote_bids/hash/${request.hash}.json`)).status).toBe(404);
      expect((await env.server.api(`/quote_requests/hash/${quoted.hash}.json`)).status).toBe(404);
      // Neither is an id or a session.
      expect((await env.server.api(`/quote_request/${request.hash}.json`, { token: owner.token })).status).toBe(404);
      const asSession = await env.server.api(`/quote_request/${request.id}.json`, { token: request.hash });
      expect(asSession.status).toBe(403);
      const list = await env.server.api('/quote_requests/index/page:1.json', { token: request.hash });
      expect(list.status).toBe(403);
      const change = await env.server.api(`/quote_requests/change_status/close/${request.id}.json`, { method: 'POST', token: request.hash });
      expect(change.status).toBe(403);
      expect((await detail(owner.token, request.id)).is_closed).toBe(0);
    });

    it('stops opening a quote the pro has passed on, and an old link after a new one is issued', async () => {
      const fresh = await issueBidHash(env.server.db, lead.bidId, new Date());
      expect((await env.server.api(`/quote_bids/hash/${fresh}.json`)).status).toBe(200);
      const newer = await issueBidHash(env.server.db, lead.bidId, new Date());
      expect((await env.server.api(`/quote_bids/hash/${fresh}.json`)).status).toBe(404);
      await setBidStatus(env.server.db, lead.bidId, QuoteStatus.NotInterested);
      expect((await env.server.api(`/quote_bids/hash/${newer}.json`)).status).toBe(404);
    });

    it('gives a link 30 days and answers 404 once it has expired', async () => {
      const fresh = await post(owner, { description: '會過期的需求' });
      const issued = Date.parse(`${fresh.hash_expires.replace(' ', 'T')}Z`) - GUEST_LINK_DAYS * 86_400_000;
      expect(Math.abs(issued - Date.now())).toBeLessThan(60_000);
      expect((await env.server.api(`/quote_requests/hash/${fresh.hash}.json`)).status).toBe(200);
      await env.server.db.updateTable('quote_requests').set({ hash_expires_at: new Date(Date.now() - 1000) }).where('id', '=', fresh.id).execute();
      const expired = await env.server.api(`/quote_requests/hash/${fresh.hash}.json`);
      expect(expired.status).toBe(404);
      expect(JSON.stringify(expired.body)).not.toContain('會過期');
    });

    it('answers 404 to an expired quote link', async () => {
      const hash = await issueBidHash(env.server.db, quoted.bidId, new Date());
      expect((await env.server.api(`/quote_bids/hash/${hash}.json`)).status).toBe(200);
      await env.server.db.updateTable('quote_bids').set({ hash_expires_at: new Date(Date.now() - 1000) }).where('id', '=', quoted.bidId).execute();
      expect((await env.server.api(`/quote_bids/hash/${hash}.json`)).status).toBe(404);
    });

    it('lets the owner replace a link: the old one stops working, the new one works 30 more days', async () => {
      const mine = await post(owner, { description: '換新連結的需求' });
      const renewed = await env.server.api(`/quote_requests/new_hash/${mine.id}.json`, { method: 'POST', token: owner.token });
      expect(renewed.status).toBe(200);
      const { hash, hash_expires } = renewed.body as { hash: string; hash_expires: string };
      expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(hash_expires).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect((await env.server.api(`/quote_requests/hash/${mine.hash}.json`)).status).toBe(404);
      expect(((await env.server.api(`/quote_requests/hash/${hash}.json`)).body.quote_request as QuoteRequestResponse).id).toBe(mine.id);
      // An expired link is renewed the same way.
      await env.server.db.updateTable('quote_requests').set({ hash_expires_at: new Date(Date.now() - 1000) }).where('id', '=', mine.id).execute();
      const again = (await env.server.api(`/quote_requests/new_hash/${mine.id}.json`, { method: 'POST', token: owner.token })).body as { hash: string };
      expect((await env.server.api(`/quote_requests/hash/${again.hash}.json`)).status).toBe(200);
    });

    it('answers 404 to a new link for someone else’s request, and 403 to a guest', async () => {
      const stranger = await createConsumer(env.server.db);
      const res = await env.server.api(`/quote_requests/new_hash/${request.id}.json`, { method: 'POST', token: stranger.token });
      expect(res.status).toBe(404);
      expect((await env.server.api(`/quote_requests/hash/${request.hash}.json`)).status).toBe(200);
      expect((await env.server.api(`/quote_requests/new_hash/${request.id}.json`, { method: 'POST' })).status).toBe(403);
      expect((await env.server.api(`/quote_requests/new_hash/abc.json`, { method: 'POST', token: owner.token })).status).toBe(404);
    });

    it('still needs the API key', async () => {
      const res = await env.server.api(`/quote_requests/hash/${request.hash}.json`, { apiKey: null });
      expect(res.status).toBe(401);
    });
  });
});
