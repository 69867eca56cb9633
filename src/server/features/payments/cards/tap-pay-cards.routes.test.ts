import { describe, expect, it } from 'vitest';
import { QuoteError } from '../../../../domain/errors/codes';
import { createSignedInUser } from '../../../test/factories';
import { CARDS, samplePrime } from './cards.test-support';
import { ENGINES } from '../../../test/harness';
import { tapPaySuite } from './tap-pay.test-support';

describe.each(ENGINES)('TapPay card endpoints in the default sandbox on %s', (engine) => {
  const suite = tapPaySuite(engine);
  const { post, boundCard } = suite;

  it('tells the page it is in sandbox mode and where primes come from', async () => {
    const res = await suite.server.api('/new/v1/tap_pay/config.json');
    expect(res.body).toMatchObject({ status: 'Success', mode: 'sandbox', server_type: 'sandbox', prime_url: '/sandbox-gateway/tappay/prime' });
  });

  it('needs a session for every card call', async () => {
    for (const [method, path] of [
      ['GET', '/new/v1/tap_pay/cards.json'],
      ['POST', '/new/v1/tap_pay/bind_card.json'],
      ['POST', '/new/v1/tap_pay/remove_card/1.json'],
      ['POST', '/new/v1/tap_pay/pay_by_prime.json'],
      ['POST', '/new/v1/tap_pay/pay_by_token.json'],
    ] as const) {
      const res = await suite.server.api(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(res.status, path).toBe(403);
      expect(res.body.error).toBe('invalid token');
    }
  });

  it('binds a card after a NT$1 test charge that is refunded, keeping only brand, last four and token', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const chargesBefore = suite.fake.charges.length;
    const refundsBefore = suite.fake.refunds.length;
    const card = await boundCard(token);
    expect(card).toMatchObject({ card_info: 'VISA-4242', brand: 'VISA', last4: '4242', is_default: 1, is_foreign: 0, provider: 'sandbox' });
    expect(card).not.toHaveProperty('card_token');
    expect(suite.fake.charges.slice(chargesBefore)).toEqual([expect.objectContaining({ amount: 1 })]);
    expect(suite.fake.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ amount: 1 })]);

    const second = await boundCard(token, CARDS.mastercard);
    expect(second).toMatchObject({ card_info: 'MASTERCARD-4444', is_default: 0 });
    const list = await suite.server.api('/new/v1/tap_pay/cards.json', { token });
    expect((list.body.cards as { card_info: string }[]).map((c) => c.card_info)).toEqual(['VISA-4242', 'MASTERCARD-4444']);
    const rows = await suite.server.db.selectFrom('payment_cards').selectAll().where('user_id', '=', user.id).execute();
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|5555555555554444/);
  });

  it('refuses a declined card with 402 and the gateway words, keeping nothing', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const res = await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(suite.server, CARDS.declined) });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ status: 'Error', error: 'payment declined', gateway_message: 'Card Declined' });
    expect(res.body.message).toContain('信用卡付款失敗');
    expect(await suite.server.db.selectFrom('payment_cards').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('refuses a foreign card with 409 code 211 and gives the test charge back', async () => {
    const { user, token } = await createSignedInUser(suite.server.db);
    const refundsBefore = suite.fake.refunds.length;
    const res = await post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(suite.server, CARDS.foreign) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(QuoteError.ForeignCardNotSupported);
    expect(suite.fake.refunds.length).toBe(refundsBefore + 1);
    expect(await suite.server.db.selectFrom('payment_cards').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('asks for the prime by name, and a used prime is refused', async () => {
    const { token } = await createSignedInUser(suite.server.db);
    const missing = await post('/new/v1/tap_pay/bind_card.json', token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('prime');
    const prime = await samplePrime(suite.server, CARDS.visa);
    expect((await post('/new/v1/tap_pay/bind_card.json', token, { prime })).status).toBe(200);
    const reused = await post('/new/v1/tap_pay/bind_card.json', token, { prime });
    expect(reused.status).toBe(402);
    expect(reused.body.gateway_message).toBe('Prime not found or expired');
  });

  it('removes a card; the default passes to the newest remaining; another pro’s card is 404', async () => {
    const { token } = await createSignedInUser(suite.server.db);
    const first = await boundCard(token);
    const second = await boundCard(token, CARDS.jcb);
    const removedBefore = suite.fake.removedCards.length;
    const res = await post(`/new/v1/tap_pay/remove_card/${first.id}.json`, token, {});
    expect(res.status).toBe(200);
    expect(res.body.cards).toEqual([expect.objectContaining({ id: second.id, card_info: 'JCB-0000', is_default: 1 })]);
    expect(suite.fake.removedCards).toHaveLength(removedBefore + 1);
    expect((await post(`/new/v1/tap_pay/remove_card/${first.id}.json`, token, {})).status).toBe(404);
    const other = await createSignedInUser(suite.server.db);
    expect((await post(`/new/v1/tap_pay/remove_card/${second.id}.json`, other.token, {})).status).toBe(404);
    expect((await post('/new/v1/tap_pay/remove_card/abc.json', token, {})).status).toBe(404);
  });
});
