// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JobHealth } from './api/dashboard';
import { ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const job = (name: string, extra: Partial<JobHealth> = {}): JobHealth => ({
  name,
  every_ms: 60_000,
  last_run: { started: '2026-11-27 02:00:00', outcome: 'ran', duration_ms: 1234 },
  last_failure: null,
  failures_24h: 0,
  ...extra,
});

describe('the job health page', () => {
  it('lists each job with its schedule and last run, failing ones highlighted with their last error', async () => {
    const jobs = [
      job('quote-notifications'),
      job('auto-topup', {
        every_ms: 3_600_000,
        last_run: { started: '2026-11-27 03:00:00', outcome: 'failed', duration_ms: 40 },
        last_failure: { started: '2026-11-27 03:00:00', error: 'Error: card gateway answered 502' },
        failures_24h: 2,
      }),
      job('new-job-not-named-yet', { every_ms: 30_000, last_run: null }),
    ];
    await renderOps('/ops/jobs', { 'GET /ops/me.json': signedIn({ role: 'support' }), 'GET /ops/jobs.json': ok({ runs_jobs: false, jobs }) });
    expect(await screen.findByRole('heading', { name: '背景工作' })).toBeTruthy();
    expect(await screen.findByText(/這台伺服器沒有執行背景工作/)).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((c) => c.textContent)];
    expect(cells(rows[0]!)).toEqual(['新報價通知 quote-notifications', '每 1 分鐘', '2026-11-27 10:00', '成功', '1,234 毫秒', '無', '0 次']);
    expect(rows[0]!.className).not.toContain('failing');
    expect(cells(rows[1]!)).toEqual(['自動儲值 auto-topup', '每 1 小時', '2026-11-27 11:00', '失敗', '40 毫秒', '2026-11-27 11:00Error: card gateway answered 502', '2 次']);
    expect(rows[1]!.className).toContain('ops-jobs__row--failing');
    expect(cells(rows[2]!)).toEqual(['new-job-not-named-yet new-job-not-named-yet', '每 30 秒', '尚未執行', '', '', '無', '0 次']);
  });

  it('says when this server runs the jobs', async () => {
    await renderOps('/ops/jobs', { 'GET /ops/me.json': signedIn(), 'GET /ops/jobs.json': ok({ runs_jobs: true, jobs: [job('auto-topup')] }) });
    expect(await screen.findByText('這台伺服器正在依排程執行背景工作。')).toBeTruthy();
  });
});
