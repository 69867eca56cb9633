import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';

export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  jcb: '3530111333300000',
  declined: '4000000000000002',
  threeDS: '4000000000003220',
  foreign: '4000000760000002',
} as const;

/** A prime from the in-process sandbox (what TapPay's browser SDK gives the page). */
export async function samplePrime(server: TestServer, cardNumber: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/sandbox-gateway/tappay/prime`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: cardNumber, expiry: '12/30', ccv: '123' }),
  });
  const body = (await res.json()) as { status: number; card?: { prime: string } };
  expect(body.status).toBe(0);
  return body.card!.prime;
}

/** A Stripe PaymentMethod id from a Stripe-speaking gateway (what Stripe.js gives the page). */
export async function samplePaymentMethod(stripeBase: string, cardNumber: string, key = 'pk_test_local'): Promise<string> {
  const res = await fetch(`${stripeBase}/v1/payment_methods`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${key}` },
    body: new URLSearchParams({ type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2030', 'card[cvc]': '123' }).toString(),
  });
  const body = (await res.json()) as { id?: string };
  expect(res.status).toBe(200);
  return body.id!;
}

/** A fresh idempotency key, as the web client makes one per purchase attempt. */
export const newKey = () => `key-${randomBytes(8).toString('hex')}`;
