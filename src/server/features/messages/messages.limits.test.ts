import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyRule, MESSAGES_PER_DAY, taipeiDayClock } from '../../../domain/abuse-limits';
import { ErrorText } from '../../../domain/errors/codes';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { TaipeiTestClock } from '../../test/taipei-clock';
import { type CategoryWithFields, findCategory, findPlace, postMessage, quotedConversation } from '../../test/factories';
import { MessageMailer } from './message-mailer';
import { messageRateRules } from './messages.service';

const { conversation: MESSAGES_PER_CONVERSATION, user: MESSAGES_PER_USER } = messageRateRules(20);

const MINUTE = 60_000;

describe.each(ENGINES)('message limits and e-mails on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  let mailer: MessageMailer;
  // The limits' windows are read on the server's clock, pinned to noon in Taipei so no window ends mid-test;
  // the e-mail tests run the mailer's sweep themselves, so the jobs are off.
  const clock = new TaipeiTestClock();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000', MESSAGES_PER_MINUTE: '20', JOBS_ENABLED: '0' }, clock });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
    mailer = new MessageMailer({ db: server.db, messaging: server.app.messaging, publicUrl: server.config.publicUrl, log: server.app.log });
  });
  afterAll(() => server.close());

  const quoted = () => quotedConversation(server, aircon, cityId);
  const messageCount = async (bidId: number) =>
    (await server.db.selectFrom('messages').select('id').where('quote_bid_id', '=', bidId).execute()).length;

  /** Puts a counter at `count` for the server clock's minute. */
  async function preset(scope: string, key: string, count: number) {
    const window_start = new Date(Math.floor(clock.now().getTime() / MINUTE) * MINUTE);
    await server.db
      .insertInto('throttle_counters')
      .values({ scope, key, window_start, count })
      .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doUpdateSet({ count }))
      .execute();
  }

  describe('posting messages is rate limited', () => {
    it('allows 20 messages a minute in one conversation, then answers 429 with Retry-After and stores nothing', async () => {
      const { consumer, bidId } = await quoted();
      await preset(MESSAGES_PER_CONVERSATION.scope, `${consumer.user.id}:${bidId}`, MESSAGES_PER_CONVERSATION.limit - 1);
      expect((await postMessage(server, consumer.token, bidId, '第二十則')).status).toBe(200);
      const refused = await postMessage(server, consumer.token, bidId, '第二十一則');
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ status: 'Error', error: ErrorText.RateLimited, message: expect.stringMatching(/^訊息傳送太頻繁，請 \d+ 秒後再試。$/) });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await messageCount(bidId)).toBe(1);
    });

    it('limits a user across all conversations together, and leaves the other party free to answer', async () => {
      const first = await quoted();
      const second = await quoted();
      await preset(MESSAGES_PER_USER.scope, String(first.consumer.user.id), MESSAGES_PER_USER.limit);
      const other = await quotedConversation(server, aircon, cityId, { consumer: first.consumer });
      expect((await postMessage(server, first.consumer.token, other.bidId, '換一個對話也一樣')).status).toBe(429);
      expect((await postMessage(server, first.pro.token, first.bidId, '專家照常回覆')).status).toBe(200);
      expect((await postMessage(server, second.consumer.token, second.bidId, '別的客戶不受影響')).status).toBe(200);
    });

    it('caps a user at MESSAGES_PER_DAY messages a Taipei day, all conversations together', async () => {
      const { consumer, pro, bidId } = await quoted();
      const day = dailyRule('message-user-day', MESSAGES_PER_DAY);
      const window_start = new Date(Math.floor(taipeiDayClock(clock.now().getTime()) / 86_400_000) * 86_400_000);
      await server.db.insertInto('throttle_counters').values({ scope: day.scope, key: String(consumer.user.id), window_start, count: MESSAGES_PER_DAY }).execute();
      const refused = await postMessage(server, consumer.token, bidId, '今天的第五百零一則');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(new RegExp(`^今天已傳送 ${MESSAGES_PER_DAY} 則訊息，已達每日上限，請於 \\d{4}-\\d{2}-\\d{2} 00:00 後再試。$`));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(await messageCount(bidId)).toBe(0);
      expect((await postMessage(server, pro.token, bidId, '專家照常回覆')).status).toBe(200);
    });
  });

  describe('an e-mail to a recipient who has not read a message', () => {
    // Only the message e-mails: a pro also gets one for every new lead.
    const mailsTo = (email: string) =>
      server.db
        .selectFrom('outbox_messages')
        .select(['subject', 'body'])
        .where('recipient', '=', email)
        .where('channel', '=', 'email')
        .where('subject', 'like', '%新訊息%')
        .orderBy('id')
        .execute();
    const at = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

    it('is sent after a few unread minutes with a link to the conversation, once per 15 minutes and never twice for a message', async () => {
      const { consumer, pro, bidId } = await quoted();
      expect((await postMessage(server, consumer.token, bidId, '請問星期六早上可以來裝嗎？')).status).toBe(200);
      await mailer.sweep(at(1));
      expect(await mailsTo(pro.user.email!)).toEqual([]);
      await mailer.sweep(at(4));
      const [mail] = await mailsTo(pro.user.email!);
      expect(mail?.subject).toMatch(/傳了 1 則新訊息給您/);
      expect(mail?.body).toContain('「請問星期六早上可以來裝嗎？」');
      expect(mail?.body).toContain(`${server.config.publicUrl}/dashboard/requests/${bidId}`);
      // A second message within 15 minutes of the mail: no new mail until the gap has passed.
      await postMessage(server, consumer.token, bidId, '還有，需要先付訂金嗎？');
      await mailer.sweep(at(10));
      expect(await mailsTo(pro.user.email!)).toHaveLength(1);
      await mailer.sweep(at(20));
      const mails = await mailsTo(pro.user.email!);
      expect(mails).toHaveLength(2);
      expect(mails[1]?.body).toContain('「還有，需要先付訂金嗎？」');
      await mailer.sweep(at(40));
      expect(await mailsTo(pro.user.email!)).toHaveLength(2);
      // The consumer's link is to the quote.
      await postMessage(server, pro.token, bidId, '可以，星期六九點到。');
      await mailer.sweep(at(5));
      expect((await mailsTo(consumer.user.email!))[0]?.body).toContain(`/dashboard/projects/quote/${bidId}`);
    });

    it('is not sent when the recipient read the message in time or turned message e-mails off', async () => {
      const { consumer, pro, bidId } = await quoted();
      await postMessage(server, consumer.token, bidId, '在嗎？');
      expect((await server.api(`/messages/get_conversation/${bidId}.json`, { token: pro.token })).status).toBe(200);
      await mailer.sweep(at(5));
      expect(await mailsTo(pro.user.email!)).toEqual([]);

      await server.db.updateTable('users').set({ notification_settings: JSON.stringify({ email_new_message: 0 }) }).where('id', '=', pro.user.id).execute();
      await postMessage(server, consumer.token, bidId, '再問一次');
      await mailer.sweep(at(5));
      expect(await mailsTo(pro.user.email!)).toEqual([]);
    });
  });
});
