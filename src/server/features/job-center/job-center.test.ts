import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText, RespondError } from '../../../domain/errors/codes';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import type { CreatedQuoteRequestResponse, QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { blockUser, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import type { JobCenterItem } from '../../../domain/bids/bids.contract';
import { INVITES_PER_REQUEST_MAX } from './job-center.service';

describe.each(ENGINES)('the job center, invitations and narrow matches on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cleaning: CategoryWithFields;
  let place: { cityId: number; districtId: number | null };

  beforeAll(async () => {
    server = await startTestServer(engine);
    aircon = await findCategory(server.db, 'aircon-installation');
    const other = await server.db.selectFrom('quote_categories').select('slug').where('id', '<>', aircon.id).orderBy('id').executeTakeFirstOrThrow();
    cleaning = await findCategory(server.db, other.slug);
    place = await findPlace(server.db, '臺北市', '大安區');
  });
  afterAll(() => server.close());

  /** A request written straight into the table: matching sends it to nobody. */
  async function request(consumerId: number, category: CategoryWithFields, description = '需要安裝冷氣', created = new Date()) {
    return server.db
      .insertInto('quote_requests')
      .values({
        user_id: consumerId,
        quote_category_id: category.id,
        city_id: place.cityId,
        district_id: place.districtId!,
        description,
        hash_digest: `jc-${Math.random().toString(36).slice(2)}-${Date.now()}`,
        created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  // Pros of this file serve a city no request is in, so matching never reaches them.
  const newPro = async () => {
    const far = await findPlace(server.db, '臺東縣', '臺東市');
    return createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: far.cityId, districtId: null }] });
  };
  const jobs = async (token: string, page = 1) => {
    const res = await server.api(`/new/v1/quote_requests/job_center/page:${page}.json`, { token });
    expect(res.status).toBe(200);
    return res.body as { quote_requests: JobCenterItem[]; page: number; total_pages: number; count: number };
  };

  it("lists open requests in the pro's categories that did not reach him, newest first, 10 a page", async () => {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    await server.db.updateTable('users').set({ last_name: '陳' }).where('id', '=', consumer.user.id).execute();
    const old = await request(consumer.user.id, aircon, '很久以前', new Date(Date.now() - 40 * 86_400_000));
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push((await request(consumer.user.id, aircon, `冷氣 ${i}`)).id);
    const closed = await request(consumer.user.id, aircon, '已關閉');
    await server.db.updateTable('quote_requests').set({ is_closed: true }).where('id', '=', closed.id).execute();
    const otherCategory = await request(consumer.user.id, cleaning, '別的類別');

    const first = await jobs(pro.token);
    const listed = first.quote_requests.map((r) => r.id);
    expect(first.count).toBeGreaterThanOrEqual(11);
    expect(listed).toHaveLength(10);
    expect(listed.slice(0, 10)).toEqual([...ids].reverse().slice(0, 10));
    expect(first.quote_requests[0]).toMatchObject({ category: { id: aircon.id }, city: '臺北市', district: '大安區', consumer_name: '陳○○', quote_count: 0 });
    const all = [...listed, ...(await jobs(pro.token, 2)).quote_requests.map((r) => r.id)];
    expect(all).not.toContain(old.id);
    expect(all).not.toContain(closed.id);
    expect(all).not.toContain(otherCategory.id);

    // Taking one makes it his lead, and it leaves his job center.
    const matched = await server.api(`/new/v1/quote_bids/match/${ids[10]}.json`, { method: 'POST', token: pro.token });
    expect(matched.status).toBe(200);
    expect(matched.body.quote_bid).toMatchObject({ quote_request_id: ids[10], quote_status_id: QuoteStatus.Send, recommend_source: 'job_center' });
    expect((await jobs(pro.token)).quote_requests.map((r) => r.id)).not.toContain(ids[10]);
  });

  it('gives one case by id: only while the pro may still answer it', async () => {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const one = async (id: number | string, rest = '') => {
      const res = await server.api(`/new/v1/quote_requests/job_center/${rest}id:${id}.json`, { token: pro.token });
      expect(res.status).toBe(200);
      return res.body as { quote_requests: JobCenterItem[]; page: number; total_pages: number; count: number };
    };
    const wanted = await request(consumer.user.id, aircon, '客廳要裝一台分離式冷氣，\n希望週末施工。');
    await request(consumer.user.id, aircon, '同類別的另一筆');

    const found = await one(wanted.id);
    expect(found).toMatchObject({ page: 1, total_pages: 1, count: 1 });
    expect(found.quote_requests).toHaveLength(1);
    expect(found.quote_requests[0]).toMatchObject({ id: wanted.id, quote_request_id: wanted.id, description: '客廳要裝一台分離式冷氣，\n希望週末施工。', category: { id: aircon.id } });
    expect((await one(wanted.id, 'page:1/')).quote_requests.map((r) => r.id)).toEqual([wanted.id]);

    // The list's filters hold: another category, a closed or old request, one he took, a full one, one that is gone.
    const elsewhere = await request(consumer.user.id, cleaning);
    const closed = await request(consumer.user.id, aircon);
    await server.db.updateTable('quote_requests').set({ is_closed: true }).where('id', '=', closed.id).execute();
    const old = await request(consumer.user.id, aircon, '很久以前', new Date(Date.now() - 40 * 86_400_000));
    const taken = await request(consumer.user.id, aircon);
    expect((await server.api(`/new/v1/quote_bids/match/${taken.id}.json`, { method: 'POST', token: pro.token })).status).toBe(200);
    // A request that has all the quotes it takes.
    const full = await request(consumer.user.id, aircon);
    for (let i = 0; i < server.config.matching.requestMaxQuotes; i++) {
      const other = await newPro();
      const invited = await server.api('/new/v1/quote_bids/invite_pro.json', { method: 'POST', token: consumer.token, json: { quote_request_id: full.id, quote_service_id: other.service.id } });
      expect(invited.status).toBe(200);
    }
    await server.db.updateTable('quote_bids').set({ quote_sent_on: new Date(), quote_status_id: QuoteStatus.InProgress }).where('quote_request_id', '=', full.id).execute();
    for (const id of [elsewhere.id, closed.id, old.id, taken.id, full.id, 2_147_483_647]) {
      expect(await one(id)).toMatchObject({ quote_requests: [], count: 0, total_pages: 1 });
    }

    for (const bad of ['abc', '0', '-3', '1.5', '2147483648']) {
      const res = await server.api(`/new/v1/quote_requests/job_center/id:${bad}.json`, { token: pro.token });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'id', message: '案件編號格式不正確' }]);
    }
  });

  it('refuses a match with 6 once quoted, 690 when limited, 251 without the category, 409 `user blocked` across a block', async () => {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const match = (id: number) => server.api(`/new/v1/quote_bids/match/${id}.json`, { method: 'POST', token: pro.token });

    const quotedOne = await request(consumer.user.id, aircon);
    const { body } = await match(quotedOne.id);
    const bidId = (body.quote_bid as { id: number }).id;
    await server.db.updateTable('quote_bids').set({ quote_status_id: QuoteStatus.InProgress, quote_sent_on: new Date() }).where('id', '=', bidId).execute();
    const again = await match(quotedOne.id);
    expect([again.status, again.body.error]).toEqual([409, RespondError.VendorAlreadyQuoted]);

    const unqualified = await request(consumer.user.id, cleaning);
    const res251 = await match(unqualified.id);
    expect([res251.status, res251.body.error]).toEqual([409, RespondError.CategoryQualification]);

    await server.db.insertInto('user_category_limitations').values({ user_id: pro.user.id, quote_category_id: aircon.id }).execute();
    const res690 = await match((await request(consumer.user.id, aircon)).id);
    expect([res690.status, res690.body.error]).toEqual([409, RespondError.CategoryLimitation]);
    await server.db.deleteFrom('user_category_limitations').where('user_id', '=', pro.user.id).execute();

    await blockUser(server.db, consumer.user.id, pro.user.id);
    const blocked = await request(consumer.user.id, aircon);
    const across = await match(blocked.id);
    expect([across.status, across.body.error]).toEqual([409, ErrorText.UserBlocked]);
    expect((await jobs(pro.token)).quote_requests.map((r) => r.id)).not.toContain(blocked.id);
  });

  it('lets the consumer invite a pro, who accepts or declines with a reason', async () => {
    const consumer = await createConsumer(server.db);
    const accepting = await newPro();
    const declining = await newPro();
    const { id: requestId } = await request(consumer.user.id, aircon);
    const invite = (serviceId: number) =>
      server.api('/new/v1/quote_bids/invite_pro.json', { method: 'POST', token: consumer.token, json: { quote_request_id: requestId, quote_service_id: serviceId } });

    const a = await invite(accepting.service.id);
    expect(a.status).toBe(200);
    expect(a.body.quote_bid).toMatchObject({ recommend_source: 'invite', narrow_status_id: NarrowStatus.Pending, quote_status_id: QuoteStatus.Send });
    const aBid = (a.body.quote_bid as { id: number }).id;
    // Inviting twice gives the same lead.
    expect(((await invite(accepting.service.id)).body.quote_bid as { id: number }).id).toBe(aBid);
    const note = await server.db.selectFrom('notifications').select('type').where('quote_bid_id', '=', aBid).execute();
    expect(note.map((n) => n.type)).toEqual(['new_lead']);

    const accept = await server.api(`/quote_bids/provider_accept_narrow_match/${aBid}/narrow_status_id:2.json`, { method: 'POST', token: accepting.token });
    expect(accept.body.quote_bid).toMatchObject({ narrow_status_id: NarrowStatus.Won, quote_status_id: QuoteStatus.Send });
    const twice = await server.api(`/quote_bids/provider_accept_narrow_match/${aBid}/narrow_status_id:3.json`, { method: 'POST', token: accepting.token, json: { reason: '太忙' } });
    expect([twice.status, twice.body.error]).toEqual([409, ErrorText.ActionNotAllowed]);

    const d = await invite(declining.service.id);
    const dBid = (d.body.quote_bid as { id: number }).id;
    const noReason = await server.api(`/quote_bids/provider_accept_narrow_match/${dBid}/narrow_status_id:3.json`, { method: 'POST', token: declining.token });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    const decline = await server.api(`/quote_bids/provider_accept_narrow_match/${dBid}/narrow_status_id:3.json`, {
      method: 'POST',
      token: declining.token,
      json: { reason: '這週檔期已滿' },
    });
    expect(decline.body.quote_bid).toMatchObject({ narrow_status_id: NarrowStatus.Lost, quote_status_id: QuoteStatus.NotInterested, narrow_decline_reason: '這週檔期已滿' });
    // The consumer sees who declined and why, apart from the quotes; the declined lead is not among them.
    await server.db.updateTable('users').set({ first_name: '志明', last_name: '陳' }).where('id', '=', declining.user.id).execute();
    const seen = await server.api(`/quote_request/${requestId}.json`, { token: consumer.token });
    expect(seen.status).toBe(200);
    const shown = seen.body.quote_request as QuoteRequestResponse;
    expect(shown.declined_invitations).toEqual([
      { quote_bid_id: dBid, quote_service_id: declining.service.id, Provider: { id: declining.user.id, full_name: '陳志明' }, reason: '這週檔期已滿' },
    ]);
    expect(shown.QuoteBid.map((b) => b.id)).toEqual([aBid]);
    const bad = await server.api(`/quote_bids/provider_accept_narrow_match/${dBid}/narrow_status_id:5.json`, { method: 'POST', token: declining.token });
    expect(bad.status).toBe(400);
    expect((await server.api(`/quote_bids/provider_accept_narrow_match/${dBid}/narrow_status_id:2.json`, { method: 'POST', token: accepting.token })).status).toBe(404);
  });

  it("refuses invitations to others' requests, hidden services and blocked pros", async () => {
    const consumer = await createConsumer(server.db);
    const stranger = await createConsumer(server.db);
    const pro = await newPro();
    const { id: requestId } = await request(consumer.user.id, aircon);
    const invite = (token: string, json: Record<string, unknown>) => server.api('/new/v1/quote_bids/invite_pro.json', { method: 'POST', token, json });
    expect((await invite(stranger.token, { quote_request_id: requestId, quote_service_id: pro.service.id })).status).toBe(404);
    const missing = await invite(consumer.token, { quote_request_id: requestId });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'quote_service_id' })]);
    await server.db.updateTable('quote_services').set({ is_public: false }).where('id', '=', pro.service.id).execute();
    expect((await invite(consumer.token, { quote_request_id: requestId, quote_service_id: pro.service.id })).status).toBe(404);
    await server.db.updateTable('quote_services').set({ is_public: true }).where('id', '=', pro.service.id).execute();
    await blockUser(server.db, pro.user.id, consumer.user.id);
    expect((await invite(consumer.token, { quote_request_id: requestId, quote_service_id: pro.service.id })).status).toBe(409);
  });

  it('refuses a service without the request category (251) and more than INVITES_PER_REQUEST_MAX invitations, in zh-TW', async () => {
    const consumer = await createConsumer(server.db);
    const pro = await newPro();
    const invite = (requestId: number, serviceId: number) =>
      server.api('/new/v1/quote_bids/invite_pro.json', { method: 'POST', token: consumer.token, json: { quote_request_id: requestId, quote_service_id: serviceId } });

    const elsewhere = await request(consumer.user.id, cleaning);
    const unqualified = await invite(elsewhere.id, pro.service.id);
    expect([unqualified.status, unqualified.body.error, unqualified.body.message]).toEqual([409, RespondError.CategoryQualification, '這位專家沒有提供這個需求的服務類別，無法邀請。']);
    expect(await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', elsewhere.id).execute()).toEqual([]);

    const { id: requestId } = await request(consumer.user.id, aircon);
    for (let i = 0; i < INVITES_PER_REQUEST_MAX; i++) expect((await invite(requestId, (await newPro()).service.id)).status).toBe(200);
    const over = await invite(requestId, pro.service.id);
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual([{ field: 'quote_service_id', message: `每個需求最多邀請 ${INVITES_PER_REQUEST_MAX} 位專家` }]);
  });

  it('refuses to invite one more pro to a request that has all the quotes it takes', async () => {
    const consumer = await createConsumer(server.db);
    const { id: requestId } = await request(consumer.user.id, aircon);
    const invite = async (serviceId: number) =>
      server.api('/new/v1/quote_bids/invite_pro.json', { method: 'POST', token: consumer.token, json: { quote_request_id: requestId, quote_service_id: serviceId } });
    for (let i = 0; i < server.config.matching.requestMaxQuotes; i++) expect((await invite((await newPro()).service.id)).status).toBe(200);
    await server.db.updateTable('quote_bids').set({ quote_sent_on: new Date(), quote_status_id: QuoteStatus.InProgress }).where('quote_request_id', '=', requestId).execute();
    const late = await newPro();
    const full = await invite(late.service.id);
    expect([full.status, full.body.error]).toEqual([409, ErrorText.RequestQuoteLimit]);
    expect(await server.db.selectFrom('quote_bids').select('id').where('user_id', '=', late.user.id).execute()).toEqual([]);
  });

  it('asks the pro a consumer came from (search_add with invite), beside the matched ones', async () => {
    const consumer = await createConsumer(server.db);
    const invited = await newPro();
    const res = await postRequest(server, consumer.token, aircon, { extra: [['invite', String(invited.service.id)]] });
    expect(res.status).toBe(200);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    expect(request.hash).toBeTruthy();
    const lead = request.QuoteBid.find((b) => b.Provider.id === invited.user.id);
    expect(lead).toMatchObject({ recommend_source: 'invite', quote_status_id: QuoteStatus.Send });

    // A hidden service is left out, and the request is posted all the same.
    const hidden = await newPro();
    await server.db.updateTable('quote_services').set({ is_public: false }).where('id', '=', hidden.service.id).execute();
    const second = await postRequest(server, consumer.token, aircon, { extra: [['invite', String(hidden.service.id)]] });
    expect(second.status).toBe(200);
    expect((second.body.quote_request as CreatedQuoteRequestResponse).QuoteBid.some((b) => b.Provider.id === hidden.user.id)).toBe(false);

    const bad = await postRequest(server, consumer.token, aircon, { extra: [['invite', 'abc']] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'invite' })]);
  });
});
