import { describe, expect, it } from 'vitest';
import { cpuTicksFromStat, microsPerRequest, processCpuMicros } from './cpu';

describe('cpuTicksFromStat', () => {
  it('adds utime and stime (fields 14 and 15)', () => {
    const stat = '4242 (node) S 1 4242 4242 0 -1 4194560 9800 0 0 0 1234 56 0 0 20 0 11 0 777 1100000000 30000 18446744073709551615';
    expect(cpuTicksFromStat(stat)).toBe(1290);
  });

  it('counts from the last parenthesis, so a command name with spaces and parentheses does not shift the fields', () => {
    const stat = '77 (node (same) bytes) R 1 77 77 0 -1 4194560 10 0 0 0 300 25 0 0 20 0 1 0 5 100 10 0';
    expect(cpuTicksFromStat(stat)).toBe(325);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuTicksFromStat('hello')).toThrow('not a /proc/<pid>/stat line');
  });

  it.runIf(process.platform === 'linux')('reads this process from /proc', () => {
    expect(processCpuMicros(process.pid)).toBeGreaterThan(0);
  });
});

describe('microsPerRequest', () => {
  it('divides the CPU time by the requests', () => {
    expect(microsPerRequest(1_500_000, 10_000)).toBe(150);
  });

  it('gives null when nothing was counted or nothing was sent', () => {
    expect(microsPerRequest(null, 10_000)).toBeNull();
    expect(microsPerRequest(1000, 0)).toBeNull();
  });
});
