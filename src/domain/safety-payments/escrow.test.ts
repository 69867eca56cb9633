import { describe, expect, it } from 'vitest';
import { type EscrowPosting, escrowLegs } from './escrow';

const POSTINGS: EscrowPosting[] = [
  { kind: 'payment_received', paymentId: 7, amount: 1000 },
  { kind: 'release', paymentId: 7, proId: 3, amount: 600, fee: 18 },
  { kind: 'release', paymentId: 7, proId: 3, amount: 400, fee: 0 },
  { kind: 'card_refund', paymentId: 7, amount: 100 },
  { kind: 'refund_owed', paymentId: 7, consumerId: 5, amount: 100 },
  { kind: 'refund_transferred', consumerId: 5, amount: 100 },
  { kind: 'payout', proId: 3, amount: 982 },
  { kind: 'fee_transferred', amount: 18 },
  { kind: 'partner_subsidy', paymentId: 7, proId: 3, amount: 200 },
];

describe('escrowLegs', () => {
  it.each(POSTINGS.map((p) => [p.kind, p] as const))('%s sums to zero, one line an account', (_kind, posting) => {
    const legs = escrowLegs(posting);
    expect(legs.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect(new Set(legs.map((l) => `${l.account}:${l.owner}`)).size).toBe(legs.length);
    expect(legs.every((l) => l.amount !== 0)).toBe(true);
  });

  it('splits a release between the pro and the fee', () => {
    expect(escrowLegs({ kind: 'release', paymentId: 7, proId: 3, amount: 600, fee: 18 })).toEqual([
      { account: 'trust_liability', owner: 7, amount: 600 },
      { account: 'pro_payable', owner: 3, amount: -582 },
      { account: 'platform_fee', owner: 0, amount: -18 },
    ]);
  });

  it('refuses amounts that are not positive whole NT$ and fees outside the release', () => {
    expect(() => escrowLegs({ kind: 'payout', proId: 3, amount: 0 })).toThrow();
    expect(() => escrowLegs({ kind: 'payout', proId: 3, amount: 1.5 })).toThrow();
    expect(() => escrowLegs({ kind: 'release', paymentId: 7, proId: 3, amount: 10, fee: 11 })).toThrow();
  });
});
