import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, type OperatorRole, operatorMay } from '../../../domain/ops/operator-roles';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import { FixedClock } from '../../adapters/clock';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { escrowBalance } from '../safety-payments';
import { seedHeldPayment } from '../safety-payments/safety-payments-refund.test-support';
import { escrowInvariantProblems } from '../safety-payments/safety-payments.test-support';
import { opsQueueFixture } from './ops.test-support';

const CHANGE = '/new/v1/third_party_payments/change_status';

describe.each(ENGINES)('refund disputes in the console on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock, env: { JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });

  let pro: Awaited<ReturnType<typeof createProWithService>>;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;
  const queue = opsQueueFixture(() => server, clock, 'refund_disputes');

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    await queue.signIn();
  });

  const act = (token: string, action: string, pid: string, json: unknown) => server.api(`${CHANGE}/${action}/${pid}.json`, { method: 'POST', token, json });
  const ops = (role: OperatorRole, path: string, json?: unknown) => queue.call(role, path, json);
  const auditOf = (id: number) => queue.auditOf('third_party_payment', id);
  const kinds = async (id: number) =>
    (await server.db.selectFrom('escrow_transactions').select('kind').where('third_party_payment_id', '=', id).orderBy('id').execute()).map((r) => r.kind);

  /** A payment held, a refund asked through the API and declined by the pro: a dispute. */
  async function dispute(payType: 'card' | 'cvs', amount: number, refund: number) {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    let reference: string | undefined;
    if (payType === 'card') {
      const bought = await server.api('/new/v1/tap_pay/pay_by_prime.json', {
        method: 'POST',
        token: consumer.token,
        json: { prime: await samplePrime(server, CARDS.visa), amount, idempotency_key: newKey() },
      });
      const purchase = bought.body.purchase as { id: number };
      reference = (await server.db.selectFrom('credit_purchases').select('provider_reference').where('id', '=', purchase.id).executeTakeFirstOrThrow()).provider_reference ?? undefined;
    }
    const payment = await seedHeldPayment(server.db, bidId, { amount, payType, reference });
    const bank = payType === 'cvs' ? { bank_code: '004', bank_branch: '0101', bank_account: '123456789', holder_name: '林小華' } : {};
    expect((await act(consumer.token, 'apply_refund', payment.pid, { amount: refund, reason: '冷氣裝好就漏水', ...bank })).status).toBe(200);
    await server.db
      .insertInto('messages')
      .values([
        { quote_bid_id: bidId, sender_id: consumer.user.id, recipient_id: pro.user.id, body: '冷氣一直漏水', attachments: JSON.stringify([{ url: '/media/leak.jpg', name: 'leak.jpg', type: 'jpeg', size: 1200 }]) },
        { quote_bid_id: bidId, sender_id: pro.user.id, recipient_id: consumer.user.id, body: '是排水管被移動了' },
      ])
      .execute();
    expect((await act(pro.token, 'decline_refund', payment.pid, { reason: '漏水是使用者移動排水管造成' })).status).toBe(200);
    return { consumer, payment };
  }

  it.each(OPERATOR_ROLES)('lets %s in exactly when the role may decide disputes', async (role) => {
    const { payment } = await dispute('cvs', 1000, 400);
    const allowed = operatorMay(role, 'decide_disputes');
    const list = await ops(role, 'index/page:1.json');
    const view = await ops(role, `view/${payment.id}.json`);
    const deny = await ops(role, `deny/${payment.id}.json`, { reason: '證據不足' });
    if (allowed) {
      expect(list.status).toBe(200);
      expect(view.status).toBe(200);
      expect(deny.status).toBe(200);
    } else {
      expect([list.status, view.status, deny.status]).toEqual([403, 403, 403]);
      expect((await server.db.selectFrom('third_party_payments').select('state').where('id', '=', payment.id).executeTakeFirstOrThrow()).state).toBe('disputed');
    }
    expect(['trust_safety', 'finance', 'admin'].includes(role)).toBe(allowed);
  });

  it('is a queue: counted in /ops/queues.json, taken and released, filtered by whose, with the payment ledger in the view', async () => {
    const disputesOf = async (role: OperatorRole) => {
      const res = await server.api('/ops/queues.json', { cookie: queue.cookieOf(role) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.queues as { id: string; open: number; unassigned: number; mine: number }[]).find((q) => q.id === 'refund_disputes');
    };
    expect(await disputesOf('support')).toBeUndefined();
    const before = (await disputesOf('finance'))!;
    const { payment } = await dispute('cvs', 1000, 300);
    expect(await disputesOf('finance')).toMatchObject({ open: before.open + 1, unassigned: before.unassigned + 1, mine: before.mine });
    const take = await server.api(`/ops/queues/refund_disputes/assign/${payment.id}.json`, { method: 'POST', cookie: queue.cookieOf('finance') });
    expect(take.status, JSON.stringify(take.body)).toBe(200);
    expect(await disputesOf('finance')).toMatchObject({ open: before.open + 1, unassigned: before.unassigned, mine: before.mine + 1 });
    expect(await disputesOf('trust_safety')).toMatchObject({ open: before.open + 1, mine: 0 });
    const ids = async (query: string) => ((await ops('finance', `index/page:1.json?${query}`)).body.refund_disputes as { id: number }[]).map((d) => d.id);
    expect(await ids('assigned=mine')).toContain(payment.id);
    expect(await ids('assigned=unassigned')).not.toContain(payment.id);
    expect(await ids('assigned=all')).toContain(payment.id);
    expect((await ops('trust_safety', 'index/page:1.json?assigned=mine')).body.refund_disputes).toEqual([]);
    const view = await ops('finance', `view/${payment.id}.json`);
    expect(view.body.refund_dispute).toMatchObject({ assignment: { full_name: expect.any(String) } });
    const ledger = (view.body.refund_dispute as { ledger: { kind: string; account: string; amount: number }[] }).ledger;
    expect(ledger.map((l) => [l.kind, l.account, l.amount])).toEqual([
      ['payment_received', 'trust_cash', 1000],
      ['payment_received', 'trust_liability', -1000],
    ]);
    // Decided: it leaves the open count, and can no longer be taken.
    expect((await ops('finance', `grant/${payment.id}.json`, { reason: '退還部分款項' })).status).toBe(200);
    expect(await disputesOf('finance')).toMatchObject({ open: before.open, mine: before.mine });
    const again = await server.api(`/ops/queues/refund_disputes/assign/${payment.id}.json`, { method: 'POST', cookie: queue.cookieOf('trust_safety') });
    expect(again.status).toBe(409);
    const granted = (await ops('finance', `view/${payment.id}.json`)).body.refund_dispute as { ledger: { kind: string }[] };
    expect(granted.ledger.map((l) => l.kind)).toContain('refund_owed');
  });

  it('lists open disputes and shows one with both sides, the evidence and the reasons', async () => {
    const { payment } = await dispute('cvs', 1000, 600);
    const list = await ops('finance', 'index/page:1.json');
    expect(list.status).toBe(200);
    const listed = (list.body.refund_disputes as { id: number }[]).find((d) => d.id === payment.id);
    expect(listed).toMatchObject({ pid: payment.pid, state: 'disputed', amount: 1000 });
    const view = await ops('trust_safety', `view/${payment.id}.json`);
    expect(view.status).toBe(200);
    expect(view.body.refund_dispute).toMatchObject({
      refund: { amount: 600, reason: '冷氣裝好就漏水', decline_reason: '漏水是使用者移動排水管造成', bank_code: '004', bank_account: '*****6789' },
      messages: [
        { from: 'consumer', body: '冷氣一直漏水', attachments: [{ name: 'leak.jpg', type: 'jpeg' }] },
        { from: 'pro', body: '是排水管被移動了', attachments: [] },
      ],
    });
    expect((view.body.reason_templates as { grant: unknown[] }).grant.length).toBeGreaterThan(0);
    expect((await ops('finance', 'view/2000000000.json')).status).toBe(404);
  });

  it('grant: a card payment is refunded through the gateway with the amount asked, posted and audited in one go', async () => {
    const { payment } = await dispute('card', 500, 300);
    const fake = server.app.cardSandbox as FakeTapPayState;
    const before = fake.refunds.length;
    expect((await ops('finance', `grant/${payment.id}.json`, {})).status).toBe(400);
    const res = await ops('finance', `grant/${payment.id}.json`, { reason: '專家未能提出完工證明' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund_dispute).toMatchObject({ state: 'partially_refunded', refunded_amount: 300, refund: { decision: 'granted', decision_reason: '專家未能提出完工證明' } });
    expect(fake.refunds.slice(before)).toEqual([expect.objectContaining({ amount: 300 })]);
    expect(await kinds(payment.id)).toEqual(['payment_received', 'card_refund']);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(-200);
    expect(await auditOf(payment.id)).toEqual([
      {
        action: 'refund_dispute_grant',
        target_type: 'third_party_payment',
        before: { state: 'disputed', refunded_amount: 0, refund_amount: 300 },
        after: { state: 'partially_refunded', refunded_amount: 300, refund_decision: 'granted', granted_amount: 300 },
        reason: '專家未能提出完工證明',
      },
    ]);
    // Decided: a second decision is refused and changes nothing.
    expect((await ops('admin', `deny/${payment.id}.json`, { reason: '再裁決一次' })).status).toBe(409);
    expect(fake.refunds.length).toBe(before + 1);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });

  it('grant: a CVS payment is owed by bank transfer; deny keeps the money held as before the request', async () => {
    const granted = await dispute('cvs', 1000, 1000);
    const res = await ops('trust_safety', `grant/${granted.payment.id}.json`, { reason: '未施工，全額退款' });
    expect(res.body.refund_dispute).toMatchObject({ state: 'refunded', refunded_amount: 1000 });
    expect(await kinds(granted.payment.id)).toEqual(['payment_received', 'refund_owed']);
    expect(await escrowBalance(server.db, K.RefundPayable, granted.payment.consumer_user_id)).toBe(-1000);

    const denied = await dispute('cvs', 800, 800);
    const no = await ops('admin', `deny/${denied.payment.id}.json`, { reason: '已提出完工照片' });
    expect(no.status).toBe(200);
    expect(no.body.refund_dispute).toMatchObject({ state: 'held', refunded_amount: 0, refund: { decision: 'denied' } });
    expect(await kinds(denied.payment.id)).toEqual(['payment_received']);
    expect((await auditOf(denied.payment.id)).map((a) => [a.action, a.reason])).toEqual([['refund_dispute_deny', '已提出完工照片']]);
    // Not a dispute (any more): 409, nothing audited.
    expect((await ops('admin', `grant/${denied.payment.id}.json`, { reason: '改判' })).status).toBe(409);
    expect(await auditOf(denied.payment.id)).toHaveLength(1);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });

  it('grants part: only the amount granted goes back (card through the gateway, CVS owed), audited before/after; more than asked is refused', async () => {
    const { payment } = await dispute('card', 500, 300);
    const fake = server.app.cardSandbox as FakeTapPayState;
    const before = fake.refunds.length;
    for (const amount of [301, 0, -5, 12.5]) {
      const refused = await ops('finance', `grant/${payment.id}.json`, { reason: '退還部分款項', amount });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('amount');
    }
    expect(fake.refunds.length).toBe(before);
    const res = await ops('finance', `grant/${payment.id}.json`, { reason: '工作只完成一部分', amount: 120 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.refund_dispute).toMatchObject({ state: 'partially_refunded', refunded_amount: 120, refund: { amount: 300, granted_amount: 120, decision: 'granted' } });
    expect(fake.refunds.slice(before)).toEqual([expect.objectContaining({ amount: 120 })]);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(-380);
    expect(await auditOf(payment.id)).toEqual([
      expect.objectContaining({
        before: { state: 'disputed', refunded_amount: 0, refund_amount: 300 },
        after: { state: 'partially_refunded', refunded_amount: 120, refund_decision: 'granted', granted_amount: 120 },
      }),
    ]);

    const cvs = await dispute('cvs', 1000, 1000);
    const owed = await ops('trust_safety', `grant/${cvs.payment.id}.json`, { reason: '工作只完成一部分', amount: 400 });
    expect(owed.body.refund_dispute).toMatchObject({ state: 'partially_refunded', refunded_amount: 400 });
    expect(await kinds(cvs.payment.id)).toEqual(['payment_received', 'refund_owed']);
    expect(await escrowBalance(server.db, K.TrustLiability, cvs.payment.id)).toBe(-600);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });
});
