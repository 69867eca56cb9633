import { describe, expect, it } from 'vitest';
import type { ContactStatus, ContactTopic } from '../../../domain/contact/contact-topics';
import { OPERATOR_ROLES, OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { readOutbox } from '../../adapters/messaging/outbox';
import { createSignedInUser } from '../../test/factories';
import { type ApiInit, ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

let counter = 0;
const idsOf = (body: { contact_messages?: unknown }) => (body.contact_messages as { id: number }[]).map((m) => m.id);
type Replies = { id: number; body: string }[];

describe.each(ENGINES)('the support inbox on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });

  /** A message as the contact page stores it. */
  async function addMessage(extra: { topic?: ContactTopic; status?: ContactStatus; name?: string; message?: string; user_id?: number } = {}) {
    counter += 1;
    const row = await server.db
      .insertInto('contact_messages')
      .values({
        name: extra.name ?? `寄件人${counter}`,
        email: `sender${counter}-${Date.now()}@example.tw`,
        phone: null,
        topic: extra.topic ?? 'other',
        message: extra.message ?? '請問要如何取消已送出的需求？謝謝。',
        status: extra.status ?? 'open',
        user_id: extra.user_id ?? null,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    return row;
  }

  const calls = (id: number): { name: string; path: string; init: ApiInit }[] => [
    { name: 'list', path: '/ops/contact_messages/index/page:1.json?status=open', init: {} },
    { name: 'view', path: `/ops/contact_messages/view/${id}.json`, init: {} },
    { name: 'reply', path: `/ops/contact_messages/reply/${id}.json`, init: { method: 'POST', json: { body: '您好，已為您處理。' } } },
    { name: 'status', path: `/ops/contact_messages/status/${id}.json`, init: { method: 'POST', json: { status: 'closed' } } },
  ];

  it.each(OPERATOR_ROLES)('as %s: every inbox call allowed exactly when the role may answer contact messages', async (role) => {
    const { cookie } = await createSignedInOperator(server, clock, role);
    const { id } = await addMessage();
    for (const call of calls(id)) {
      const res = await server.api(call.path, { ...call.init, cookie });
      if (operatorMay(role, OpsPermission.AnswerContact)) {
        expect(res.status, `${call.name} ${JSON.stringify(res.body)}`).toBe(200);
      } else {
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
    }
    expect(['support', 'trust_safety', 'admin'].includes(role)).toBe(operatorMay(role, OpsPermission.AnswerContact));
  });

  it('refuses a guest and a marketplace session with 403 invalid token, changing nothing', async () => {
    const { token } = await createSignedInUser(server.db);
    const { id } = await addMessage();
    for (const call of calls(id)) {
      for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
        const res = await server.api(call.path, { ...call.init, ...who });
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      }
    }
    expect(await server.db.selectFrom('contact_messages').select('status').where('id', '=', id).executeTakeFirst()).toEqual({ status: 'open' });
    expect(await server.db.selectFrom('contact_message_replies').select('id').where('contact_message_id', '=', id).execute()).toEqual([]);
  });

  it('lists newest first with counts per status under the topic and search, paged in 20s', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const marker = `退款${Date.now()}`;
    const first = await addMessage({ topic: 'payment', message: `第一則：${marker} 的問題說明` });
    const second = await addMessage({ topic: 'payment', status: 'answered', message: `第二則：${marker} 的問題說明` });
    const third = await addMessage({ topic: 'account', message: `第三則：${marker} 的問題說明` });
    const list = (query: string) => server.api(`/ops/contact_messages/index/page:1.json?${query}`, { cookie });

    const all = await list(`q=${encodeURIComponent(marker)}`);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(idsOf(all.body)).toEqual([third.id, second.id, first.id]);
    expect(all.body).toMatchObject({ page: 1, total_pages: 1, count: 3, status_counts: { open: 2, answered: 1, closed: 0 } });

    const payment = await list(`q=${encodeURIComponent(marker)}&topic=payment&status=open`);
    expect(idsOf(payment.body)).toEqual([first.id]);
    expect(payment.body).toMatchObject({ count: 1, status_counts: { open: 1, answered: 1, closed: 0 } });
    expect((payment.body.contact_messages as unknown[])[0]).toMatchObject({ topic: 'payment', status: 'open', reply_count: 0, user_id: null });

    const byEmail = await list(`q=${encodeURIComponent(second.email.toUpperCase())}`);
    expect(idsOf(byEmail.body)).toEqual([second.id]);
    // LIKE's wildcards are taken literally.
    expect((await list('q=%25_%25')).body.count).toBe(0);

    for (let i = 0; i < 21; i++) await addMessage({ topic: 'safety', message: `分頁測試 ${marker} 第 ${i} 則` });
    const paged = await server.api(`/ops/contact_messages/index/page:2.json?topic=safety&q=${encodeURIComponent(marker)}`, { cookie });
    expect(paged.body).toMatchObject({ page: 2, total_pages: 2, count: 21 });
    expect(paged.body.contact_messages).toHaveLength(1);

    expect((await list('status=pending')).status).toBe(400);
    expect((await server.api('/ops/contact_messages/index/page:0.json', { cookie })).status).toBe(400);
  });

  it('shows one message with its linked user and replies; an unknown id is 404', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'trust_safety');
    const { user } = await createSignedInUser(server.db);
    const { id } = await addMessage({ user_id: user.id, topic: 'safety' });
    const res = await server.api(`/ops/contact_messages/view/${id}.json`, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ contact_message: { id, user_id: user.id, topic: 'safety', status: 'open' }, replies: [] });
    const missing = await server.api('/ops/contact_messages/view/999999.json', { cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('找不到這則聯絡訊息。');
    expect((await server.api('/ops/contact_messages/reply/999999.json', { method: 'POST', json: { body: '您好' }, cookie })).status).toBe(404);
  });

  it('replies by e-mail: stores the reply, marks it answered and assigned, audits it, and mails the sender', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'support');
    const { id, email } = await addMessage({ topic: 'payment', message: '我的點數沒有入帳，請幫忙查詢。' });
    const res = await server.api(`/ops/contact_messages/reply/${id}.json`, { method: 'POST', json: { body: '  您好，點數已補發，請重新整理頁面。  ' }, cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.contact_message).toMatchObject({ id, status: 'answered', assigned_operator_id: operator.id, reply_count: 1, updated: '2026-11-27 04:00:00' });
    expect(res.body.replies).toEqual([
      { id: expect.any(Number), operator: { id: operator.id, full_name: '測試營運' }, body: '您好，點數已補發，請重新整理頁面。', sent: '2026-11-27 04:00:00' },
    ]);
    const audit = await server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after'])
      .where('operator_id', '=', operator.id)
      .where('action', '=', 'contact_reply')
      .execute();
    expect(audit).toEqual([
      {
        action: 'contact_reply',
        target_type: 'contact_message',
        target_id: String(id),
        before: { status: 'open', assigned_operator_id: null },
        after: { status: 'answered', assigned_operator_id: operator.id, reply_id: (res.body.replies as Replies)[0]!.id },
      },
    ]);
    await expect.poll(async () => (await readOutbox(server.db, email)).length, { timeout: 5000 }).toBe(1);
    const [mail] = await readOutbox(server.db, email);
    expect(mail!.subject).toBe(`【好幫手】回覆：您的來信（編號 ${id}，付款與點數）`);
    expect(mail!.body).toContain('您好，點數已補發，請重新整理頁面。');
    expect(mail!.body).toContain('> 我的點數沒有入帳，請幫忙查詢。');

    // A second operator's reply keeps the first one assigned.
    const other = await createSignedInOperator(server, clock, 'admin');
    const again = await server.api(`/ops/contact_messages/reply/${id}.json`, { method: 'POST', json: { body: '補充：已延長點數效期。' }, cookie: other.cookie });
    expect(again.body.contact_message).toMatchObject({ assigned_operator_id: operator.id, reply_count: 2 });
    expect((again.body.replies as Replies).map((r) => r.body)).toEqual(['您好，點數已補發，請重新整理頁面。', '補充：已延長點數效期。']);
  });

  it('refuses an empty or too long reply with a message naming the field, storing and sending nothing', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const { id, email } = await addMessage();
    for (const body of ['', ' 好 ', '字'.repeat(5001)]) {
      const res = await server.api(`/ops/contact_messages/reply/${id}.json`, { method: 'POST', json: { body }, cookie });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([{ field: 'body', message: '回覆內容：請寫 2 到 5000 個字。' }]);
    }
    await server.app.background.idle();
    expect(await readOutbox(server.db, email)).toEqual([]);
    expect(await server.db.selectFrom('contact_messages').select('status').where('id', '=', id).executeTakeFirst()).toEqual({ status: 'open' });
  });

  it('sets the status, audited with before and after; the same status again records nothing', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'admin');
    const { id } = await addMessage();
    const setStatus = (status: string) => server.api(`/ops/contact_messages/status/${id}.json`, { method: 'POST', json: { status }, cookie });
    expect((await setStatus('closed')).body.contact_message).toMatchObject({ status: 'closed' });
    expect((await setStatus('closed')).status).toBe(200);
    expect((await setStatus('open')).body.contact_message).toMatchObject({ status: 'open' });
    const bad = await setStatus('deleted');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([{ field: 'status', message: '狀態：請選擇 open、answered 或 closed。' }]);
    const audit = await server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_id', 'before', 'after'])
      .where('operator_id', '=', operator.id)
      .where('action', '=', 'contact_status')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'contact_status', target_id: String(id), before: { status: 'open' }, after: { status: 'closed' } },
      { action: 'contact_status', target_id: String(id), before: { status: 'closed' }, after: { status: 'open' } },
    ]);
  });
});
