import { describe, expect, it } from 'vitest';
import { ARGON2_OPTIONS, DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeOf(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

describe('passwords', () => {
  it('hashes with Argon2id and the configured parameters, a new salt each time', async () => {
    const first = await hashPassword('abcdefg1');
    const second = await hashPassword('abcdefg1');
    const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
    expect(first).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`));
    expect(first).not.toBe(second);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('abcdefg1');
    expect(await verifyPassword(stored, 'abcdefg1')).toBe(true);
    expect(await verifyPassword(stored, 'abcdefg2')).toBe(false);
    expect(await verifyPassword(stored, '')).toBe(false);
  });

  it('matches a password typed with full-width characters', async () => {
    const stored = await hashPassword('Pass1234');
    expect(await verifyPassword(stored, 'Ｐａｓｓ１２３４')).toBe(true);
  });

  it('answers false without a stored hash, and for a malformed one', async () => {
    expect(await verifyPassword(null, 'abcdefg1')).toBe(false);
    expect(await verifyPassword(undefined, 'abcdefg1')).toBe(false);
    expect(await verifyPassword('not a hash', 'abcdefg1')).toBe(false);
  });

  it('keeps the dummy hash on the same parameters as real hashes', async () => {
    const real = await hashPassword('abcdefg1');
    const params = (phc: string) => phc.split('$').slice(1, 4).join('$');
    expect(params(DUMMY_PASSWORD_HASH)).toBe(params(real));
  });

  it('spends about as long on a missing account as on a wrong password', async () => {
    const stored = await hashPassword('abcdefg1');
    const missing: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 7; i++) {
      missing.push(await timeOf(() => verifyPassword(null, 'guess1234')));
      wrong.push(await timeOf(() => verifyPassword(stored, 'guess1234')));
    }
    const ratio = median(missing) / median(wrong);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
