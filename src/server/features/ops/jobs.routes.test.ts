import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/clock';
import { createJobRunRecorder } from '../../jobs/job-runs';
import { ENGINES, startTestServer, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

type Health = {
  name: string;
  every_ms: number;
  last_run: { started: string; outcome: string; duration_ms: number } | null;
  last_failure: { started: string; error: string | null } | null;
  failures_24h: number;
};

const HOUR = 3_600_000;

describe.each(ENGINES)('the job health list on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T06:00:00Z');
  const server = useTestServer(engine, { clock, env: { JOBS_ENABLED: '0' } });

  const list = async (cookie: string) => {
    const res = await server.api('/ops/jobs.json', { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { runs_jobs: boolean; jobs: Health[] };
  };

  it('lists every scheduled job with its last run, last failure and failures of the last 24 hours', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const before = await list(cookie);
    expect(before.runs_jobs).toBe(false);
    expect(before.jobs.map((j) => j.name)).toEqual(server.app.jobs.names);
    expect(before.jobs.every((j) => j.every_ms > 0 && j.last_run === null && j.last_failure === null && j.failures_24h === 0)).toBe(true);

    const record = createJobRunRecorder(server.db);
    const now = clock.now().getTime();
    const failed = (hoursAgo: number, error: string) => {
      const started = new Date(now - hoursAgo * HOUR);
      return record({ name: 'auto-topup', started, finished: new Date(started.getTime() + 40), outcome: 'failed', error, durationMs: 40 });
    };
    await failed(30, 'older than a day');
    await failed(5, 'card gateway answered 502');
    await failed(3, 'card gateway answered 503');
    expect(await server.app.jobs.runOnce('auto-topup', new Date(now - HOUR))).toBe('ran');
    expect(await server.app.jobs.runOnce('expire-unpaid-purchases', clock.now())).toBe('ran');

    const { jobs } = await list(cookie);
    const topup = jobs.find((j) => j.name === 'auto-topup')!;
    expect(topup.last_run).toMatchObject({ started: '2026-11-27 05:00:00', outcome: 'ran' });
    expect(topup.last_failure).toEqual({ started: '2026-11-27 03:00:00', error: 'card gateway answered 503' });
    expect(topup.failures_24h).toBe(2);
    const expiry = jobs.find((j) => j.name === 'expire-unpaid-purchases')!;
    expect(expiry).toMatchObject({ last_run: { started: '2026-11-27 06:00:00', outcome: 'ran' }, last_failure: null, failures_24h: 0 });
    expect(jobs.find((j) => j.name === 'quote-notifications')).toMatchObject({ last_run: null, last_failure: null, failures_24h: 0 });
  });

  it('says whether this server copy runs the jobs', async () => {
    const running = await startTestServer(engine, { clock });
    try {
      const { cookie } = await createSignedInOperator(running, clock, 'admin');
      const res = await running.api('/ops/jobs.json', { cookie });
      expect(res.body.runs_jobs).toBe(true);
    } finally {
      await running.close();
    }
  });
});
