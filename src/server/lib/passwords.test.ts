import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { ARGON2_OPTIONS, DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';

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

  it('uses OWASP\'s Argon2id parameters: 19 MiB, two passes, one lane', () => {
    expect(ARGON2_OPTIONS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  });

  it('asks for a new hash only when the stored one has other parameters or another algorithm', async () => {
    expect(needsRehash(await hashPassword('abcdefg1'))).toBe(false);
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false);
    const older = await hash('abcdefg1', { ...ARGON2_OPTIONS, timeCost: 6 });
    expect(older).toContain('$m=19456,t=6,p=1$');
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(await hash('abcdefg1', { ...ARGON2_OPTIONS, memoryCost: 8192 }))).toBe(true);
    expect(needsRehash(await hash('abcdefg1', { ...ARGON2_OPTIONS, algorithm: 1 }))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('hashes on the thread pool: the event loop keeps turning while hashes run', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    const started = performance.now();
    await Promise.all(Array.from({ length: 4 }, () => hashPassword('abcdefg1')));
    const elapsed = performance.now() - started;
    clearInterval(ticker);
    // A hash that blocked the loop would leave no turn between its start and its end.
    expect(turns).toBeGreaterThan(Math.min(5, elapsed / 4));
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
