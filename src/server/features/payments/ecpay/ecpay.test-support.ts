import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Purchase as PurchaseResponse } from '../../../../domain/payments/payments.contract';
import { ECPAY_STAGE_CREDENTIALS, type FakeEcpay } from '../../../adapters/payments/ecpay/fake-ecpay';
import type { Engine } from '../../../db/connection';
import { createSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/harness';
import { ECPAY_SANDBOX_PREFIX } from './ecpay.gateway';
import { sandboxFakeOf } from './ecpay.plugin';

/** Tests only: the set-up and calls shared by the ECPay purchase tests. */

export const { hashKey, hashIv } = ECPAY_STAGE_CREDENTIALS;

/** A fresh idempotency key. */
export const key = () => randomUUID();

/** A test server of one engine with the default ECPay sandbox, for the suite, with the calls the tests make. */
export function ecpaySuite(engine: Engine) {
  let current: { server: TestServer; fake: FakeEcpay } | undefined;
  beforeAll(async () => {
    const server = await startTestServer(engine);
    // The default sandbox: the fake mounted in-process, reached over loopback HTTP.
    const res = await fetch(`${server.baseUrl}${ECPAY_SANDBOX_PREFIX}/trades.json`);
    expect(res.status).toBe(200);
    current = { server, fake: sandboxFake(server) };
  });
  afterAll(() => current?.server.close());
  const ready = () => {
    if (!current) throw new Error('the test server is not started');
    return current;
  };
  const buy = (token: string, body: Record<string, unknown>) => ready().server.api('/new/v1/ecpay/purchase.json', { method: 'POST', token, json: body });

  return {
    get server(): TestServer {
      return ready().server;
    },
    /** The in-process fake behind the sandbox routes. */
    get fake(): FakeEcpay {
      return ready().fake;
    },
    buy,
    balance: async (userId: number) => (await ready().server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0,
    row: (id: number) => ready().server.db.selectFrom('credit_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    /** Posts a notification form the way ECPay does. */
    notify: (path: 'notify' | 'payment_info', form: Record<string, string>) =>
      fetch(`${ready().server.baseUrl}/api/new/v1/ecpay/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      }).then(async (r) => ({ status: r.status, text: await r.text() })),
    /** A new user's convenience-store code purchase. */
    async boughtCode(amount = 800) {
      const pro = await createSignedInUser(ready().server.db);
      const res = await buy(pro.token, { pay_type: 'cvs', amount, idempotency_key: key() });
      expect(res.status).toBe(200);
      return { pro, purchase: res.body.purchase as PurchaseResponse };
    },
  };
}

function sandboxFake(server: TestServer): FakeEcpay {
  const fake = sandboxFakeOf(server.app);
  if (!fake) throw new Error('the ECPay sandbox is not mounted');
  return fake;
}

/** Polls until `find` finds something, for at most `timeoutMs`. */
export async function waitFor<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
