import { beforeEach, describe, expect, it } from 'vitest';
import { ContactFieldMessage } from '../../../domain/contact/contact-topics';
import { ErrorText } from '../../../domain/errors/codes';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { TINY_PNG } from '../media/media.test-support';
import { createSignedInOperator } from '../ops/ops.test-support';

const HOUR = 3_600_000;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
let counter = 0;
const uniqueEmail = () => `attach${++counter}-${Date.now()}@example.tw`;

describe.each(ENGINES)('the contact page attachment on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });
  // Each test starts in a new window of the per-IP limit (every call comes from 127.0.0.1).
  beforeEach(() => clock.advance(2 * HOUR));

  function form(email: string, files: { data: Buffer<ArrayBuffer>; name: string; type: string }[]) {
    const body = new FormData();
    body.append('name', '陳先生');
    body.append('email', email);
    body.append('topic', 'payment');
    body.append('message', '付款頁面出現錯誤，附上截圖與收據。');
    for (const f of files) body.append('attachment', new Blob([f.data], { type: f.type }), f.name);
    return body;
  }
  const send = (body: FormData, token?: string) => server.api('/contact_messages/add.json', { method: 'POST', body, ...(token ? { token } : {}) });
  const stored = (email: string) => server.db.selectFrom('contact_messages').select(['id', 'attachment', 'user_id']).where('email', '=', email).execute();
  const auditOf = (operatorId: number) =>
    server.db.selectFrom('operator_audit').select(['action', 'target_type', 'target_id', 'after']).where('operator_id', '=', operatorId).where('action', '=', 'contact_attachment_view').execute();
  const fetchFile = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });

  it('stores a guest message with a PDF, privately, and lets a support operator open it, audited', async () => {
    const email = uniqueEmail();
    const res = await send(form(email, [{ data: PDF, name: '收據 11月.pdf', type: 'application/pdf' }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await stored(email);
    expect(row!.attachment).toMatchObject({ name: '收據 11月.pdf', type: 'pdf', size: PDF.length });
    expect(row!.attachment!.url).toMatch(/^\/private-files\/contact\/[a-f0-9]{32}\.pdf$/);

    // The storage's own URL serves nobody: not a guest, not the signed-in public.
    const { token } = await createSignedInUser(server.db);
    expect((await fetchFile(row!.attachment!.url)).status).toBe(404);
    expect((await fetchFile(row!.attachment!.url, { 'x-session-token': token })).status).toBe(404);

    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const view = await server.api(`/ops/contact_messages/view/${row!.id}.json`, { cookie });
    expect(view.status).toBe(200);
    const attachment = (view.body.contact_message as { attachment: { url: string } }).attachment;
    expect(attachment).toEqual({ url: `/contact-attachments/${row!.id}`, name: '收據 11月.pdf', type: 'pdf', size: PDF.length });
    expect(await auditOf(operator.id)).toEqual([]);

    const file = await fetchFile(attachment.url, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('收據 11月.pdf'));
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await auditOf(operator.id)).toEqual([{ action: 'contact_attachment_view', target_type: 'contact_message', target_id: String(row!.id), after: { name: '收據 11月.pdf' } }]);

    // Nobody else: a guest, a marketplace session, a console role that does not answer contact messages.
    expect((await fetchFile(attachment.url)).status).toBe(404);
    expect((await fetchFile(attachment.url, { cookie: `session_token=${token}` })).status).toBe(404);
    const finance = await createSignedInOperator(server, clock, 'finance');
    expect((await fetchFile(attachment.url, { cookie: finance.cookie })).status).toBe(404);
    expect(await auditOf(finance.operator.id)).toEqual([]);
    expect(await auditOf(operator.id)).toHaveLength(1);
  });

  it('takes an image as a signed-in user, stored without its metadata, and lists a message without one as null', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const email = uniqueEmail();
    expect((await send(form(email, [{ data: TINY_PNG, name: 'screen.png', type: 'image/png' }]), token)).status).toBe(200);
    const plain = uniqueEmail();
    expect((await server.api('/contact_messages/add.json', { method: 'POST', json: { name: '李小姐', email: plain, topic: 'other', message: '沒有附件的一般問題。' } })).status).toBe(200);
    const [row] = await stored(email);
    expect(row).toMatchObject({ user_id: user.id, attachment: { name: 'screen.png', type: 'png' } });
    const { cookie } = await createSignedInOperator(server, clock, 'trust_safety');
    const file = await fetchFile(`/contact-attachments/${row!.id}`, { cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const [none] = await stored(plain);
    expect(none!.attachment).toBeNull();
    const list = await server.api('/ops/contact_messages/index/page:1.json', { cookie });
    const listed = (list.body.contact_messages as { id: number; attachment: unknown }[]).filter((m) => m.id === row!.id || m.id === none!.id);
    expect(listed.map((m) => m.attachment === null)).toEqual([true, false]);
    expect((await fetchFile(`/contact-attachments/${none!.id}`, { cookie })).status).toBe(404);
  });

  it('refuses a file that is not an image or PDF by its bytes, whatever its name, naming the field in zh-TW', async () => {
    const email = uniqueEmail();
    const res = await send(form(email, [{ data: Buffer.from('<html><script>alert(1)</script>'), name: 'receipt.pdf', type: 'application/pdf' }]));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: ErrorText.UnableToUpload, fields: [{ field: 'attachment', message: ContactFieldMessage.AttachmentType }] });
    expect(await stored(email)).toEqual([]);
  });

  it('refuses two files (400) and a file over 10 MB (413), storing nothing', async () => {
    const email = uniqueEmail();
    const two = await send(form(email, [{ data: PDF, name: 'a.pdf', type: 'application/pdf' }, { data: PDF, name: 'b.pdf', type: 'application/pdf' }]));
    expect(two.status).toBe(400);
    expect(two.body.fields).toEqual([{ field: 'attachment', message: '附件最多 1 個' }]);
    const big = await send(form(email, [{ data: Buffer.concat([PDF, Buffer.alloc(10_000_001 - PDF.length)]), name: 'big.pdf', type: 'application/pdf' }]));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: ErrorText.FileTooLarge });
    expect(await stored(email)).toEqual([]);
  });

  it('refuses an upload from an address past its limit before reading the file, with a zh-TW 429', async () => {
    for (let i = 0; i < 10; i++) expect((await server.api('/contact_messages/add.json', { method: 'POST', json: { name: '測試', email: uniqueEmail(), topic: 'other', message: '第一則以外的訊息內容。' } })).status).toBe(200);
    const email = uniqueEmail();
    const over = await send(form(email, [{ data: PDF, name: 'a.pdf', type: 'application/pdf' }]));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(over.body.message).toMatch(/^送出次數過多，請在 \d+ 分鐘後再試/);
    expect(await stored(email)).toEqual([]);
  });
});
