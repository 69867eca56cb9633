import { afterAll, beforeAll, expect } from 'vitest';
import type { FakeTapPayState } from '../../../adapters/payments/tappay/fake-tappay';
import type { Engine } from '../../../db/connection';
import { startTestServer, type TestServer } from '../../../test/harness';
import { CARDS, samplePrime } from './cards.test-support';

/** Tests only: the set-up and calls shared by the TapPay card endpoint tests. */

export type Purchase = { id: number; status: string; amount: number; credit: number; error_message: string | null; card_info: string | null; source: string };

/** A test server of one engine in the default TapPay sandbox, for the suite, with the calls the tests make. */
export function tapPaySuite(engine: Engine) {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(engine);
  });
  afterAll(() => current?.close());

  const suite = {
    get server(): TestServer {
      if (!current) throw new Error('the test server is not started');
      return current;
    },
    /** The sandbox gateway's record of charges and refunds. */
    get fake(): FakeTapPayState {
      return suite.server.app.cardSandbox as FakeTapPayState;
    },
    post: (path: string, token: string, json: unknown) => suite.server.api(path, { method: 'POST', token, json }),
    balance: async (userId: number) =>
      (await suite.server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0,
    chargesOf: (orderNumber: string) => suite.fake.charges.filter((c) => c.order_number === orderNumber).length,
    purchaseCount: async (userId: number) =>
      Number(
        (await suite.server.db.selectFrom('credit_purchases').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n,
      ),
    /** Binds a card to the signed-in user's account. */
    async boundCard(token: string, number: string = CARDS.visa) {
      const res = await suite.post('/new/v1/tap_pay/bind_card.json', token, { prime: await samplePrime(suite.server, number) });
      expect(res.status).toBe(200);
      return res.body.card as { id: number; card_info: string; is_default: number };
    },
  };
  return suite;
}
