import { describe, expect, it } from 'vitest';
import { mayQuote, type QuotingRefusal } from './may-quote';

describe('mayQuote', () => {
  it.each<[boolean, boolean, boolean, QuotingRefusal | null]>([
    [true, true, false, null],
    [true, false, false, 'phone_unconfirmed'],
    [true, false, true, 'phone_unconfirmed'],
    [true, true, true, 'category_limited'],
    [false, false, false, null],
    [false, false, true, 'category_limited'],
    [false, true, true, 'category_limited'],
  ])('phone check %s, phone confirmed %s, category limited %s: %s', (phoneVerification, phoneConfirmed, categoryLimited, refusal) => {
    expect(mayQuote({ phoneVerification, phoneConfirmed, categoryLimited })).toBe(refusal);
  });
});
