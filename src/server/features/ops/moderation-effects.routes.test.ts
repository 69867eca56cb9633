import { describe, expect, it } from 'vitest';
import { BARRED_PRO_HIRE_MESSAGE, HIDDEN_CONTENT_TEXT, SOCKET_CLOSE_SESSION_ENDED } from '../../../domain/ops/moderation';
import { FixedClock } from '../../adapters/clock';
import {
  createPublicPro,
  createProInCity,
  createRequestWithLead,
  findCategory,
  findPlace,
  postMessage,
  postRequest,
  createConsumer,
  quotedConversation,
} from '../../test/factories';
import { ENGINES, listeningEnv, useTestServer } from '../../test/harness';
import { taipeiDateIn } from '../calendar/calendar.test-support';
import { openMessageSocket, socketUrl } from '../messages/socket-client';
import { createSignedInOperator } from './ops.test-support';

/** What a sanction or a hiding changes for the others: matching, quoting, the pro lists, conversations, leads. */
describe.each(ENGINES)('effects of moderation on %s', (engine) => {
  const clock = new FixedClock();
  const server = useTestServer(engine, { clock, env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000', MESSAGES_PER_MINUTE: '1000', ...listeningEnv(engine) } });
  const setup = async () => {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '大安區');
    const { cookie } = await createSignedInOperator(server, clock, 'trust_safety');
    const act = (path: string, json: Record<string, unknown>) => server.api(path, { method: 'POST', json, cookie });
    return { aircon, cityId, cookie, act };
  };
  const leadsOf = async (requestId: number) =>
    (await server.db.selectFrom('quote_bids').select('user_id').where('quote_request_id', '=', requestId).execute()).map((b) => b.user_id);

  it('a suspended pro is not matched to new requests; reinstated, is matched again', async () => {
    const { aircon, cityId, act } = await setup();
    const pro = await createProInCity(server, aircon, cityId);
    expect((await act(`/ops/users/suspend/${pro.user.id}.json`, { reason: '報價詐騙' })).status).toBe(200);
    const consumer = await createConsumer(server.db);
    const first = await postRequest(server, consumer.token, aircon);
    expect(first.status).toBe(200);
    expect(await leadsOf((first.body.quote_request as { id: number }).id)).not.toContain(pro.user.id);
    expect((await act(`/ops/users/reinstate/${pro.user.id}.json`, { reason: '申訴成立' })).status).toBe(200);
    const other = await createConsumer(server.db);
    const second = await postRequest(server, other.token, aircon);
    expect(await leadsOf((second.body.quote_request as { id: number }).id)).toContain(pro.user.id);
  });

  it('a suspension closes the open message sockets of the user at once; the other side stays open', async () => {
    const { aircon, cityId, act } = await setup();
    const { pro, consumer } = await quotedConversation(server, aircon, cityId);
    const proSocket = await openMessageSocket(socketUrl(server.baseUrl), {}, pro.token);
    const consumerSocket = await openMessageSocket(socketUrl(server.baseUrl), {}, consumer.token);
    const closed = new Promise<number>((resolve) => proSocket.ws.on('close', (code) => resolve(code)));
    expect((await act(`/ops/users/suspend/${pro.user.id}.json`, { reason: '詐騙' })).status).toBe(200);
    expect(await closed).toBe(SOCKET_CLOSE_SESSION_ENDED);
    expect(consumerSocket.ws.readyState).toBe(consumerSocket.ws.OPEN);
    consumerSocket.close();
  });

  it('a suspended pro cannot send a quote (even on a lead he had), and can once reinstated', async () => {
    const { aircon, cityId } = await setup();
    const pro = await createProInCity(server, aircon, cityId);
    const { bidId } = await createRequestWithLead(server, aircon, pro);
    // Set in the database so his session survives: the refusal itself is tested, not the ended session.
    await server.db.updateTable('users').set({ standing: 'suspended', standing_until: new Date(clock.now().getTime() + 86_400_000) }).where('id', '=', pro.user.id).execute();
    const quote = () => server.api(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token: pro.token, json: { rating_type: 'flat', flat_rate_at: 3000 } });
    const refused = await quote();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'account suspended' });
    expect(refused.body.message).toMatch(/^您的帳號已被停權至 .+，在此之前無法報價。$/);
    await server.db.updateTable('users').set({ standing: 'active', standing_until: null }).where('id', '=', pro.user.id).execute();
    expect((await quote()).status).toBe(200);
  });

  it('a suspended pro’s quote is marked unavailable in the consumer’s list and cannot be hired (409, said in zh-TW), and can once he is reinstated', async () => {
    const { aircon, cityId, act } = await setup();
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    expect((await act(`/ops/users/suspend/${pro.user.id}.json`, { reason: '報價詐騙' })).status).toBe(200);
    const hire = () => server.api(`/quote_bids/change_status/hired/${bidId}.json`, { method: 'POST', token: consumer.token, json: { date: taipeiDateIn(2), time: '10:00' } });
    const refused = await hire();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'action not allowed', message: BARRED_PRO_HIRE_MESSAGE });
    const { quote_request_id: requestId } = await server.db.selectFrom('quote_bids').select('quote_request_id').where('id', '=', bidId).executeTakeFirstOrThrow();
    const marked = async () => {
      const res = await server.api(`/quote_request/${requestId}.json`, { token: consumer.token });
      expect(res.status).toBe(200);
      return (res.body.quote_request as { QuoteBid: { id: number; is_pro_unavailable: number }[] }).QuoteBid.find((b) => b.id === bidId)?.is_pro_unavailable;
    };
    expect(await marked()).toBe(1);
    expect((await server.db.selectFrom('quote_bids').select('hired_on').where('id', '=', bidId).executeTakeFirstOrThrow()).hired_on).toBeNull();
    expect((await act(`/ops/users/reinstate/${pro.user.id}.json`, { reason: '申訴成立' })).status).toBe(200);
    expect(await marked()).toBe(0);
    const hired = await hire();
    expect(hired.status, JSON.stringify(hired.body)).toBe(200);
  });

  it('a banned pro leaves the public lists and profile at once (the cached list too), and comes back when reinstated', async () => {
    const { act } = await setup();
    const title = `停權測試水電行${Date.now()}`;
    const pro = await createPublicPro(server.db, { title, categorySlugs: ['plumbing-electrical'], areas: [['臺北市', null]] });
    const admin = await createSignedInOperator(server, clock, 'admin');
    const ids = async () => {
      const res = await server.api(`/quote_services/search.json?q=${encodeURIComponent(title)}`);
      expect(res.status).toBe(200);
      return (res.body.quote_services as { id: number }[]).map((s) => s.id);
    };
    expect(await ids()).toEqual([pro.service.id]);
    expect((await act(`/ops/users/ban/${pro.user.id}.json`, { reason: '冒用他人證照' })).status).toBe(200);
    expect(await ids()).toEqual([]);
    expect((await server.api(`/quote_services/view/${pro.service.id}.json`)).status).toBe(404);
    const back = await server.api(`/ops/users/reinstate/${pro.user.id}.json`, { method: 'POST', json: { reason: '誤判' }, cookie: admin.cookie });
    expect(back.status).toBe(200);
    expect(await ids()).toEqual([pro.service.id]);
  });

  it('a timed suspension that runs out is lifted by its job, and the cached public list shows the pro again', async () => {
    const { act } = await setup();
    const title = `到期測試水電行${Date.now()}`;
    const pro = await createPublicPro(server.db, { title, categorySlugs: ['plumbing-electrical'], areas: [['臺北市', null]] });
    const ids = async () => {
      const res = await server.api(`/quote_services/search.json?q=${encodeURIComponent(title)}`);
      expect(res.status).toBe(200);
      return (res.body.quote_services as { id: number }[]).map((s) => s.id);
    };
    const start = clock.now();
    const until = new Date(start.getTime() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect((await act(`/ops/users/suspend/${pro.user.id}.json`, { reason: '暫時停權', until })).status).toBe(200);
    // The search also finds the category's other pros (水電 names the category): look for this one.
    expect(await ids()).not.toContain(pro.service.id);
    try {
      clock.advance(30 * 60_000);
      expect(await server.app.jobs.runOnce('lift-expired-suspensions', clock.now())).toBe('ran');
      expect(await server.db.selectFrom('users').select('standing').where('id', '=', pro.user.id).executeTakeFirstOrThrow()).toEqual({ standing: 'suspended' });
      clock.advance(60 * 60_000);
      expect(await server.app.jobs.runOnce('lift-expired-suspensions', clock.now())).toBe('ran');
      expect(await server.db.selectFrom('users').select(['standing', 'standing_until']).where('id', '=', pro.user.id).executeTakeFirstOrThrow()).toEqual({ standing: 'active', standing_until: null });
      expect(await ids()).toContain(pro.service.id);
      const runs = await server.db.selectFrom('job_runs').select(['outcome', 'started']).where('name', '=', 'lift-expired-suspensions').orderBy('started', 'desc').execute();
      expect(runs[0]).toMatchObject({ outcome: 'ran', started: clock.now() });
    } finally {
      clock.set(start);
    }
  });

  it('a hidden message reads 此內容已被隱藏 to the recipient; its sender sees it marked hidden; unhidden, it is back', async () => {
    const { aircon, cityId, act, cookie } = await setup();
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    expect((await postMessage(server, consumer.token, bidId, '加我 LINE 私下交易')).status).toBe(200);
    const message = await server.db.selectFrom('messages').select('id').where('quote_bid_id', '=', bidId).where('sender_id', '=', consumer.user.id).executeTakeFirstOrThrow();
    const hidden = await act(`/ops/messages/hide/${message.id}.json`, { reason: '引導私下交易' });
    expect(hidden.body).toMatchObject({ id: message.id, is_hidden: true });
    const seen = async (token: string) => {
      const res = await server.api(`/messages/get_conversation/${bidId}.json`, { token });
      expect(res.status).toBe(200);
      return (res.body.messages as { id: number; body: string; is_hidden: number }[]).find((m) => m.id === message.id)!;
    };
    expect(await seen(pro.token)).toMatchObject({ body: HIDDEN_CONTENT_TEXT, is_hidden: 1 });
    expect(await seen(consumer.token)).toMatchObject({ body: '加我 LINE 私下交易', is_hidden: 1 });
    const inbox = await server.api('/messages/inbox.json', { token: pro.token });
    expect(inbox.status).toBe(200);
    const thread = (inbox.body.conversations as { quote_bid_id: number; last_message: { excerpt: string } }[]).find((c) => c.quote_bid_id === bidId);
    expect(thread?.last_message.excerpt).toBe(HIDDEN_CONTENT_TEXT);
    // The console's user page lists what the user sent, whole, with whether and why it is hidden.
    const listed = await server.api(`/ops/users/messages/${consumer.user.id}.json?page=1`, { cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.rows).toEqual([
      expect.objectContaining({ id: message.id, quote_bid_id: bidId, recipient_id: pro.user.id, body: '加我 LINE 私下交易', attachments: 0, is_hidden: true, hidden_reason: '引導私下交易' }),
    ]);
    const viewed = await server.db.selectFrom('operator_audit').select('after').where('action', '=', 'user_view_messages').where('target_id', '=', String(consumer.user.id)).execute();
    expect(viewed).toEqual([{ after: { page: 1, count: 1 } }]);
    expect((await act(`/ops/messages/unhide/${message.id}.json`, { reason: '誤判' })).body).toMatchObject({ is_hidden: false });
    expect(await seen(pro.token)).toMatchObject({ body: '加我 LINE 私下交易', is_hidden: 0 });
    expect((await act('/ops/messages/hide/99999999.json', { reason: '不存在' })).status).toBe(404);
  });

  it('hiding a message replaces it at once in both parties’ open conversations (the socket), and so does showing it again', async () => {
    const { aircon, cityId, act } = await setup();
    const { pro, consumer, bidId } = await quotedConversation(server, aircon, cityId);
    const proSocket = await openMessageSocket(socketUrl(server.baseUrl), {}, pro.token);
    const consumerSocket = await openMessageSocket(socketUrl(server.baseUrl), {}, consumer.token);
    const changed = async (socket: Awaited<ReturnType<typeof openMessageSocket>>) => {
      for (;;) {
        const event = await socket.next();
        if (event.type === 'message_changed') return event;
      }
    };
    try {
      expect((await postMessage(server, consumer.token, bidId, '匯款到我的私人帳戶')).status).toBe(200);
      const message = await server.db.selectFrom('messages').select('id').where('quote_bid_id', '=', bidId).where('sender_id', '=', consumer.user.id).executeTakeFirstOrThrow();
      const [atPro, atConsumer] = [changed(proSocket), changed(consumerSocket)];
      expect((await act(`/ops/messages/hide/${message.id}.json`, { reason: '引導私下交易' })).status).toBe(200);
      expect(await atPro).toMatchObject({ quote_bid_id: bidId, message: { id: message.id, body: HIDDEN_CONTENT_TEXT, attachments: [], is_hidden: 1, is_sender: 0 } });
      expect(await atConsumer).toMatchObject({ quote_bid_id: bidId, message: { id: message.id, body: '匯款到我的私人帳戶', is_hidden: 1, is_sender: 1 } });
      const shown = changed(proSocket);
      expect((await act(`/ops/messages/unhide/${message.id}.json`, { reason: '誤判' })).status).toBe(200);
      expect(await shown).toMatchObject({ message: { id: message.id, body: '匯款到我的私人帳戶', is_hidden: 0 } });
    } finally {
      proSocket.close();
      consumerSocket.close();
    }
  });

  it('reports: listed open with their count, resolved by hiding the request (pros see 此內容已被隱藏, the owner sees it marked), then handled', async () => {
    const { aircon, cityId, act, cookie } = await setup();
    const pro = await createProInCity(server, aircon, cityId);
    const { bidId, requestId, consumer } = await createRequestWithLead(server, aircon, pro);
    const reported = await server.api('/quote_reports/add.json', { method: 'POST', token: pro.token, json: { quote_request_id: requestId, reason: '需求內有電話號碼' } });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const report = await server.db.selectFrom('quote_reports').select('id').where('quote_request_id', '=', requestId).executeTakeFirstOrThrow();

    const open = await server.api('/ops/reports/index/page:1.json?status=open', { cookie });
    const listed = (open.body.quote_reports as { id: number; quote_request: { id: number; report_count: number; is_hidden: boolean } }[]).find((r) => r.id === report.id);
    expect(listed).toMatchObject({ reason: '需求內有電話號碼', reporter: { id: pro.user.id }, quote_request: { id: requestId, report_count: 1, is_hidden: false }, outcome: null });

    const resolved = await act(`/ops/reports/resolve/${report.id}.json`, { outcome: 'hide_request', reason: '含聯絡方式' });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.quote_report).toMatchObject({ outcome: 'hide_request', quote_request: { is_hidden: true } });
    expect((await act(`/ops/reports/resolve/${report.id}.json`, { outcome: 'dismiss', reason: '再一次' })).status).toBe(409);
    const handled = await server.api('/ops/reports/index/page:1.json?status=handled', { cookie });
    expect((handled.body.quote_reports as { id: number }[]).map((r) => r.id)).toContain(report.id);
    const stillOpen = await server.api('/ops/reports/index/page:1.json', { cookie });
    expect((stillOpen.body.quote_reports as { id: number }[]).map((r) => r.id)).not.toContain(report.id);

    const lead = await server.api(`/quote_bids/view/${bidId}.json`, { token: pro.token });
    expect((lead.body.quote_bid as { QuoteRequest: unknown }).QuoteRequest).toMatchObject({ description: HIDDEN_CONTENT_TEXT, is_hidden: 1 });
    const own = await server.api(`/quote_request/${requestId}.json`, { token: consumer.token });
    const mine = own.body.quote_request as { is_hidden: number; description: string };
    expect(mine.is_hidden).toBe(1);
    expect(mine.description).not.toBe(HIDDEN_CONTENT_TEXT);

    const audit = await server.db.selectFrom('operator_audit').select(['action', 'after', 'reason']).where('action', '=', 'report_resolve').where('target_id', '=', String(report.id)).execute();
    expect(audit).toEqual([{ action: 'report_resolve', after: { outcome: 'hide_request', quote_request_id: requestId, handled_report_ids: [report.id] }, reason: '含聯絡方式' }]);

    expect((await act(`/ops/quote_requests/unhide/${requestId}.json`, { reason: '已修改' })).body).toMatchObject({ is_hidden: false });
    const again = await server.api(`/quote_bids/view/${bidId}.json`, { token: pro.token });
    expect((again.body.quote_bid as { QuoteRequest: { is_hidden: number } }).QuoteRequest.is_hidden).toBe(0);
  });
});
