import { describe, expect, it } from 'vitest';
import { parseSeonAnswer, SeonError } from './seon-fraud';

describe('parseSeonAnswer', () => {
  it('reads the score, state and id of a successful check', () => {
    const answer = { success: true, error: {}, data: { id: 'abc', state: 'REVIEW', fraud_score: 57.5, applied_rules: [] } };
    expect(parseSeonAnswer(answer)).toEqual({ score: 57.5, state: 'REVIEW', providerId: 'abc' });
  });

  it('throws on success false, naming the provider error', () => {
    expect(() => parseSeonAnswer({ success: false, error: { code: '1002', message: 'invalid license key' }, data: null })).toThrow(/1002 invalid license key/);
  });

  it.each([[null], [{ success: true, data: {} }], [{ success: true, data: { fraud_score: 'high' } }]])('throws on an answer without a numeric score: %j', (answer) => {
    expect(() => parseSeonAnswer(answer)).toThrow(SeonError);
  });
});
