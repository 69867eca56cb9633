import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { PartnerReport } from '../../../domain/partners/partner-report.contract';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ShopItemReview } from '../../../domain/shop/shop-item-status';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { TransactionType } from '../../../domain/wallet/ledger';
import { FixedClock } from '../../adapters/clock';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace, postRequest, setBidStatus } from '../../test/factories';
import { ENGINES, startTestServer, suiteFixture, TEST_API_KEY } from '../../test/harness';
import { createSession } from '../auth/sessions.repository';
import { createSignedInOperator } from '../ops/ops.test-support';
import { postEscrow } from '../safety-payments/escrow-ledger';
import { itemBody } from '../shop-items/shop-items.test-support';
import { creditWallet } from '../wallet';
import { writePartnersFile } from './partners.test-support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('partner attribution and the monthly partner report on %s', (engine) => {
  const clock = new FixedClock();
  const bed = suiteFixture(async () => {
    const partners = await writePartnersFile();
    const server = await startTestServer(engine, { clock, env: { PARTNERS_FILE: partners.file, JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺北市', '大安區');
    return { server, category, place, close: () => server.close() };
  });
  const month = () => taipeiDateKey(clock.now()).slice(0, 7);
  /** A second session of the user, signed in through the partner's channel. */
  const inChannel = async (userId: number, partner: string) => (await createSession(bed.server.db, userId, { partnerChannel: partner })).token;
  const post = (token: string, path: string, json: unknown) => bed.server.api(path, { method: 'POST', token, json });
  const partnerOf = async (table: 'quote_requests' | 'third_party_payments' | 'nshop_orders', id: number) =>
    (await bed.server.db.selectFrom(table).select('partner_id').where('id', '=', id).executeTakeFirstOrThrow()).partner_id;

  async function postedRequest(token: string) {
    const res = await postRequest(bed.server, token, bed.category, { description: `合作夥伴需求 ${Math.random()}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.quote_request as CreatedQuoteRequestResponse).id;
  }
  const bidOf = async (requestId: number, proId: number) =>
    (await bed.server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', requestId).where('user_id', '=', proId).executeTakeFirstOrThrow()).id;

  async function newShopItem() {
    const { db } = bed.server;
    const pro = await createProWithService(db, { categoryIds: [bed.category.id], areas: [{ cityId: bed.place.cityId, districtId: null }] });
    const res = await post(pro.token, '/new/v1/nshop_items/add.json', itemBody(pro.service.id, bed.category.id, bed.place));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.body.shop_item as { shop_item_id: number; plans: { shop_item_plan_id: number }[] };
    await db.updateTable('shop_items').set({ review: ShopItemReview.Approved, is_published: true }).where('id', '=', item.shop_item_id).execute();
    return { shop_item_id: item.shop_item_id, shop_item_plan_id: item.plans[0]!.shop_item_plan_id, quantity: 1 };
  }
  async function order(token: string, line: Awaited<ReturnType<typeof newShopItem>>) {
    const res = await post(token, '/new/v1/nshop_orders/add.json', { items: [line], at_pro_place: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = (res.body.nshop_order as { nshop_order_id: number }).nshop_order_id;
    const payment = await bed.server.db.selectFrom('third_party_payments').select(['id', 'amount', 'partner_id']).where('nshop_order_id', '=', id).executeTakeFirstOrThrow();
    return { id, payment };
  }
  /** The money of a payment as the pay and refund steps post it to the escrow ledger. */
  const receive = (paymentId: number, amount: number, refunded = 0) =>
    bed.server.db.transaction().execute(async (trx) => {
      await postEscrow(trx, { posting: { kind: 'payment_received', paymentId, amount }, reference: 'paid' });
      if (refunded > 0) await postEscrow(trx, { posting: { kind: 'card_refund', paymentId, amount: refunded }, reference: 'refund' });
    });
  const report = async (cookie: string, partner: string) => {
    const res = await bed.server.api(`/ops/partners/report.json?partner_id=${partner}&month=${month()}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as unknown as PartnerReport;
    return Object.fromEntries(body.figures.map((f) => [f.key, f.value]));
  };

  it('stamps each kind made in a channel with its partner, and the month report counts only those', async () => {
    const { db } = bed.server;
    const pro = await createProWithService(db, { categoryIds: [bed.category.id], areas: [{ cityId: bed.place.cityId, districtId: null }] });
    await db.transaction().execute((trx) => creditWallet(trx, { userId: pro.user.id, amount: 2000, type: TransactionType.Purchase, note: 'test' }));
    const consumer = await createConsumer(db);
    const outsider = await createConsumer(db);
    const channelToken = await inChannel(consumer.user.id, 'ibon');

    // A request: stamped from the session's partner flag, never from the partner cookie.
    const inside = await postedRequest(channelToken);
    const outside = await postedRequest(outsider.token);
    expect(await partnerOf('quote_requests', inside)).toBe('ibon');
    expect(await partnerOf('quote_requests', outside)).toBeNull();
    const cookieOnly = await bed.server.api(`/quote_requests/copy/${outside}.json`, { method: 'POST', token: outsider.token, cookie: 'partner_token=ibon', json: {} });
    expect(cookieOnly.status, JSON.stringify(cookieOnly.body)).toBe(200);
    expect(await partnerOf('quote_requests', (cookieOnly.body.quote_request as CreatedQuoteRequestResponse).id)).toBeNull();

    // A quote fee: the partner's when the request is, whatever the pro's session.
    const insideBid = await bidOf(inside, pro.user.id);
    for (const bid of [insideBid, await bidOf(outside, pro.user.id)]) {
      const quoted = await post(pro.token, `/quote_bids/change_status/rating/${bid}.json`, { rating_type: 'flat', flat_rate_at: 3000 });
      expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    }
    const fee = await db.selectFrom('wallet_entries').select('amount').where('quote_bid_id', '=', insideBid).where('transaction_type', '=', TransactionType.QuoteFee).executeTakeFirstOrThrow();
    expect(fee.amount).toBeLessThan(0);

    // A safety payment: the pro's channel, else the request's.
    await setBidStatus(db, insideBid, QuoteStatus.Hired);
    const due = taipeiDateKey(new Date(clock.now().getTime() + 7 * DAY));
    const onRequest = await post(pro.token, '/new/v1/third_party_payments/add.json', { quote_bid_id: insideBid, amount: 12_000, items: ['冷氣安裝'], due_date: due });
    expect(onRequest.status, JSON.stringify(onRequest.body)).toBe(200);
    const plain = await createHiredBid(db, pro, { categoryId: bed.category.id, place: bed.place });
    const proInChannel = await inChannel(pro.user.id, 'ibon');
    const bySession = await post(proInChannel, '/new/v1/third_party_payments/add.json', { quote_bid_id: plain.bidId, amount: 5000, items: ['冷氣清洗'], due_date: due });
    expect(bySession.status, JSON.stringify(bySession.body)).toBe(200);
    const plainOther = await createHiredBid(db, pro, { categoryId: bed.category.id, place: bed.place });
    expect((await post(pro.token, '/new/v1/third_party_payments/add.json', { quote_bid_id: plainOther.bidId, amount: 5000, items: ['冷氣清洗'], due_date: due })).status).toBe(200);
    const paymentOf = async (bidId: number) => db.selectFrom('third_party_payments').select(['id', 'partner_id']).where('quote_bid_id', '=', bidId).executeTakeFirstOrThrow();
    const safety = await paymentOf(insideBid);
    expect(safety.partner_id).toBe('ibon');
    expect((await paymentOf(plain.bidId)).partner_id).toBe('ibon');
    expect((await paymentOf(plainOther.bidId)).partner_id).toBeNull();

    // A shop order and its payment.
    const line = await newShopItem();
    const shopped = await order(channelToken, line);
    expect(await partnerOf('nshop_orders', shopped.id)).toBe('ibon');
    expect(shopped.payment.partner_id).toBe('ibon');
    const elsewhere = await order(outsider.token, line);
    expect(await partnerOf('nshop_orders', elsewhere.id)).toBeNull();

    await receive(safety.id, 12_000, 2000);
    await receive(shopped.payment.id, shopped.payment.amount, shopped.payment.amount);
    await receive(elsewhere.payment.id, elsewhere.payment.amount);

    const { cookie } = await createSignedInOperator(bed.server, clock, 'finance');
    const { result: figures, kinds } = await bed.server.queries.during(() => report(cookie, 'ibon'));
    // The console session's check, then one aggregate statement for the whole report.
    expect(kinds.filter((k) => !k.includes('operator')), kinds.join(', ')).toHaveLength(1);
    const feeTwd = -fee.amount;
    const attributed = feeTwd + 10_000;
    expect(figures).toEqual({
      requests: 1,
      quote_fee_count: 1,
      quote_fee_credits: feeTwd,
      quote_fee_twd: feeTwd,
      safety_paid_count: 1,
      safety_paid_twd: 12_000,
      safety_refunded_count: 1,
      safety_refunded_twd: 2000,
      shop_orders: 1,
      shop_paid_count: 1,
      shop_paid_twd: shopped.payment.amount,
      shop_refunded_count: 1,
      shop_refunded_twd: shopped.payment.amount,
      attributed_twd: attributed,
      revenue_share_twd: Math.floor(attributed * 0.03),
    });
    // Another partner's month holds none of it.
    expect(Object.values(await report(cookie, 'fet')).every((v) => v === 0)).toBe(true);
    // Another month neither.
    const later = await bed.server.api('/ops/partners/report.json?partner_id=ibon&month=2001-01', { cookie });
    expect((later.body as unknown as PartnerReport).figures.every((f) => f.value === 0)).toBe(true);
  });

  it('answers the report to finance and admin, refuses support and trust and safety, and 404s an unknown partner', async () => {
    for (const role of ['finance', 'admin'] as const) {
      const { cookie } = await createSignedInOperator(bed.server, clock, role);
      expect((await bed.server.api(`/ops/partners/report.json?partner_id=fet&month=${month()}`, { cookie })).status).toBe(200);
      const partners = await bed.server.api('/ops/partners.json', { cookie });
      expect(partners.body.partners).toEqual([
        { id: 'fet', name: '遠傳' },
        { id: 'ibon', name: 'ibon' },
        { id: '55688life', name: '55688 生活' },
      ]);
    }
    for (const role of ['support', 'trust_safety'] as const) {
      const { cookie } = await createSignedInOperator(bed.server, clock, role);
      expect((await bed.server.api(`/ops/partners/report.json?partner_id=fet&month=${month()}`, { cookie })).status).toBe(403);
      expect((await bed.server.api(`/ops/partners/report.csv?partner_id=fet&month=${month()}`, { cookie })).status).toBe(403);
      expect((await bed.server.api('/ops/partners.json', { cookie })).status).toBe(403);
    }
    const { cookie } = await createSignedInOperator(bed.server, clock, 'finance');
    expect((await bed.server.api(`/ops/partners/report.json?partner_id=nobody&month=${month()}`, { cookie })).status).toBe(404);
    expect((await bed.server.api('/ops/partners/report.json?partner_id=fet&month=2026-13', { cookie })).status).toBe(400);
    // A user's session is no console session.
    const consumer = await createConsumer(bed.server.db);
    expect((await bed.server.api(`/ops/partners/report.json?partner_id=fet&month=${month()}`, { token: consumer.token })).status).toBe(403);
  });

  const csv = (cookie: string) =>
    fetch(`${bed.server.baseUrl}${bed.server.config.apiPrefix}/ops/partners/report.csv?partner_id=fet&month=${month()}`, {
      headers: { 'x-api-key': TEST_API_KEY, 'accept-language': 'zh-TW', cookie },
    });

  it('downloads the report as a CSV for Excel and audits each download', async () => {
    const { operator, cookie } = await createSignedInOperator(bed.server, clock, 'finance');
    const res = await csv(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="partner-report-fet-${month()}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF項目,數值\r\n需求數,0\r\n')).toBe(true);
    expect(text).toContain('分潤金額（NT$）,0\r\n');
    await csv(cookie);
    const audit = await bed.server.db.selectFrom('operator_audit').select(['action', 'target_type', 'target_id']).where('operator_id', '=', operator.id).where('target_type', '=', 'partner_report').execute();
    expect(audit).toEqual([
      { action: 'finance_export', target_type: 'partner_report', target_id: `fet:${month()}` },
      { action: 'finance_export', target_type: 'partner_report', target_id: `fet:${month()}` },
    ]);
  });
});
