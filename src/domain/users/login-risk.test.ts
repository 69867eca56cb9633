import { describe, expect, it } from 'vitest';
import { decideLoginRisk } from './login-risk';

describe('decideLoginRisk', () => {
  const thresholds = { stepUpScore: 40, refuseScore: 80 };
  it.each([
    [0, 'allow'],
    [39.99, 'allow'],
    [40, 'step_up'],
    [79.5, 'step_up'],
    [80, 'refuse'],
    [250, 'refuse'],
  ] as const)('scores %s as %s', (score, decision) => {
    expect(decideLoginRisk(score, thresholds)).toBe(decision);
  });
});
