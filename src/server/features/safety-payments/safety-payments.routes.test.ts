import { beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { createBid, createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { seedPayment } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments';
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => taipeiDateKey(new Date(Date.now() + days * DAY));

describe.each(ENGINES)('safety payment requests on %s', (engine) => {
  /** Pros whose charge application is approved (the injected check). */
  const approved = new Set<number>();
  const server = useTestServer(engine, {
    env: { SAFETY_PAYMENT_FEE_PERCENT: '3', SAFETY_PAYMENT_FEE_MIN: '50', SAFETY_PAYMENT_AUTO_RELEASE_DAYS: '5', JOBS_ENABLED: '0' },
    mayReceivePayments: async (userId) => approved.has(userId),
  });

  type Pro = Awaited<ReturnType<typeof createProWithService>>;
  let pro: Pro;
  let otherPro: Pro;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    const areas = [{ cityId: place.cityId, districtId: null }];
    pro = await createProWithService(server.db, { categoryIds: [category.id], areas });
    otherPro = await createProWithService(server.db, { categoryIds: [category.id], areas });
    approved.add(pro.user.id);
    approved.add(otherPro.user.id);
  });

  const hiredBid = async (status: (typeof QuoteStatus)[keyof typeof QuoteStatus] = QuoteStatus.Hired) => {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer, status });
    return { consumer, bidId };
  };
  const body = (bidId: number, extra: Record<string, unknown> = {}) => ({ quote_bid_id: bidId, amount: 12_000, items: ['分離式冷氣安裝', '銅管 5 米'], due_date: inDays(7), ...extra });
  const add = (token: string | undefined, json: unknown) => server.api(`${BASE}/add.json`, { method: 'POST', token, json });
  const rowsOf = (bidId: number) => server.db.selectFrom('third_party_payments').select('id').where('quote_bid_id', '=', bidId).execute();
  const act = (token: string | undefined, action: string, pid: string) => server.api(`${BASE}/change_status/${action}/${pid}.json`, { method: 'POST', token, json: {} });

  describe('POST add.json', () => {
    it("issues a request on the pro's hired bid, with the fee shown and the milestones kept", async () => {
      const { bidId } = await hiredBid();
      const milestones = [
        { amount: 4000, description: '訂金' },
        { amount: 8000, description: '完工' },
      ];
      const res = await add(pro.token, body(bidId, { milestones }));
      expect(res.status).toBe(200);
      const payment = res.body.third_party_payment as SafetyPayment;
      expect(payment).toMatchObject({ quote_bid_id: bidId, amount: 12_000, fee: 360, pro_receives: 11_640, state: 'requested', state_text: '等待付款', role: 'pro' });
      expect(payment.pid).toMatch(/^SP\d{12}[0-9A-Z]{6}$/);
      expect(payment.hash).toMatch(/^[0-9a-f]{32}$/);
      expect(payment.items).toEqual(['分離式冷氣安裝', '銅管 5 米']);
      expect(payment.milestones.map((m) => [m.position, m.amount, m.description, m.state])).toEqual([
        [1, 4000, '訂金', 'open'],
        [2, 8000, '完工', 'open'],
      ]);
      expect(payment.pay_types).toEqual(['card', 'cvs', 'atm']);
      expect(payment.read_at).toBeNull();
    });

    it('takes the minimum fee on a small amount and accepts a work-completed bid', async () => {
      const { bidId } = await hiredBid(QuoteStatus.WorkCompleted);
      const res = await add(pro.token, body(bidId, { amount: 800 }));
      expect(res.status).toBe(200);
      expect(res.body.third_party_payment).toMatchObject({ amount: 800, fee: 50, pro_receives: 750, pay_types: ['card', 'cvs', 'atm'] });
    });

    it("refuses a bid that is not the caller's (404), one not hired (409), a pro without an approved application (409), writing nothing", async () => {
      const { consumer, bidId } = await hiredBid();
      expect((await add(otherPro.token, body(bidId))).status).toBe(404);
      expect((await add(consumer.token, body(bidId))).status).toBe(404);
      expect((await add(pro.token, body(2_000_000_000))).status).toBe(404);
      const quoted = await createBid(server.db, pro, { categoryId: category.id, place, bid: { quote_status_id: QuoteStatus.InProgress } });
      const notHired = await add(pro.token, body(quoted.bidId));
      expect(notHired.status).toBe(409);
      expect(notHired.body.message).toBe('只有已雇用的案件可以發出安心付款請求。');
      approved.delete(pro.user.id);
      try {
        const unapproved = await add(pro.token, body(bidId));
        expect(unapproved.status).toBe(409);
        expect(unapproved.body.message).toContain('收款申請');
      } finally {
        approved.add(pro.user.id);
      }
      expect(await rowsOf(bidId)).toEqual([]);
      expect(await rowsOf(quoted.bidId)).toEqual([]);
      expect((await add(undefined, body(bidId))).status).toBe(403);
    });

    it('names the field of bad input', async () => {
      const { bidId } = await hiredBid();
      const bad = async (extra: Record<string, unknown>, field: string) => {
        const res = await add(pro.token, body(bidId, extra));
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect(JSON.stringify(res.body)).toContain(field);
      };
      await bad({ amount: 10 }, 'amount');
      await bad({ amount: 30_001 }, 'amount');
      await bad({ amount: 100.5 }, 'amount');
      await bad({ items: [] }, 'items');
      await bad({ items: ['x'.repeat(101)] }, 'items');
      await bad({ due_date: inDays(-1) }, 'due_date');
      await bad({ due_date: inDays(400) }, 'due_date');
      await bad({ due_date: '2026-02-30' }, 'due_date');
      await bad({ milestones: [{ amount: 12_000, description: '全額' }] }, 'milestones');
      await bad({ milestones: [{ amount: 2000, description: '訂金' }, { amount: 2000, description: '尾款' }] }, 'milestones');
      await bad({ milestones: [{ amount: 6000, description: '' }, { amount: 6000, description: '尾款' }] }, 'milestones');
      expect(await rowsOf(bidId)).toEqual([]);
    });
  });

  describe('GET index, view and hash', () => {
    it("lists the caller's payments as consumer or pro, 20 a page, newest first", async () => {
      const { consumer, bidId } = await hiredBid();
      const start = Date.now() - 3_600_000;
      const made = [];
      for (let i = 0; i < 21; i += 1) made.push(await seedPayment(server.db, bidId, { created: new Date(start + i * 1000) }));
      const first = await server.api(`${BASE}/index/page:1.json`, { token: consumer.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, total_pages: 2, count: 21 });
      const page1 = first.body.third_party_payments as SafetyPayment[];
      expect(page1).toHaveLength(20);
      expect(page1[0]).toMatchObject({ pid: made[20]!.pid, role: 'consumer' });
      const second = await server.api(`${BASE}/index/page:2.json`, { token: consumer.token });
      expect((second.body.third_party_payments as SafetyPayment[]).map((p) => p.pid)).toEqual([made[0]!.pid]);
      // The pro sees them too (with his other payments), as the pro.
      const asPro = await server.api(`${BASE}/index.json`, { token: pro.token });
      expect((asPro.body.third_party_payments as SafetyPayment[]).every((p) => p.role === 'pro')).toBe(true);
      const stranger = await createConsumer(server.db);
      expect((await server.api(`${BASE}/index.json`, { token: stranger.token })).body).toMatchObject({ third_party_payments: [], count: 0, total_pages: 1 });
      expect((await server.api(`${BASE}/index/page:0.json`, { token: consumer.token })).status).toBe(400);
      expect((await server.api(`${BASE}/index.json`)).status).toBe(403);
    });

    it("filters the list by bid in SQL, paged, for the bid's two parties only", async () => {
      const { consumer, bidId } = await hiredBid();
      const { bidId: otherBid } = await hiredBid();
      const start = Date.now() - 7_200_000;
      const mine = [];
      for (let i = 0; i < 21; i += 1) mine.push(await seedPayment(server.db, bidId, { created: new Date(start + i * 2000) }));
      // Newer payments of another bid of the same pro would crowd the first page of the unfiltered list.
      for (let i = 0; i < 3; i += 1) await seedPayment(server.db, otherBid, { created: new Date(start + 100_000 + i * 1000) });

      const first = await server.api(`${BASE}/index/quote_bid_id:${bidId}/page:1.json`, { token: pro.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, total_pages: 2, count: 21 });
      const page1 = first.body.third_party_payments as SafetyPayment[];
      expect(page1).toHaveLength(20);
      expect(page1.every((p) => p.quote_bid_id === bidId && p.role === 'pro')).toBe(true);
      expect(page1[0]!.pid).toBe(mine[20]!.pid);
      const second = await server.api(`${BASE}/index/page:2/quote_bid_id:${bidId}.json`, { token: consumer.token });
      expect(second.body).toMatchObject({ page: 2, count: 21 });
      expect((second.body.third_party_payments as SafetyPayment[]).map((p) => [p.pid, p.role])).toEqual([[mine[0]!.pid, 'consumer']]);
      // The query form answers the same.
      const query = await server.api(`${BASE}/index.json?quote_bid_id=${otherBid}`, { token: pro.token });
      expect(query.body).toMatchObject({ count: 3, total_pages: 1 });
      expect((query.body.third_party_payments as SafetyPayment[]).every((p) => p.quote_bid_id === otherBid)).toBe(true);
      expect((await server.api(`${BASE}/index/page:1.json?quote_bid_id=${otherBid}`, { token: pro.token })).body).toMatchObject({ count: 3 });

      // Not a party of the bid (or no such bid): 404; a bid of his without payments: empty.
      const stranger = await createConsumer(server.db);
      const notMine = await server.api(`${BASE}/index/quote_bid_id:${bidId}/page:1.json`, { token: stranger.token });
      expect(notMine.status).toBe(404);
      expect(notMine.body.message).toBe('找不到這個案件。');
      expect((await server.api(`${BASE}/index/quote_bid_id:${bidId}/page:1.json`, { token: otherPro.token })).status).toBe(404);
      expect((await server.api(`${BASE}/index/quote_bid_id:2147483600.json`, { token: pro.token })).status).toBe(404);
      const { consumer: fresh, bidId: emptyBid } = await hiredBid();
      expect((await server.api(`${BASE}/index/quote_bid_id:${emptyBid}.json`, { token: fresh.token })).body).toMatchObject({ third_party_payments: [], count: 0, total_pages: 1 });
      // A bad id is 400 naming the field.
      for (const bad of ['quote_bid_id:abc/page:1.json', 'quote_bid_id:0.json']) {
        const answer = await server.api(`${BASE}/index/${bad}`, { token: pro.token });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).toContain('quote_bid_id');
      }
      expect((await server.api(`${BASE}/index.json?quote_bid_id=-1`, { token: pro.token })).status).toBe(400);
      expect((await server.api(`${BASE}/index/quote_bid_id:${bidId}.json`)).status).toBe(403);
    });

    it('shows a payment to its two parties and to whoever holds its link, and to no one else', async () => {
      const { consumer, bidId } = await hiredBid();
      const payment = await seedPayment(server.db, bidId, { amount: 300 });
      const view = (token: string | undefined) => server.api(`${BASE}/view/${payment.pid}.json`, { token });
      expect((await view(pro.token)).body.third_party_payment).toMatchObject({ role: 'pro', hash: payment.hash });
      expect((await view(consumer.token)).body.third_party_payment).toMatchObject({ role: 'consumer', amount: 300, pay_types: ['card', 'atm'] });
      expect((await view(otherPro.token)).status).toBe(404);
      expect((await view(undefined)).status).toBe(403);
      expect((await server.api(`${BASE}/view/SP000000000000AAAAAA.json`, { token: pro.token })).status).toBe(404);
      expect((await server.api(`${BASE}/view/nonsense.json`, { token: pro.token })).status).toBe(404);

      const guest = await server.api(`${BASE}/hash/${payment.hash}.json`);
      expect(guest.status).toBe(200);
      expect(guest.body.third_party_payment).toMatchObject({ pid: payment.pid, role: 'guest', hash: null });
      expect((guest.body.third_party_payment as SafetyPayment).consumer_name).toMatch(/○○$/);
      expect((await server.api(`${BASE}/hash/${'0'.repeat(32)}.json`)).status).toBe(404);
      expect((await server.api(`${BASE}/hash/short.json`)).status).toBe(404);
    });
  });

  describe('POST change_status', () => {
    it('read: the consumer stamps it once; the pro may not', async () => {
      const { consumer, bidId } = await hiredBid();
      const payment = await seedPayment(server.db, bidId);
      expect((await act(pro.token, 'read', payment.pid)).status).toBe(409);
      const first = await act(consumer.token, 'read', payment.pid);
      expect(first.status).toBe(200);
      const stamped = (first.body.third_party_payment as SafetyPayment).read_at;
      expect(stamped).not.toBeNull();
      const again = await act(consumer.token, 'read', payment.pid);
      expect((again.body.third_party_payment as SafetyPayment).read_at).toBe(stamped);
      const row = await server.db.selectFrom('third_party_payments').select(['version', 'state']).where('id', '=', payment.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ version: 2, state: 'requested' });
    });

    it('cancel_request: the pro withdraws an unpaid request; not a paid one', async () => {
      const { consumer, bidId } = await hiredBid();
      const unpaid = await seedPayment(server.db, bidId);
      expect((await act(consumer.token, 'cancel_request', unpaid.pid)).status).toBe(409);
      const res = await act(pro.token, 'cancel_request', unpaid.pid);
      expect(res.body.third_party_payment).toMatchObject({ state: 'cancelled', state_text: '已取消' });
      expect((res.body.third_party_payment as SafetyPayment).cancelled_at).not.toBeNull();
      const paid = await seedPayment(server.db, bidId, { state: 'held' });
      const refused = await act(pro.token, 'cancel_request', paid.pid);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('這筆安心付款已經付款，無法再付款或取消請款。');
      expect((await server.db.selectFrom('third_party_payments').select('state').where('id', '=', paid.id).executeTakeFirstOrThrow()).state).toBe('held');
    });

    it('cancel: the consumer ends an unpaid or fully refunded payment, not a held one', async () => {
      const { consumer, bidId } = await hiredBid();
      const unpaid = await seedPayment(server.db, bidId);
      expect((await act(pro.token, 'cancel', unpaid.pid)).status).toBe(409);
      expect((await act(consumer.token, 'cancel', unpaid.pid)).body.third_party_payment).toMatchObject({ state: 'cancelled' });
      const refunded = await seedPayment(server.db, bidId, { state: 'refunded' });
      expect((await act(consumer.token, 'cancel', refunded.pid)).body.third_party_payment).toMatchObject({ state: 'cancelled' });
      const held = await seedPayment(server.db, bidId, { state: 'held' });
      expect((await act(consumer.token, 'cancel', held.pid)).status).toBe(409);
    });

    it("answers 404 to anyone not a party, to an action it does not take and to a pid that is no one's", async () => {
      const { consumer, bidId } = await hiredBid();
      const payment = await seedPayment(server.db, bidId);
      expect((await act(otherPro.token, 'cancel_request', payment.pid)).status).toBe(404);
      expect((await act(consumer.token, 'explode', payment.pid)).status).toBe(404);
      expect((await act(consumer.token, 'read', 'SP000000000000AAAAAA')).status).toBe(404);
      expect((await act(undefined, 'read', payment.pid)).status).toBe(403);
      expect((await server.db.selectFrom('third_party_payments').select(['state', 'version']).where('id', '=', payment.id).executeTakeFirstOrThrow())).toEqual({ state: 'requested', version: 1 });
    });
  });
});

describe('safety payments with the flag off', () => {
  const server = useTestServer('pglite', { env: { FEATURE_SAFETY_PAYMENT: 'false', JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });

  it('has no routes', async () => {
    const consumer = await createConsumer(server.db);
    for (const path of ['/add.json', '/change_status/read/SP000000000000AAAAAA.json']) {
      expect((await server.api(`${BASE}${path}`, { method: 'POST', token: consumer.token, json: {} })).status).toBe(404);
    }
    for (const path of ['/index.json', '/index/page:1.json', '/view/SP000000000000AAAAAA.json', `/hash/${'0'.repeat(32)}.json`]) {
      expect((await server.api(`${BASE}${path}`, { token: consumer.token })).status).toBe(404);
    }
  });
});
