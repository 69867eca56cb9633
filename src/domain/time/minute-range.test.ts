import { describe, expect, it } from 'vitest';
import { clockMinute, findRangeKey, type MinuteRange } from './minute-range';

describe('clockMinute', () => {
  it.each([
    { hour: 0, minute: 0, expected: 0 },
    { hour: 0, minute: 59, expected: 59 },
    { hour: 1, minute: 0, expected: 60 },
    { hour: 9, minute: 30, expected: 570 },
    { hour: 23, minute: 59, expected: 1439 },
  ])('places $hour:$minute at minute $expected', ({ hour, minute, expected }) => {
    expect(clockMinute(hour, minute)).toBe(expected);
  });

  it('defaults the minute to zero', () => {
    expect(clockMinute(12)).toBe(720);
  });
});

describe('findRangeKey', () => {
  const ranges: Record<'a' | 'b', MinuteRange> = { a: { start: 0, end: 10 }, b: { start: 20, end: 30 } };
  const order = ['a', 'b'] as const;

  it.each([
    { minute: 0, expected: 'a' },
    { minute: 9, expected: 'a' },
    { minute: 20, expected: 'b' },
    { minute: 29, expected: 'b' },
  ])('treats ranges as start-inclusive and end-exclusive (minute $minute → $expected)', ({ minute, expected }) => {
    expect(findRangeKey(order, ranges, minute)).toBe(expected);
  });

  it.each([10, 19, 30, -1])('throws RangeError when no range holds minute %i', (minute) => {
    expect(() => findRangeKey(order, ranges, minute)).toThrow(RangeError);
  });

  it('returns the first matching key in the given order when ranges overlap', () => {
    const overlapping: Record<'x' | 'y', MinuteRange> = { x: { start: 0, end: 10 }, y: { start: 0, end: 10 } };
    expect(findRangeKey(['y', 'x'], overlapping, 5)).toBe('y');
  });
});
