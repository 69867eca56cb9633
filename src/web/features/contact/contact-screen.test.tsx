// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { byMethod, fakeApi, type Handler } from '../../test/fake-api';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

const SEND = 'POST /contact_messages/add.json';
const MESSAGE = '我上週購買的點數還沒有入帳，請協助確認。';

async function renderContact(table: Record<string, Handler>, signedIn = false) {
  const api = fakeApi(table, byMethod);
  const store = createAppStore(signedIn ? preloaded({ user: { me } }) : preloaded(), { fetchFn: api.fn });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/contact' });
  await screen.findByRole('heading', { name: '聯絡我們' }, { timeout: 5000 });
  return api;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillAndSend(values: Partial<Record<'name' | 'email' | 'phone' | 'topic' | 'message', string>>) {
  if (values.name !== undefined) type('姓名', values.name);
  if (values.email !== undefined) type('電子郵件', values.email);
  if (values.phone !== undefined) type('手機號碼（選填）', values.phone);
  if (values.topic !== undefined) type('主題', values.topic);
  if (values.message !== undefined) type('訊息內容', values.message);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '送出訊息' }));
  });
}

describe('the contact page', () => {
  it('sends the form and confirms where the answer will go', async () => {
    const api = await renderContact({ [SEND]: [200, { status: 'Success', email: 'mei@example.tw' }] });
    expect(screen.getByRole('heading', { name: '聯絡我們' })).toBeTruthy();
    await fillAndSend({ name: '林美', email: 'mei@example.tw', phone: '0912345678', topic: 'payment', message: MESSAGE });
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([
      { name: '林美', email: 'mei@example.tw', phone: '+886912345678', topic: 'payment', message: MESSAGE, website: '' },
    ]);
    expect(screen.getByRole('heading', { name: '訊息已送出' })).toBeTruthy();
    expect(screen.getByText('我們已收到您的訊息，將在 1–2 個工作天內回覆至 mei@example.tw。').getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: '再寫一則訊息' }));
    expect((screen.getByLabelText('訊息內容') as HTMLTextAreaElement).value).toBe('');
  });

  it('names each field in its error without sending, and keeps what was typed', async () => {
    const api = await renderContact({ [SEND]: [200, { status: 'Success', email: 'x@example.tw' }] });
    await fillAndSend({ name: '', email: 'not-an-address', phone: '02-2345-6789', message: '太短了' });
    expect(screen.getByText('姓名：請填寫您的姓名。')).toBeTruthy();
    expect(screen.getByText('電子郵件：請輸入正確的電子郵件地址（例如 name@example.com）。')).toBeTruthy();
    expect(screen.getByText('手機號碼：請輸入正確的台灣手機號碼（例如 0912345678），或留空。')).toBeTruthy();
    expect(screen.getByText('主題：請選擇一個主題。')).toBeTruthy();
    expect(screen.getByText('訊息內容：請寫 10 到 2000 個字。')).toBeTruthy();
    expect(screen.getByLabelText('姓名').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('訊息內容') as HTMLTextAreaElement).value).toBe('太短了');
    expect((screen.getByLabelText('電子郵件') as HTMLInputElement).value).toBe('not-an-address');
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
  });

  it('shows the server refusal (too many messages) on the form, keeping the message', async () => {
    await renderContact({ [SEND]: [429, { status: 'Error', error: 'rate limited', message: '送出次數過多，請在 40 分鐘後再試，或直接寫信給客服。' }] });
    await fillAndSend({ name: '林美', email: 'mei@example.tw', topic: 'other', message: MESSAGE });
    expect(screen.getByText('送出次數過多，請在 40 分鐘後再試，或直接寫信給客服。')).toBeTruthy();
    expect((screen.getByLabelText('訊息內容') as HTMLTextAreaElement).value).toBe(MESSAGE);
    expect(screen.queryByRole('heading', { name: '訊息已送出' })).toBeNull();
  });

  it('sends an attached file as multipart with the fields, and puts its refusal under it, keeping everything typed', async () => {
    const api = await renderContact({
      [SEND]: [400, { status: 'Error', error: 'unable to upload', message: '無法上傳。', fields: [{ field: 'attachment', message: '附件：只接受 PNG、JPEG、GIF 圖片或 PDF 檔案。' }] }],
    });
    const file = new File(['%PDF-1.7'], '收據.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('附件（選填）'), { target: { files: [file] } });
    await fillAndSend({ name: '林美', email: 'mei@example.tw', topic: 'payment', message: MESSAGE });
    const sent = api.calls.find((c) => c.key === SEND)?.form;
    expect(sent?.get('name')).toBe('林美');
    expect(sent?.get('topic')).toBe('payment');
    expect((sent?.get('attachment') as File | undefined)?.name).toBe('收據.pdf');
    expect(screen.getByText('附件：只接受 PNG、JPEG、GIF 圖片或 PDF 檔案。')).toBeTruthy();
    expect(screen.getByLabelText('附件（選填）').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('訊息內容') as HTMLTextAreaElement).value).toBe(MESSAGE);
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('林美');
  });

  it('refuses a file over 10 MB before sending, naming the field', async () => {
    const api = await renderContact({ [SEND]: [200, { status: 'Success', email: 'mei@example.tw' }] });
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    fireEvent.change(screen.getByLabelText('附件（選填）'), { target: { files: [big] } });
    expect(screen.getByText('附件：檔案需小於 10 MB。')).toBeTruthy();
    await fillAndSend({ name: '林美', email: 'mei@example.tw', topic: 'payment', message: MESSAGE });
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    expect(screen.queryByRole('heading', { name: '訊息已送出' })).toBeNull();
  });

  it("puts the server's field errors under their fields", async () => {
    await renderContact({
      [SEND]: [400, { status: 'Error', error: 'invalid input', message: '資料有誤。', fields: [{ field: 'email', message: '電子郵件：這個網域無法收信。' }] }],
    });
    await fillAndSend({ name: '林美', email: 'mei@example.tw', topic: 'other', message: MESSAGE });
    expect(screen.getByText('電子郵件：這個網域無法收信。')).toBeTruthy();
  });

  it("fills in a signed-in user's name and e-mail", async () => {
    await renderContact({}, true);
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王小明');
    expect((screen.getByLabelText('電子郵件') as HTMLInputElement).value).toBe('a@example.com');
  });

  it('lists the topics in zh-TW and hides the honeypot from people', async () => {
    await renderContact({});
    const options = [...(screen.getByLabelText('主題') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['請選擇主題', '帳號與登入', '付款與點數', '報價與媒合', '檢舉與安全', '合作提案', '其他']);
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
  });
});
