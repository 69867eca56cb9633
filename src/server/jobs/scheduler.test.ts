import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../db/connection';
import { ENGINES, openTestDatabase } from '../test/harness';
import { createJobLock, type JobLock, jobLockKey } from './job-lock';
import { createJobRunRecorder } from './job-runs';
import { delayToNextRun, type Job, type JobRun, JobScheduler, type Timers } from './scheduler';

/** Log lines as objects (the scheduler logs through pino). */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines };
}

/** Timers fired by the test: each pending callback with its delay. */
function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    set: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  /** Fires every pending timer once and lets the runs they start finish. */
  const fire = async () => {
    const due = [...pending.entries()];
    for (const [handle, { callback }] of due) {
      pending.delete(handle);
      callback();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  return { timers, pending, fire };
}

const noLock: JobLock = {
  withLock: async (_name, work) => {
    await work();
    return true;
  },
};
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe('the job scheduler', () => {
  it('waits until the next multiple of the interval, so copies fire together', () => {
    expect(delayToNextRun(0, 1000)).toBe(1000);
    expect(delayToNextRun(1250, 1000)).toBe(750);
    expect(delayToNextRun(1999, 1000)).toBe(1);
  });

  it('runs each job on its schedule with the clock’s time, and stop() clears its timers', async () => {
    const { timers, pending, fire } = manualTimers();
    let clock = new Date('2026-11-26T10:00:00.500Z');
    const runs: Date[] = [];
    const job: Job = { name: 'tick', everyMs: 1000, run: async (now) => void runs.push(now) };
    const scheduler = new JobScheduler({ jobs: [job], lock: noLock, log: capturedLog().log, now: () => clock, timers });
    scheduler.start();
    expect([...pending.values()].map((t) => t.ms)).toEqual([500]);
    clock = new Date('2026-11-26T10:00:01.000Z');
    await fire();
    expect(runs).toEqual([clock]);
    expect([...pending.values()].map((t) => t.ms)).toEqual([1000]);
    clock = new Date('2026-11-26T10:00:02.000Z');
    await fire();
    expect(runs).toHaveLength(2);
    await scheduler.stop();
    expect(pending.size).toBe(0);
  });

  it('logs a failing run and runs the job again on schedule', async () => {
    const { timers, fire } = manualTimers();
    const { log, lines } = capturedLog();
    let calls = 0;
    const job: Job = {
      name: 'flaky',
      everyMs: 1000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
      },
    };
    const scheduler = new JobScheduler({ jobs: [job], lock: noLock, log, timers });
    scheduler.start();
    await fire();
    expect(lines.find((line) => line.msg === 'job failed')).toMatchObject({ level: 50, job: 'flaky', err: { message: 'database went away' } });
    await fire();
    expect(calls).toBe(2);
    expect(await scheduler.runOnce('flaky')).toBe('ran');
    await scheduler.stop();
  });

  it('never starts a run of a job while the previous one is going', async () => {
    const { opened, open } = gate();
    let calls = 0;
    const job: Job = {
      name: 'slow',
      everyMs: 1000,
      run: async () => {
        calls += 1;
        await opened;
      },
    };
    const scheduler = new JobScheduler({ jobs: [job], lock: noLock, log: capturedLog().log });
    const first = scheduler.runOnce('slow');
    expect(await scheduler.runOnce('slow')).toBe('busy');
    open();
    expect(await first).toBe('ran');
    expect(calls).toBe(1);
  });

  it('stop() waits for a run in progress, but not for ever', async () => {
    const { log, lines } = capturedLog();
    const { opened, open } = gate();
    const job: Job = { name: 'stuck', everyMs: 1000, run: () => opened };
    const scheduler = new JobScheduler({ jobs: [job], lock: noLock, log, stopGraceMs: 50 });
    const run = scheduler.runOnce('stuck');
    await scheduler.stop();
    expect(lines.find((line) => line.msg === 'stopped without waiting for runs still going')).toMatchObject({ level: 40, jobs: ['stuck'] });
    open();
    expect(await run).toBe('ran');

    const quick = new JobScheduler({ jobs: [{ name: 'quick', everyMs: 1000, run: () => new Promise((r) => setTimeout(r, 20)) }], lock: noLock, log, stopGraceMs: 5_000 });
    let finished = false;
    void quick.runOnce('quick').then(() => {
      finished = true;
    });
    await quick.stop();
    expect(finished).toBe(true);
    expect(lines.filter((line) => line.msg === 'stopped without waiting for runs still going')).toHaveLength(1);
  });

  it('records each run that ran or failed (with the error cut short), with the clock’s start and the time taken', async () => {
    const runs: JobRun[] = [];
    const started = new Date('2026-11-26T10:00:00Z');
    const jobs: Job[] = [
      { name: 'fine', everyMs: 1000, run: async () => undefined },
      {
        name: 'broken',
        everyMs: 1000,
        run: async () => {
          throw new Error(`timeout ${'x'.repeat(600)}`);
        },
      },
    ];
    const scheduler = new JobScheduler({ jobs, lock: noLock, log: capturedLog().log, record: async (run) => void runs.push(run) });
    expect(await scheduler.runOnce('fine', started)).toBe('ran');
    expect(await scheduler.runOnce('broken', started)).toBe('failed');
    expect(runs.map(({ name, outcome, started: at }) => ({ name, outcome, at }))).toEqual([
      { name: 'fine', outcome: 'ran', at: started },
      { name: 'broken', outcome: 'failed', at: started },
    ]);
    expect(runs[0]!.error).toBeNull();
    expect(runs[1]!.error).toMatch(/^Error: timeout x+…$/);
    expect(runs[1]!.error).toHaveLength(500);
    for (const run of runs) expect(run.finished.getTime() - run.started.getTime()).toBe(run.durationMs);
    expect(scheduler.timetable).toEqual([
      { name: 'fine', everyMs: 1000 },
      { name: 'broken', everyMs: 1000 },
    ]);
  });

  it('records no run skipped for another copy’s lock', async () => {
    const runs: JobRun[] = [];
    const heldElsewhere: JobLock = { withLock: async () => false };
    const scheduler = new JobScheduler({ jobs: [{ name: 'held', everyMs: 1000, run: async () => undefined }], lock: heldElsewhere, log: capturedLog().log, record: async (run) => void runs.push(run) });
    expect(await scheduler.runOnce('held')).toBe('skipped');
    expect(runs).toEqual([]);
  });

  it('never fails a run because it could not be recorded (it logs that)', async () => {
    const { log, lines } = capturedLog();
    let calls = 0;
    const job: Job = {
      name: 'work',
      everyMs: 1000,
      run: async () => {
        calls += 1;
      },
    };
    const scheduler = new JobScheduler({
      jobs: [job],
      lock: noLock,
      log,
      record: async () => {
        throw new Error('job_runs is gone');
      },
    });
    expect(await scheduler.runOnce('work')).toBe('ran');
    expect(calls).toBe(1);
    expect(lines.find((line) => line.msg === 'job run not recorded')).toMatchObject({ level: 40, job: 'work', err: { message: 'job_runs is gone' } });
  });

  it('refuses two jobs of one name', () => {
    const job: Job = { name: 'same', everyMs: 1000, run: async () => undefined };
    expect(() => new JobScheduler({ jobs: [job, job], lock: noLock, log: capturedLog().log })).toThrow(/same/);
  });

  it('keys a job’s lock by schema and name, the same in every release', () => {
    expect(jobLockKey('public', 'refund-unopened-quotes')).toBe(jobLockKey('public', 'refund-unopened-quotes'));
    expect(jobLockKey('public', 'a')).not.toBe(jobLockKey('other', 'a'));
    expect(jobLockKey('public', 'a')).toMatch(/^-?\d{1,19}$/);
  });
});

describe.each(ENGINES)('two server copies on one %s database', (engine) => {
  const handles: DatabaseHandle[] = [];
  afterAll(async () => {
    for (const handle of handles.reverse()) await handle.close();
  });

  /** Two schedulers on the same database: PostgreSQL through two pools, PGlite shared in one process. */
  async function twoCopies(jobs: (copy: string, db: DatabaseHandle['db']) => Job[]) {
    const first = await openTestDatabase(engine);
    handles.push(first);
    let second = first;
    if (engine === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db);
      second = await connectDatabase({ databaseUrl: first.url, schema: rows[0]!.schema, poolSize: 2 });
      handles.push(second);
    }
    const { log } = capturedLog();
    return [
      new JobScheduler({ jobs: jobs('a', first.db), lock: createJobLock(first.db, engine), log }),
      new JobScheduler({ jobs: jobs('b', second.db), lock: createJobLock(second.db, engine), log }),
    ] as const;
  }

  it('runs a job once when both copies start it at the same moment, and frees it afterwards', async () => {
    const ran: string[] = [];
    const job = (copy: string): Job => ({
      name: 'sweep',
      everyMs: 60_000,
      run: async () => {
        ran.push(copy);
        await new Promise((resolve) => setTimeout(resolve, 200));
      },
    });
    const [a, b] = await twoCopies((copy) => [job(copy)]);
    const outcomes = await Promise.all([a.runOnce('sweep'), b.runOnce('sweep')]);
    expect(outcomes.sort()).toEqual(['ran', 'skipped']);
    expect(ran).toHaveLength(1);
    // The lock is given back: the other copy's next run goes ahead.
    expect(await b.runOnce('sweep')).toBe('ran');
    expect(await a.runOnce('sweep')).toBe('ran');
  });

  it('skips a copy’s run while the other copy is in the middle of it, and keeps different jobs apart', async () => {
    const entered = gate();
    const release = gate();
    const ran: string[] = [];
    const jobs = (copy: string): Job[] => [
      {
        name: 'long',
        everyMs: 60_000,
        run: async () => {
          ran.push(`long-${copy}`);
          entered.open();
          await release.opened;
        },
      },
      { name: 'other', everyMs: 60_000, run: async () => void ran.push(`other-${copy}`) },
    ];
    const [a, b] = await twoCopies(jobs);
    const running = a.runOnce('long');
    await entered.opened;
    expect(await b.runOnce('long')).toBe('skipped');
    expect(await b.runOnce('other')).toBe('ran');
    release.open();
    expect(await running).toBe('ran');
    expect(ran).toEqual(['long-a', 'other-b']);
  });

  it('runs jobs started together in one copy, in turn, even on a pool of two connections', async () => {
    const jobs = (_copy: string, db: DatabaseHandle['db']): Job[] =>
      ['one', 'two', 'three'].map((name) => ({ name, everyMs: 60_000, run: () => sql`select pg_sleep(0.05)`.execute(db) }));
    const [, b] = await twoCopies(jobs);
    expect(await Promise.all(b.names.map((name) => b.runOnce(name)))).toEqual(['ran', 'ran', 'ran']);
  });
});

describe.each(ENGINES)('job runs kept on %s', (engine) => {
  let handle: DatabaseHandle;
  afterAll(async () => {
    await handle?.close();
  });

  it('keeps each run of a job and deletes that job’s runs older than 30 days when it records one', async () => {
    handle = await openTestDatabase(engine);
    const db = handle.db;
    let fail = false;
    const job: Job = {
      name: 'sweep',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('card gateway answered 502');
      },
    };
    const other: Job = { name: 'other', everyMs: 60_000, run: async () => undefined };
    const scheduler = new JobScheduler({ jobs: [job, other], lock: createJobLock(db, engine), log: capturedLog().log, record: createJobRunRecorder(db) });
    const day = (n: number) => new Date(Date.UTC(2026, 9, n, 3));
    expect(await scheduler.runOnce('other', day(1))).toBe('ran');
    expect(await scheduler.runOnce('sweep', day(1))).toBe('ran');
    fail = true;
    expect(await scheduler.runOnce('sweep', day(20))).toBe('failed');
    const rows = () => db.selectFrom('job_runs').select(['name', 'started', 'outcome', 'error']).orderBy('started').orderBy('name').execute();
    expect(await rows()).toEqual([
      { name: 'other', started: day(1), outcome: 'ran', error: null },
      { name: 'sweep', started: day(1), outcome: 'ran', error: null },
      { name: 'sweep', started: day(20), outcome: 'failed', error: 'Error: card gateway answered 502' },
    ]);
    fail = false;
    // 31 days after the 1st: sweep's run of the 1st goes, other's stays until other records again.
    expect(await scheduler.runOnce('sweep', day(32))).toBe('ran');
    expect((await rows()).map((r) => `${r.name} ${r.started.getUTCDate()}`)).toEqual(['other 1', 'sweep 20', 'sweep 1']);
  });
});
