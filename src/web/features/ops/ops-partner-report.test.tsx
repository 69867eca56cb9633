// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartnerReport } from './api/partner-report';
import { ok, renderOps, signedIn } from './ops-test-support';

const ME = { 'GET /ops/me.json': signedIn({ role: 'finance' }) };
const NOW = new Date('2026-11-27T04:00:00Z');
const PARTNERS = { 'GET /ops/partners.json': ok({ partners: [{ id: 'fet', name: '遠傳' }, { id: 'ibon', name: 'ibon' }] }) };
const report: PartnerReport = {
  partner: { id: 'ibon', name: 'ibon', revenue_share_rate: 0.03 },
  month: '2026-10',
  figures: [
    { key: 'requests', label: '需求數', value: 12 },
    { key: 'revenue_share_twd', label: '分潤金額（NT$）', value: 1530 },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the partner report in the finance console', () => {
  it('asks for the chosen partner and month and shows its figures', async () => {
    const { api } = await renderOps('/ops/finance', { ...ME, ...PARTNERS, 'GET /ops/partners/report.json?partner_id=ibon&month=2026-10': ok(report) });
    const panel = (await screen.findByRole('heading', { name: '合作夥伴月報' })).closest('section')!;
    const form = await within(panel as HTMLElement).findByRole('form', { name: '合作夥伴月報' });
    fireEvent.change(within(form).getByLabelText('合作夥伴'), { target: { value: 'ibon' } });
    fireEvent.change(within(form).getByLabelText('月份'), { target: { value: '2026-10' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '查詢' }));
    });
    expect(await within(panel as HTMLElement).findByText('分潤金額（NT$）')).toBeTruthy();
    expect(within(panel as HTMLElement).getByText('1,530')).toBeTruthy();
    expect(within(panel as HTMLElement).getByText('ibon 2026-10，分潤比例 3%')).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('GET /ops/partners/report.json?partner_id=ibon&month=2026-10');
  });

  it('refuses a month that is not one, and downloads the CSV of the chosen partner', async () => {
    await renderOps('/ops/finance', { ...ME, ...PARTNERS });
    const panel = (await screen.findByRole('heading', { name: '合作夥伴月報' })).closest('section') as HTMLElement;
    const form = await within(panel).findByRole('form', { name: '合作夥伴月報' });
    fireEvent.change(within(form).getByLabelText('月份'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: '查詢' }));
    expect(await within(panel).findByText('請選擇合作夥伴與月份（YYYY-MM）。')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('月份'), { target: { value: '2026-11' } });
    const csv = vi.fn(async () => new Response('\uFEFF項目,數值\r\n', { status: 200, headers: { 'content-disposition': 'attachment; filename="partner-report-fet-2026-11.csv"' } }));
    vi.stubGlobal('fetch', csv);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:partner');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: '下載 CSV' }));
    });
    const [url] = csv.mock.calls[0] as unknown as [string];
    expect(url).toMatch(/\/ops\/partners\/report\.csv\?partner_id=fet&month=2026-11$/);
    expect(saved).toEqual(['partner-report-fet-2026-11.csv']);
  });
});
