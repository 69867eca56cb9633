import { beforeAll, describe, expect, it } from 'vitest';
import type { TrustFundPage } from '../../../domain/trust-fund/trust-fund.contract';
import { DAY_MS } from '../../../domain/time';
import { taipeiDateKey } from '../../../domain/time/datetime';
import type { PayType } from '../../../domain/payments/pay-type';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { reconcileDay } from '../ops/finance-reconciliation';
import { postEscrow } from '../safety-payments';
import { seedPayment } from '../safety-payments/safety-payments.test-support';

const QUERY = '/new/v1/trust_fund/query.json';

describe.each(ENGINES)('the trust fund query and the escrow reconciliation on %s', (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });

  type Pro = Awaited<ReturnType<typeof createProWithService>>;
  let pro: Pro;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  });

  /** A payment on a new hire, paid at `paidAt` (its gateway record) and, unless told not to, received into the escrow. */
  const paidPayment = async (amount: number, paidAt: Date, options: { payType?: PayType; receipt?: number | null; reference?: string | null } = {}) => {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedPayment(server.db, bidId, { amount, state: 'held' });
    await server.db
      .updateTable('third_party_payments')
      .set({ paid_at: paidAt, pay_type: options.payType ?? 'card', payment_id: options.reference === undefined ? `T${payment.id}` : options.reference })
      .where('id', '=', payment.id)
      .execute();
    const receipt = options.receipt === undefined ? amount : options.receipt;
    if (receipt !== null) await postEscrow(server.db, { posting: { kind: 'payment_received', paymentId: payment.id, amount: receipt }, reference: 'paid' });
    return { consumer, payment };
  };

  const query = (token: string | undefined, search = '') => server.api(`${QUERY}${search}`, { token });

  describe('GET trust_fund/query.json', () => {
    it('shows each party what a payment holds, since when, and its movements as a statement', async () => {
      const { consumer, payment } = await paidPayment(5000, new Date());
      await postEscrow(server.db, { posting: { kind: 'release', paymentId: payment.id, proId: pro.user.id, amount: 2000, fee: 60 }, reference: '0' });
      await postEscrow(server.db, { posting: { kind: 'card_refund', paymentId: payment.id, amount: 1000 }, reference: 'r1' });

      const mine = await query(consumer.token);
      expect(mine.status).toBe(200);
      const page = mine.body as unknown as TrustFundPage;
      expect(page).toMatchObject({ page: 1, total_pages: 1, count: 1, total_held: 2000, payable: 0 });
      const [fund] = page.trust_funds;
      expect(fund).toMatchObject({ pid: payment.pid, role: 'consumer', state: 'held', state_text: '款項保管中', amount: 5000, items: ['冷氣安裝'], held: 2000 });
      expect(fund?.movements.map(({ kind, amount, held_after }) => ({ kind, amount, held_after }))).toEqual([
        { kind: 'payment_received', amount: 5000, held_after: 5000 },
        { kind: 'release', amount: -2000, held_after: 3000 },
        { kind: 'card_refund', amount: -1000, held_after: 2000 },
      ]);
      expect(fund?.held_since).toBe(fund?.movements[0]?.at);

      const pros = (await query(pro.token)).body as unknown as TrustFundPage;
      expect(pros.trust_funds.find((f) => f.pid === payment.pid)).toMatchObject({ role: 'pro', held: 2000 });
      // What was released to the pro less the fee, owed to him until paid out.
      expect(pros.payable).toBe(1940);
    });

    it('shows nothing held, and no since, once everything has left the trust', async () => {
      const { consumer, payment } = await paidPayment(800, new Date());
      await postEscrow(server.db, { posting: { kind: 'card_refund', paymentId: payment.id, amount: 800 }, reference: 'all' });
      const page = (await query(consumer.token)).body as unknown as TrustFundPage;
      expect(page).toMatchObject({ count: 1, total_held: 0 });
      expect(page.trust_funds[0]).toMatchObject({ held: 0, held_since: null });
    });

    it('lists only the caller’s paid payments, 20 a page, and refuses guests and bad pages', async () => {
      const stranger = await createConsumer(server.db);
      expect((await query(stranger.token)).body).toMatchObject({ trust_funds: [], count: 0, total_pages: 1, total_held: 0 });
      // An unpaid request has no money in trust: not listed.
      const consumer = await createConsumer(server.db);
      const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
      await seedPayment(server.db, bidId);
      expect((await query(consumer.token)).body).toMatchObject({ trust_funds: [], count: 0 });

      const before = ((await query(pro.token)).body as unknown as TrustFundPage).count;
      for (let i = before; i < 21; i += 1) await paidPayment(100, new Date());
      const first = (await query(pro.token)).body as unknown as TrustFundPage;
      expect(first.trust_funds).toHaveLength(20);
      expect(first.total_pages).toBe(2);
      const second = (await query(pro.token, '?page=2')).body as unknown as TrustFundPage;
      expect(second.trust_funds.length).toBeGreaterThanOrEqual(1);
      expect(second.trust_funds.map((f) => f.pid)).not.toContain(first.trust_funds[0]?.pid);

      expect((await query(undefined)).status).toBe(403);
      const bad = await query(pro.token, '?page=0');
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('頁碼');
    });
  });

  describe('the escrow-reconciliation job', () => {
    // Days far apart from the other tests' payments (today): each day holds only its own.
    const dayAt = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);

    it('keeps a balanced day when every confirmed payment was received into the escrow', async () => {
      const paidAt = dayAt(30);
      await paidPayment(1200, paidAt);
      await paidPayment(600, paidAt, { payType: 'atm' });
      expect(await server.app.jobs.runOnce('escrow-reconciliation', new Date(paidAt.getTime() + DAY_MS))).toBe('ran');
      const day = taipeiDateKey(paidAt);
      const row = await server.db.selectFrom('escrow_reconciliations').selectAll().where('day', '=', day).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ gateway_count: 2, balanced: true, mismatches: [] });
      expect(Number(row.gateway_amount)).toBe(1800);
      expect(Number(row.ledger_amount)).toBe(1800);
      expect(Number(row.trust_cash)).toBe(Number(row.owed));
    });

    it('flags a payment without its receipt, a receipt that differs and a payment without the gateway’s id', async () => {
      const paidAt = dayAt(40);
      const missing = await paidPayment(700, paidAt, { receipt: null });
      const short = await paidPayment(900, paidAt, { payType: 'cvs', receipt: 800 });
      const unvouched = await paidPayment(300, paidAt, { reference: null });
      expect(await server.app.jobs.runOnce('escrow-reconciliation', new Date(paidAt.getTime() + DAY_MS))).toBe('ran');
      const row = await server.db.selectFrom('escrow_reconciliations').selectAll().where('day', '=', taipeiDateKey(paidAt)).executeTakeFirstOrThrow();
      expect(row.balanced).toBe(false);
      expect(row.mismatches).toEqual(
        expect.arrayContaining([
          { source: 'escrow_card', kind: 'paid', problem: 'no_ledger_entry', reference_id: missing.payment.id, expected: 700, ledger: 0 },
          { source: 'escrow_cvs', kind: 'paid', problem: 'amount_differs', reference_id: short.payment.id, expected: 900, ledger: 800 },
          { source: 'escrow_card', kind: 'paid', problem: 'no_gateway_reference', reference_id: unvouched.payment.id, expected: 300, ledger: 300 },
        ]),
      );
      expect(row.mismatches).toHaveLength(3);

      // The console's finance reconciliation of the day shows the same as its escrow lines.
      const report = await reconcileDay(server.db, taipeiDateKey(paidAt));
      expect(report.balanced).toBe(false);
      expect(report.lines.find((l) => l.source === 'escrow_card' && l.kind === 'paid')).toMatchObject({ gateway_count: 2, gateway_amount: 1000, ledger_credit: 300, difference: 700 });
      expect(report.lines.find((l) => l.source === 'escrow_cvs')).toMatchObject({ expected_credit: 900, ledger_credit: 800, difference: 100 });
      expect(report.lines.find((l) => l.source === 'escrow' && l.kind === 'balance')).toMatchObject({ difference: 0 });
      expect(report.mismatches.filter((m) => m.source.startsWith('escrow'))).toHaveLength(3);
    });

    it('flags a receipt of the day whose payment no gateway confirmed that day', async () => {
      // Confirmed 60 days ago, received into the escrow today: today's receipt has no confirmation of today.
      const { payment } = await paidPayment(400, dayAt(60));
      expect(await server.app.jobs.runOnce('escrow-reconciliation', new Date(Date.now() + DAY_MS))).toBe('ran');
      const row = await server.db.selectFrom('escrow_reconciliations').selectAll().where('day', '=', taipeiDateKey(new Date())).executeTakeFirstOrThrow();
      expect(row.mismatches).toEqual(expect.arrayContaining([{ source: 'escrow_card', kind: 'paid', problem: 'no_payment', reference_id: payment.id, expected: 0, ledger: 400 }]));
      expect(row.balanced).toBe(false);
    });
  });
});

describe('the trust fund query with safety payments off', () => {
  const server = useTestServer('pglite', { env: { FEATURE_SAFETY_PAYMENT: 'false', JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });

  it('does not exist', async () => {
    const consumer = await createConsumer(server.db);
    expect((await server.api(QUERY, { token: consumer.token })).status).toBe(404);
  });
});
