import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone out (looking an address up and mailing it), so the
 * answer's timing cannot tell whether an account exists. Failures are logged; close() waits
 * for what is still running so a shutdown does not cut a mail off.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  /** Resolves once every task started so far has finished (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after the answer (mails whose timing must not reveal an account). */
    background: BackgroundTasks;
  }
}
