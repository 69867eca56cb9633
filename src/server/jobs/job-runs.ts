import { type Kysely, sql } from 'kysely';
import { JOB_RUN_KEEP_DAYS } from '../../domain/ops/dashboard-jobs';
import { DAY_MS } from '../../domain/time';
import type { Database } from '../db/schema';
import type { JobRunRecorder } from './scheduler';

/**
 * Keeps each run in job_runs, and in the same statement deletes the job's runs older than the
 * keeping period (through the (name, started) index, so it stays cheap at every run).
 */
export function createJobRunRecorder(db: Kysely<Database>): JobRunRecorder {
  return async (run) => {
    const cutoff = new Date(run.started.getTime() - JOB_RUN_KEEP_DAYS * DAY_MS);
    await sql`
      with old as (delete from job_runs where name = ${run.name} and started < ${cutoff})
      insert into job_runs (name, started, finished, outcome, error, duration_ms)
      values (${run.name}, ${run.started}, ${run.finished}, ${run.outcome}, ${run.error}, ${run.durationMs})
    `.execute(db);
  };
}
