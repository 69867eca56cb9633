import { describe, expect, it } from 'vitest';
import { cardEntryProblems, formatCardNumber, formatExpiry } from './card-entry';
import { pricingPathBackTo, readPricingTarget } from './pricing-target';
import { customAmountProblem, newIdempotencyKey, orderOf, parseAmount, payTypeProblem, rangesOf } from './purchase-form';
import type { PackagesAnswer } from './api/wallet';
import { instructionLines, signedTwd, splitCardInfo } from './wallet-format';

const packages: PackagesAnswer = {
  packages: [
    { id: 1, name: '入門包', price: 300, bonus_credit: 0, credit: 300 },
    { id: 2, name: '標準包', price: 1000, bonus_credit: 50, credit: 1050 },
  ],
  custom: { min: 50, max: 9999 },
  pay_types: { card: { min: 50, max: 30000 }, cvs: { min: 500, max: 20000 }, atm: { min: 50, max: 30000 } },
};

describe('the pricing target', () => {
  it.each([
    [undefined, null, { packageId: null, amount: null, returnTo: null }],
    ['2', null, { packageId: 2, amount: null, returnTo: null }],
    ['package-3', null, { packageId: 3, amount: null, returnTo: null }],
    ['amount-500', null, { packageId: null, amount: 500, returnTo: null }],
    ['lead-12', null, { packageId: null, amount: null, returnTo: '/dashboard/requests/12' }],
    ['work-7', null, { packageId: null, amount: null, returnTo: '/dashboard/works/7' }],
    ['2', '/dashboard/requests/5', { packageId: 2, amount: null, returnTo: '/dashboard/requests/5' }],
    ['nonsense', '//evil.example/x', { packageId: null, amount: null, returnTo: null }],
    [undefined, '/login', { packageId: null, amount: null, returnTo: null }],
    [undefined, '/category/x', { packageId: null, amount: null, returnTo: null }],
    ['0', null, { packageId: null, amount: null, returnTo: null }],
  ])('reads %s with from=%s', (target, from, expected) => {
    expect(readPricingTarget(target, from)).toEqual(expected);
  });

  it('makes a path that comes back to a page', () => {
    const path = pricingPathBackTo('/dashboard/requests/12');
    expect(readPricingTarget(undefined, new URL(path, 'http://x').searchParams.get('from')).returnTo).toBe('/dashboard/requests/12');
  });
});

describe('the amounts', () => {
  it('reads whole amounts only', () => {
    expect(parseAmount(' 1,000 ')).toBe(1000);
    expect(parseAmount('12.5')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it.each([
    ['49', 'buy>error>customRange'],
    ['10000', 'buy>error>customRange'],
    ['abc', 'buy>error>amountWhole'],
    ['50', null],
    ['9999', null],
  ])('refuses a custom amount of %s naming the range', (text, key) => {
    const problem = customAmountProblem(text, packages.custom);
    expect(problem?.key ?? null).toBe(key);
    if (problem) expect(problem.values).toEqual({ min: 50, max: 9999 });
  });

  it.each([
    [300, 'cvs', 'buy>error>cvsRange'],
    [500, 'cvs', null],
    [20001, 'cvs', 'buy>error>cvsRange'],
    [30001, 'atm', 'buy>error>atmRange'],
    [30000, 'atm', null],
    [300, 'card', null],
  ] as const)('checks %s by %s against its range', (price, payType, key) => {
    expect(payTypeProblem(price, payType, packages.pay_types[payType])?.key ?? null).toBe(key);
  });

  it('makes an order from a package (with its bonus) or a valid custom amount', () => {
    expect(orderOf({ kind: 'package', packageId: 2 }, packages)).toEqual({ item: { package_id: 2 }, price: 1000, credit: 1050, packageName: '標準包' });
    expect(orderOf({ kind: 'custom', text: '120' }, packages)).toEqual({ item: { amount: 120 }, price: 120, credit: 120, packageName: null });
    expect(orderOf({ kind: 'custom', text: '20' }, packages)).toBeNull();
    expect(orderOf({ kind: 'package', packageId: 9 }, packages)).toBeNull();
    expect(orderOf(null, packages)).toBeNull();
  });

  it('uses the rules of the product until the server has answered', () => {
    expect(rangesOf(null).custom).toEqual({ min: 50, max: 9999 });
    expect(rangesOf(null).payTypes.cvs).toEqual({ min: 500, max: 20000 });
  });

  it('makes a different idempotency key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});

describe('a new card', () => {
  const now = new Date('2026-11-23T00:00:00Z');
  it('takes the sandbox test card', () => {
    expect(cardEntryProblems({ number: '4242 4242 4242 4242', expiry: '12/30', ccv: '123' }, now)).toEqual({});
  });

  it('names each wrong field', () => {
    expect(cardEntryProblems({ number: '4242 4242 4242 4241', expiry: '13/30', ccv: '12' }, now)).toEqual({
      number: 'card>error>number',
      expiry: 'card>error>expiry',
      ccv: 'card>error>ccv',
    });
    expect(cardEntryProblems({ number: '4242424242424242', expiry: '10/26', ccv: '123' }, now).expiry).toBe('card>error>expired');
    expect(cardEntryProblems({ number: '4242424242424242', expiry: '11/26', ccv: '123' }, now).expiry).toBeUndefined();
  });

  it('groups the number by four as it is typed', () => {
    expect(formatCardNumber('42424242abc42424242')).toBe('4242 4242 4242 4242');
  });

  it('puts the slash in the expiry by itself as it is typed, and takes it back on delete', () => {
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('12/299')).toBe('12/29');
    expect(formatExpiry('12/')).toBe('12');
    expect(cardEntryProblems({ number: '4242424242424242', expiry: formatExpiry('1240'), ccv: '123' }).expiry).toBeUndefined();
  });
});

describe('the wallet texts', () => {
  it('signs amounts', () => {
    expect(signedTwd(1050)).toBe('+NT$1,050');
    expect(signedTwd(-60)).toBe('-NT$60');
  });

  it('splits card_info into brand and last four', () => {
    expect(splitCardInfo('VISA-4242')).toEqual({ brand: 'VISA', last4: '4242' });
    expect(splitCardInfo('4242424242424242')).toBeNull();
    expect(splitCardInfo(null)).toBeNull();
  });

  it('reads the steps to pay as a list or as lines', () => {
    expect(instructionLines(['a', ' ', 'b'])).toEqual(['a', 'b']);
    expect(instructionLines('a\nb\n')).toEqual(['a', 'b']);
    expect(instructionLines(null)).toEqual([]);
  });
});
