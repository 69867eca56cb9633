import { type Kysely, sql } from 'kysely';
import { JOB_FAILURE_WINDOW_HOURS, type JobRunOutcome } from '../../../domain/ops/dashboard-jobs';
import type { JobHealth } from '../../../domain/ops/dashboard.contract';
import { HOUR_MS } from '../../../domain/time';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';

interface HealthRow {
  name: string;
  last_started: Date | null;
  last_outcome: JobRunOutcome | null;
  last_duration_ms: number | null;
  failed_started: Date | null;
  failed_error: string | null;
  failures: number | string;
}

/**
 * The health of the scheduler's jobs from job_runs, in one query: per job its last run and last
 * failure (each one row from the (name, started) indexes) and its failures since `now` - 24 h.
 */
export async function listJobHealth(db: Kysely<Database>, schedule: readonly { name: string; everyMs: number }[], now: Date): Promise<JobHealth[]> {
  if (schedule.length === 0) return [];
  const since = new Date(now.getTime() - JOB_FAILURE_WINDOW_HOURS * HOUR_MS);
  const names = sql.join(schedule.map((job) => sql`(${job.name}::text)`));
  const { rows } = await sql<HealthRow>`
    select n.name, last.started as last_started, last.outcome as last_outcome, last.duration_ms as last_duration_ms,
      failed.started as failed_started, failed.error as failed_error,
      (select count(*) from job_runs f where f.name = n.name and f.outcome = 'failed' and f.started >= ${since}) as failures
    from (values ${names}) as n(name)
    left join lateral (select r.started, r.outcome, r.duration_ms from job_runs r where r.name = n.name order by r.started desc limit 1) last on true
    left join lateral (
      select r.started, r.error from job_runs r where r.name = n.name and r.outcome = 'failed' order by r.started desc limit 1
    ) failed on true
  `.execute(db);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return schedule.map((job) => {
    const row = byName.get(job.name);
    return {
      name: job.name,
      every_ms: job.everyMs,
      last_run:
        row?.last_started && row.last_outcome
          ? { started: toUtcString(row.last_started), outcome: row.last_outcome, duration_ms: Number(row.last_duration_ms ?? 0) }
          : null,
      last_failure: row?.failed_started ? { started: toUtcString(row.failed_started), error: row.failed_error } : null,
      failures_24h: Number(row?.failures ?? 0),
    };
  });
}
