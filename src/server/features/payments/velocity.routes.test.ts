import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import {
  CARD_BINDS_PER_IP,
  CARD_BINDS_PER_USER,
  CARD_CHARGES_PER_USER,
  CARD_FAILURES_PER_USER_DAY,
  PURCHASE_ORDERS_PER_IP,
  PURCHASE_ORDERS_PER_USER,
} from '../../../domain/payments/velocity';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { CARDS, newKey, samplePrime } from './cards/cards.test-support';

describe.each(ENGINES)('velocity limits on paying on %s', (engine) => {
  const server = useTestServer(engine);
  let fake: FakeTapPayState;
  let ipCounter = 0;

  beforeAll(async () => {
    fake = server.app.cardSandbox as FakeTapPayState;
  });

  /** Each test speaks from an address of its own (the harness trusts X-Forwarded-For from loopback). */
  const freshIp = () => `203.0.113.${++ipCounter}`;
  const post = (path: string, token: string, json: unknown, ip: string) => server.api(path, { method: 'POST', token, json, headers: { 'x-forwarded-for': ip } });
  const rows = async (table: 'credit_purchases' | 'payment_cards', userId: number) =>
    Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
  const expectRefused = (res: { status: number; headers: Headers; body: Record<string, unknown> }, text: RegExp) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body).toMatchObject({ status: 'Error', error: 'rate limited' });
    expect(res.body.message).toMatch(text);
  };

  it(`refuses the card charge after ${CARD_CHARGES_PER_USER.limit} in an hour with 429, charging and writing nothing`, async () => {
    const { user, token } = await createSignedInUser(server.db);
    const ip = freshIp();
    for (let i = 0; i < CARD_CHARGES_PER_USER.limit; i += 1) {
      const res = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(server, CARDS.visa), amount: 300, idempotency_key: newKey() }, ip);
      expect(res.status).toBe(200);
    }
    const charges = fake.charges.length;
    const refused = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(server, CARDS.visa), amount: 300, idempotency_key: newKey() }, ip);
    expectRefused(refused, /^信用卡付款的次數過多，請於 \d+ (分鐘|秒)後再試。$/);
    expect(fake.charges.length).toBe(charges);
    expect(await rows('credit_purchases', user.id)).toBe(CARD_CHARGES_PER_USER.limit);
  });

  it(`refuses binding a card after ${CARD_BINDS_PER_USER.limit} in an hour, and binds nothing`, async () => {
    const { user, token } = await createSignedInUser(server.db);
    const ip = freshIp();
    for (let i = 0; i < CARD_BINDS_PER_USER.limit; i += 1) {
      expect((await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(server, CARDS.visa) }, ip)).status).toBe(200);
    }
    const cards = await rows('payment_cards', user.id);
    const charges = fake.charges.length;
    const refused = await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(server, CARDS.mastercard) }, ip);
    expectRefused(refused, /^綁定信用卡的次數過多/);
    expect(await rows('payment_cards', user.id)).toBe(cards);
    expect(fake.charges.length).toBe(charges);
  });

  it('counts attempts per IP address across users', async () => {
    const ip = freshIp();
    for (let i = 0; i < CARD_BINDS_PER_IP.limit; i += 1) await server.app.throttle.hit(CARD_BINDS_PER_IP, ip);
    const { user, token } = await createSignedInUser(server.db);
    const charges = fake.charges.length;
    expectRefused(await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(server, CARDS.visa) }, ip), /^綁定信用卡的次數過多/);
    expect(await rows('payment_cards', user.id)).toBe(0);
    expect(fake.charges.length).toBe(charges);
    // Another address is not affected.
    expect((await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(server, CARDS.visa) }, freshIp())).status).toBe(200);
  });

  it(`stops trying a user's cards for the day after ${CARD_FAILURES_PER_USER_DAY.limit} refused ones`, async () => {
    const { user, token } = await createSignedInUser(server.db);
    const half = CARD_FAILURES_PER_USER_DAY.limit / 2;
    for (let i = 0; i < half; i += 1) {
      expect((await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(server, CARDS.declined) }, freshIp())).status).toBe(402);
      const declined = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(server, CARDS.declined), amount: 300, idempotency_key: newKey() }, freshIp());
      expect(declined.status).toBe(402);
    }
    const purchases = await rows('credit_purchases', user.id);
    const charges = fake.charges.length;
    const refused = await post('/new/v1/tap_pay/pay_by_prime.json', token, { prime: await samplePrime(server, CARDS.visa), amount: 300, idempotency_key: newKey() }, freshIp());
    expectRefused(refused, /^今天信用卡付款失敗的次數過多/);
    expectRefused(await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(server, CARDS.visa) }, freshIp()), /^今天信用卡付款失敗的次數過多/);
    expect(await rows('credit_purchases', user.id)).toBe(purchases);
    expect(fake.charges.length).toBe(charges);
  });

  it(`refuses ECPay codes and pay links after ${PURCHASE_ORDERS_PER_USER.limit} orders in an hour, per user and per IP`, async () => {
    const { user, token } = await createSignedInUser(server.db);
    for (let i = 0; i < PURCHASE_ORDERS_PER_USER.limit; i += 1) await server.app.throttle.hit(PURCHASE_ORDERS_PER_USER, String(user.id));
    const ip = freshIp();
    expectRefused(await post('/new/v1/ecpay/purchase.json', token, { pay_type: 'cvs', amount: 600, idempotency_key: newKey() }, ip), /^建立付款訂單的次數過多/);
    expectRefused(await post('/purchases/payfee.json', token, { quote_bid_id: 1 }, ip), /^建立付款訂單的次數過多/);
    expect(await rows('credit_purchases', user.id)).toBe(0);

    const other = await createSignedInUser(server.db);
    const busyIp = freshIp();
    for (let i = 0; i < PURCHASE_ORDERS_PER_IP.limit; i += 1) await server.app.throttle.hit(PURCHASE_ORDERS_PER_IP, busyIp);
    expectRefused(await post('/new/v1/ecpay/purchase.json', other.token, { pay_type: 'atm', amount: 600, idempotency_key: newKey() }, busyIp), /^建立付款訂單的次數過多/);
    expect(await rows('credit_purchases', other.user.id)).toBe(0);
    expect((await post('/new/v1/ecpay/purchase.json', other.token, { pay_type: 'atm', amount: 600, idempotency_key: newKey() }, freshIp())).status).toBe(200);
  });
});
