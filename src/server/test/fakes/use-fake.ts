import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A provider's local fake that records what it received and can be told its next answer. */
interface ResettableFake {
  start(): Promise<string>;
  close(): Promise<void>;
  readonly received: unknown[];
  answer: unknown;
}

/**
 * Tests only. Starts the fake before the suite's tests, closes it after them, and before each
 * test forgets what it received and any answer a test set. Call inside `describe`; `baseUrl()`
 * is the fake's address once started.
 */
export function useFake(fake: ResettableFake): { baseUrl: () => string } {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.received.length = 0;
    fake.answer = undefined;
  });
  return { baseUrl: () => baseUrl };
}
