// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { ChargeApplication } from './api/charge-application';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

function application(extra: Partial<ChargeApplication> = {}): ChargeApplication {
  return {
    charge_application_id: 3,
    type: 'personal',
    status: 1,
    real_id: '******6789',
    unified_number: null,
    company_name: null,
    bank_code: '700',
    bank_name: '中華郵政',
    bank_branch: '0021',
    bank_account: '********8901',
    holder_name: '王小明',
    reject_reason: null,
    reviewed_at: null,
    submitted_at: '2026-11-20 02:00:00',
    created: '2026-11-20 02:00:00',
    modified: '2026-11-20 02:00:00',
    documents: [{ id: 9, name: '存摺封面.png', type: 'png', size: 100, url: '/charge-application-files/9', created: '2026-11-20 02:00:00' }],
    ...extra,
  };
}

async function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await vi.waitFor(() => expect(document.querySelector('.charge-app')).not.toBeNull(), { timeout: 5000 });
  await act(async () => {});
  return { api, store };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the charge application screen', () => {
  it('shows a pending application masked, without the form', async () => {
    await render('/dashboard/charge_application', { '/api/new/v1/charge_applications/index.json': ok({ charge_application: application(), may_receive_payments: 0 }) });
    const status = screen.getByRole('region', { name: '申請狀態' });
    expect(within(status).getByText(/審核中/)).toBeTruthy();
    expect(within(status).getByText('********8901')).toBeTruthy();
    expect(within(status).getByText('700 中華郵政')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '送出申請' })).toBeNull();
  });

  it('shows the reason of a rejection and offers the form again', async () => {
    await render('/dashboard/charge_application', {
      '/api/new/v1/charge_applications/index.json': ok({ charge_application: application({ status: 3, reject_reason: '存摺封面不清楚' }), may_receive_payments: 0 }),
    });
    expect(screen.getByText('存摺封面不清楚')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '修改後重新送出' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '送出申請' })).toBeTruthy();
  });

  it('checks the fields before sending, confirms, then sends them with the documents as multipart', async () => {
    const { api } = await render('/dashboard/charge_application/personal', {
      '/api/new/v1/charge_applications/index.json': ok({ charge_application: null, may_receive_payments: 0 }),
      '/api/new/v1/charge_applications/add.json': ok({ charge_application: application() }),
    });
    expect(screen.getByRole('heading', { name: '填寫申請' })).toBeTruthy();
    fill('身分證字號', 'A123456788');
    fill('銀行代碼', '700');
    fill('分行代碼', '0021');
    fill('銀行帳號', '00012345678901');
    fill('帳戶戶名', '王大明');
    fireEvent.click(screen.getByRole('button', { name: '送出申請' }));
    await act(async () => {});
    expect(screen.getByText(/檢查碼正確/)).toBeTruthy();
    expect(screen.getByText('帳戶戶名須與您帳號上的真實姓名相同')).toBeTruthy();
    expect(screen.getByText('請上傳至少 1 份證明文件（圖片或 PDF）')).toBeTruthy();
    expect(api.calls.some((c) => c.url.endsWith('/add.json'))).toBe(false);

    fill('身分證字號', 'A123456789');
    fill('帳戶戶名', '王小明');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '存摺封面.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: '送出申請' }));
    await act(async () => {});
    const dialog = screen.getByRole('dialog', { name: '確認送出收款帳戶申請' });
    expect(within(dialog).getByText('0021 / 00012345678901')).toBeTruthy();
    expect(api.calls.some((c) => c.url.endsWith('/add.json'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: '確認送出' }));
    await act(async () => {});
    const sent = api.calls.find((c) => c.url.endsWith('/add.json'))!;
    expect(sent.method).toBe('POST');
    expect(sent.form?.get('type')).toBe('personal');
    expect(sent.form?.get('real_id')).toBe('A123456789');
    expect(sent.form?.get('bank_account')).toBe('00012345678901');
    expect((sent.form?.get('documents') as File | undefined)?.name).toBe('存摺封面.png');
    expect(screen.getByRole('region', { name: '申請狀態' })).toBeTruthy();
  });

  it('asks a company for its unified number and registered name', async () => {
    await render('/dashboard/charge_application/company', { '/api/new/v1/charge_applications/index.json': ok({ charge_application: null, may_receive_payments: 0 }) });
    expect(screen.getByLabelText('統一編號')).toBeTruthy();
    expect(screen.getByLabelText('公司登記名稱')).toBeTruthy();
    expect(screen.queryByLabelText('身分證字號')).toBeNull();
    expect(screen.getByRole('link', { name: '公司' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers a retry when the application cannot be read', async () => {
    await render('/dashboard/charge_application', { '/api/new/v1/charge_applications/index.json': [500, { status: 'Error', error: 'server error', message: '伺服器錯誤' }] });
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
  });
});
