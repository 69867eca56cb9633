import { describe, expect, it } from 'vitest';
import { NO_SAFETY_PAYMENT_FEE, releaseSplit, safetyPaymentFee } from './fees';

describe('safetyPaymentFee', () => {
  it('is zero by default', () => {
    expect(safetyPaymentFee(12_345, NO_SAFETY_PAYMENT_FEE)).toBe(0);
  });

  it('rounds the percentage half up to whole NT$', () => {
    expect(safetyPaymentFee(1234, { percent: 2.5, min: 0 })).toBe(31); // 30.85
    expect(safetyPaymentFee(1000, { percent: 2.55, min: 0 })).toBe(26); // 25.5
    expect(safetyPaymentFee(1000, { percent: 2.54, min: 0 })).toBe(25); // 25.4
    expect(safetyPaymentFee(30_000, { percent: 3, min: 0 })).toBe(900);
  });

  it('is never under the minimum nor over the amount', () => {
    expect(safetyPaymentFee(500, { percent: 1, min: 30 })).toBe(30);
    expect(safetyPaymentFee(20, { percent: 1, min: 30 })).toBe(20);
    expect(safetyPaymentFee(0, { percent: 5, min: 30 })).toBe(0);
  });

  it('refuses amounts that are not whole NT$', () => {
    expect(() => safetyPaymentFee(10.5, NO_SAFETY_PAYMENT_FEE)).toThrow();
    expect(() => safetyPaymentFee(-1, NO_SAFETY_PAYMENT_FEE)).toThrow();
  });
});

describe('releaseSplit', () => {
  const config = { percent: 3, min: 50 };

  it('takes the same fee in parts as at once', () => {
    const whole = releaseSplit({ releasedBefore: 0, feeTakenBefore: 0, release: 10_000 }, config);
    expect(whole).toEqual({ fee: 300, toPro: 9700 });
    const first = releaseSplit({ releasedBefore: 0, feeTakenBefore: 0, release: 4000 }, config);
    const second = releaseSplit({ releasedBefore: 4000, feeTakenBefore: first.fee, release: 6000 }, config);
    expect(first.fee + second.fee).toBe(300);
    expect(first.toPro + second.toPro).toBe(9700);
  });

  it('takes the minimum from the first part and nothing more until the percentage passes it', () => {
    expect(releaseSplit({ releasedBefore: 0, feeTakenBefore: 0, release: 1000 }, config)).toEqual({ fee: 50, toPro: 950 });
    expect(releaseSplit({ releasedBefore: 1000, feeTakenBefore: 50, release: 500 }, config)).toEqual({ fee: 0, toPro: 500 });
  });

  it('never takes more than the release', () => {
    expect(releaseSplit({ releasedBefore: 0, feeTakenBefore: 0, release: 20 }, config)).toEqual({ fee: 20, toPro: 0 });
  });
});
