import { describe, expect, it } from 'vitest';
import { Activity, QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { TransactionType } from '../../../domain/wallet/ledger';
import { blockUser, createProInCity, createRequestWithLead, createSignedInUser, postMessage, quotedConversation, setBidStatus } from '../../test/factories';
import { ENGINES, type TestServer } from '../../test/harness';
import type { MessageResponse } from './messages.mappers';
import { messagesSuite } from './messages.test-support';
import { TINY_PNG as PNG } from '../media/media.test-support';

/** Notifications the user has not seen (those of a quote go when its conversation is read). */
async function unreadNotifications(server: TestServer, userId: number): Promise<number> {
  const rows = await server.db.selectFrom('notifications').select('id').where('user_id', '=', userId).where('read_at', 'is', null).execute();
  return rows.length;
}

const UTC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

interface ConversationBody {
  messages: MessageResponse[];
  has_more: 0 | 1;
  unread_count: number;
  total_unread_count: number;
  can_send: 0 | 1;
  contact: { full_name: string; phone: string | null; email: string | null } | null;
  other_user: { id: number; full_name: string } | null;
  role: 'pro' | 'consumer';
}


describe.each(ENGINES)('messages on %s', (engine) => {
  // The paging tests post 53 messages in a minute; the rate limit has its own tests (messages.limits.test.ts).
  const env = messagesSuite(engine);

  const quoted = (options: Parameters<typeof quotedConversation>[3] = {}) => quotedConversation(env.server, env.aircon, env.cityId, options);
  const read = async (token: string, bidId: number | string, named = '') => {
    const res = await env.server.api(`/messages/get_conversation/${bidId}${named}.json`, { token });
    return { status: res.status, body: res.body as unknown as ConversationBody & { error?: unknown; message?: string } };
  };
  const me = async (token: string) => ((await env.server.api('/user/me.json', { token })).body as { unreadCount: number }).unreadCount;
  const multipart = (token: string, bidId: number, form: FormData) =>
    env.server.api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', token, body: form });

  describe('POST /messages/quote_conversation/{bid}.json and GET /messages/get_conversation/{bid}.json', () => {
    it('delivers a message to the other party, with is_sender from each side and read receipts', async () => {
      const { pro, consumer, bidId } = await quoted();
      const sent = await postMessage(env.server, consumer.token, bidId, '  請問週六可以來安裝嗎？  ');
      expect(sent.status).toBe(200);
      const message = sent.body.message as MessageResponse;
      expect(message).toMatchObject({ quote_bid_id: bidId, user_id: consumer.user.id, body: '請問週六可以來安裝嗎？', attachments: [], is_sender: 1, is_read: 0, read_on: null });
      expect(message.created).toMatch(UTC_TIME);

      // The pro has one unread message in this conversation: the header's unreadCount (the 訊息 badge).
      const notifications = await unreadNotifications(env.server, pro.user.id);
      expect(await me(pro.token)).toBe(1);
      const proView = await read(pro.token, bidId);
      expect(proView.status).toBe(200);
      expect(proView.body.role).toBe('pro');
      expect(proView.body.messages).toEqual([expect.objectContaining({ id: message.id, is_sender: 0, body: '請問週六可以來安裝嗎？' })]);
      expect(proView.body.other_user).toMatchObject({ id: consumer.user.id, full_name: '王○○' });
      expect(proView.body.contact).toBeNull();
      // Reading marked it read, and the lead's notification with it: the pro's count drops and the consumer sees the receipt.
      expect(await unreadNotifications(env.server, pro.user.id)).toBe(notifications - 1);
      expect(await me(pro.token)).toBe(0);
      const row = await env.server.db.selectFrom('messages').select('read_at').where('id', '=', message.id).executeTakeFirstOrThrow();
      expect(row.read_at).not.toBeNull();

      const reply = await postMessage(env.server, pro.token, bidId, '可以，早上十點到。');
      expect(reply.status).toBe(200);
      expect(reply.body.message).toMatchObject({ is_sender: 1, user_id: pro.user.id });
      const consumerView = await read(consumer.token, bidId);
      expect(consumerView.body.messages.map((m) => [m.body, m.is_sender, m.is_read])).toEqual([
        ['請問週六可以來安裝嗎？', 1, 1],
        ['可以，早上十點到。', 0, 1],
      ]);
      expect(consumerView.body.messages[0]!.read_on).toMatch(UTC_TIME);
      expect(consumerView.body).toMatchObject({ unread_count: 0, can_send: 1, has_more: 0 });
    });

    it('refuses an empty message with 400 "message must be non-empty" and an overlong one naming the field', async () => {
      const { consumer, bidId } = await quoted();
      for (const message of ['', '   \n ', undefined, 42]) {
        const res = await postMessage(env.server, consumer.token, bidId, message);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'Error', error: ErrorText.MessageEmpty });
        expect(res.body.message).toContain(ERROR_TEXT_MESSAGES[ErrorText.MessageEmpty]);
      }
      const long = await postMessage(env.server, consumer.token, bidId, '字'.repeat(2001));
      expect(long.status).toBe(400);
      expect(long.body.fields).toEqual([{ field: 'message', message: '訊息最多 2000 個字' }]);
      expect((await postMessage(env.server, consumer.token, bidId, '字'.repeat(2000))).status).toBe(200);
    });

    it('lets only the two parties see or write: 404 for anyone else, 403 for a guest', async () => {
      const { bidId } = await quoted();
      const stranger = await createSignedInUser(env.server.db);
      expect((await postMessage(env.server, stranger.token, bidId, '哈囉')).status).toBe(404);
      expect((await read(stranger.token, bidId)).status).toBe(404);
      expect((await postMessage(env.server, undefined, bidId, '哈囉')).body).toMatchObject({ error: ErrorText.InvalidToken });
      expect((await postMessage(env.server, undefined, bidId, '哈囉')).status).toBe(403);
      expect((await env.server.api(`/messages/get_conversation/${bidId}.json`)).status).toBe(403);
      expect((await read(stranger.token, 99_999_999)).status).toBe(404);
      expect((await read(stranger.token, 'abc')).status).toBe(404);
      expect((await postMessage(env.server, stranger.token, 'abc', '哈囉')).status).toBe(404);
    });

    it('opens the conversation only after the quote: the pro cannot write on a bare lead, the consumer does not see it', async () => {
      const pro = await createProInCity(env.server, env.aircon, env.cityId);
      const { consumer, bidId } = await createRequestWithLead(env.server, env.aircon, pro);
      const early = await postMessage(env.server, pro.token, bidId, '您好');
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ error: ErrorText.ActionNotAllowed, message: '請先送出報價，才能傳送訊息給客戶。' });
      expect((await read(pro.token, bidId)).body).toMatchObject({ messages: [], can_send: 0 });
      expect((await read(consumer.token, bidId)).status).toBe(404);
      expect((await postMessage(env.server, consumer.token, bidId, '您好')).status).toBe(404);
      // A passed lead is closed for good.
      await setBidStatus(env.server.db, bidId, QuoteStatus.NotInterested);
      const passed = await postMessage(env.server, pro.token, bidId, '您好');
      expect(passed.status).toBe(409);
      expect(passed.body.message).toBe('這個案件已略過，無法再傳送訊息。');
    });

    it('refuses messages across a block, whoever blocked whom (409)', async () => {
      const first = await quoted();
      await blockUser(env.server.db, first.consumer.user.id, first.pro.user.id);
      for (const token of [first.consumer.token, first.pro.token]) {
        const res = await postMessage(env.server, token, first.bidId, '還在嗎？');
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ error: ErrorText.UserBlocked, message: '您與對方之間有封鎖設定，無法互傳訊息。' });
      }
      const second = await quoted();
      await blockUser(env.server.db, second.pro.user.id, second.consumer.user.id);
      expect((await postMessage(env.server, second.consumer.token, second.bidId, '還在嗎？')).status).toBe(409);
      expect(await env.server.db.selectFrom('messages').select('id').where('quote_bid_id', 'in', [first.bidId, second.bidId]).execute()).toEqual([]);
    });

    it('takes images and PDF files as attachments, served from the uploads', async () => {
      const { consumer, pro, bidId } = await quoted();
      const form = new FormData();
      form.append('message', '現場照片和平面圖');
      form.append('attachments', new Blob([PNG], { type: 'image/png' }), 'room.png');
      form.append('attachments', new Blob([PDF], { type: 'application/pdf' }), '平面圖.pdf');
      const res = await multipart(consumer.token, bidId, form);
      expect(res.status).toBe(200);
      const attachments = (res.body.message as MessageResponse).attachments;
      expect(attachments.map((a) => [a.name, a.type, a.size])).toEqual([
        ['room.png', 'png', PNG.length],
        ['平面圖.pdf', 'pdf', PDF.length],
      ]);
      // Private: the other party reads it with the session; a guest gets 404.
      expect((await fetch(`${env.server.baseUrl}${new URL(attachments[1]!.url, env.server.baseUrl).pathname}`)).status).toBe(404);
      const file = await fetch(`${env.server.baseUrl}${new URL(attachments[1]!.url, env.server.baseUrl).pathname}`, { headers: { 'x-session-token': pro.token } });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
      expect((await read(pro.token, bidId)).body.messages[0]!.attachments).toEqual(attachments);
    });

    it('refuses attachments that are not images or PDF (400) and files over 10 MB (413)', async () => {
      const { consumer, bidId } = await quoted();
      const bad = new FormData();
      bad.append('message', '看這個');
      bad.append('attachments', new Blob(['<html><script>alert(1)</script>'], { type: 'image/png' }), 'x.png');
      const refused = await multipart(consumer.token, bidId, bad);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual([{ field: 'attachments', message: '「x.png」不是 png、jpeg、gif 圖片或 PDF 檔案' }]);
      const big = new FormData();
      big.append('message', '大檔案');
      big.append('attachments', new Blob([PNG, Buffer.alloc(10_000_001 - PNG.length)], { type: 'image/png' }), 'big.png');
      const tooLarge = await multipart(consumer.token, bidId, big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toMatchObject({ error: ErrorText.FileTooLarge });
      const empty = new FormData();
      empty.append('message', ' ');
      empty.append('attachments', new Blob([PNG], { type: 'image/png' }), 'room.png');
      expect((await multipart(consumer.token, bidId, empty)).body).toMatchObject({ error: ErrorText.MessageEmpty });
      expect(await env.server.db.selectFrom('messages').select('id').where('quote_bid_id', '=', bidId).execute()).toEqual([]);
    });

    it('answers since:{id} with only newer messages (polling) and pages older ones with before:{id}', async () => {
      const { consumer, pro, bidId } = await quoted();
      const ids: number[] = [];
      for (let i = 1; i <= 53; i += 1) {
        const res = await postMessage(env.server, i % 2 ? consumer.token : pro.token, bidId, `第 ${i} 則`);
        ids.push((res.body.message as MessageResponse).id);
      }
      const latest = await read(pro.token, bidId);
      expect(latest.body.messages).toHaveLength(50);
      expect(latest.body.messages[0]!.body).toBe('第 4 則');
      expect(latest.body.messages.at(-1)!.body).toBe('第 53 則');
      expect(latest.body.has_more).toBe(1);
      const older = await read(pro.token, bidId, `/before:${latest.body.messages[0]!.id}`);
      expect(older.body.messages.map((m) => m.body)).toEqual(['第 1 則', '第 2 則', '第 3 則']);
      expect(older.body.has_more).toBe(0);
      const newer = await read(consumer.token, bidId, `/since:${ids[50]}`);
      expect(newer.body.messages.map((m) => m.id)).toEqual([ids[51], ids[52]]);
      expect((await read(consumer.token, bidId, `/since:${ids[52]}`)).body.messages).toEqual([]);
      expect((await read(consumer.token, bidId, '/since:abc')).status).toBe(400);
    });

    it('writes one chat activity for the first message of each side, not one per message', async () => {
      const { consumer, pro, bidId } = await quoted();
      for (const token of [consumer.token, pro.token, consumer.token, pro.token]) {
        expect((await postMessage(env.server, token, bidId, '好的')).status).toBe(200);
      }
      const chats = await env.server.db.selectFrom('activities').select('user_id').where('quote_bid_id', '=', bidId).where('type', '=', Activity.Chat).orderBy('id').execute();
      expect(chats.map((c) => c.user_id)).toEqual([consumer.user.id, pro.user.id]);
    });
  });

  describe('contact details and pay-on-contact', () => {
    it('shows the pro contact to the consumer after an ordinary quote', async () => {
      const { consumer, pro, bidId } = await quoted();
      const view = await read(consumer.token, bidId);
      expect(view.body.contact).toEqual({ full_name: '王小明', phone: pro.user.phone ?? expect.any(String), email: pro.user.email });
      expect(view.body.contact?.phone).toMatch(/^\+8869\d{8}$/);
    });

    it('takes the fee at the first consumer message of a pay-on-contact quote and only then shows the contact', async () => {
      const { consumer, pro, bidId } = await quoted({ contactCharge: true });
      const fees = () =>
        env.server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', pro.user.id).where('transaction_type', '=', TransactionType.ContactFee).execute();
      expect((await read(consumer.token, bidId)).body.contact).toBeNull();
      expect(await fees()).toEqual([]);
      expect((await postMessage(env.server, consumer.token, bidId, '想請您來估價')).status).toBe(200);
      const taken = await fees();
      expect(taken).toHaveLength(1);
      expect(taken[0]!.amount).toBeLessThan(0);
      const bid = await env.server.db.selectFrom('quote_bids').select('fee_amount').where('id', '=', bidId).executeTakeFirstOrThrow();
      expect(bid.fee_amount).toBe(-taken[0]!.amount);
      expect((await read(consumer.token, bidId)).body.contact).toMatchObject({ phone: expect.stringMatching(/^\+8869/) });
      // Later messages, and a contact already made through want_to_contact_provider, take nothing more.
      expect((await postMessage(env.server, consumer.token, bidId, '週六方便嗎？')).status).toBe(200);
      expect(await fees()).toHaveLength(1);
    });

    it('tolerates a contact already made (code 17) when the consumer then writes', async () => {
      const { consumer, pro, bidId } = await quoted({ contactCharge: true });
      expect((await env.server.api(`/quote_bids/want_to_contact_provider/${bidId}.json`, { method: 'POST', token: consumer.token })).status).toBe(200);
      expect((await postMessage(env.server, consumer.token, bidId, '剛剛打過電話')).status).toBe(200);
      const fees = await env.server.db.selectFrom('wallet_entries').select('id').where('user_id', '=', pro.user.id).where('transaction_type', '=', TransactionType.ContactFee).execute();
      expect(fees).toHaveLength(1);
    });
  });
});
