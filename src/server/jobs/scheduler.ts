import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../adapters/clock';
import { type JobRunOutcome, jobErrorText } from '../../domain/ops/dashboard-jobs';
import type { JobLock } from './job-lock';

/** A background job: what runs, how often, and its work at a given moment. */
export interface Job {
  /** Stable: it names the job in logs and keys its lock. */
  readonly name: string;
  /** Time between runs, in milliseconds. */
  readonly everyMs: number;
  run(now: Date): Promise<unknown>;
}

/** ran: the work ran; skipped: another copy held the lock; busy: this copy was still running it; failed: it threw (logged). */
export type RunOutcome = 'ran' | 'skipped' | 'busy' | 'failed';

/** Timer functions (tests drive a fake clock through them). */
export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

// Timers never keep the process alive: a closed app exits even before stop().
const nodeTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** Milliseconds from `nowMs` to the next multiple of `everyMs`: copies whose clocks agree fire together. */
export function delayToNextRun(nowMs: number, everyMs: number): number {
  return everyMs - (((nowMs % everyMs) + everyMs) % everyMs);
}

/** One finished run of a job, as the job health page keeps it. */
export interface JobRun {
  name: string;
  started: Date;
  finished: Date;
  outcome: JobRunOutcome;
  /** The failure's message (cut short); null when it ran. */
  error: string | null;
  durationMs: number;
}

/** Keeps a run (job_runs); a failure to keep it is logged, never the job's failure. */
export type JobRunRecorder = (run: JobRun) => Promise<void>;

export interface SchedulerDeps {
  jobs: readonly Job[];
  lock: JobLock;
  log: FastifyBaseLogger;
  now?: () => Date;
  timers?: Timers;
  /** Keeps each run that ran or failed (none by default). */
  record?: JobRunRecorder;
  /** How long stop() waits for runs in progress before it gives up on them (10 s by default). */
  stopGraceMs?: number;
}

const STOP_GRACE_MS = 10_000;

/**
 * Runs named jobs on their schedules. Each run takes the job's lock first, so with several
 * server copies on one database a run that coincides happens once; a run of a job never starts
 * while the previous one is still going in this copy; a failing run is logged and the job keeps
 * its schedule.
 */
export class JobScheduler {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, unknown>();
  private readonly running = new Map<string, Promise<RunOutcome>>();
  private readonly now: () => Date;
  private readonly clock: Timers;
  private started = false;

  constructor(private readonly deps: SchedulerDeps) {
    for (const job of deps.jobs) {
      if (this.jobs.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
      if (!(job.everyMs > 0)) throw new Error(`job ${job.name} needs a positive interval`);
      this.jobs.set(job.name, job);
    }
    this.now = deps.now ?? (() => systemClock.now());
    this.clock = deps.timers ?? nodeTimers;
  }

  /** The names of the jobs, in order. */
  get names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Each job's name and interval, in order. */
  get timetable(): { name: string; everyMs: number }[] {
    return [...this.jobs.values()].map((job) => ({ name: job.name, everyMs: job.everyMs }));
  }

  /** Whether the jobs are on their schedules (between start() and stop()). */
  get active(): boolean {
    return this.started;
  }

  /** Schedules every job's next run. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  /**
   * Clears every timer and waits for runs in progress, for a bounded time: a run stuck on the
   * database must not hold a shutdown up for ever (its transaction rolls back when the
   * connection closes, and the next run does its work).
   */
  async stop(): Promise<void> {
    this.started = false;
    for (const handle of this.timers.values()) this.clock.clear(handle);
    this.timers.clear();
    const runs = [...this.running.entries()];
    if (runs.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      timer = setTimeout(() => resolve('gave up'), this.deps.stopGraceMs ?? STOP_GRACE_MS);
    });
    const outcome = await Promise.race([Promise.all(runs.map(([, run]) => run)), gaveUp]);
    clearTimeout(timer);
    if (outcome === 'gave up') this.deps.log.warn({ jobs: runs.map(([name]) => name).filter((name) => this.running.has(name)) }, 'stopped without waiting for runs still going');
  }

  /** One run of a job now (or at `now`), under its lock. */
  runOnce(name: string, now: Date = this.now()): Promise<RunOutcome> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    if (this.running.has(name)) return Promise.resolve('busy');
    const run = this.execute(job, now).finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private schedule(job: Job): void {
    const delay = delayToNextRun(this.now().getTime(), job.everyMs);
    const handle = this.clock.set(() => {
      this.timers.delete(job.name);
      if (!this.started) return;
      this.runOnce(job.name).finally(() => {
        if (this.started && !this.timers.has(job.name)) this.schedule(job);
      });
    }, delay);
    this.timers.set(job.name, handle);
  }

  private async execute(job: Job, now: Date): Promise<RunOutcome> {
    const began = performance.now();
    let outcome: RunOutcome;
    let failure: unknown;
    try {
      const ran = await this.deps.lock.withLock(job.name, async () => {
        await job.run(now);
      });
      if (!ran) this.deps.log.debug({ job: job.name }, 'job skipped: another server copy is running it');
      outcome = ran ? 'ran' : 'skipped';
    } catch (error) {
      this.deps.log.error({ err: error, job: job.name }, 'job failed');
      outcome = 'failed';
      failure = error;
    }
    if (outcome === 'ran' || outcome === 'failed') await this.recordRun(job, now, outcome, failure, Math.round(performance.now() - began));
    return outcome;
  }

  // The run's times are the app clock's (`now`, plus the time it took), so a pinned clock gives pinned rows.
  private async recordRun(job: Job, started: Date, outcome: 'ran' | 'failed', failure: unknown, durationMs: number): Promise<void> {
    if (!this.deps.record) return;
    try {
      await this.deps.record({
        name: job.name,
        started,
        finished: new Date(started.getTime() + durationMs),
        outcome,
        error: outcome === 'failed' ? jobErrorText(failure) : null,
        durationMs,
      });
    } catch (error) {
      this.deps.log.warn({ err: error, job: job.name }, 'job run not recorded');
    }
  }
}
