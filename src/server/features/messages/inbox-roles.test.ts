import { describe, expect, it } from 'vitest';
import { QuoteStatus, WorkFilter } from '../../../domain/bids/quote-status';
import { FAVORITE_TAG } from '../../../domain/bids/work-list';
import { ENGINES } from '../../test/harness';
import { createProInCity, createRequestWithLead, createSignedInUser, postMessage, quotedConversation, setBidStatus } from '../../test/factories';
import { messagesSuite } from './messages.test-support';

interface InboxItem {
  quote_bid_id: number;
  role: string;
  other_user: { id: number; full_name: string; s3_thumb_url: string | null };
  category: { id: number; name: string };
  last_message: { excerpt: string; is_sender: 0 | 1; attachment_count: number; created: string };
  unread_count: number;
}

const UTC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

interface InboxBody {
  conversations: { quote_bid_id: number; role: string }[];
  count: number;
  unread_count: number;
  filter: number;
}

describe.each(ENGINES)('one inbox for both roles on %s', (engine) => {
  const env = messagesSuite(engine);

  const inbox = async (token: string, path: string) => {
    const res = await env.server.api(`/messages/inbox${path}.json`, { token });
    return { status: res.status, body: res.body as unknown as InboxBody };
  };
  const ids = (body: InboxBody) => body.conversations.map((c) => c.quote_bid_id).sort((a, b) => a - b);
  const unreadCount = async (token: string) => ((await env.server.api('/user/me.json', { token })).body as { unreadCount: number }).unreadCount;

  it('takes the message filter ids: unread, in progress, hired, favourite and archived lists of one pro', async () => {
    const pro = await createProInCity(env.server, env.aircon, env.cityId);
    const [talking, hired, archived, favourite] = [await quotedConversation(env.server, env.aircon, env.cityId, { pro }), await quotedConversation(env.server, env.aircon, env.cityId, { pro }), await quotedConversation(env.server, env.aircon, env.cityId, { pro }), await quotedConversation(env.server, env.aircon, env.cityId, { pro })];
    for (const c of [talking!, hired!, archived!, favourite!]) expect((await postMessage(env.server, c.consumer.token, c.bidId, '請問什麼時候有空？')).status).toBe(200);
    await setBidStatus(env.server.db, talking!.bidId, QuoteStatus.InProgress);
    await setBidStatus(env.server.db, hired!.bidId, QuoteStatus.Hired);
    await env.server.db.updateTable('quote_bids').set({ is_provider_archived: true, quote_status_id: QuoteStatus.InProgress }).where('id', '=', archived!.bidId).execute();
    await env.server.db.updateTable('quote_bids').set({ provider_tag: FAVORITE_TAG, quote_status_id: QuoteStatus.Send }).where('id', '=', favourite!.bidId).execute();
    // The pro reads one conversation: it leaves the unread list.
    expect((await env.server.api(`/messages/get_conversation/${talking!.bidId}.json`, { token: pro.token })).status).toBe(200);

    const all = await inbox(pro.token, '');
    expect(all.body).toMatchObject({ count: 4, unread_count: 3, filter: WorkFilter.Inbox });
    expect(ids((await inbox(pro.token, `/filter:${WorkFilter.Inbox}`)).body)).toEqual(ids(all.body));
    expect(ids((await inbox(pro.token, `/filter:${WorkFilter.Unread}`)).body)).toEqual([hired!.bidId, archived!.bidId, favourite!.bidId].sort((a, b) => a - b));
    expect(ids((await inbox(pro.token, `/filter:${WorkFilter.Hired}`)).body)).toEqual([hired!.bidId]);
    expect(ids((await inbox(pro.token, `/filter:${WorkFilter.Archived}`)).body)).toEqual([archived!.bidId]);
    expect(ids((await inbox(pro.token, `/filter:${WorkFilter.Favorite}`)).body)).toEqual([favourite!.bidId]);
    expect(ids((await inbox(pro.token, `/filter:${WorkFilter.Lead}`)).body)).toEqual([favourite!.bidId]);
    const inProgress = await inbox(pro.token, `/filter:${WorkFilter.InProgress}/page:1`);
    expect(ids(inProgress.body)).toEqual([talking!.bidId, archived!.bidId].sort((a, b) => a - b));
    // The unread total stays the whole inbox's, whatever the list.
    expect(inProgress.body).toMatchObject({ count: 2, unread_count: 3, filter: WorkFilter.InProgress });

    // The consumer's side: the same inbox route, their own conversations.
    const mine = await inbox(hired!.consumer.token, `/filter:${WorkFilter.Hired}`);
    expect(mine.body.conversations).toEqual([expect.objectContaining({ quote_bid_id: hired!.bidId, role: 'consumer' })]);
    expect((await inbox(hired!.consumer.token, `/filter:${WorkFilter.Archived}`)).body.count).toBe(0);
  });

  it('refuses a filter that is not a message filter id, naming the field', async () => {
    const pro = await createProInCity(env.server, env.aircon, env.cityId);
    for (const bad of ['0', '8', 'x', '99999999999']) {
      const res = await inbox(pro.token, `/filter:${bad}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('filter');
    }
  });

  it('counts unread messages only in the header, and clears them when the consumer reads the conversation', async () => {
    const c = await quotedConversation(env.server, env.aircon, env.cityId);
    expect((await postMessage(env.server, c.pro.token, c.bidId, '您好，報價如上')).status).toBe(200);
    // A new quote (a notification, shown on the quote list) and a message: the 訊息 badge counts the message.
    expect(await unreadCount(c.consumer.token)).toBe(1);
    expect((await env.server.api(`/messages/get_conversation/${c.bidId}.json`, { token: c.consumer.token })).status).toBe(200);
    expect(await unreadCount(c.consumer.token)).toBe(0);
  });

  it("does not count a pro's new lead in the 訊息 badge: the lead list shows it as unread", async () => {
    const pro = await createProInCity(env.server, env.aircon, env.cityId);
    await createRequestWithLead(env.server, env.aircon, pro);
    expect(await unreadCount(pro.token)).toBe(0);
  });

  describe('GET /messages/inbox/page:{n}.json', () => {
    it('lists the conversations newest first with the other party, category, excerpt and unread counts, 20 a page', async () => {
      const pro = await createProInCity(env.server, env.aircon, env.cityId);
      const conversations = [];
      for (let i = 0; i < 21; i += 1) conversations.push(await quotedConversation(env.server, env.aircon, env.cityId, { pro }));
      for (const [i, c] of conversations.entries()) {
        expect((await postMessage(env.server, c.consumer.token, c.bidId, `客戶 ${i} 的問題：${'很長'.repeat(60)}`)).status).toBe(200);
      }
      // The pro answers the first one, which moves it to the top with nothing unread.
      await env.server.api(`/messages/get_conversation/${conversations[0]!.bidId}.json`, { token: pro.token });
      await postMessage(env.server, pro.token, conversations[0]!.bidId, '收到，明天回覆您');

      const first = await env.server.api('/messages/inbox/page:1.json', { token: pro.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, total_pages: 2, count: 21, unread_count: 20 });
      const items = first.body.conversations as InboxItem[];
      expect(items).toHaveLength(20);
      expect(items[0]).toMatchObject({
        quote_bid_id: conversations[0]!.bidId,
        role: 'pro',
        other_user: { id: conversations[0]!.consumer.user.id, full_name: '王○○', s3_thumb_url: null },
        category: { id: env.aircon.id, name: env.aircon.name },
        last_message: { excerpt: '收到，明天回覆您', is_sender: 1, attachment_count: 0 },
        unread_count: 0,
      });
      expect(items[1]).toMatchObject({ quote_bid_id: conversations[20]!.bidId, unread_count: 1, last_message: { is_sender: 0 } });
      expect(items[1]!.last_message.excerpt).toHaveLength(80);
      expect(items[1]!.last_message.created).toMatch(UTC_TIME);
      const second = await env.server.api('/messages/inbox/page:2.json', { token: pro.token });
      expect((second.body.conversations as InboxItem[]).map((c) => c.quote_bid_id)).toEqual([conversations[1]!.bidId]);

      // The consumer's side of the same conversation.
      const mine = await env.server.api('/messages/inbox.json', { token: conversations[0]!.consumer.token });
      expect(mine.body).toMatchObject({ count: 1, unread_count: 1 });
      expect((mine.body.conversations as InboxItem[])[0]).toMatchObject({ role: 'consumer', other_user: { id: pro.user.id }, unread_count: 1 });
    });

    it('is empty for a user without conversations, 403 for a guest and 400 for a bad page', async () => {
      const user = await createSignedInUser(env.server.db);
      expect((await env.server.api('/messages/inbox/page:1.json', { token: user.token })).body).toMatchObject({
        conversations: [],
        page: 1,
        total_pages: 1,
        count: 0,
        unread_count: 0,
      });
      expect((await env.server.api('/messages/inbox/page:1.json')).status).toBe(403);
      expect((await env.server.api('/messages/inbox/page:0.json', { token: user.token })).status).toBe(400);
      expect((await env.server.api('/messages/inbox/page:x.json', { token: user.token })).status).toBe(400);
    });
  });
});
