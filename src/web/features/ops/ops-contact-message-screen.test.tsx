// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactMessage, ContactReply } from '../../../domain/contact/contact.contract';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const ME = { 'GET /ops/me.json': signedIn({ role: 'support' }) };
const VIEW = 'GET /ops/contact_messages/view/12.json';
const REPLY = 'POST /ops/contact_messages/reply/12.json';
const STATUS = 'POST /ops/contact_messages/status/12.json';

const MESSAGE: ContactMessage = {
  id: 12,
  user_id: 41,
  name: '林美',
  email: 'mei@example.tw',
  phone: '+886912345678',
  topic: 'payment',
  message: '我上週購買的點數還沒有入帳，\n請協助確認。',
  attachment: null,
  status: 'open',
  assigned_operator_id: null,
  reply_count: 0,
  created: '2026-11-27 04:00:00',
  updated: '2026-11-27 04:00:00',
};
const REPLIED: ContactReply = { id: 5, operator: { id: 3, full_name: 'Mei Lin' }, body: '您好，點數已補發。', sent: '2026-11-27 05:00:00' };
const thread = (extra: Partial<ContactMessage> = {}, replies: ContactReply[] = []) => ok({ contact_message: { ...MESSAGE, ...extra }, replies });

async function writeReply(text: string) {
  fireEvent.change(await screen.findByLabelText('回覆內容'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
}

describe('one contact message in the console', () => {
  it('shows the message, who sent it and that nobody has answered yet', async () => {
    await renderOps('/ops/contact-messages/12', { ...ME, [VIEW]: thread() });
    expect(await screen.findByRole('heading', { name: '聯絡訊息 #12' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('使用者 #41')).toBeTruthy();
    expect(screen.getByText('+886912345678')).toBeTruthy();
    expect(screen.getByText('付款與點數')).toBeTruthy();
    expect(screen.getByText('尚未指派')).toBeTruthy();
    expect(screen.getByText('還沒有回覆。')).toBeTruthy();
    expect(screen.getByText(/我上週購買的點數還沒有入帳/)).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['標為已回覆', '結案']));
    expect(screen.queryByRole('button', { name: '改回待處理' })).toBeNull();
    expect(screen.queryByRole('link', { name: /開啟附件/ })).toBeNull();
  });

  it('links the attachment to the console path that serves it, with its name, type and size', async () => {
    const attachment = { url: '/contact-attachments/12', name: '收據.pdf', type: 'pdf' as const, size: 30_720 };
    await renderOps('/ops/contact-messages/12', { ...ME, [VIEW]: thread({ attachment }) });
    const link = await screen.findByRole('link', { name: '開啟附件：收據.pdf（PDF，30 KB）' });
    expect(link.getAttribute('href')).toBe('/contact-attachments/12');
    expect(screen.getByText('每次開啟都會記錄在稽核紀錄。')).toBeTruthy();
  });

  it('states where the reply goes before sending it, sends only after confirming, and shows it in the thread', async () => {
    const { api } = await renderOps('/ops/contact-messages/12', {
      ...ME,
      [VIEW]: thread(),
      [REPLY]: thread({ status: 'answered', assigned_operator_id: 3, reply_count: 1 }, [REPLIED]),
    });
    await writeReply('您好，點數已補發。');
    expect(screen.getByText('以下內容將以 Email 寄給 mei@example.tw：')).toBeTruthy();
    expect(api.calls.some((c) => c.key === REPLY)).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認寄出' }));
    });
    expect(api.calls.filter((c) => c.key === REPLY).map((c) => c.body)).toEqual([{ body: '您好，點數已補發。' }]);
    expect(screen.getByText('已寄出回覆給 mei@example.tw。')).toBeTruthy();
    expect(screen.getByText('Mei Lin（#3）於 2026-11-27 13:00 回覆')).toBeTruthy();
    expect(screen.getByText('營運人員 #3')).toBeTruthy();
    expect((screen.getByLabelText('回覆內容') as HTMLTextAreaElement).value).toBe('');
  });

  it('goes back to the reply unchanged, and names a reply too short without sending', async () => {
    const { api } = await renderOps('/ops/contact-messages/12', { ...ME, [VIEW]: thread(), [REPLY]: thread() });
    await writeReply('您好，請問訂單編號？');
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect((screen.getByLabelText('回覆內容') as HTMLTextAreaElement).value).toBe('您好，請問訂單編號？');
    await writeReply(' 好 ');
    expect(screen.getByText('回覆內容：請寫 2 到 5000 個字。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === REPLY)).toBe(false);
  });

  it('keeps the reply when the server refuses it, showing why', async () => {
    await renderOps('/ops/contact-messages/12', { ...ME, [VIEW]: thread(), [REPLY]: failed(404, '找不到這則聯絡訊息。') });
    await writeReply('您好，點數已補發。');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認寄出' }));
    });
    expect(screen.getByText('找不到這則聯絡訊息。')).toBeTruthy();
    expect((screen.getByLabelText('回覆內容') as HTMLTextAreaElement).value).toBe('您好，點數已補發。');
  });

  it('closes the message and says so', async () => {
    const { api } = await renderOps('/ops/contact-messages/12', { ...ME, [VIEW]: thread(), [STATUS]: thread({ status: 'closed' }) });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: '結案' }));
    });
    expect(api.calls.filter((c) => c.key === STATUS).map((c) => c.body)).toEqual([{ status: 'closed' }]);
    expect(screen.getByText('狀態已改為「已結案」。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '改回待處理' })).toBeTruthy();
  });

  it('says an address that names no message finds nothing, without asking', async () => {
    const { api } = await renderOps('/ops/contact-messages/abc', ME);
    expect(await screen.findByText('找不到這則聯絡訊息。')).toBeTruthy();
    expect(api.calls.some((c) => c.key.includes('contact_messages'))).toBe(false);
  });
});
