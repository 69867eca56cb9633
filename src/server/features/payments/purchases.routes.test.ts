import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteError } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { createConsumer, createProWithService, createSignedInUser, findCategory, findPlace, postRequest } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { saveInvoiceSettings } from '../invoices/invoice.repository';
import { sandboxFakeOf } from './ecpay/ecpay.plugin';
import type { Purchase as PurchaseResponse } from '../../../domain/payments/payments.contract';

const AIRCON_FEE = 255;

describe.each(ENGINES)('purchases and pay-by-link orders on %s', (engine) => {
  const server = useTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '0' } });


  let seq = 0;
  async function insertPurchase(userId: number, extra: Partial<{ pay_type: 'card' | 'cvs' | 'atm'; payment_card_id: number; created: Date; status: 'paid' }> = {}) {
    seq += 1;
    return server.db
      .insertInto('credit_purchases')
      .values({ user_id: userId, amount: 100 + seq, credit: 100 + seq, pay_type: extra.pay_type ?? 'cvs', provider: extra.pay_type === 'card' ? 'sandbox' : 'ecpay', idempotency_key: randomUUID(), order_number: `HBTEST${String(seq).padStart(8, '0')}${engine === 'pglite' ? 'A' : 'B'}`, ...extra })
      .returning(['id', 'amount'])
      .executeTakeFirstOrThrow();
  }
  const balance = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  describe('GET /purchases/index/page:{n}.json', () => {
    it('lists every pay type 20 a page, newest first, with the page count', async () => {
      const pro = await createSignedInUser(server.db);
      const start = Date.now() - 3_600_000;
      const made = [];
      for (let i = 0; i < 21; i += 1) made.push(await insertPurchase(pro.user.id, { pay_type: (['card', 'cvs', 'atm'] as const)[i % 3]!, created: new Date(start + i * 1000) }));
      const other = await createSignedInUser(server.db);
      await insertPurchase(other.user.id);

      const first = await server.api('/purchases/index/page:1.json', { token: pro.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, total_pages: 2, count: 21 });
      const page1 = first.body.purchases as PurchaseResponse[];
      expect(page1).toHaveLength(20);
      expect(page1[0]!.id).toBe(made[20]!.id);
      expect(new Set(page1.map((p) => p.pay_type))).toEqual(new Set(['card', 'cvs', 'atm']));
      const second = await server.api('/purchases/index/page:2.json', { token: pro.token });
      expect((second.body.purchases as PurchaseResponse[]).map((p) => p.id)).toEqual([made[0]!.id]);
      const empty = await server.api('/purchases/index/page:3.json', { token: pro.token });
      expect(empty.body).toMatchObject({ purchases: [], page: 3, total_pages: 2, count: 21 });
    });

    it('starts empty, refuses a bad page and a guest', async () => {
      const pro = await createSignedInUser(server.db);
      expect((await server.api('/purchases/index/page:1.json', { token: pro.token })).body).toMatchObject({ purchases: [], page: 1, total_pages: 1, count: 0 });
      expect((await server.api('/purchases/index.json', { token: pro.token })).status).toBe(200);
      expect((await server.api('/purchases/index/page:0.json', { token: pro.token })).status).toBe(400);
      expect((await server.api('/purchases/index/page:x.json', { token: pro.token })).status).toBe(400);
      expect((await server.api('/purchases/index/page:1.json')).status).toBe(403);
    });
  });

  describe('GET /purchases/view/{id}.json', () => {
    it("shows the owner's purchase with the card it was paid by and the invoice details of the time", async () => {
      const pro = await createSignedInUser(server.db);
      const card = await server.db
        .insertInto('payment_cards')
        .values({ user_id: pro.user.id, provider: 'sandbox', brand: 'VISA', last4: '4242', card_token: 'tok_test', removed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id } = await insertPurchase(pro.user.id, { pay_type: 'card', payment_card_id: card.id, status: 'paid' });
      const res = await server.api(`/purchases/view/${id}.json`, { token: pro.token });
      expect(res.status).toBe(200);
      expect(res.body.purchase).toMatchObject({ id, pay_type: 'card', pay_type_text: '信用卡', card_info: 'VISA-4242', status: 'paid', status_text: '已付款', invoice: null, instructions: [] });
      const keys = Object.keys(res.body.purchase as object);
      for (const key of ['id', 'order_number', 'pay_type', 'pay_type_text', 'provider', 'amount', 'credit', 'status', 'status_text', 'payment_code', 'bank_code', 'virtual_account', 'expires_at', 'paid_at', 'error_message', 'card_info', 'invoice', 'created']) {
        expect(keys).toContain(key);
      }
      expect(keys).not.toContain('idempotency_key');
      expect(keys).not.toContain('link_hash');
    });

    it('stores the e-invoice settings on a new purchase; later changes leave it as it was', async () => {
      const pro = await createSignedInUser(server.db);
      await saveInvoiceSettings(server.db, pro.user.id, { carrier_type: 'mobile', carrier: '/ABC1234', donation_code: null, unified_number: null, title: null });
      const res = await server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, json: { pay_type: 'atm', amount: 500, idempotency_key: randomUUID() } });
      const purchase = res.body.purchase as PurchaseResponse;
      expect(purchase.invoice).toEqual({ type: 'mobile', carrier: '/ABC1234' });
      await saveInvoiceSettings(server.db, pro.user.id, { carrier_type: 'donation', carrier: null, donation_code: '919', unified_number: null, title: null });
      const again = await server.api(`/purchases/view/${purchase.id}.json`, { token: pro.token });
      expect((again.body.purchase as PurchaseResponse).invoice).toEqual({ type: 'mobile', carrier: '/ABC1234' });
    });

    it("is not found for someone else's purchase or an id that does not exist", async () => {
      const owner = await createSignedInUser(server.db);
      const other = await createSignedInUser(server.db);
      const { id } = await insertPurchase(owner.user.id);
      for (const path of [`/purchases/view/${id}.json`, '/purchases/view/999999999.json', '/purchases/view/abc.json']) {
        const res = await server.api(path, { token: other.token });
        expect(res.status).toBe(404);
      }
    });
  });

  describe('fee shortfalls paid by link', () => {
    let category: Awaited<ReturnType<typeof findCategory>>;
    let cityId: number;
    beforeAll(async () => {
      category = await findCategory(server.db, 'aircon-installation');
      ({ cityId } = await findPlace(server.db, '臺北市', '信義區'));
    });

    async function refusedQuote() {
      const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId, districtId: null }] });
      const consumer = await createConsumer(server.db);
      const res = await postRequest(server, consumer.token, category);
      const request = res.body.quote_request as CreatedQuoteRequestResponse;
      const bid = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
      const quote = { rating_type: 'flat', flat_rate_at: 4000 };
      const refused = await server.api(`/quote_bids/change_status/rating/${bid.id}.json`, { method: 'POST', token: pro.token, json: quote });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(QuoteError.NotEnoughCredit);
      return { pro, bidId: bid.id, quote };
    }
    const payfee = (token: string, quoteBidId: number | string) => server.api('/purchases/payfee.json', { method: 'POST', token, json: { quote_bid_id: quoteBidId } });

    it('makes one open order for what the wallet lacks, opened by order number or by link, owner only', async () => {
      const { pro, bidId } = await refusedQuote();
      const res = await payfee(pro.token, bidId);
      expect(res.status).toBe(200);
      const order = res.body.purchase as PurchaseResponse;
      expect(order).toMatchObject({ amount: AIRCON_FEE, credit: AIRCON_FEE, status: 'pending', source: 'payfee', quote_bid_id: bidId, needs_pay_type: true, pay_type_text: '尚未選擇付款方式', payment_code: null, bank_code: null });
      expect(order.pay_link).toMatch(/^\/payment\/[0-9a-f]{32}$/);
      expect((await payfee(pro.token, bidId)).body.purchase).toMatchObject({ id: order.id });

      const hash = order.pay_link!.split('/').pop();
      expect((await server.api(`/purchases/order/${order.order_number}.json`, { token: pro.token })).body.purchase).toMatchObject({ id: order.id });
      expect((await server.api(`/purchases/payment/${hash}.json`, { token: pro.token })).body.purchase).toMatchObject({ id: order.id });
      const stranger = await createSignedInUser(server.db);
      expect((await server.api(`/purchases/order/${order.order_number}.json`, { token: stranger.token })).status).toBe(404);
      expect((await server.api(`/purchases/payment/${hash}.json`, { token: stranger.token })).status).toBe(404);
      expect((await server.api(`/purchases/payment/${'0'.repeat(32)}.json`, { token: pro.token })).status).toBe(404);
      expect((await server.api(`/purchases/payment/${hash}.json`)).status).toBe(403);
      expect((await payfee(stranger.token, bidId)).status).toBe(404);
    });

    it('is paid at an ATM from its page, which credits the wallet so the quote can be sent', async () => {
      const { pro, bidId, quote } = await refusedQuote();
      const order = (await payfee(pro.token, bidId)).body.purchase as PurchaseResponse;
      const pay = (pay_type: string) => server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token: pro.token, json: { pay_type, order_number: order.order_number, idempotency_key: randomUUID() } });
      // NT$255 is under the convenience store's NT$500 floor.
      const cvs = await pay('cvs');
      expect(cvs.status).toBe(400);
      expect(cvs.body.message).toContain('500 到 20000');
      const [atm, twice] = await Promise.all([pay('atm'), pay('atm')]);
      expect(atm.status).toBe(200);
      const issued = atm.body.purchase as PurchaseResponse;
      expect(issued).toMatchObject({ id: order.id, pay_type: 'atm', bank_code: '812', needs_pay_type: false, amount: AIRCON_FEE });
      expect((twice.body.purchase as PurchaseResponse).virtual_account).toBe(issued.virtual_account);
      // The method is chosen once: asking for a code now shows the account already issued.
      expect((await pay('cvs')).body.purchase).toMatchObject({ id: order.id, pay_type: 'atm', virtual_account: issued.virtual_account });

      await sandboxFakeOf(server.app)!.pay(order.order_number);
      expect(await balance(pro.user.id)).toBe(AIRCON_FEE);
      const sent = await server.api(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token: pro.token, json: quote });
      expect(sent.status).toBe(200);
      expect(await balance(pro.user.id)).toBe(0);
      // Paid, it no longer offers a link; a new shortfall would be a new order.
      expect((await server.api(`/purchases/order/${order.order_number}.json`, { token: pro.token })).body.purchase).toMatchObject({ status: 'paid', pay_link: null });
    });

    it('is refused when the wallet already covers the fee, and for a bad quote id', async () => {
      const { pro, bidId } = await refusedQuote();
      await server.db.insertInto('wallets').values({ user_id: pro.user.id, balance: 1000 }).onConflict((oc) => oc.column('user_id').doUpdateSet({ balance: 1000 })).execute();
      const covered = await payfee(pro.token, bidId);
      expect(covered.status).toBe(409);
      expect(covered.body.message).toContain('不需要補繳');
      expect((await payfee(pro.token, 'x')).status).toBe(400);
      expect((await payfee(pro.token, 999999999)).status).toBe(404);
    });
  });
});
