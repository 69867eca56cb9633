// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHARGE_APPLICATIONS_QUEUE } from '../../../domain/ops/queues';
import type { OpsChargeApplicationItem } from './api/charge-applications';
import { chargeApplicationsPath } from './api/charge-applications';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const FINANCE = { 'GET /ops/me.json': signedIn({ id: 8, role: 'finance', full_name: 'Wu Mei' }) };

function item(id: number, extra: Partial<OpsChargeApplicationItem> = {}): OpsChargeApplicationItem {
  return {
    charge_application_id: id,
    type: 'personal',
    status: 1,
    real_id: '******6789',
    unified_number: null,
    company_name: null,
    bank_code: '700',
    bank_name: '中華郵政',
    bank_branch: '0021',
    bank_account: '********8901',
    holder_name: '陳志明',
    reject_reason: null,
    reviewed_at: null,
    submitted_at: '2026-11-26 02:00:00',
    created: '2026-11-26 02:00:00',
    modified: '2026-11-26 02:00:00',
    documents: [{ id: 31, name: '存摺封面.png', type: 'png', size: 20480, url: '/charge-application-files/31', created: '2026-11-26 02:00:00' }],
    user: { id: 41, username: 'pro41', full_name: '陳志明' },
    assignment: null,
    ...extra,
  };
}

describe('the charge applications queue', () => {
  it('lists the applications masked, linking to each', async () => {
    expect(chargeApplicationsPath({ assigned: 'all', status: '1', type: '' }, 1)).toBe('/ops/charge_applications/index/page:1.json?assigned=all&status=1');
    await renderOps('/ops/charge_applications', {
      ...FINANCE,
      'GET /ops/charge_applications/index/page:1.json?assigned=all&status=1': ok({ charge_applications: [item(5)], page: 1, total_pages: 1, count: 1 }),
    });
    await screen.findByText(/陳志明 #41/);
    expect(document.body.textContent).toContain('700 ********8901');
    expect(document.body.textContent).not.toContain('00012345678901');
    expect(screen.getByRole('heading', { name: CHARGE_APPLICATIONS_QUEUE.title })).toBeTruthy();
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === '/ops/charge_applications/5')).toBe(true);
  });
});

describe('one charge application', () => {
  const whole = (extra: Partial<OpsChargeApplicationItem> = {}) => item(5, { real_id: 'A123456789', bank_account: '00012345678901', ...extra });

  it('shows the whole numbers and the documents, and approves', async () => {
    await renderOps('/ops/charge_applications/5', {
      ...FINANCE,
      'GET /ops/charge_applications/view/5.json': ok({ charge_application: whole() }),
      'POST /ops/charge_applications/approve/5.json': ok({ charge_application: whole({ status: 2, reviewed_at: '2026-11-27 03:00:00' }) }),
    });
    expect(await screen.findByText('A123456789')).toBeTruthy();
    expect(screen.getByText('00012345678901')).toBeTruthy();
    expect(screen.getByText('700 中華郵政 / 0021')).toBeTruthy();
    expect(screen.getByRole('link', { name: '存摺封面.png' }).getAttribute('href')).toBe('/charge-application-files/31');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '通過' }));
    });
    expect(await screen.findByText('已通過這筆申請，專家會收到電子郵件通知。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通過' })).toBeNull();
  });

  it('rejects with a template as the reason', async () => {
    const { api } = await renderOps('/ops/charge_applications/5', {
      ...FINANCE,
      'GET /ops/charge_applications/view/5.json': ok({ charge_application: whole() }),
      'POST /ops/charge_applications/reject/5.json': (body) => ok({ charge_application: whole({ status: 3, reject_reason: String(body?.reason) }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '退件…' }));
    const dialog = screen.getByRole('dialog', { name: '退件：收款帳戶申請 #5' });
    fireEvent.change(within(dialog).getByLabelText('原因範本'), { target: { value: 'holder_mismatch' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認退件' }));
    });
    expect(api.calls.at(-1)?.body).toEqual({ reason: CHARGE_APPLICATIONS_QUEUE.reasonTemplates[1]!.text });
    expect(await screen.findByText('已退件，專家會收到附有退件原因的電子郵件。')).toBeTruthy();
  });

  it('says so when the application does not exist', async () => {
    await renderOps('/ops/charge_applications/9', { ...FINANCE, 'GET /ops/charge_applications/view/9.json': failed(404, '找不到這筆收款帳戶申請。', 404) });
    expect(await screen.findByText('找不到這筆收款帳戶申請')).toBeTruthy();
  });
});
