import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyRule,
  MAIL_NAME_MAX,
  REVIEW_INVITE_MAILS_PER_USER_PER_DAY,
  REVIEW_INVITES_PER_USER_PER_DAY,
  taipeiDayClock,
} from '../../../domain/abuse-limits';
import { ErrorText } from '../../../domain/errors/codes';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { TaipeiTestClock } from '../../test/taipei-clock';
import { mailsTo } from '../auth/auth.test-support';
import { createSession } from '../auth/sessions.repository';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace } from '../../test/factories';
import { SELF_REVIEW_MESSAGE } from './review-invite-guards';

type Pro = Awaited<ReturnType<typeof createProWithService>>;

describe.each(ENGINES)('review invites cannot be abused on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  // The daily limits count Taipei days: the server's clock is pinned (noon), so no answer depends on the hour.
  const clock = new TaipeiTestClock();

  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
  const newAddress = () => `client.${randomBytes(4).toString('hex')}@example.com`;
  const invite = (pro: Pro, json: Record<string, unknown> = {}) =>
    server.api(`/quote_feedbacks/invite/${pro.service.id}.json`, { method: 'POST', token: pro.token, json });
  async function linkOf(pro: Pro) {
    const res = await invite(pro, { invitee_name: '林小姐' });
    expect(res.status).toBe(200);
    return `/quote_feedbacks/invite/${pro.service.id}/${(res.body.url as string).split('/').pop()}.json`;
  }
  const review = { reviewer_name: '開心的客戶', rating: 5, feedback: '非常專業' };
  const reviewsOf = async (pro: Pro) => (await server.db.selectFrom('reviews').select('id').where('quote_service_id', '=', pro.service.id).execute()).length;
  /** Puts the user's counter of a daily rule at `count` for the current Taipei day. */
  async function preset(scope: string, userId: number, count: number) {
    const window_start = new Date(Math.floor(taipeiDayClock(clock.now().getTime()) / 86_400_000) * 86_400_000);
    await server.db
      .insertInto('throttle_counters')
      .values({ scope, key: String(userId), window_start, count })
      .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doUpdateSet({ count }))
      .execute();
  }

  describe('a review through one’s own invite link', () => {
    it('is refused (409) from the owner’s session, and the link stays open for the client', async () => {
      const pro = await newPro();
      const link = await linkOf(pro);
      const own = await server.api(link, { method: 'POST', token: pro.token, json: review });
      expect(own.status).toBe(409);
      expect(own.body).toMatchObject({ status: 'Error', error: ErrorText.ActionNotAllowed, message: SELF_REVIEW_MESSAGE });
      expect(await reviewsOf(pro)).toBe(0);
      expect((await server.api(link, { method: 'POST', json: review })).status).toBe(200);
      expect(await reviewsOf(pro)).toBe(1);
    });

    it('is refused from the owner’s device, signed out, while another device may review', async () => {
      const pro = await newPro();
      const device = `device-${randomBytes(6).toString('hex')}`;
      await createSession(server.db, pro.user.id, { deviceId: device });
      const link = await linkOf(pro);
      const fromDevice = await server.api(link, { method: 'POST', cookie: `device_id=${device}`, json: review });
      expect(fromDevice.status).toBe(409);
      expect(fromDevice.body.message).toBe(SELF_REVIEW_MESSAGE);
      // Another signed-in account on the owner's device is refused too.
      const friend = await createConsumer(server.db);
      expect((await server.api(link, { method: 'POST', token: friend.token, cookie: `device_id=${device}`, json: review })).status).toBe(409);
      expect(await reviewsOf(pro)).toBe(0);
      const elsewhere = await server.api(link, { method: 'POST', token: friend.token, cookie: 'device_id=some-other-device', json: review });
      expect(elsewhere.status).toBe(200);
    });

    it('is refused from an account that carries the owner’s phone number', async () => {
      const pro = await newPro();
      const link = await linkOf(pro);
      const { phone } = await server.db.selectFrom('users').select('phone').where('id', '=', pro.user.id).executeTakeFirstOrThrow();
      // The owner's number on a second account (numbers are unique among live accounts, so the
      // owner's account is marked deleted; the service stays on line).
      await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', pro.user.id).execute();
      const second = await createConsumer(server.db);
      await server.db.updateTable('users').set({ phone }).where('id', '=', second.user.id).execute();
      const res = await server.api(link, { method: 'POST', token: second.token, json: review });
      expect(res.status).toBe(409);
      expect(await reviewsOf(pro)).toBe(0);
    });
  });

  describe('making invites', () => {
    it(`allows ${REVIEW_INVITES_PER_USER_PER_DAY} links a day per user over all services, then 429 and nothing stored`, async () => {
      const pro = await newPro();
      await preset(dailyRule('review-invite-user', REVIEW_INVITES_PER_USER_PER_DAY).scope, pro.user.id, REVIEW_INVITES_PER_USER_PER_DAY - 1);
      expect((await invite(pro)).status).toBe(200);
      const refused = await invite(pro);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(new RegExp(`^今天已產生 ${REVIEW_INVITES_PER_USER_PER_DAY} 個評價邀請連結，已達每日上限，請於 \\d{4}-\\d{2}-\\d{2} 00:00 後再試。$`));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await server.db.selectFrom('review_invites').select('id').where('quote_service_id', '=', pro.service.id).execute();
      expect(stored).toHaveLength(1);
    });

    it(`mails at most ${REVIEW_INVITE_MAILS_PER_USER_PER_DAY} invites a day per user`, async () => {
      const pro = await newPro();
      await preset(dailyRule('review-invite-mail-user', REVIEW_INVITE_MAILS_PER_USER_PER_DAY).scope, pro.user.id, REVIEW_INVITE_MAILS_PER_USER_PER_DAY);
      const to = newAddress();
      const refused = await invite(pro, { invitee_email: to });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^今天已寄出 10 封評價邀請，已達每日上限/);
      expect(await mailsTo(server, to)).toEqual([]);
      // A link without a mail is still made.
      expect((await invite(pro)).status).toBe(200);
    });

    it('mails an address once in 7 days, whoever invites it; the same service asking again is told', async () => {
      const [first, second] = [await newPro(), await newPro()];
      const to = newAddress();
      expect((await invite(first, { invitee_email: to })).status).toBe(200);
      const again = await invite(first, { invitee_email: to.toUpperCase() });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('這個 E-mail 在 7 天內已收過這個服務的邀請，請直接把連結傳給對方。');
      const other = await invite(second, { invitee_email: to });
      expect(other.status).toBe(200);
      expect(other.body.url).toBeDefined();
      expect(await mailsTo(server, to)).toHaveLength(1);
    });

    it('keeps the mail plain: short names with nothing that reads as a link, and only our link', async () => {
      const pro = await newPro();
      await server.db.updateTable('quote_services').set({ title: '冷氣安裝 請上 www.evil.example/prize 領獎' }).where('id', '=', pro.service.id).execute();
      const to = newAddress();
      const res = await invite(pro, { invitee_name: '<b>點 http://phish.example/login 領一萬元</b>', invitee_email: to });
      expect(res.status).toBe(200);
      const [mail] = await mailsTo(server, to);
      for (const text of [mail!.subject, mail!.body]) expect(text).not.toMatch(/evil\.example|phish\.example|http:\/\/phish|<b>/);
      expect(mail!.body.match(/https?:\/\/\S+/g)).toEqual([res.body.url]);
      const title = /「(.*?)」/.exec(mail!.subject)![1]!;
      expect([...title].length).toBeLessThanOrEqual(MAIL_NAME_MAX);
      const greeting = mail!.body.split('\n')[0]!;
      expect([...greeting.replace(/ 您好：$/, '')].length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    });
  });
});
