import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, PHONE } from './browser';
import { signInOperatorOnPage } from './operator';
import { api, apiKey, baseUrl, eventually, uniqueName } from './support';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NOT_A_PDF = Buffer.from('<html><script>alert(1)</script></html>');

/** A guest writes to support from a phone with a file; the limit refuses a flood; an operator opens the file in the inbox. */
describe('the contact page', () => {
  let guest: Browser;
  let ops: Browser;
  const tag = uniqueName();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `contact-${stamp}@example.tw`;
  const text = `付款頁面出現錯誤（${tag}），附上收據。`;

  beforeAll(async () => {
    guest = await openBrowser({ mobile: true });
    ops = await openBrowser({ mobile: true });
  });
  afterAll(async () => {
    await guest.close();
    await ops.close();
  });

  const fits = async (browser: Browser) => expect(await browser.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  async function fillForm(page: Browser['page'], from: string) {
    await page.getByLabel('姓名').fill('陳小姐');
    await page.getByLabel('電子郵件').fill(from);
    await page.getByLabel('主題').selectOption({ label: '付款與點數' });
    await page.getByLabel('訊息內容').fill(text);
  }

  it('sends a guest message with an attachment, keeping what was typed through a refused file', async () => {
    const { page } = guest;
    await page.goto(`${baseUrl}/contact/`);
    await eventually(() => page.getByRole('heading', { name: '聯絡我們' }).count()).toBe(1);
    await fillForm(page, email);
    // A file that only calls itself a PDF is refused by its bytes, under the field, naming it.
    await page.getByLabel('附件（選填）').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: NOT_A_PDF });
    await page.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => page.getByText('附件：只接受 PNG、JPEG、GIF 圖片或 PDF 檔案。').count()).toBe(1);
    expect(await page.getByLabel('姓名').inputValue()).toBe('陳小姐');
    expect(await page.getByLabel('電子郵件').inputValue()).toBe(email);
    expect(await page.getByLabel('訊息內容').inputValue()).toBe(text);
    await fits(guest);

    await page.getByLabel('附件（選填）').setInputFiles({ name: '收據.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => page.getByRole('heading', { name: '訊息已送出' }).count()).toBe(1);
    await eventually(() => page.getByText(`將在 1–2 個工作天內回覆至 ${email}`).count()).toBe(1);
    await fits(guest);
  });

  it('refuses a message past the limit with a zh-TW message, keeping what was typed', async () => {
    const { page } = guest;
    const flooded = `flood-${stamp}@example.tw`;
    // Three messages an hour per address (each mails it): sent before, from elsewhere.
    for (let i = 0; i < 3; i++) {
      const sent = await api('/contact_messages/add.json', { body: { name: '測試', email: flooded, topic: 'other', message: `第 ${i + 1} 則測試訊息內容。` } });
      expect(sent.status).toBe(200);
    }
    await page.getByRole('button', { name: '再寫一則訊息' }).click();
    await fillForm(page, flooded);
    await page.getByRole('button', { name: '送出訊息' }).click();
    await eventually(() => page.getByText(/^送出次數過多，請在 \d+ 分鐘後再試/).count()).toBe(1);
    expect(await page.getByLabel('電子郵件').inputValue()).toBe(flooded);
    expect(await page.getByLabel('訊息內容').inputValue()).toBe(text);
    expect(await page.getByRole('heading', { name: '訊息已送出' }).count()).toBe(0);
    await fits(guest);
  });

  it('shows the operator the message with its attachment in the inbox, on a phone', async () => {
    const { page } = ops;
    await page.goto(`${baseUrl}/ops/contact-messages`);
    await page.waitForURL(/\/ops\/login/);
    await signInOperatorOnPage(page);
    await page.waitForURL(/\/ops\/contact-messages$/);
    const list = await page.request.get(`${baseUrl}/api/ops/contact_messages/index/page:1.json?q=${encodeURIComponent(email)}`, { headers: { 'X-Api-Key': apiKey } });
    const [message] = ((await list.json()) as { contact_messages: { id: number; email: string }[] }).contact_messages;
    expect(message?.email).toBe(email);

    await page.goto(`${baseUrl}/ops/contact-messages/${message!.id}`);
    await eventually(() => page.getByText(text).count()).toBe(1);
    const link = page.getByRole('link', { name: /^開啟附件：收據\.pdf（PDF，1 KB）$/ });
    await eventually(() => link.count()).toBe(1);
    await fits(ops);
    // The link opens the file itself with the console's session.
    const href = await link.getAttribute('href');
    expect(href).toBe(`/contact-attachments/${message!.id}`);
    const file = await page.request.get(`${baseUrl}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
    // A guest gets nothing.
    expect((await guest.page.request.get(`${baseUrl}${href}`)).status()).toBe(404);
  });
});
