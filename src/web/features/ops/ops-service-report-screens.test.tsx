// @vitest-environment happy-dom
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_REPORTS_QUEUE } from '../../../domain/ops/queues';
import type { OpsServiceReport } from './api/service-reports';
import { ok, renderOps, signedIn } from './ops-test-support';

const TS = { 'GET /ops/me.json': signedIn({ id: 7, role: 'trust_safety', full_name: 'Lin Hao' }) };
// The screens load lazily; the first render of a module waits for its transform.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 60_000 });
afterEach(cleanup);

const report = (extra: Partial<OpsServiceReport> = {}, hidden: OpsServiceReport['service']['hidden'] = null): OpsServiceReport => ({
  id: 5,
  reason: 'scam',
  text: '先收訂金就失聯',
  status: 'open',
  created: '2026-11-27 04:00:00',
  reporter: { id: 31, name: '陳淑芬' },
  service: { id: 12, title: '大安冷氣王', user_id: 40, owner_name: '王志明', is_public: true, is_archived: false, hidden, open_reports: 1 },
  decided: null,
  decision_reason: null,
  assignment: null,
  ...extra,
});

describe('the console service reports screens', () => {
  it('lists open reports with their service and reason, linking to each', async () => {
    await renderOps('/ops/service_reports', {
      ...TS,
      'GET /ops/service_reports/index/page:1.json?assigned=all&status=open': ok({ service_reports: [report()], page: 1, total_pages: 1, count: 1 }),
    });
    const row = (await screen.findByText('大安冷氣王 #12')).closest('tr') as HTMLElement;
    expect(within(row).getByText('詐騙或可疑的收費')).toBeTruthy();
    expect(within(row).getByText('待處理')).toBeTruthy();
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/ops/service_reports/5')).toBe(true);
  });

  it('hides the service with a template edited before sending; an empty reason is not sent', async () => {
    const { api } = await renderOps('/ops/service_reports/5', {
      ...TS,
      'GET /ops/service_reports/view/5.json': ok({ service_report: report() }),
      'POST /ops/service_reports/hide/5.json': (body) =>
        ok({ service_report: report({ status: 'hidden' }, { since: '2026-11-27 05:00:00', reason: String((body as { reason: string }).reason) }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '隱藏服務…' }));
    const dialog = screen.getByRole('dialog', { name: '隱藏這項服務' });
    fireEvent.click(within(dialog).getByRole('button', { name: '確定' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因範本'), { target: { value: 'scam' } });
    const reason = within(dialog).getByLabelText('原因') as HTMLTextAreaElement;
    const template = SERVICE_REPORTS_QUEUE.reasonTemplates.find((t) => t.id === 'scam')!.text;
    expect(reason.value).toBe(template);
    fireEvent.change(reason, { target: { value: `${template}（三位顧客）` } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確定' }));
    });
    expect(api.calls.at(-1)?.body).toEqual({ reason: `${template}（三位顧客）` });
    expect(await screen.findByText('已隱藏這項服務，專家會收到通知與原因。')).toBeTruthy();
    expect(screen.getByText(`${template}（三位顧客）`)).toBeTruthy();
    // Hidden, it can be shown again; the report is decided, so no more hide or dismiss.
    expect(screen.getByRole('button', { name: '恢復顯示服務…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '駁回檢舉…' })).toBeNull();
  });
});
