import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import { REFUND_BANK_ACCOUNT_CONTEXT, type SafetyPaymentRefund } from '../../../domain/safety-payments/refunds';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { encryptPersonalData } from '../../db/encrypt-personal-data';
import { DataCipher } from '../../lib/data-encryption';
import { ENGINES, useTestServer } from '../../test/harness';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { escrowBalance } from './escrow-ledger';
import { seedHeldPayment } from './safety-payments-refund.test-support';
import { escrowInvariantProblems } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments/change_status';
const BANK = { bank_code: '808', bank_branch: '0012', bank_account: '0123456789012', holder_name: '王小明' };

describe.each(ENGINES)('safety payment refunds on %s', (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });

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
  });

  const act = (token: string | undefined, action: string, pid: string, json: unknown = {}) => server.api(`${BASE}/${action}/${pid}.json`, { method: 'POST', token, json });
  const rowOf = (id: number) => server.db.selectFrom('third_party_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const postings = (id: number) =>
    server.db.selectFrom('escrow_transactions').select(['kind', 'milestone_id']).where('third_party_payment_id', '=', id).orderBy('id').execute();
  const fake = () => server.app.cardSandbox as FakeTapPayState;

  /** A hired bid of a new consumer and a payment held on it. */
  async function held(payType: 'card' | 'cvs' | 'atm', amount: number, milestones?: number[]) {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    let reference: string | undefined;
    if (payType === 'card') {
      // A real trade at the card gateway's fake, as the pay step would have made.
      const bought = await server.api('/new/v1/tap_pay/pay_by_prime.json', {
        method: 'POST',
        token: consumer.token,
        json: { prime: await samplePrime(server, CARDS.visa), amount, idempotency_key: newKey() },
      });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const purchase = bought.body.purchase as { id: number };
      reference = (await server.db.selectFrom('credit_purchases').select('provider_reference').where('id', '=', purchase.id).executeTakeFirstOrThrow()).provider_reference ?? undefined;
    }
    const payment = await seedHeldPayment(server.db, bidId, { amount, payType, reference, milestones });
    return { consumer, payment };
  }

  describe('apply_refund', () => {
    it('opens a full or partial request by the consumer; nothing moves until it is decided', async () => {
      const { consumer, payment } = await held('card', 500);
      const res = await act(consumer.token, 'apply_refund', payment.pid, { amount: 200, reason: '只完成一半' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.third_party_payment).toMatchObject({ state: 'refund_requested', state_text: '退款申請中', refunded_amount: 0 });
      expect(res.body.refund).toMatchObject({ amount: 200, reason: '只完成一半', needs_bank_account: false, decision: null, bank_account: null });
      expect(await postings(payment.id)).toEqual([{ kind: 'payment_received', milestone_id: null }]);
      expect((await rowOf(payment.id)).version).toBe(2);
    });

    it('refuses more than is held, a second request while one is open, the pro, and strangers; writes nothing', async () => {
      const { consumer, payment } = await held('cvs', 800);
      const over = await act(consumer.token, 'apply_refund', payment.pid, { amount: 801, reason: '全部退款', ...BANK });
      expect(over.status).toBe(409);
      expect(over.body.message).toBe('金額超過保管中的款項。');
      expect((await act(pro.token, 'apply_refund', payment.pid, { amount: 100, reason: '退款原因', ...BANK })).status).toBe(409);
      expect((await act(otherPro.token, 'apply_refund', payment.pid, { amount: 100, reason: '退款原因', ...BANK })).status).toBe(404);
      expect((await act(undefined, 'apply_refund', payment.pid, { amount: 100, reason: '退款原因', ...BANK })).status).toBe(403);
      expect((await rowOf(payment.id)).state).toBe('held');
      expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: 800, reason: '全部退款', ...BANK })).status).toBe(200);
      const again = await act(consumer.token, 'apply_refund', payment.pid, { amount: 100, reason: '再申請一次', ...BANK });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('退款申請處理中，暫時無法撥款或再次申請退款。');
      expect((await rowOf(payment.id)).refund_amount).toBe(800);
    });

    it('answers bad input with zh-TW errors naming the field; a CVS/ATM payment needs the transfer account', async () => {
      const { consumer, payment } = await held('atm', 1000);
      const missing = await act(consumer.token, 'apply_refund', payment.pid, {});
      expect(missing.status).toBe(400);
      const fields = (missing.body.fields ?? missing.body.errors ?? []) as { field: string }[];
      expect(JSON.stringify(missing.body)).toMatch(/amount/);
      expect(JSON.stringify(missing.body)).toMatch(/reason/);
      expect(fields.length).toBeGreaterThan(0);
      const noBank = await act(consumer.token, 'apply_refund', payment.pid, { amount: 1000, reason: '廠商沒來' });
      expect(noBank.status).toBe(400);
      expect(JSON.stringify(noBank.body)).toMatch(/bank_code/);
      expect(JSON.stringify(noBank.body)).toMatch(/請填寫銀行代碼/);
      const badBank = await act(consumer.token, 'apply_refund', payment.pid, { amount: 1000, reason: '廠商沒來', ...BANK, bank_code: '999' });
      expect(badBank.status).toBe(400);
      expect(JSON.stringify(badBank.body)).toMatch(/銀行代碼不正確/);
      expect((await rowOf(payment.id)).state).toBe('held');
    });
  });

  describe('the transfer account (CVS/ATM)', () => {
    it('is encrypted at rest, shown masked, and may be changed while the request stands; a card payment needs none', async () => {
      const { consumer, payment } = await held('cvs', 600);
      const res = await act(consumer.token, 'apply_refund', payment.pid, { amount: 600, reason: '沒有施工', ...BANK });
      expect(res.body.refund).toMatchObject({ needs_bank_account: true, bank_code: '808', bank_name: '玉山商業銀行', bank_branch: '0012', bank_account: '*********9012', holder_name: '王小明' });
      const row = await rowOf(payment.id);
      expect(row.refund_bank_account_encrypted).toMatch(/^v1:/);
      expect(row.refund_bank_account_encrypted).not.toContain('0123456789012');
      const edited = await act(consumer.token, 'edit_refund_info', payment.pid, { ...BANK, bank_code: '700', bank_account: '00011112222333' });
      expect(edited.status).toBe(200);
      expect(edited.body.refund).toMatchObject({ bank_code: '700', bank_name: '中華郵政', bank_account: '**********2333' });
      expect((await act(pro.token, 'edit_refund_info', payment.pid, BANK)).status).toBe(409);
      const bad = await act(consumer.token, 'edit_refund_info', payment.pid, { ...BANK, bank_account: '12ab' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toMatch(/bank_account/);

      const card = await held('card', 500);
      expect((await act(card.consumer.token, 'apply_refund', card.payment.pid, { amount: 500, reason: '取消施工' })).status).toBe(200);
      expect((await act(card.consumer.token, 'edit_refund_info', card.payment.pid, BANK)).status).toBe(409);
    });
  });

  describe('cancel_refund', () => {
    it('the consumer withdraws; the payment rests as before and may be asked again', async () => {
      const { consumer, payment } = await held('card', 500);
      expect((await act(consumer.token, 'cancel_refund', payment.pid)).status).toBe(409);
      await act(consumer.token, 'apply_refund', payment.pid, { amount: 100, reason: '少做一項' });
      expect((await act(pro.token, 'cancel_refund', payment.pid)).status).toBe(409);
      const res = await act(consumer.token, 'cancel_refund', payment.pid);
      expect(res.status).toBe(200);
      expect(res.body.third_party_payment).toMatchObject({ state: 'held' });
      expect(res.body.refund).toBeNull();
      expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: 100, reason: '少做一項' })).status).toBe(200);
      expect(await escrowInvariantProblems(server.db)).toEqual([]);
    });
  });

  describe('approve_refund', () => {
    it('a card payment: refunded through the gateway with the amount asked, in parts, posting card_refund', async () => {
      const { consumer, payment } = await held('card', 500);
      const before = fake().refunds.length;
      await act(consumer.token, 'apply_refund', payment.pid, { amount: 200, reason: '少做一項' });
      expect((await act(consumer.token, 'approve_refund', payment.pid)).status).toBe(409);
      const res = await act(pro.token, 'approve_refund', payment.pid);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.third_party_payment).toMatchObject({ state: 'partially_refunded', refunded_amount: 200 });
      expect(fake().refunds.slice(before)).toEqual([expect.objectContaining({ rec_trade_id: expect.any(String), amount: 200 })]);
      expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(-300);
      // The rest: a second request and approval.
      await act(consumer.token, 'apply_refund', payment.pid, { amount: 300, reason: '全部取消' });
      const rest = await act(pro.token, 'approve_refund', payment.pid);
      expect(rest.body.third_party_payment).toMatchObject({ state: 'refunded', refunded_amount: 500 });
      expect(fake().refunds.slice(before).map((r) => r.amount)).toEqual([200, 300]);
      expect((await postings(payment.id)).map((p) => p.kind)).toEqual(['payment_received', 'card_refund', 'card_refund']);
      expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(0);
      expect(await escrowInvariantProblems(server.db)).toEqual([]);
      // A second approval refunds nothing more.
      expect((await act(pro.token, 'approve_refund', payment.pid)).status).toBe(409);
      expect(fake().refunds.length).toBe(before + 2);
    });

    it('a CVS/ATM payment: owed by bank transfer (refund_owed to the consumer), the milestone marked refunded', async () => {
      const { consumer, payment } = await held('atm', 1000, [300, 700]);
      const milestones = await server.db.selectFrom('third_party_payment_milestones').select(['id', 'amount']).where('third_party_payment_id', '=', payment.id).orderBy('position').execute();
      const wrong = await act(consumer.token, 'apply_refund', payment.pid, { amount: 500, reason: '第一期沒做', milestone_id: milestones[0]!.id, ...BANK });
      expect(wrong.status).toBe(400);
      expect(JSON.stringify(wrong.body)).toMatch(/amount/);
      expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: 300, reason: '第一期沒做', milestone_id: milestones[0]!.id, ...BANK })).status).toBe(200);
      const before = fake().refunds.length;
      const res = await act(pro.token, 'approve_refund', payment.pid);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.third_party_payment).toMatchObject({ state: 'partially_refunded', refunded_amount: 300 });
      expect((res.body.third_party_payment as SafetyPayment).milestones.map((m) => m.state)).toEqual(['refunded', 'open']);
      expect(fake().refunds.length).toBe(before);
      expect(await postings(payment.id)).toEqual([
        { kind: 'payment_received', milestone_id: null },
        { kind: 'refund_owed', milestone_id: milestones[0]!.id },
      ]);
      expect(await escrowBalance(server.db, K.RefundPayable, payment.consumer_user_id)).toBe(-300);
      expect(await escrowInvariantProblems(server.db)).toEqual([]);
    });

    it('a gateway that refuses leaves nothing half-done: the request stands, no posting, no state change', async () => {
      const { consumer, payment } = await held('card', 500);
      await server.db.updateTable('third_party_payments').set({ payment_id: 'D-not-a-trade' }).where('id', '=', payment.id).execute();
      await act(consumer.token, 'apply_refund', payment.pid, { amount: 500, reason: '全部取消' });
      const res = await act(pro.token, 'approve_refund', payment.pid);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('刷卡退款沒有成功，款項沒有變動，請稍後再試。');
      const row = await rowOf(payment.id);
      expect(row).toMatchObject({ state: 'refund_requested', refunded_amount: 0, refund_amount: 500 });
      expect((await postings(payment.id)).map((p) => p.kind)).toEqual(['payment_received']);
      expect(await escrowInvariantProblems(server.db)).toEqual([]);
    });
  });

  describe('decline_refund', () => {
    it('the pro refuses with a reason: a dispute; nothing moves', async () => {
      const { consumer, payment } = await held('card', 500);
      expect((await act(pro.token, 'decline_refund', payment.pid, { reason: '已完工' })).status).toBe(409);
      await act(consumer.token, 'apply_refund', payment.pid, { amount: 500, reason: '沒有施工' });
      const noReason = await act(pro.token, 'decline_refund', payment.pid, {});
      expect(noReason.status).toBe(400);
      expect(JSON.stringify(noReason.body)).toMatch(/reason/);
      expect((await act(consumer.token, 'decline_refund', payment.pid, { reason: '不要' })).status).toBe(409);
      const res = await act(pro.token, 'decline_refund', payment.pid, { reason: '工程已全部完成，有照片為證' });
      expect(res.status).toBe(200);
      expect(res.body.third_party_payment).toMatchObject({ state: 'disputed', state_text: '退款爭議處理中' });
      expect(res.body.refund).toMatchObject({ decline_reason: '工程已全部完成，有照片為證' });
      expect((res.body.refund as SafetyPaymentRefund).declined_at).not.toBeNull();
      // The pro may still give the money back; the consumer may still withdraw.
      expect((await act(consumer.token, 'cancel_refund', payment.pid)).body.third_party_payment).toMatchObject({ state: 'held' });
      expect((await postings(payment.id)).map((p) => p.kind)).toEqual(['payment_received']);
    });
  });

  // Last: it moves every encrypted value of this server's database to a new key.
  it('re-encrypts the transfer account under a new key when the key is rotated', async () => {
    const { consumer, payment } = await held('atm', 700);
    await act(consumer.token, 'apply_refund', payment.pid, { amount: 700, reason: '沒有施工', ...BANK });
    const rotated = new DataCipher(randomBytes(32), [server.app.config.dataEncryption.key]);
    expect((await encryptPersonalData(server.db, rotated)).refundAccounts).toBeGreaterThan(0);
    const stored = (await rowOf(payment.id)).refund_bank_account_encrypted!;
    expect(stored.startsWith(`v1:${rotated.keyId}:`)).toBe(true);
    expect(rotated.decryptText(stored, REFUND_BANK_ACCOUNT_CONTEXT)).toBe(BANK.bank_account);
    expect((await encryptPersonalData(server.db, rotated)).refundAccounts).toBe(0);
  });
});
