import { describe, expect, it } from 'vitest';
import { heldAmount, restingState } from './states';
import { payTypesFor, SAFETY_PAYMENT_AMOUNT_MAX, SAFETY_PAYMENT_AMOUNT_MIN } from './limits';

describe('restingState', () => {
  it('follows the money', () => {
    expect(restingState({ amount: 1000, released: 0, refunded: 0 })).toBe('held');
    expect(restingState({ amount: 1000, released: 300, refunded: 0 })).toBe('partially_released');
    expect(restingState({ amount: 1000, released: 300, refunded: 100 })).toBe('partially_refunded');
    expect(restingState({ amount: 1000, released: 900, refunded: 100 })).toBe('released');
    expect(restingState({ amount: 1000, released: 0, refunded: 1000 })).toBe('refunded');
    expect(heldAmount({ amount: 1000, released: 300, refunded: 100 })).toBe(600);
  });
});

describe('amount limits', () => {
  it('takes the gateways ranges: anything one way of paying takes', () => {
    expect([SAFETY_PAYMENT_AMOUNT_MIN, SAFETY_PAYMENT_AMOUNT_MAX]).toEqual([50, 30000]);
    expect(payTypesFor(100)).toEqual(['card', 'atm']);
    expect(payTypesFor(20_000)).toEqual(['card', 'cvs', 'atm']);
    expect(payTypesFor(25_000)).toEqual(['card', 'atm']);
  });
});
