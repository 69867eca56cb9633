import { describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

describe('withTimeout', () => {
  it('passes a value through when it arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(3), 50)).resolves.toBe(3);
  });

  it('passes a failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom');
  });

  it('gives up after the time limit', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 1000);
    vi.advanceTimersByTime(1000);
    await expect(pending).rejects.toThrow('timed out');
    vi.useRealTimers();
  });
});
