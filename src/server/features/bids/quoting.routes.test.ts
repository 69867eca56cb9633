import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RespondError } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import { creditWallet } from '../wallet';
import type { JobCenterItem, LeadFigures, WorkItemResponse } from '../../../domain/bids/bids.contract';
import type { QuoteTemplateResponse } from '../../../domain/bids/quote-template';

type Lead = WorkItemResponse & LeadFigures;

describe.each(ENGINES)('what a lead costs and how crowded it is, on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  let districtId: number | null;

  beforeAll(async () => {
    // No welcome credit, so a pro's wallet is what the test puts in it; four quotes a request.
    server = await startTestServer(engine, { env: { WELCOME_CREDIT: '0', REQUEST_MAX_QUOTES: '4', MATCH_MAX_PROS: '100' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId, districtId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
  const topUp = (userId: number, amount: number) =>
    server.db.transaction().execute((trx) => creditWallet(trx, { userId, amount, type: TransactionType.Purchase, note: 'test' }));
  const bidOf = async (requestId: number, userId: number) =>
    (await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', requestId).where('user_id', '=', userId).executeTakeFirstOrThrow()).id;

  it('gives every lead of the work list and the lead view its fee and the quotes so far out of the cap', async () => {
    const first = await newPro();
    const second = await newPro();
    await topUp(first.user.id, 1000);
    await topUp(second.user.id, 1000);
    const consumer = await createConsumer(server.db);
    const posted = await postRequest(server, consumer.token, aircon, { description: `費用與報價數 ${Date.now()}` });
    expect(posted.status).toBe(200);
    const requestId = (posted.body.quote_request as CreatedQuoteRequestResponse).id;
    const firstBid = await bidOf(requestId, first.user.id);
    const secondBid = await bidOf(requestId, second.user.id);
    const preview = await server.api(`/quote_bids/preview_quote_fee/${firstBid}.json`, { token: first.token });
    const fee = preview.body.fee as number;
    expect(fee).toBeGreaterThan(0);

    const listed = async () => {
      const res = await server.api('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: first.token });
      expect(res.status).toBe(200);
      return (res.body.quote_bids as Lead[]).find((b) => b.id === firstBid)!;
    };
    expect(await listed()).toMatchObject({ quote_fee: fee, quote_count: 0, quote_limit: 4 });

    const quoted = await server.api(`/quote_bids/change_status/rating/${secondBid}.json`, {
      method: 'POST',
      token: second.token,
      json: { rating_type: 'flat', flat_rate_at: 3000 },
    });
    expect(quoted.status).toBe(200);
    expect(await listed()).toMatchObject({ quote_fee: fee, quote_count: 1, quote_limit: 4 });
    const view = await server.api(`/quote_bids/view/${firstBid}.json`, { token: first.token });
    expect(view.body.quote_bid).toMatchObject({ quote_fee: fee, quote_count: 1, quote_limit: 4 });

    // Once paid, the fee shown is the one taken.
    await server.db.updateTable('quote_bids').set({ fee_amount: 35 }).where('id', '=', secondBid).execute();
    const mine = await server.api('/quote_bids/index/type:myworks/page:1/filter:1.json', { token: second.token });
    expect((mine.body.quote_bids as Lead[]).find((b) => b.id === secondBid)).toMatchObject({ quote_fee: 35, quote_count: 1 });
  });

  it('refuses answering a case with code 10 while the wallet cannot pay its quote fee, and lists the fee and the cap', async () => {
    const far = await findPlace(server.db, '臺東縣', '臺東市');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: far.cityId, districtId: null }] });
    const consumer = await createConsumer(server.db);
    const request = await server.db
      .insertInto('quote_requests')
      .values({ user_id: consumer.user.id, quote_category_id: aircon.id, city_id: cityId, district_id: districtId!, description: '案件中心的需求', hash_digest: `q-${Date.now()}-${Math.random()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await server.api('/new/v1/quote_requests/job_center/page:1.json', { token: pro.token });
    const item = (page.body.quote_requests as JobCenterItem[]).find((c) => c.id === request.id)!;
    expect(item.quote_limit).toBe(4);
    expect(item.quote_fee).toBeGreaterThan(0);

    const refused = await server.api(`/new/v1/quote_bids/match/${request.id}.json`, { method: 'POST', token: pro.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(RespondError.PaymentFailed);
    expect(refused.body.message).toContain(`${item.quote_fee} 點`);
    const none = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).execute();
    expect(none).toEqual([]);

    await topUp(pro.user.id, item.quote_fee);
    const answered = await server.api(`/new/v1/quote_bids/match/${request.id}.json`, { method: 'POST', token: pro.token });
    expect(answered.status).toBe(200);
  });

  it('remembers in a template whether its quotes pay on contact', async () => {
    const pro = await newPro();
    const created = await server.api('/quote_templates/add.json', {
      method: 'POST',
      token: pro.token,
      json: { display_name: '聯繫才付費', flat_rate_at: 2000, is_contact_charge: 1 },
    });
    expect(created.status).toBe(200);
    const template = created.body.quote_template as QuoteTemplateResponse;
    expect(template.is_contact_charge).toBe(1);
    const listed = await server.api('/quote_templates/index.json', { token: pro.token });
    expect((listed.body.quote_templates as QuoteTemplateResponse[])[0]).toMatchObject({ id: template.id, is_contact_charge: 1 });
    const edited = await server.api(`/quote_templates/edit/${template.id}.json`, {
      method: 'POST',
      token: pro.token,
      json: { display_name: '立即付費', flat_rate_at: 2000, is_contact_charge: 0 },
    });
    expect(edited.body.quote_template).toMatchObject({ is_contact_charge: 0 });
  });
});
