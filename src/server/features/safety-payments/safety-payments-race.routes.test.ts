import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { escrowBalance } from './escrow-ledger';
import { escrowInvariantProblems, seedPayment } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments';

/**
 * Paying, releasing and refunding one payment at the same moment, as two tabs or a double tap
 * would: every request answers, the payment ends where one order of them would leave it, and the
 * escrow ledger neither makes nor loses a NT$ (each account equals its entries, every
 * transaction sums to zero, the gateway charged once and refunded what the ledger says).
 */
describe.each(ENGINES)('a safety payment raced on %s', (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0', SAFETY_PAYMENT_FEE_PERCENT: '3' }, mayReceivePayments: async () => true });

  it('pays once, releases the first milestone once and refunds the second once, whatever the order', async () => {
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺北市', '大安區');
    const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedPayment(server.db, bidId, { amount: 3000, milestones: [1000, 2000] });
    const cards = server.app.cardSandbox as FakeTapPayState;
    const chargesBefore = cards.charges.length;
    const call = (path: string, token: string, json: Record<string, unknown> = {}) => server.api(`${BASE}/${path}/${payment.pid}.json`, { method: 'POST', token, json });
    const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

    // Three taps on "pay" with three different keys (three tabs): one charge, one payment.
    const primes = await Promise.all([0, 1, 2].map(() => samplePrime(server, CARDS.visa)));
    const paid = await Promise.all(primes.map((prime) => call('pay', consumer.token, { pay_type: 'card', prime, idempotency_key: `race-${randomUUID()}` })));
    expect(statuses(paid)).toEqual([200, 409, 409]);
    expect(cards.charges.length - chargesBefore).toBe(1);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(-3000);

    const view = await server.api(`${BASE}/view/${payment.pid}.json`, { token: consumer.token });
    const [first, second] = (view.body.third_party_payment as SafetyPayment).milestones;
    if (!first || !second) throw new Error('the payment has two milestones');

    // The first milestone released three times at once while the second's refund is asked: at most
    // one release gets through (none when the refund request came first: it holds releases back).
    const raced = await Promise.all([
      call('change_status/approve_export_instruct', consumer.token, { milestone_id: first.id }),
      call('change_status/approve_export_instruct', consumer.token, { milestone_id: first.id }),
      call('change_status/approve_export_instruct', consumer.token, { milestone_id: first.id }),
      call('change_status/apply_refund', consumer.token, { amount: 2000, reason: '第二階段未施工', milestone_id: second.id }),
    ]);
    const releases = raced.slice(0, 3).filter((r) => r.status === 200);
    expect(releases.length).toBeLessThanOrEqual(1);
    // Whatever won, finish the story: release the first milestone if no release got through
    // (a refund request standing refuses releases), then the pro approves the refund twice at once.
    const refundAsked = raced[3]?.status === 200;
    if (!refundAsked) expect((await call('change_status/apply_refund', consumer.token, { amount: 2000, reason: '第二階段未施工', milestone_id: second.id })).status).toBe(200);
    const approvals = await Promise.all([call('change_status/approve_refund', pro.token), call('change_status/approve_refund', pro.token)]);
    expect(statuses(approvals)).toEqual([200, 409]);
    if (releases.length === 0) expect((await call('change_status/approve_export_instruct', consumer.token, { milestone_id: first.id })).status).toBe(200);

    const final = (await server.api(`${BASE}/view/${payment.pid}.json`, { token: consumer.token })).body.third_party_payment as SafetyPayment;
    expect(final).toMatchObject({ state: 'released', released_amount: 1000, refunded_amount: 2000 });
    expect(final.milestones.map((m) => m.state)).toEqual(['released', 'refunded']);

    // Where the 3,000 went: 2,000 back to the card, 970 owed to the pro, 30 the platform's fee.
    expect(cards.refunds.at(-1)?.amount).toBe(2000);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(0);
    const released = await server.db
      .selectFrom('escrow_entries as e')
      .innerJoin('escrow_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('escrow_accounts as a', 'a.id', 'e.account_id')
      .select(['a.kind', 't.kind as transaction', 'e.amount'])
      .where('t.third_party_payment_id', '=', payment.id)
      .orderBy('e.id')
      .execute();
    const sumOf = (kind: string) => released.filter((e) => e.kind === kind).reduce((sum, e) => sum + Number(e.amount), 0);
    expect(sumOf(K.TrustCash)).toBe(3000 - 2000);
    expect(sumOf(K.ProPayable)).toBe(-970);
    expect(sumOf(K.PlatformFee)).toBe(-30);
    expect(released.filter((e) => e.transaction === 'payment_received')).toHaveLength(2);
    expect(released.filter((e) => e.transaction === 'release')).toHaveLength(3);
    expect(released.filter((e) => e.transaction === 'card_refund')).toHaveLength(2);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });
});
