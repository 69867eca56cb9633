// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeFetch, leadDetail, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { StoredTemplate } from './api/template';

afterEach(cleanup);

const lead = leadDetail();

const standard: StoredTemplate = {
  id: 4,
  display_name: '標準安裝',
  price_note: '含基本安裝與 4 米銅管，室外機架另計',
  hourly_rate_at: null,
  flat_rate_at: 2800,
  on_site: 0,
  quote_service_id: 3,
  quote_category_id: 1,
  attachments: ['/uploads/quotes/a1.pdf', '/uploads/quotes/b2.png'],
  is_contact_charge: 0,
  modified: '2026-11-20 02:00:00',
};
const visit: StoredTemplate = { id: 5, display_name: '到府估價', price_note: '', hourly_rate_at: null, flat_rate_at: null, on_site: 1, is_contact_charge: 0, quote_service_id: null, quote_category_id: null, attachments: [], modified: '2026-11-20 02:00:00' };
const hourly: StoredTemplate = { id: 6, display_name: '維修按時計', price_note: '', hourly_rate_at: 800, flat_rate_at: null, on_site: 0, is_contact_charge: 0, quote_service_id: null, quote_category_id: null, attachments: [], modified: '2026-11-20 02:00:00' };

const INDEX = '/api/quote_templates/index.json';
const ADD = '/api/quote_templates/add.json';
const EDIT = '/api/quote_templates/edit/4.json';
const DELETE = '/api/quote_templates/delete/4.json';

/** The lead with its quote form, as lead-screen.test.tsx opens it, then the templates manager. */
async function openManager(templates: StoredTemplate[] = [standard, visit, hourly]) {
  const table: Record<string, [number, unknown]> = {
    '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }],
    '/api/quote_bids/view/56.json': [200, { status: 'Success', quote_bid: lead }],
    '/api/quote_bids/change_status/read/56.json': [200, { status: 'Success', quote_bid: { ...lead, is_provider_readed: 1 } }],
    [INDEX]: [200, { status: 'Success', quote_templates: templates }],
    '/api/quote_bids/preview_quote_fee/56.json': [200, { status: 'Success', fee: 150, balance: 1300, is_contact_charge: 0, is_paid: 0 }],
  };
  const api = fakeFetch(table);
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/dashboard/requests/56' });
  await act(async () => {});
  // The first render loads the lead screen's code, which takes a while on a cold start.
  await screen.findByRole('heading', { level: 1, name: '冷氣安裝' }, { timeout: 5000 });
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: '管理範本' }));
  const dialog = screen.getByRole('dialog', { name: '報價範本' });
  return { ...api, table, dialog };
}

function itemOf(name: string): HTMLElement {
  const item = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`no template ${name}`);
  return item;
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function templateOptions(): string[] {
  const select = screen.queryByLabelText('套用報價範本');
  return select ? Array.from((select as HTMLSelectElement).options).map((o) => o.text) : [];
}

describe('the templates manager', () => {
  it('lists the templates from the API with their price, note and files', async () => {
    const { dialog } = await openManager();
    expect(within(itemOf('標準安裝')).getByText('NT$2,800')).toBeTruthy();
    expect(within(itemOf('標準安裝')).getByText('含基本安裝與 4 米銅管，室外機架另計')).toBeTruthy();
    expect(within(itemOf('標準安裝')).getByText('2 個附件')).toBeTruthy();
    expect(within(itemOf('到府估價')).getByText('需現場估價')).toBeTruthy();
    expect(within(itemOf('到府估價')).getByText('沒有附件')).toBeTruthy();
    expect(within(itemOf('維修按時計')).getByText('NT$800/小時')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^編輯/ })).toHaveLength(3);
  });

  it('saves an edit with every field, keeps the files and updates the list and the quote form', async () => {
    const api = await openManager();
    await click(within(itemOf('標準安裝')).getByRole('button', { name: '編輯「標準安裝」' }));
    const dialog = screen.getByRole('dialog', { name: '編輯範本' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('範本名稱'));
    expect(within(dialog).getByText('附件1.pdf')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('範本名稱'), { target: { value: '標準安裝（含銅管）' } });
    fireEvent.change(within(dialog).getByLabelText('報價金額（新台幣元）'), { target: { value: '3000' } });
    const edited = { ...standard, display_name: '標準安裝（含銅管）', flat_rate_at: 3000 };
    api.table[EDIT] = [200, { status: 'Success', quote_template: edited }];
    // Enter in a field saves the template; it does not send the quote around it.
    await act(async () => {
      fireEvent.keyDown(within(dialog).getByLabelText('報價金額（新台幣元）'), { key: 'Enter' });
    });
    const sent = api.calls.find((c) => c.url === EDIT);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      display_name: '標準安裝（含銅管）',
      price_note: '含基本安裝與 4 米銅管，室外機架另計',
      flat_rate_at: 3000,
      hourly_rate_at: null,
      on_site: 0,
      is_contact_charge: 0,
      quote_service_id: 3,
      quote_category_id: 1,
      attachments: ['/uploads/quotes/a1.pdf', '/uploads/quotes/b2.png'],
    });
    expect(api.calls.some((c) => c.url.includes('preview_quote_fee'))).toBe(false);
    screen.getByRole('dialog', { name: '報價範本' });
    expect(within(itemOf('標準安裝（含銅管）')).getByText('NT$3,000')).toBeTruthy();
    expect(document.activeElement).toBe(within(itemOf('標準安裝（含銅管）')).getByRole('button', { name: '編輯「標準安裝（含銅管）」' }));
    expect(templateOptions()).toContain('標準安裝（含銅管）');
  });

  it("shows the server's field error beside the field and keeps what was typed", async () => {
    const api = await openManager();
    await click(within(itemOf('標準安裝')).getByRole('button', { name: '編輯「標準安裝」' }));
    const dialog = screen.getByRole('dialog', { name: '編輯範本' });
    fireEvent.change(within(dialog).getByLabelText('範本名稱'), { target: { value: '新名稱' } });
    fireEvent.change(within(dialog).getByLabelText('報價說明'), { target: { value: '新說明' } });
    api.table[EDIT] = [400, { status: 'Failure', error: 'invalid', message: 'x', fields: [{ field: 'display_name', message: '範本名稱最多 50 個字' }] }];
    await click(within(dialog).getByRole('button', { name: '儲存範本' }));
    const name = within(dialog).getByLabelText('範本名稱') as HTMLInputElement;
    expect(within(dialog).getByText('範本名稱最多 50 個字').closest('.field')?.querySelector('input')).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe('新名稱');
    expect((within(dialog).getByLabelText('報價說明') as HTMLTextAreaElement).value).toBe('新說明');
    expect((within(dialog).getByLabelText('報價金額（新台幣元）') as HTMLInputElement).value).toBe('2800');
  });

  it('deletes only after the pro confirms, and the template is gone', async () => {
    const api = await openManager();
    api.table[DELETE] = [200, { status: 'Success' }];
    await click(within(itemOf('標準安裝')).getByRole('button', { name: '刪除「標準安裝」' }));
    expect(within(itemOf('標準安裝')).getByText(/確定要刪除「標準安裝」嗎/)).toBeTruthy();
    await click(within(itemOf('標準安裝')).getByRole('button', { name: '取消' }));
    expect(api.calls.some((c) => c.url === DELETE)).toBe(false);
    expect(document.activeElement).toBe(within(itemOf('標準安裝')).getByRole('button', { name: '刪除「標準安裝」' }));

    await click(within(itemOf('標準安裝')).getByRole('button', { name: '刪除「標準安裝」' }));
    expect(api.calls.some((c) => c.url === DELETE)).toBe(false);
    await click(within(itemOf('標準安裝')).getByRole('button', { name: '確認刪除' }));
    expect(api.calls.filter((c) => c.url === DELETE && c.init?.method === 'POST')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 3, name: '標準安裝' })).toBeNull();
    expect(templateOptions()).not.toContain('標準安裝');
  });

  it('explains how templates are made when there are none', async () => {
    const { dialog } = await openManager([]);
    expect(within(dialog).getByRole('heading', { name: '還沒有報價範本' })).toBeTruthy();
    expect(dialog.textContent).toContain('存為範本');
    expect(dialog.textContent).toContain('新增範本');
    expect(screen.queryByLabelText('套用報價範本')).toBeNull();
  });

  it('makes a new template, checking the name and price first', async () => {
    const api = await openManager([]);
    await click(screen.getByRole('button', { name: '新增範本' }));
    const dialog = screen.getByRole('dialog', { name: '新增範本' });
    await click(within(dialog).getByRole('button', { name: '儲存範本' }));
    expect(within(dialog).getByText('請輸入範本名稱')).toBeTruthy();
    expect(within(dialog).getByText('請輸入大於 0 的整數金額（新台幣元）')).toBeTruthy();
    expect(api.calls.some((c) => c.url === ADD)).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('範本名稱'), { target: { value: ' 維修 ' } });
    fireEvent.click(within(dialog).getByLabelText('按時計價'));
    fireEvent.change(within(dialog).getByLabelText('每小時價格（新台幣元）'), { target: { value: '800' } });
    fireEvent.change(within(dialog).getByLabelText('報價說明'), { target: { value: '兩小時起算' } });
    api.table[ADD] = [200, { status: 'Success', quote_template: { ...hourly, id: 9, display_name: '維修', price_note: '兩小時起算' } }];
    await click(within(dialog).getByRole('button', { name: '儲存範本' }));
    const form = api.calls.find((c) => c.url === ADD)?.init?.body as FormData;
    expect(Object.fromEntries(form.entries())).toEqual({ display_name: '維修', price_note: '兩小時起算', hourly_rate_at: '800', on_site: '0', is_contact_charge: '0' });
    expect(within(itemOf('維修')).getByText('NT$800/小時')).toBeTruthy();
    expect(templateOptions()).toContain('維修');
  });
});
