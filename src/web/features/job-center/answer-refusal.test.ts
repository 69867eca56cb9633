import { describe, expect, it } from 'vitest';
import type { FormFailure } from '../../api/error-info';
import { answerRefusalOf } from './answer-refusal';

const failure = (status: number, code: number | string, kind: FormFailure['kind'] = 'server'): FormFailure => ({ status, code, kind, fields: [] });

describe('answerRefusalOf', () => {
  it.each([
    [failure(409, 251), 'noService'],
    [failure(409, 6), 'quoted'],
    [failure(409, 690), 'limited'],
    [failure(409, 'request quote limit'), 'full'],
    [failure(409, 'request closed'), 'closed'],
    [failure(409, 10), 'credit'],
    [failure(409, 211), 'foreignCard'],
    [failure(404, 'not found'), 'closed'],
    [failure(0, 'network', 'network'), 'network'],
    [failure(409, 9), 'other'],
    [failure(500, 'server error'), 'other'],
  ] as const)('reads %o as %s', (input, expected) => {
    expect(answerRefusalOf(input)).toBe(expected);
  });
});
