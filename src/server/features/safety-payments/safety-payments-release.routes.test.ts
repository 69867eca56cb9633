import { beforeAll, describe, expect, it } from 'vitest';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import type { SafetyPaymentStateId } from '../../../domain/safety-payments/states';
import { formatTaipei } from '../../../domain/time';
import { createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { escrowBalance, postEscrow } from './escrow-ledger';
import { escrowInvariantProblems, seedPayment } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(ENGINES)('safety payment releases on %s', (engine) => {
  const server = useTestServer(engine, {
    env: { SAFETY_PAYMENT_FEE_PERCENT: '3', SAFETY_PAYMENT_FEE_MIN: '50', SAFETY_PAYMENT_AUTO_RELEASE_DAYS: '5', JOBS_ENABLED: '0' },
    mayReceivePayments: async () => true,
  });
  type Pro = Awaited<ReturnType<typeof createProWithService>>;
  let pro: Pro;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  });

  /** A paid payment on a new hired bid: held in trust (its payment_received posted). */
  const held = async (amount: number, milestones: number[] = [], state: SafetyPaymentStateId = 'held') => {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedPayment(server.db, bidId, { amount, state, milestones });
    if (state !== 'requested') {
      await server.db.transaction().execute((trx) => postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount }, reference: 'paid' }));
    }
    const ms = await server.db.selectFrom('third_party_payment_milestones').select(['id', 'amount']).where('third_party_payment_id', '=', payment.id).orderBy('position').execute();
    return { consumer, bidId, payment, milestones: ms };
  };
  const approve = (token: string | undefined, pid: string, json: Record<string, unknown> = {}) =>
    server.api(`${BASE}/change_status/approve_export_instruct/${pid}.json`, { method: 'POST', token, json });
  const rowOf = (id: number) => server.db.selectFrom('third_party_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const releaseLines = (id: number) =>
    server.db
      .selectFrom('escrow_entries as e')
      .innerJoin('escrow_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('escrow_accounts as a', 'a.id', 'e.account_id')
      .select(['a.kind', 'e.amount', 't.milestone_id'])
      .where('t.third_party_payment_id', '=', id)
      .where('t.kind', '=', 'release')
      .orderBy('e.id')
      .execute();

  it('releases one milestone with its fee line, then the rest, the fee in all that of one release', async () => {
    const { consumer, payment, milestones } = await held(12_000, [4000, 8000]);
    const proBefore = await escrowBalance(server.db, K.ProPayable, pro.user.id);
    const feeBefore = await escrowBalance(server.db, K.PlatformFee, 0);
    const first = await approve(consumer.token, payment.pid, { milestone_id: milestones[0]!.id });
    expect(first.status).toBe(200);
    const answer = first.body.third_party_payment as SafetyPayment;
    expect(answer).toMatchObject({ state: 'partially_released', state_text: '部分撥款', released_amount: 4000 });
    expect(answer.milestones.map((m) => m.state)).toEqual(['released', 'open']);
    // 3% of 4,000 is 120: a line of its own.
    expect(await releaseLines(payment.id)).toEqual([
      { kind: K.TrustLiability, amount: 4000, milestone_id: milestones[0]!.id },
      { kind: K.ProPayable, amount: -3880, milestone_id: milestones[0]!.id },
      { kind: K.PlatformFee, amount: -120, milestone_id: milestones[0]!.id },
    ]);
    // The same milestone again is refused, writing nothing.
    expect((await approve(consumer.token, payment.pid, { milestone_id: milestones[0]!.id })).status).toBe(409);

    const rest = await approve(consumer.token, payment.pid);
    expect(rest.status).toBe(200);
    expect(rest.body.third_party_payment).toMatchObject({ state: 'released', released_amount: 12_000 });
    expect((rest.body.third_party_payment as SafetyPayment).milestones.map((m) => m.state)).toEqual(['released', 'released']);
    const row = await rowOf(payment.id);
    expect(row).toMatchObject({ fee_taken: 360, released_amount: 12_000, version: 3 });
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(0);
    expect((await escrowBalance(server.db, K.ProPayable, pro.user.id)) - proBefore).toBe(-11_640);
    expect((await escrowBalance(server.db, K.PlatformFee, 0)) - feeBefore).toBe(-360);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
    // Nothing held any more.
    expect((await approve(consumer.token, payment.pid)).status).toBe(409);
  });

  it('refuses the pro, strangers, unpaid payments, a refund in progress, a milestone not of the payment, writing nothing', async () => {
    const { consumer, payment } = await held(3000, [1000, 2000]);
    const other = await held(2000, [500, 1500]);
    const stranger = await createConsumer(server.db);
    expect((await approve(pro.token, payment.pid)).status).toBe(409);
    expect((await approve(stranger.token, payment.pid)).status).toBe(404);
    expect((await approve(undefined, payment.pid)).status).toBe(403);
    expect((await approve(consumer.token, 'SP000000000000AAAAAA')).status).toBe(404);
    expect((await approve(consumer.token, payment.pid, { milestone_id: other.milestones[0]!.id })).status).toBe(404);
    const bad = await approve(consumer.token, payment.pid, { milestone_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'milestone_id' })]);
    const unpaid = await held(1000, [], 'requested');
    expect((await approve(unpaid.consumer.token, unpaid.payment.pid)).status).toBe(409);
    const refunding = await held(1000, [], 'refund_requested');
    const refused = await approve(refunding.consumer.token, refunding.payment.pid);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('退款申請處理中');
    expect(await rowOf(payment.id)).toMatchObject({ state: 'held', released_amount: 0, version: 1 });
    expect(await releaseLines(payment.id)).toEqual([]);
  });

  it('stamps the completion when the pro completes the bid and tells the consumer, then the job reminds the consumer once each and releases on the day', async () => {
    const { consumer, bidId, payment } = await held(5000);
    const unpaid = await seedPayment(server.db, bidId, { amount: 800, state: 'requested' });
    const done = await server.api(`/quote_bids/change_status/completed/${bidId}.json`, { method: 'POST', token: pro.token, json: { confirm_early: 1 } });
    expect(done.status).toBe(200);
    const row = await rowOf(payment.id);
    expect(row.completion_reported_at).not.toBeNull();
    expect((await rowOf(unpaid.id)).completion_reported_at).toBeNull();
    const view = await server.api(`${BASE}/view/${payment.pid}.json`, { token: consumer.token });
    expect(view.body.third_party_payment).toMatchObject({ state: 'held' });
    expect((view.body.third_party_payment as SafetyPayment).auto_release_at).not.toBeNull();

    const reported = row.completion_reported_at!.getTime();
    const run = async (at: number) => expect(await server.app.jobs.runOnce('safety-payment-release', new Date(at))).toBe('ran');
    const mails = () => server.db.selectFrom('outbox_messages').select('body').where('recipient', '=', consumer.user.email!).where('subject', 'like', '%自動撥款%').execute();
    const notices = () => server.db.selectFrom('notifications').select('type').where('user_id', '=', consumer.user.id).where('type', '=', 'safety_payment_release').execute();
    // The completion report itself tells the consumer when the money goes (5 days on, Taipei time).
    expect(await notices()).toHaveLength(1);
    const told = await server.db.selectFrom('outbox_messages').select('body').where('recipient', '=', consumer.user.email!).where('subject', 'like', '%回報完工%').execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`將在 ${formatTaipei(new Date(reported + 5 * DAY), 'YYYY-MM-DD HH:mm')} 自動撥款`);
    expect(told[0]!.body).toContain('NT$5,000');
    await run(reported + DAY);
    expect(await mails()).toHaveLength(0);
    await run(reported + 2 * DAY + HOUR);
    await run(reported + 2 * DAY + 2 * HOUR);
    expect(await mails()).toHaveLength(1);
    expect(await notices()).toHaveLength(2);
    await run(reported + 4 * DAY + HOUR);
    await run(reported + 4 * DAY + 2 * HOUR);
    expect(await mails()).toHaveLength(2);
    expect(await notices()).toHaveLength(3);
    await run(reported + 5 * DAY - HOUR);
    expect((await rowOf(payment.id)).state).toBe('held');
    await run(reported + 5 * DAY + HOUR);
    expect(await rowOf(payment.id)).toMatchObject({ state: 'released', released_amount: 5000, fee_taken: 150 });
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(0);
    // Each run is kept for the console's job health page.
    const runs = await server.db.selectFrom('job_runs').select('outcome').where('name', '=', 'safety-payment-release').where('started', '=', new Date(reported + 5 * DAY + HOUR)).execute();
    expect(runs).toEqual([{ outcome: 'ran' }]);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });

  it("tells the pro of each release once, the consumer's and the automatic, with his share after the fee", async () => {
    const { consumer, bidId, payment, milestones } = await held(6000, [2000, 4000]);
    const notices = () => server.db.selectFrom('notifications').select('dedupe_key').where('user_id', '=', pro.user.id).where('quote_bid_id', '=', bidId).where('type', '=', 'safety_payment_release').execute();
    const mails = () =>
      server.db.selectFrom('outbox_messages').select(['subject', 'body']).where('recipient', '=', pro.user.email!).where('body', 'like', `%${payment.pid}%`).orderBy('id').execute();
    expect((await approve(consumer.token, payment.pid, { milestone_id: milestones[0]!.id })).status).toBe(200);
    // Refused again: no second notice.
    expect((await approve(consumer.token, payment.pid, { milestone_id: milestones[0]!.id })).status).toBe(409);
    expect(await notices()).toHaveLength(1);
    // 3% of 2,000 is 60 (over the NT$50 minimum): the pro receives 1,940.
    expect(await mails()).toEqual([{ subject: '【好幫手】安心付款已撥款：NT$1,940', body: expect.stringContaining('客戶已同意撥款') }]);
    expect((await mails())[0]!.body).toContain(`/dashboard/safety-payments/${bidId}/${payment.pid}`);
    // The consumer hears nothing of his own release.
    const consumerNotes = await server.db.selectFrom('notifications').select('id').where('user_id', '=', consumer.user.id).where('quote_bid_id', '=', bidId).execute();
    expect(consumerNotes).toHaveLength(0);

    // The rest goes by itself after the completion report: told once, however often the job runs.
    await server.db.updateTable('third_party_payments').set({ completion_reported_at: new Date(Date.now() - 6 * DAY) }).where('id', '=', payment.id).execute();
    for (let i = 0; i < 2; i++) expect(await server.app.jobs.runOnce('safety-payment-release', new Date(Date.now() + i * HOUR))).toBe('ran');
    expect(await rowOf(payment.id)).toMatchObject({ state: 'released', released_amount: 6000, fee_taken: 180 });
    expect(await notices()).toHaveLength(2);
    const [, auto] = await mails();
    expect(auto).toEqual({ subject: '【好幫手】安心付款已撥款：NT$3,880', body: expect.stringContaining('已自動撥款') });
    expect(auto!.body).toContain('平台服務費 NT$120');
  });

  it('leaves alone a payment whose refund request stands when its release is due', async () => {
    const { payment } = await held(2000, [], 'refund_requested');
    const reported = Date.now() - 10 * DAY;
    await server.db.updateTable('third_party_payments').set({ completion_reported_at: new Date(reported) }).where('id', '=', payment.id).execute();
    expect(await server.app.jobs.runOnce('safety-payment-release', new Date())).toBe('ran');
    expect(await rowOf(payment.id)).toMatchObject({ state: 'refund_requested', released_amount: 0 });
  });
});
