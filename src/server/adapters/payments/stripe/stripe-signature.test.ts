import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader, stripeSignatureProblem } from './stripe-signature';

const SECRET = 'whsec_test_secret';
const PAYLOAD = '{"id":"evt_1","type":"payment_intent.succeeded"}';
const NOW = 1_800_000_000;

describe('Stripe-Signature', () => {
  it('accepts a header signed with the secret within the tolerance', () => {
    expect(stripeSignatureProblem(PAYLOAD, stripeSignatureHeader(PAYLOAD, SECRET, NOW - 10), SECRET, NOW)).toBeNull();
  });

  it('accepts when any of several v1 signatures matches', () => {
    const good = stripeSignatureHeader(PAYLOAD, SECRET, NOW);
    const header = `t=${NOW},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect(stripeSignatureProblem(PAYLOAD, header, SECRET, NOW)).toBeNull();
  });

  it.each([
    ['a missing header', undefined, 'no Stripe-Signature header'],
    ['another secret', stripeSignatureHeader(PAYLOAD, 'whsec_other', NOW), 'signature mismatch'],
    ['a changed body', stripeSignatureHeader(`${PAYLOAD} `, SECRET, NOW), 'signature mismatch'],
    ['an old timestamp', stripeSignatureHeader(PAYLOAD, SECRET, NOW - 301), 'timestamp outside the tolerance'],
    ['a future timestamp', stripeSignatureHeader(PAYLOAD, SECRET, NOW + 301), 'timestamp outside the tolerance'],
    ['no timestamp', 'v1=abc', 'no timestamp'],
    ['no v1 signature', `t=${NOW},v0=abc`, 'no v1 signature'],
  ])('refuses %s', (_name, header, problem) => {
    expect(stripeSignatureProblem(PAYLOAD, header, SECRET, NOW)).toBe(problem);
  });
});
