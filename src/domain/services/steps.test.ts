import { describe, expect, it } from 'vitest';
import { parseEditStep, ServiceEditStep } from './steps';

describe('service editing steps', () => {
  it('numbers twenty steps 0-19 with the spec names at their places', () => {
    const values = Object.values(ServiceEditStep).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(ServiceEditStep).toMatchObject({ Basic: 0, Travel: 1, Category: 2, FAQ: 3, Close: 10, PublicView: 17, Hours: 18, Shop: 19 });
  });

  it.each([
    ['0', 0],
    ['19', 19],
    ['20', undefined],
    ['-1', undefined],
    ['x', undefined],
    [undefined, undefined],
  ])('reads the segment %s as %s', (segment, step) => {
    expect(parseEditStep(segment)).toBe(step);
  });
});
