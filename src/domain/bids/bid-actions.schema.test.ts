import { describe, expect, it } from 'vitest';
import { ErrorText } from '../errors/codes';
import { completedSchema, hireTimeSchema, interestSchema, reviewSchema } from './bid-actions.schema';

type Issue = { path: PropertyKey[]; message: string; params?: { code?: string } };
const issues = (result: { success: boolean; error?: { issues: unknown[] } }) => (result.error?.issues ?? []) as Issue[];

describe('interestSchema', () => {
  it.each([
    [{}, true],
    [{ is_interested: '1' }, true],
    [{ is_interested: 'true' }, true],
    [{ is_interested: 1 }, true],
    [{ is_interested: '0' }, false],
    [{ interest: 'false' }, false],
    [{ is_interested: 0, interest: '1' }, false],
  ])('reads %j as %s', (body, interested) => {
    expect(interestSchema.parse(body)).toBe(interested);
  });

  it('refuses anything else, naming is_interested', () => {
    expect(issues(interestSchema.safeParse({ is_interested: 'maybe' })).map((i) => i.path)).toEqual([['is_interested']]);
  });
});

describe('hireTimeSchema', () => {
  it('reads a Taiwan date and time as the UTC moment', () => {
    expect(hireTimeSchema.parse({ date: ' 2026-12-01 ', time: '09:30' }).toISOString()).toBe('2026-12-01T01:30:00.000Z');
  });

  it.each([
    [{}, ['date', 'time']],
    [{ date: '2026/12/01', time: '09:30' }, ['date']],
    [{ date: '2026-12-01', time: '24:00' }, ['time']],
    [{ date: '2026-13-40', time: '09:00' }, ['date']],
  ])('refuses %j with date time missing on %j', (body, fields) => {
    const found = issues(hireTimeSchema.safeParse(body));
    expect(found.map((i) => i.path[0])).toEqual(fields);
    expect(found.every((i) => i.params?.code === ErrorText.DateTimeMissing)).toBe(true);
  });
});

describe('reviewSchema', () => {
  it('reads a review, satisfied from a rating of 3 unless told', () => {
    expect(reviewSchema.parse({ rating: '3', feedback: ' 很好 ', tags: '準時' })).toEqual({ rating: 3, feedback: '很好', tags: ['準時'], is_satisfied: true });
    expect(reviewSchema.parse({ rating: 5, is_satisfied: '0' })).toMatchObject({ is_satisfied: false, tags: [], feedback: '' });
  });

  it('answers rating is zero for no stars, and invalid input for other ratings', () => {
    expect(issues(reviewSchema.safeParse({ rating: '0' }))[0]?.params?.code).toBe(ErrorText.RatingIsZero);
    for (const rating of [undefined, '', '6', '2.5', 'x']) {
      const found = issues(reviewSchema.safeParse({ rating }));
      expect(found.map((i) => [i.path[0], i.params?.code])).toEqual([['rating', undefined]]);
    }
  });

  it.each([
    [{ rating: 4, feedback: 'a'.repeat(1001) }, 'feedback'],
    [{ rating: 4, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    [{ rating: 4, tags: ['', 'ok'] }, 'tags'],
    [{ rating: 4, tags: ['x'.repeat(21)] }, 'tags'],
  ])('refuses %j naming %s', (body, field) => {
    expect(issues(reviewSchema.safeParse(body)).map((i) => i.path[0])).toEqual([field]);
  });
});

describe('completedSchema', () => {
  it.each([
    [{}, false],
    [{ confirm_early: '1' }, true],
    [{ confirm_early: 'true' }, true],
    [{ confirm_early: '0' }, false],
  ])('reads %j as %s', (body, confirms) => {
    expect(completedSchema.parse(body)).toBe(confirms);
  });
});
