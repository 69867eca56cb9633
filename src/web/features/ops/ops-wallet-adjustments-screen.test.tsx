// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'finance' }) };
const SEND = 'POST /ops/wallet_adjustments/add.json';

async function fill(userId: string, amount: string, reason: string) {
  fireEvent.change(await screen.findByLabelText('使用者編號'), { target: { value: userId } });
  fireEvent.change(screen.getByLabelText('調整金額（元）'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('原因'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
}

async function confirm() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
  });
}

describe('the wallet adjustment', () => {
  it('states the user and amount before sending, and sends only after confirming', async () => {
    const { api } = await renderOps('/ops/wallet-adjustments', { ...ME, [SEND]: ok() });
    await fill('41', '-1200', '重複購買退回');
    expect(screen.getByText('將從使用者 #41 扣除 NT$1,200。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    await confirm();
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([{ user_id: 41, amount: -1200, reason: '重複購買退回' }]);
    expect(screen.getByRole('heading', { name: '調整完成' })).toBeTruthy();
    expect(screen.getByText('已從使用者 #41 扣除 NT$1,200。')).toBeTruthy();
  });

  it('goes back to the form unchanged without sending', async () => {
    const { api } = await renderOps('/ops/wallet-adjustments', { ...ME, [SEND]: ok() });
    await fill('41', '500', '活動補償');
    expect(screen.getByText('將為使用者 #41 增加 NT$500。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect((screen.getByLabelText('調整金額（元）') as HTMLInputElement).value).toBe('500');
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
  });

  it('names each field that cannot be sent, without a call', async () => {
    const { api } = await renderOps('/ops/wallet-adjustments', { ...ME, [SEND]: ok() });
    await fill('abc', '0', 'x');
    expect(screen.getByText('使用者編號：請輸入正整數。')).toBeTruthy();
    expect(screen.getByText('調整金額：請輸入不為 0 的整數。')).toBeTruthy();
    expect(screen.getByText('原因：請填寫 2 到 500 字。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '確認送出' })).toBeNull();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
  });

  it('shows a refusal below zero at the amount, and an unknown user at the user id', async () => {
    await renderOps('/ops/wallet-adjustments', { ...ME, [SEND]: failed(409, '調整後餘額不可低於 0。') });
    await fill('41', '-99999', '扣回誤發點數');
    await confirm();
    const amount = screen.getByLabelText('調整金額（元）');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('調整金額（元）：調整後餘額不可低於 0。')).toBeTruthy();
    cleanup();
    await renderOps('/ops/wallet-adjustments', { ...ME, [SEND]: failed(404, '找不到這位使用者。') });
    await fill('999', '100', '活動補償');
    await confirm();
    expect(screen.getByText('使用者編號：找不到這位使用者。')).toBeTruthy();
  });

  it('puts the server field errors under their fields', async () => {
    await renderOps('/ops/wallet-adjustments', {
      ...ME,
      [SEND]: [400, { status: 'Error', error: 'invalid', message: '資料有誤。', fields: [{ field: 'reason', message: '原因：請寫得更具體。' }] }],
    });
    await fill('41', '100', '補償');
    await confirm();
    expect(screen.getByText('原因：請寫得更具體。')).toBeTruthy();
  });
});
