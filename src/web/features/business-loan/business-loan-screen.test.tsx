// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { BusinessLoan, RevenueSummary } from './api/business-loan';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];
const summary: RevenueSummary = {
  months: Array.from({ length: 12 }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, amount: i === 10 ? 13300 : 0, releases: i === 10 ? 2 : 0 })),
  total: 13300,
  releases: 2,
  currency: 'TWD',
  computed_at: '2026-11-27 04:00:00',
};
const loan = (extra: Partial<BusinessLoan> = {}): BusinessLoan => ({
  business_loan_id: 5,
  amount: 300000,
  term_months: 12,
  purpose: 'equipment',
  purpose_note: null,
  status: 1,
  consent_at: '2026-11-27 04:00:00',
  revenue_summary: summary,
  partner_reference: null,
  decision_note: null,
  decided_at: null,
  withdrawn_at: null,
  created: '2026-11-27 04:00:00',
  modified: '2026-11-27 04:00:00',
  ...extra,
});

async function render(table: Record<string, Handler>) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), '/api/new/v1/business_loans/summary.json': ok({ revenue_summary: summary }), ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/dashboard/business-loan' });
  await vi.waitFor(() => expect(document.querySelector('.business-loan__table')).not.toBeNull(), { timeout: 5000 });
  await act(async () => {});
  return api;
}

describe('the business loan screen', () => {
  it('shows the revenue to be shared, and sends only with the consent ticked', async () => {
    const api = await render({
      '/api/new/v1/business_loans/index.json': ok({ business_loans: [] }),
      '/api/new/v1/business_loans/add.json': (body) => ok({ business_loan: loan({ amount: Number(body?.amount) }) }),
    });
    expect(screen.getByText('將提供給銀行的營收摘要')).toBeTruthy();
    expect(screen.getAllByText('NT$13,300').length).toBeGreaterThan(0);
    expect(screen.getByText('您還沒有申請過營運貸款。')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/申請金額/), { target: { value: '300000' } });
    fireEvent.click(screen.getByRole('button', { name: '同意並送出申請' }));
    await act(async () => {});
    expect(screen.getByText('請勾選同意提供營收摘要，才能送出申請。')).toBeTruthy();
    expect(api.calls.some((c) => c.url.includes('add.json'))).toBe(false);

    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '同意並送出申請' }));
    await vi.waitFor(() => expect(screen.getByText('已送出')).toBeTruthy());
    const sent = api.calls.find((c) => c.url.includes('add.json'));
    expect(sent?.body).toMatchObject({ amount: '300000', consent: true, term_months: 12 });
    expect(screen.getByText('您已有一筆處理中的申請，請等待銀行回覆，或撤回後再重新申請。')).toBeTruthy();
  });

  it('lists the answered applications with the partner reference', async () => {
    await render({
      '/api/new/v1/business_loans/index.json': ok({ business_loans: [loan({ status: 3, partner_reference: 'BANK-42', decision_note: '核准' })] }),
    });
    expect(screen.getByText('銀行已核准')).toBeTruthy();
    expect(screen.getByText('銀行案件編號：BANK-42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤回申請' })).toBeNull();
  });
});
