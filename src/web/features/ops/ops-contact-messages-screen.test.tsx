// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../../domain/contact/contact.contract';
import { failed, notSignedIn, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };

function message(id: number, extra: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id,
    user_id: null,
    name: `寄件人${id}`,
    email: `s${id}@example.tw`,
    phone: null,
    topic: 'payment',
    message: '我上週購買的點數還沒有入帳，請協助確認。',
    attachment: null,
    status: 'open',
    assigned_operator_id: null,
    reply_count: 0,
    created: '2026-11-27 04:00:00',
    updated: '2026-11-27 04:00:00',
    ...extra,
  };
}

const page = (messages: ContactMessage[], extra: object = {}) =>
  ok({ contact_messages: messages, page: 1, total_pages: 1, count: messages.length, status_counts: { open: 2, answered: 5, closed: 1 }, ...extra });

describe('the support inbox', () => {
  it('lists the messages with the status tabs and their counts, each opening its message', async () => {
    const { api } = await renderOps('/ops/contact-messages', {
      ...ME,
      'GET /ops/contact_messages/index/page:1.json': page([message(12), message(11, { status: 'answered', reply_count: 2, topic: 'safety' })]),
    });
    expect(await screen.findByRole('heading', { name: '客服信箱' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '#12 寄件人12' });
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部（8）', '待處理（2）', '已回覆（5）', '已結案（1）']);
    expect(screen.getByRole('tab', { name: '全部（8）' }).getAttribute('aria-selected')).toBe('true');
    expect(link.getAttribute('href')).toBe('/ops/contact-messages/12');
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByText('檢舉與安全')).toBeTruthy();
    expect(within(rows[2]!).getByText('已回覆 · 2 則回覆')).toBeTruthy();
    expect(within(rows[1]!).getByText('2026-11-27 12:00')).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('GET /ops/contact_messages/index/page:1.json');
  });

  it('asks for the tab, topic and search chosen, and keeps them in the address', async () => {
    const { api } = await renderOps('/ops/contact-messages?status=answered&topic=payment&q=%E9%BB%9E%E6%95%B8&page=2', {
      ...ME,
      'GET /ops/contact_messages/index/page:2.json?status=answered&topic=payment&q=%E9%BB%9E%E6%95%B8': page([message(3)], { page: 2, total_pages: 2 }),
      'GET /ops/contact_messages/index/page:1.json?topic=payment&q=%E9%BB%9E%E6%95%B8': page([message(4)]),
      'GET /ops/contact_messages/index/page:1.json?topic=account&q=%E9%BB%9E%E6%95%B8': page([]),
    });
    expect(await screen.findByRole('link', { name: '#3 寄件人3' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '已回覆（5）' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('搜尋姓名、Email 或內容') as HTMLInputElement).value).toBe('點數');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: '全部（8）' }));
    });
    expect(await screen.findByRole('link', { name: '#4 寄件人4' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('主題'), { target: { value: 'account' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '查詢' }));
    });
    expect(await screen.findByText('沒有符合條件的訊息')).toBeTruthy();
    expect(api.calls.map((c) => c.key).filter((k) => k.includes('contact_messages'))).toEqual([
      'GET /ops/contact_messages/index/page:2.json?status=answered&topic=payment&q=%E9%BB%9E%E6%95%B8',
      'GET /ops/contact_messages/index/page:1.json?topic=payment&q=%E9%BB%9E%E6%95%B8',
      'GET /ops/contact_messages/index/page:1.json?topic=account&q=%E9%BB%9E%E6%95%B8',
    ]);
  });

  it('tells a finance operator the inbox is not for their role, without asking for it', async () => {
    const { api } = await renderOps('/ops/contact-messages', { 'GET /ops/me.json': signedIn({ role: 'finance' }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('contact_messages'))).toBe(false);
  });

  it('sends someone not signed in to the console to its login', async () => {
    await renderOps('/ops/contact-messages', { 'GET /ops/me.json': notSignedIn });
    expect(await screen.findByRole('heading', { name: '營運後台登入' })).toBeTruthy();
  });

  it('offers to try again when the list cannot load', async () => {
    await renderOps('/ops/contact-messages', { ...ME, 'GET /ops/contact_messages/index/page:1.json': failed(500, '伺服器錯誤') });
    expect(await screen.findByRole('button', { name: /重試|再試一次/ })).toBeTruthy();
  });
});
