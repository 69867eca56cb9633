// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { BlockedUser } from '../blocking/api/blocking';
import type { Certificate } from './api/certification';
import { type Answer, fakeApi, type Handler } from '../../test/fake-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});



const ok = (payload: object): Answer => [200, { status: 'Success', ...payload }];

function cert(id: number, extra: Partial<Certificate> = {}): Certificate {
  return {
    service_certificate_id: id,
    name: '甲級室內配線技術士',
    type: 'license',
    status: 0,
    reference_identity: '123-456',
    unified_number: null,
    card_type: null,
    real_id: null,
    reject_reason: null,
    reviewed_at: null,
    created: '2026-11-20 02:00:00',
    modified: '2026-11-20 02:00:00',
    documents: [{ id: 7, name: '證照.png', type: 'png', size: 100, url: '/certificate-files/7', created: '2026-11-20 02:00:00' }],
    ...extra,
  };
}

const idStatus = { status: 0, is_verified: 0, card_type: null, service_certificate_id: null };

async function render(path: string, table: Record<string, Handler>) {
  const api = fakeApi({ '/api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  // The dashboard screens load on demand; wait for the screen, then for its first answer.
  await vi.waitFor(() => expect(document.querySelector('.certification, .blocked-users')).not.toBeNull(), { timeout: 5000 });
  await act(async () => {});
  return { api, store };
}

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('the certification screens', () => {
  it('lists certificates with their status, the reason of a rejection and the documents', async () => {
    await render('/dashboard/certification', {
      '/api/new/v1/cert_certificates/index.json': ok({
        service_certificates: [cert(2, { name: '好師傅有限公司', type: 'company', unified_number: '22099131', status: 2, reject_reason: '登記證明模糊' }), cert(1, { status: 1 })],
        id_status: { ...idStatus, status: 1 },
      }),
    });
    const rejected = within(cardOf('好師傅有限公司'));
    expect(rejected.getByText('未通過')).toBeTruthy();
    expect(rejected.getByText('未通過原因：登記證明模糊')).toBeTruthy();
    expect(within(cardOf('甲級室內配線技術士')).getByText('已通過')).toBeTruthy();
    expect(within(cardOf('甲級室內配線技術士')).getByRole('link', { name: '證照.png' }).getAttribute('href')).toBe('/certificate-files/7');
    expect(screen.getByText('審核中')).toBeTruthy();
  });

  it('shows an empty state, and a retry after a failure', async () => {
    let fail = true;
    await render('/dashboard/certification', {
      '/api/new/v1/cert_certificates/index.json': () => (fail ? [500, { status: 'Error', error: 'server error', message: '系統發生錯誤' }] : ok({ service_certificates: [], id_status: idStatus })),
    });
    expect(screen.getByText('系統發生錯誤')).toBeTruthy();
    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '再試一次' }));
    });
    expect(screen.getByRole('heading', { name: '還沒有證照或認證' })).toBeTruthy();
  });

  it('withdraws only after the confirmation', async () => {
    const { api } = await render('/dashboard/certification', {
      '/api/new/v1/cert_certificates/index.json': ok({ service_certificates: [cert(1)], id_status: idStatus }),
      '/api/new/v1/cert_certificates/withdraw/1.json': ok({ service_certificate: cert(1, { status: 3 }) }),
    });
    fireEvent.click(within(cardOf('甲級室內配線技術士')).getByRole('button', { name: '撤回' }));
    expect(api.calls.some((c) => c.url.includes('withdraw'))).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確定撤回' }));
    });
    expect(api.calls.filter((c) => c.url.includes('withdraw')).map((c) => c.method)).toEqual(['POST']);
  });

  it('checks the unified number before sending, then sends the fields and files as multipart', async () => {
    const { api } = await render('/dashboard/certification/add', {
      '/api/new/v1/cert_certificates/add.json': ok({ service_certificate: cert(3, { type: 'company' }) }),
      '/api/new/v1/cert_certificates/index.json': ok({ service_certificates: [], id_status: idStatus }),
    });
    fireEvent.change(screen.getByLabelText('證明種類'), { target: { value: 'company' } });
    fireEvent.change(screen.getByLabelText('名稱'), { target: { value: '好師傅有限公司' } });
    fireEvent.change(screen.getByLabelText('統一編號'), { target: { value: '12345678' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '登記.png', { type: 'image/png' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    });
    expect(screen.getByText('統一編號應為 8 碼數字且檢查碼正確，請再確認')).toBeTruthy();
    expect(api.calls.some((c) => c.url.endsWith('/add.json'))).toBe(false);
    fireEvent.change(screen.getByLabelText('統一編號'), { target: { value: '04595252' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    });
    const sent = api.calls.find((c) => c.url.endsWith('/add.json'))!;
    expect(sent.form?.get('type')).toBe('company');
    expect(sent.form?.get('unified_number')).toBe('04595252');
    expect((sent.form?.get('documents') as File | undefined)?.name).toBe('登記.png');
  });

  it('edits an identity whose number is shown masked, sending the masked number back unchanged so the stored one is kept', async () => {
    const identity = cert(4, { type: 'identity', name: '身分驗證', card_type: 'national_id', real_id: 'A12****789' });
    const { api } = await render('/dashboard/certification/4', {
      '/api/new/v1/cert_certificates/view/4.json': ok({ service_certificate: identity }),
      '/api/new/v1/cert_certificates/edit/4.json': ok({ service_certificate: identity }),
      '/api/new/v1/cert_certificates/index.json': ok({ service_certificates: [identity], id_status: idStatus }),
    });
    const field = (await screen.findByLabelText('證件號碼')) as HTMLInputElement;
    expect(field.value).toBe('A12****789');
    expect(screen.getByText(/號碼只顯示前後幾碼/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '送出審核' }));
    });
    const sent = api.calls.filter((c) => c.url.endsWith('/edit/4.json'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form?.get('real_id')).toBe('A12****789');
  });

  it('refuses a file that is not an image or PDF in the browser already', async () => {
    await render('/dashboard/certification/add', {});
    const file = new File(['text'], 'notes.docx', { type: 'application/msword' });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    expect(screen.getByRole('alert').textContent).toBe('「notes.docx」不是圖片或 PDF 檔案');
  });
});

describe('the blocked-users screen', () => {
  const row = (id: number, name: string): BlockedUser => ({ id, blocked_user_id: id + 100, full_name: name, s3_thumb_url: null, created: '2026-11-20 02:00:00' });

  it('lists blocked members and lifts a block', async () => {
    const { api } = await render('/dashboard/settings/blocked_users', {
      '/api/blocked_users/index.json': ok({ blocked_users: [row(1, '陳大文'), row(2, '林小美')] }),
      '/api/blocked_users/delete/1.json': ok({ blocked_users: [row(2, '林小美')] }),
    });
    expect(screen.getByRole('heading', { name: '封鎖名單', level: 1 })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '解除封鎖 陳大文' }));
    });
    expect(api.calls.find((c) => c.url === '/api/blocked_users/delete/1.json')?.method).toBe('POST');
    expect(screen.queryByText('陳大文')).toBeNull();
    expect(screen.getByText('林小美')).toBeTruthy();
  });

  it('shows an empty list', async () => {
    await render('/dashboard/settings/blocked_users', { '/api/blocked_users/index.json': ok({ blocked_users: [] }) });
    expect(screen.getByRole('heading', { name: '封鎖名單是空的' })).toBeTruthy();
  });
});
