// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminFreeCreditEvent } from './api/content';
import { failed, notSignedIn, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const EVENTS: AdminFreeCreditEvent[] = [
  { id: 1, code: 'complete_profile', title: '完成專家檔案', description: '填寫姓名、服務說明與大頭照', reward_amount: 50, display_order: 1, is_active: 1 },
  { id: 2, code: 'verify_phone', title: '驗證手機號碼', description: '', reward_amount: 50, display_order: 2, is_active: 0 },
];
const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const LIST = { 'GET /ops/free_credit_events/index.json': ok({ free_credit_events: EVENTS }) };
const SEND = 'POST /ops/free_credit_events/edit/1.json';

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: '編輯「完成專家檔案」' }));
}

describe('the free-credit events screen', () => {
  it('lists every event with its reward and whether it is offered', async () => {
    await renderOps('/ops/free-credit-events', { ...ME, ...LIST });
    expect(await screen.findByRole('heading', { name: '贈點任務', level: 1 })).toBeTruthy();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('完成專家檔案'), expect.stringContaining('驗證手機號碼')]);
    expect(within(rows[0]!).getByText('開放中')).toBeTruthy();
    expect(within(rows[1]!).getByText('已關閉')).toBeTruthy();
    expect(within(rows[0]!).getByText('50 點')).toBeTruthy();
  });

  it('previews the card as a pro sees it while typing, then confirms the changes before sending', async () => {
    const saved = { ...EVENTS[0]!, title: '完成您的專家檔案', reward_amount: 80 };
    const { api } = await renderOps('/ops/free-credit-events', { ...ME, ...LIST, [SEND]: ok({ free_credit_event: saved }) });
    await openEditor();
    fireEvent.change(screen.getByLabelText('任務名稱'), { target: { value: '完成您的專家檔案' } });
    fireEvent.change(screen.getByLabelText('贈點數量'), { target: { value: '80' } });
    const preview = screen.getByRole('region', { name: '專家看到的樣子' });
    expect(within(preview).getByRole('heading', { name: '完成您的專家檔案' })).toBeTruthy();
    expect(within(preview).getByText('填寫姓名、服務說明與大頭照')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByText('任務名稱：完成專家檔案 → 完成您的專家檔案')).toBeTruthy();
    expect(screen.getByText('贈點數量：50 → 80')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '專家看到的樣子' })).getByRole('heading', { name: '完成您的專家檔案' })).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([
      { title: '完成您的專家檔案', description: '填寫姓名、服務說明與大頭照', reward_amount: 80, is_active: true },
    ]);
    expect(screen.getByText('已儲存「完成您的專家檔案」。').getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('row')[1]!.textContent).toContain('80 點');
  });

  it('says a switched-off event is not shown to pros, and goes back without sending', async () => {
    const { api } = await renderOps('/ops/free-credit-events', { ...ME, ...LIST, [SEND]: ok() });
    await openEditor();
    fireEvent.click(screen.getByLabelText('開放給專家領取'));
    expect(screen.getByText('此任務已關閉，專家不會看到這張卡片。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByText('開放給專家領取：開放中 → 已關閉')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect((screen.getByLabelText('開放給專家領取') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
  });

  it('names each field that cannot be sent, without a call, and shows the server refusal at its field', async () => {
    const { api } = await renderOps('/ops/free-credit-events', {
      ...ME,
      ...LIST,
      [SEND]: [400, { status: 'Error', error: 'invalid', message: '資料有誤。', fields: [{ field: 'title', message: '任務名稱重複' }] }],
    });
    await openEditor();
    fireEvent.change(screen.getByLabelText('任務名稱'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('贈點數量'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    expect(screen.getByText('任務名稱：請填寫任務名稱')).toBeTruthy();
    expect(screen.getByText('贈點數量：贈點數量至少 1 點')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    fireEvent.change(screen.getByLabelText('任務名稱'), { target: { value: '完成檔案' } });
    fireEvent.change(screen.getByLabelText('贈點數量'), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認儲存' }));
    });
    expect(screen.getByText('任務名稱：任務名稱重複')).toBeTruthy();
  });

  it('tells a role without the permission, loading nothing, and sends a lost session to the console login', async () => {
    const { api } = await renderOps('/ops/free-credit-events', { 'GET /ops/me.json': signedIn({ role: 'finance' }), ...LIST });
    expect(await screen.findByRole('heading', { name: '您的角色無法使用這個功能' })).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'GET /ops/free_credit_events/index.json')).toBe(false);
    cleanup();
    await renderOps('/ops/free-credit-events', { ...ME, 'GET /ops/free_credit_events/index.json': notSignedIn });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ops/login?from=%2Fops%2Ffree-credit-events'));
  });

  it('offers a retry when the list cannot be loaded', async () => {
    await renderOps('/ops/free-credit-events', { ...ME, 'GET /ops/free_credit_events/index.json': failed(500, '伺服器錯誤') });
    expect(await screen.findByRole('button', { name: /重試|再試/ })).toBeTruthy();
  });
});
