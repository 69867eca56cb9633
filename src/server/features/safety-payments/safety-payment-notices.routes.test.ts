import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutAccount } from '../../../domain/safety-payments/payouts';
import { FixedClock } from '../../adapters/clock';
import type { FakeEcpay } from '../../adapters/payments/ecpay/fake-ecpay';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, TEST_API_KEY, useTestServer } from '../../test/harness';
import { createSignedInOperator } from '../ops/ops.test-support';
import { sandboxFakeOf } from '../payments/ecpay/ecpay.plugin';
import { postEscrow } from './escrow-ledger';
import { seedHeldPayment } from './safety-payments-refund.test-support';
import { escrowInvariantProblems, seedPayment } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments';
const BANK = { bank_code: '808', bank_branch: '0012', bank_account: '0123456789012', holder_name: '王小明' };
const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('safety payment notifications on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const accounts = new Map<number, PayoutAccount>();
  const server = useTestServer(engine, {
    clock,
    env: { JOBS_ENABLED: '0' },
    mayReceivePayments: async () => true,
    payoutAccountOf: async (userId) => accounts.get(userId) ?? null,
  });

  let pro: Awaited<ReturnType<typeof createProWithService>>;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  });

  const act = (token: string, action: string, pid: string, json: unknown = {}) => server.api(`${BASE}/change_status/${action}/${pid}.json`, { method: 'POST', token, json });
  const notes = (userId: number, type: string) =>
    server.db.selectFrom('notifications').select(['quote_bid_id', 'dedupe_key']).where('user_id', '=', userId).where('type', '=', type as never).execute();
  const mails = (to: string, subject: string) => server.db.selectFrom('outbox_messages').select('body').where('recipient', '=', to).where('subject', 'like', `%${subject}%`).execute();

  async function hired() {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    return { consumer, bidId };
  }

  it('tells the consumer of a new request (with the guest link) and of its withdrawal, each once', async () => {
    const { consumer, bidId } = await hired();
    const res = await server.api(`${BASE}/add.json`, { method: 'POST', token: pro.token, json: { quote_bid_id: bidId, amount: 1200, items: ['冷氣安裝'], due_date: '2026-12-10' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { pid, hash } = res.body.third_party_payment as { pid: string; hash: string };
    expect(await notes(consumer.user.id, 'safety_payment_requested')).toMatchObject([{ quote_bid_id: bidId }]);
    expect(await notes(pro.user.id, 'safety_payment_requested')).toHaveLength(0);
    const sent = await mails(consumer.user.email!, '安心付款請求');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`/guest/safety-payment/${hash}`);
    expect(sent[0]!.body).toContain(`/dashboard/safety-payments/${bidId}/${pid}`);

    expect((await act(pro.token, 'cancel_request', pid)).status).toBe(200);
    // A second withdrawal changes nothing and tells nobody again.
    expect((await act(pro.token, 'cancel_request', pid)).status).toBe(200);
    expect(await notes(consumer.user.id, 'safety_payment_cancelled')).toHaveLength(1);
    expect(await notes(pro.user.id, 'safety_payment_cancelled')).toHaveLength(0);
    expect(await mails(consumer.user.email!, '請求已取消')).toHaveLength(1);
  });

  it('tells the other side of each refund step: asked, withdrawn, approved, declined (the dispute)', async () => {
    const { consumer, bidId } = await hired();
    const payment = await seedHeldPayment(server.db, bidId, { amount: 900, payType: 'cvs' });
    expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: 300, reason: '少裝一台', ...BANK })).status).toBe(200);
    expect(await notes(pro.user.id, 'safety_payment_refund_requested')).toHaveLength(1);
    expect(await mails(pro.user.email!, '申請安心付款退款')).toHaveLength(1);

    expect((await act(consumer.token, 'cancel_refund', payment.pid)).status).toBe(200);
    expect(await notes(pro.user.id, 'safety_payment_refund_cancelled')).toHaveLength(1);

    // Asked again: a new step, told again.
    expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: 300, reason: '少裝一台', ...BANK })).status).toBe(200);
    expect(await notes(pro.user.id, 'safety_payment_refund_requested')).toHaveLength(2);

    expect((await act(pro.token, 'decline_refund', payment.pid, { reason: '已經全部完工' })).status).toBe(200);
    expect((await act(pro.token, 'decline_refund', payment.pid, { reason: '已經全部完工' })).status).toBe(200);
    expect(await notes(consumer.user.id, 'safety_payment_refund_declined')).toHaveLength(1);
    expect(await notes(pro.user.id, 'safety_payment_disputed')).toHaveLength(1);
    expect((await mails(consumer.user.email!, '拒絕退款'))[0]!.body).toContain('已經全部完工');

    expect((await act(pro.token, 'approve_refund', payment.pid)).status).toBe(200);
    expect(await notes(consumer.user.id, 'safety_payment_refund_approved')).toHaveLength(1);
    expect(await notes(pro.user.id, 'safety_payment_refund_approved')).toHaveLength(0);
    expect(await mails(consumer.user.email!, '同意退款')).toHaveLength(1);
  });

  it("tells both parties of the operator's decision of a dispute", async () => {
    const { consumer, bidId } = await hired();
    const payment = await seedHeldPayment(server.db, bidId, { amount: 900, payType: 'cvs' });
    expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: 900, reason: '沒有來施工', ...BANK })).status).toBe(200);
    expect((await act(pro.token, 'decline_refund', payment.pid, { reason: '有去現場' })).status).toBe(200);
    const { cookie } = await createSignedInOperator(server, clock, 'trust_safety');
    const denied = await server.api(`/ops/refund_disputes/deny/${payment.id}.json`, { method: 'POST', cookie, json: { reason: '專家提出到場照片' } });
    expect(denied.status, JSON.stringify(denied.body)).toBe(200);
    expect(await notes(consumer.user.id, 'safety_payment_dispute_decided')).toHaveLength(1);
    expect(await notes(pro.user.id, 'safety_payment_dispute_decided')).toHaveLength(1);
    expect((await mails(consumer.user.email!, '退款爭議已有結果'))[0]!.body).toContain('專家提出到場照片');
    // Decided once: deciding again is refused and tells nobody.
    expect((await server.api(`/ops/refund_disputes/grant/${payment.id}.json`, { method: 'POST', cookie, json: { reason: '改判退款' } })).status).toBe(409);
    expect(await notes(pro.user.id, 'safety_payment_dispute_decided')).toHaveLength(1);
  });

  it('tells the pro once that his payout was paid, even when the bank result is imported twice', async () => {
    const paidPro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    accounts.set(paidPro.user.id, { bankCode: '812', branch: '0123', account: '00012345678901', holderName: '王小明' });
    const { bidId } = await createHiredBid(server.db, paidPro, { categoryId: category.id, place });
    const payment = await seedPayment(server.db, bidId, { amount: 2000, state: 'released' });
    await server.db.transaction().execute(async (trx) => {
      await postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount: 2000 }, reference: 'paid' });
      await postEscrow(trx, { posting: { kind: 'release', paymentId: payment.id, proId: paidPro.user.id, amount: 2000, fee: 0 }, reference: 'r0' });
    });
    // A second pro in the same batch whose line the bank has not answered yet keeps the batch open to a second import.
    const waitingPro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    accounts.set(waitingPro.user.id, { bankCode: '700', branch: '0021', account: '12345678901234', holderName: '陳大華' });
    const { bidId: otherBid } = await createHiredBid(server.db, waitingPro, { categoryId: category.id, place });
    const other = await seedPayment(server.db, otherBid, { amount: 800, state: 'released' });
    await server.db.transaction().execute(async (trx) => {
      await postEscrow(trx, { posting: { kind: 'payment_received', paymentId: other.id, amount: 800 }, reference: 'paid' });
      await postEscrow(trx, { posting: { kind: 'release', paymentId: other.id, proId: waitingPro.user.id, amount: 800, fee: 0 }, reference: 'r0' });
    });

    expect(await server.app.jobs.runOnce('payout-batch', clock.now())).toBe('ran');
    const batch = await server.db.selectFrom('payout_batches').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    const lines = await server.db.selectFrom('payout_lines').select(['user_id', 'reference']).where('batch_id', '=', batch.id).execute();
    const line = lines.find((l) => l.user_id === paidPro.user.id)!;
    expect(line).toBeDefined();
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    expect((await server.api(`/ops/payout_batches/approve/${batch.id}.json`, { method: 'POST', cookie })).status).toBe(200);
    // The transfer file is CSV, not JSON: fetched as it is.
    const exported = await fetch(`${server.baseUrl}${server.config.apiPrefix}/ops/payout_batches/export/${batch.id}.csv`, {
      method: 'POST',
      headers: { 'x-api-key': TEST_API_KEY, cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain(line.reference);
    expect(await notes(paidPro.user.id, 'safety_payment_payout')).toHaveLength(0);

    const result = `reference,status,message\r\n${line.reference},paid,OK\r\n`;
    for (let i = 0; i < 2; i++) {
      const imported = await server.api(`/ops/payout_batches/import/${batch.id}.json`, { method: 'POST', cookie, json: { file: result } });
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body.payout_batch).toMatchObject({ state: 'exported', paid_amount: 2000 });
    }
    expect(await notes(paidPro.user.id, 'safety_payment_payout')).toEqual([{ quote_bid_id: null, dedupe_key: expect.stringMatching(/^payout_line:\d+$/) }]);
    const sent = await mails(paidPro.user.email!, '安心付款已撥款');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain('NT$2,000');
    expect(sent[0]!.body).toContain('/dashboard/trust_fund_query');
    // The pro still waiting hears nothing yet.
    expect(await notes(waitingPro.user.id, 'safety_payment_payout')).toHaveLength(0);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });

  describe('the job safety-payment-expiry', () => {
    async function withCode(expiresAt: Date, payType: 'cvs' | 'atm' = 'cvs') {
      const { consumer, bidId } = await hired();
      const payment = await seedPayment(server.db, bidId, { amount: 1000, state: 'awaiting_payment' });
      const orderNumber = `SP${payment.id}T${Date.now() % 100000}`;
      await server.db
        .updateTable('third_party_payments')
        .set({
          pay_type: payType,
          order_number: orderNumber,
          payment_code: payType === 'cvs' ? 'LLL12345678' : null,
          bank_code: payType === 'atm' ? '812' : null,
          virtual_account: payType === 'atm' ? '9103522175887271' : null,
          payment_expires_at: expiresAt,
        })
        .where('id', '=', payment.id)
        .execute();
      return { consumer, payment, orderNumber };
    }
    const rowOf = (id: number) => server.db.selectFrom('third_party_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const ledgerOf = (id: number) => server.db.selectFrom('escrow_transactions').select('kind').where('third_party_payment_id', '=', id).execute();

    it('sweeps an expired code back to requested and tells the consumer, leaves a fresh one, and runs idempotently', async () => {
      const now = clock.now();
      const old = await withCode(new Date(now.getTime() - 60_000), 'atm');
      const fresh = await withCode(new Date(now.getTime() + DAY));
      expect(await server.app.jobs.runOnce('safety-payment-expiry', now)).toBe('ran');
      const swept = await rowOf(old.payment.id);
      expect(swept).toMatchObject({ state: 'requested', bank_code: null, virtual_account: null, order_number: old.orderNumber });
      expect(swept.payment_expired_at).not.toBeNull();
      expect(swept.pay_error).toContain('繳費期限已過');
      expect(await rowOf(fresh.payment.id)).toMatchObject({ state: 'awaiting_payment', payment_code: 'LLL12345678', payment_expired_at: null });
      expect(await notes(old.consumer.user.id, 'safety_payment_expired')).toHaveLength(1);
      expect(await notes(fresh.consumer.user.id, 'safety_payment_expired')).toHaveLength(0);
      expect((await mails(old.consumer.user.email!, '繳費期限已過'))[0]!.body).toContain('ATM');
      expect(await ledgerOf(old.payment.id)).toEqual([]);

      // The consumer's view: unpaid again, the expired code gone, the reason shown.
      const view = await server.api(`${BASE}/view/${old.payment.pid}.json`, { token: old.consumer.token });
      expect(view.body.third_party_payment).toMatchObject({ state: 'requested', payment_info: { bank_code: null, error: expect.stringContaining('繳費期限已過') } });

      expect(await server.app.jobs.runOnce('safety-payment-expiry', new Date(now.getTime() + 60_000))).toBe('ran');
      expect(await notes(old.consumer.user.id, 'safety_payment_expired')).toHaveLength(1);
      expect((await rowOf(old.payment.id)).version).toBe(swept.version);
    });

    it('still takes in a code paid after it expired (the gateway paid it late)', async () => {
      const now = clock.now();
      const { consumer, bidId } = await hired();
      const payment = await seedPayment(server.db, bidId, { amount: 1000 });
      const res = await server.api(`${BASE}/pay/${payment.pid}.json`, { method: 'POST', token: consumer.token, json: { pay_type: 'cvs', idempotency_key: `late-payment-key-${payment.id}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { order_number } = await rowOf(payment.id);
      await server.db.updateTable('third_party_payments').set({ payment_expires_at: new Date(now.getTime() - 60_000) }).where('id', '=', payment.id).execute();
      expect(await server.app.jobs.runOnce('safety-payment-expiry', now)).toBe('ran');
      expect((await rowOf(payment.id)).state).toBe('requested');
      const delivery = await (sandboxFakeOf(server.app) as FakeEcpay).pay(order_number!);
      expect(delivery.answer).toBe('1|OK');
      expect(await rowOf(payment.id)).toMatchObject({ state: 'held', pay_error: null });
      expect((await ledgerOf(payment.id)).map((r) => r.kind)).toEqual(['payment_received']);
      expect(await escrowInvariantProblems(server.db)).toEqual([]);
    });
  });
});
