import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import type { FakeEcpay } from '../../adapters/payments/ecpay/fake-ecpay';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { createConsumer, createHiredBid, createProWithService, createSignedInUser, findCategory, findPlace } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { CARDS, samplePrime } from '../payments/cards/cards.test-support';
import { sandboxFakeOf } from '../payments/ecpay/ecpay.plugin';
import { escrowBalance } from './escrow-ledger';
import { escrowInvariantProblems, seedPayment } from './safety-payments.test-support';

const BASE = '/new/v1/third_party_payments';
const key = () => `pay-${randomUUID()}`;

describe.each(ENGINES)('paying a safety payment on %s', (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0' }, mayReceivePayments: async () => true });
  let pro: Awaited<ReturnType<typeof createProWithService>>;
  let category: Awaited<ReturnType<typeof findCategory>>;
  let place: Awaited<ReturnType<typeof findPlace>>;

  beforeAll(async () => {
    category = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
  });

  const fakeEcpay = (): FakeEcpay => sandboxFakeOf(server.app)!;
  const fakeCards = () => server.app.cardSandbox as FakeTapPayState;
  /** A payment request of `amount` from the pro to a new consumer (signed in). */
  const requested = async (amount = 3000) => {
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedPayment(server.db, bidId, { amount });
    return { consumer, payment };
  };
  const pay = (pid: string, json: Record<string, unknown>, token?: string) => server.api(`${BASE}/pay/${pid}.json`, { method: 'POST', token, json });
  const row = (id: number) => server.db.selectFrom('third_party_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const received = (id: number) =>
    server.db.selectFrom('escrow_transactions').select(['kind', 'dedupe_key', 'note']).where('third_party_payment_id', '=', id).orderBy('id').execute();
  const notifications = (userId: number) =>
    server.db.selectFrom('notifications').select(['type', 'quote_bid_id']).where('user_id', '=', userId).where('type', '=', 'safety_payment_paid').execute();
  const ecpayPost = (path: string, form: Record<string, string>) =>
    fetch(`${server.baseUrl}/api${BASE}/ecpay/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }).then(async (r) => ({ status: r.status, text: await r.text() }));
  const expectBalanced = async () => expect(await escrowInvariantProblems(server.db)).toEqual([]);

  it('takes a sandbox card: held, payment_received posted once, card kept, the pro told', async () => {
    const { consumer, payment } = await requested(3000);
    const before = await notifications(pro.user.id);
    const res = await pay(payment.pid, { pay_type: 'card', prime: await samplePrime(server, CARDS.visa), idempotency_key: key() }, consumer.token);
    expect(res.status).toBe(200);
    const paid = res.body.third_party_payment as SafetyPayment;
    expect(paid).toMatchObject({ state: 'held', pay_type: 'card', card_info: 'VISA-4242', role: 'consumer', fee: 0 });
    expect(paid.paid_at).not.toBeNull();
    expect(res.body.payment_url).toBeNull();
    expect((await row(payment.id)).payment_id).toBeTruthy();
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(-3000);
    expect((await received(payment.id)).map((t) => t.kind)).toEqual(['payment_received']);
    expect(await notifications(pro.user.id)).toHaveLength(before.length + 1);
    await expectBalanced();
  });

  it('refuses a declined card with its message, takes nothing, and lets another attempt pay', async () => {
    const { consumer, payment } = await requested(2000);
    const first = key();
    const res = await pay(payment.pid, { pay_type: 'card', prime: await samplePrime(server, CARDS.declined), idempotency_key: first }, consumer.token);
    expect(res.status).toBe(409);
    expect(String(res.body.message)).toMatch(/信用卡|交易/);
    expect(await received(payment.id)).toEqual([]);
    const again = await pay(payment.pid, { pay_type: 'card', prime: await samplePrime(server, CARDS.visa), idempotency_key: first }, consumer.token);
    expect(again.status).toBe(409);
    const retry = await pay(payment.pid, { pay_type: 'card', prime: await samplePrime(server, CARDS.visa), idempotency_key: key() }, consumer.token);
    expect(retry.status).toBe(200);
    expect(retry.body.third_party_payment).toMatchObject({ state: 'held', payment_info: null });
    await expectBalanced();
  });

  it('sends a 3-D Secure card to the bank page; the gateway, asked, settles it', async () => {
    const { consumer, payment } = await requested(1500);
    const res = await pay(payment.pid, { pay_type: 'card', prime: await samplePrime(server, CARDS.threeDS), idempotency_key: key() }, consumer.token);
    expect(res.status).toBe(200);
    expect(res.body.third_party_payment).toMatchObject({ state: 'awaiting_payment', state_text: '付款處理中' });
    const paymentUrl = res.body.payment_url as string;
    expect(paymentUrl).toMatch(/\/sandbox-gateway\/tappay\/3ds\//);
    const answered = await fetch(`${paymentUrl}?outcome=authorise`, { method: 'POST', redirect: 'manual' });
    expect(answered.status).toBe(303);
    const back = new URL(answered.headers.get('location')!);
    expect(back.pathname).toBe(`/api${BASE}/card/return`);
    expect((await row(payment.id)).state).toBe('held');
    const returned = await fetch(`${server.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(returned.status).toBe(302);
    expect(returned.headers.get('location')).toBe(`/safety-payments/${payment.pid}`);
    expect((await received(payment.id)).map((t) => t.kind)).toEqual(['payment_received']);
    await expectBalanced();
  });

  it('issues a CVS code, then ECPay says it was paid (signed): held once, however often it says so', async () => {
    const { consumer, payment } = await requested(800);
    const res = await pay(payment.pid, { pay_type: 'cvs', idempotency_key: key() }, consumer.token);
    expect(res.status).toBe(200);
    const waiting = res.body.third_party_payment as SafetyPayment;
    expect(waiting.state).toBe('awaiting_payment');
    expect(waiting.payment_info).toMatchObject({ pay_type: 'cvs', payment_code: expect.stringMatching(/^LLL\d{11}$/), bank_code: null, error: null });
    expect(waiting.payment_info!.expires_at).not.toBeNull();
    const { order_number } = await row(payment.id);
    const delivery = await fakeEcpay().pay(order_number!);
    expect(delivery.answer).toBe('1|OK');
    expect((await row(payment.id)).state).toBe('held');
    // ECPay resends until it reads 1|OK: a repeat changes nothing.
    expect(await ecpayPost('notify', delivery.form)).toEqual({ status: 200, text: '1|OK' });
    expect((await received(payment.id)).map((t) => t.kind)).toEqual(['payment_received']);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(-800);
    // A forged notification (bad CheckMacValue) is refused.
    expect(await ecpayPost('notify', { ...delivery.form, TradeAmt: '1' })).toEqual({ status: 400, text: '0|CheckMacValue Error' });
    await expectBalanced();
  });

  it('issues an ATM account and takes the money when ECPay says it arrived', async () => {
    const { consumer, payment } = await requested(25_000);
    const res = await pay(payment.pid, { pay_type: 'atm', idempotency_key: key() }, consumer.token);
    expect(res.status).toBe(200);
    expect((res.body.third_party_payment as SafetyPayment).payment_info).toMatchObject({ pay_type: 'atm', bank_code: expect.any(String), virtual_account: expect.stringMatching(/^\d{16}$/) });
    await fakeEcpay().pay((await row(payment.id)).order_number!);
    expect(await row(payment.id)).toMatchObject({ state: 'held', pay_type: 'atm' });
    await expectBalanced();
  });

  it('keeps the code while it is valid; once expired another way may be chosen', async () => {
    const { consumer, payment } = await requested(900);
    expect((await pay(payment.pid, { pay_type: 'cvs', idempotency_key: key() }, consumer.token)).status).toBe(200);
    const other = await pay(payment.pid, { pay_type: 'atm', idempotency_key: key() }, consumer.token);
    expect(other.status).toBe(409);
    const old = await row(payment.id);
    await server.db.updateTable('third_party_payments').set({ payment_expires_at: new Date(Date.now() - 60_000) }).where('id', '=', payment.id).execute();
    const renewed = await pay(payment.pid, { pay_type: 'atm', idempotency_key: key() }, consumer.token);
    expect(renewed.status).toBe(200);
    const now = await row(payment.id);
    expect(now).toMatchObject({ state: 'awaiting_payment', pay_type: 'atm', payment_code: null });
    expect(now.order_number).not.toBe(old.order_number);
    // The expired code's order is no longer ours to settle.
    const trade = fakeEcpay().trades.get(old.order_number!)!;
    trade.status = 'paid';
    trade.paidAt = new Date();
    expect(await ecpayPost('notify', fakeEcpay().paidNotification(trade))).toEqual({ status: 200, text: '1|OK' });
    expect((await row(payment.id)).state).toBe('awaiting_payment');
    await expectBalanced();
  });

  it('charges once on a double submit (the same key twice, also at once)', async () => {
    const { consumer, payment } = await requested(1200);
    const body = { pay_type: 'card', prime: await samplePrime(server, CARDS.visa), idempotency_key: key() };
    const both = await Promise.all([pay(payment.pid, body, consumer.token), pay(payment.pid, body, consumer.token)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const { order_number } = await row(payment.id);
    expect(fakeCards().charges.filter((c) => c.order_number === order_number)).toHaveLength(1);
    expect((await pay(payment.pid, body, consumer.token)).body.third_party_payment).toMatchObject({ state: 'held' });
    expect(fakeCards().charges.filter((c) => c.order_number === order_number)).toHaveLength(1);
    expect((await received(payment.id)).map((t) => t.kind)).toEqual(['payment_received']);
    // Paid: another key is refused by the transition.
    const after = await pay(payment.pid, { ...body, idempotency_key: key() }, consumer.token);
    expect(after.status).toBe(409);
    await expectBalanced();
  });

  it('records money that arrives after the payment was cancelled and owes it back (CVS)', async () => {
    const { consumer, payment } = await requested(700);
    expect((await pay(payment.pid, { pay_type: 'cvs', idempotency_key: key() }, consumer.token)).status).toBe(200);
    expect((await server.api(`${BASE}/change_status/cancel/${payment.pid}.json`, { method: 'POST', token: consumer.token, json: {} })).status).toBe(200);
    const delivery = await fakeEcpay().pay((await row(payment.id)).order_number!);
    expect(delivery.answer).toBe('1|OK');
    expect(await row(payment.id)).toMatchObject({ state: 'cancelled', paid_at: null });
    expect((await received(payment.id)).map((t) => [t.kind, t.note])).toEqual([
      ['payment_received', 'paid_after_cancel'],
      ['refund_owed', 'paid_after_cancel'],
    ]);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(0);
    expect(await escrowBalance(server.db, K.RefundPayable, consumer.user.id)).toBe(-700);
    // Again: nothing more.
    await ecpayPost('notify', delivery.form);
    expect(await received(payment.id)).toHaveLength(2);
    await expectBalanced();
  });

  it('refunds a card payment that completes after the payment was cancelled', async () => {
    const { consumer, payment } = await requested(1600);
    const res = await pay(payment.pid, { pay_type: 'card', prime: await samplePrime(server, CARDS.threeDS), idempotency_key: key() }, consumer.token);
    expect((await server.api(`${BASE}/change_status/cancel/${payment.pid}.json`, { method: 'POST', token: consumer.token, json: {} })).status).toBe(200);
    const refundsBefore = fakeCards().refunds.length;
    await fetch(`${res.body.payment_url as string}?outcome=authorise`, { method: 'POST', redirect: 'manual' });
    expect((await row(payment.id)).state).toBe('cancelled');
    expect(fakeCards().refunds.length).toBe(refundsBefore + 1);
    expect((await received(payment.id)).map((t) => t.kind)).toEqual(['payment_received', 'card_refund']);
    expect(await escrowBalance(server.db, K.TrustLiability, payment.id)).toBe(0);
    await expectBalanced();
  });

  it('lets a guest pay through the link with its hash, and no one else', async () => {
    const { payment } = await requested(1000);
    const stranger = await createSignedInUser(server.db);
    const body = { pay_type: 'card', prime: await samplePrime(server, CARDS.visa), idempotency_key: key() };
    expect((await pay(payment.pid, body)).status).toBe(404);
    expect((await pay(payment.pid, { ...body, hash: 'f'.repeat(32) })).status).toBe(404);
    expect((await pay(payment.pid, body, stranger.token)).status).toBe(404);
    const res = await pay(payment.pid, { ...body, hash: payment.hash });
    expect(res.status).toBe(200);
    expect(res.body.third_party_payment).toMatchObject({ state: 'held', role: 'guest', hash: null, card_info: 'VISA-4242' });
    await expectBalanced();
  });

  it("answers 404 for someone else's payment and one that does not exist", async () => {
    const { payment } = await requested(1000);
    const { consumer: other } = await requested(1000);
    expect((await pay(payment.pid, { pay_type: 'cvs', idempotency_key: key() }, other.token)).status).toBe(404);
    expect((await pay(payment.pid, { pay_type: 'cvs', idempotency_key: key() }, pro.token)).status).toBe(404);
    expect((await pay('SP000000000000AAAAAA', { pay_type: 'cvs', idempotency_key: key() }, other.token)).status).toBe(404);
    expect((await row(payment.id)).state).toBe('requested');
  });

  it('answers 400 naming the field for a bad pay_type, an amount the way cannot take, a missing card', async () => {
    const { consumer, payment } = await requested(300);
    const bad = await pay(payment.pid, { pay_type: 'bitcoin', idempotency_key: key() }, consumer.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('pay_type');
    const cvs = await pay(payment.pid, { pay_type: 'cvs', idempotency_key: key() }, consumer.token);
    expect(cvs.status).toBe(400);
    expect(JSON.stringify(cvs.body)).toContain('pay_type');
    const noCard = await pay(payment.pid, { pay_type: 'card', idempotency_key: key() }, consumer.token);
    expect(noCard.status).toBe(400);
    expect(JSON.stringify(noCard.body)).toContain('prime');
    expect((await row(payment.id)).state).toBe('requested');
  });
});
