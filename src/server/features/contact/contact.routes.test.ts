import { beforeEach, describe, expect, it } from 'vitest';
import { ContactFieldMessage } from '../../../domain/contact/contact-topics';
import { FixedClock } from '../../adapters/clock';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';

const HOUR = 3_600_000;
let counter = 0;
const uniqueEmail = () => `visitor${++counter}-${Date.now()}@example.tw`;

describe.each(ENGINES)('the contact page call on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });
  // Each test starts in a new window of the per-IP limit (every call comes from 127.0.0.1).
  beforeEach(() => clock.advance(2 * HOUR));

  const valid = (extra: Record<string, unknown> = {}) => ({
    name: '王小明',
    email: uniqueEmail(),
    phone: '0912-345-678',
    topic: 'payment',
    message: '我上週購買的點數還沒有入帳，請協助確認。',
    ...extra,
  });
  const send = (json: Record<string, unknown>, token?: string) =>
    server.api('/contact_messages/add.json', { method: 'POST', json, ...(token ? { token } : {}) });
  const stored = (email: string) => server.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

  it('stores a guest message as open, with the phone in its one form, and mails an acknowledgement', async () => {
    const body = valid({ email: `  Mixed.${uniqueEmail()}  ` });
    const res = await send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const email = String(body.email).trim().toLowerCase();
    expect(res.body).toEqual({ status: 'Success', email });
    const rows = await stored(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, name: '王小明', phone: '+886912345678', topic: 'payment', status: 'open', assigned_operator_id: null });
    expect(rows[0]!.created.toISOString()).toBe(clock.now().toISOString());
    await expect.poll(async () => (await readOutbox(server.db, email)).map((m) => m.subject), { timeout: 5000 }).toEqual([`【好幫手】我們已收到您的訊息（編號 ${rows[0]!.id}）`]);
    const [mail] = await readOutbox(server.db, email);
    expect(mail!.body).toContain('付款與點數');
    expect(mail!.body).toContain('1–2 個工作天內');
    // Anyone can type any address: the mail repeats nothing the sender typed.
    expect(mail!.body).not.toContain('王小明');
    expect(mail!.body).not.toContain('入帳');
  });

  it('links the message to the signed-in user, and takes a form-encoded body with no phone', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const email = uniqueEmail();
    const res = await server.api('/contact_messages/add.json', {
      method: 'POST',
      token,
      form: { name: '林小姐', email, phone: '', topic: 'account', message: '我想更改帳號綁定的電子郵件地址。' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(email)).toMatchObject([{ user_id: user.id, phone: null, topic: 'account' }]);
  });

  it.each([
    ['name', 'blank', { name: '   ' }, ContactFieldMessage.NameMissing],
    ['name', 'over 50 characters', { name: '名'.repeat(51) }, ContactFieldMessage.NameTooLong],
    ['email', 'empty', { email: '' }, ContactFieldMessage.EmailMissing],
    ['email', 'not an address', { email: 'not-an-address' }, ContactFieldMessage.EmailInvalid],
    ['phone', 'a landline', { phone: '02-2345-6789' }, ContactFieldMessage.PhoneInvalid],
    ['topic', 'not on the list', { topic: 'refund' }, ContactFieldMessage.TopicMissing],
    ['topic', 'missing', { topic: undefined }, ContactFieldMessage.TopicMissing],
    ['message', 'under 10 characters', { message: '太短了' }, ContactFieldMessage.MessageLength],
    ['message', 'over 2000 characters', { message: '長'.repeat(2001) }, ContactFieldMessage.MessageLength],
  ])('refuses a %s that is %s with a zh-TW message naming the field', async (field, _case, change, message) => {
    const body = valid(change);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field, message }]);
    expect(res.body.message).toContain(message);
    expect(await stored(String(body.email))).toEqual([]);
  });

  it('answers a filled honeypot as sent, but stores and mails nothing', async () => {
    const body = valid({ website: 'https://spam.example' });
    const res = await send(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'Success', email: body.email });
    expect(await stored(String(body.email))).toEqual([]);
    await server.app.background.idle();
    expect(await readOutbox(server.db, String(body.email))).toEqual([]);
  });

  it('limits messages per e-mail address (3 an hour) and per IP address (10 an hour) with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await send(valid({ email }))).status).toBe(200);
    const over = await send(valid({ email }));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect(over.body.message).toMatch(/^送出次數過多，請在 \d+ 分鐘後再試/);
    expect(await stored(email)).toHaveLength(3);
    // Other addresses from the same IP: 10 in the window in all (4 counted above).
    for (let i = 0; i < 6; i++) expect((await send(valid())).status).toBe(200);
    expect((await send(valid())).status).toBe(429);
    clock.advance(HOUR);
    expect((await send(valid())).status).toBe(200);
  });
});
