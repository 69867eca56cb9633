import { describe, expect, it } from 'vitest';
import { FixedClock, systemClock } from './clock';

describe('clocks', () => {
  it('the fixed clock stays where it was set until advanced, and hands out copies', () => {
    const clock = new FixedClock('2026-12-01T01:30:00Z');
    const first = clock.now();
    first.setFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-12-01T01:30:00.000Z');
    clock.advance(48 * 60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2026-12-03T01:30:00.000Z');
    clock.set('2027-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('the system clock tells the time', () => {
    const before = Date.now();
    const now = systemClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
