import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import { FixedClock } from '../../adapters/clock';
import { addReview, type CategoryWithFields, createBid, createProWithService, createSignedInUser, findCategory, findPlace, sendQuote } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createSignedInOperator } from '../ops/ops.test-support';

interface EventItem {
  id: number;
  code: string;
  title: string;
  reward_amount: number;
  is_done: 0 | 1;
  is_claimed: 0 | 1;
  claimed_at: string | null;
  link: string | null;
}

describe.each(ENGINES)('free credits on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let place: { cityId: number; districtId: number };

  beforeAll(async () => {
    server = await startTestServer(engine);
    aircon = await findCategory(server.db, 'aircon-installation');
    place = await findPlace(server.db, '臺北市', '大安區');
  });
  afterAll(() => server.close());

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: place.cityId, districtId: null }] });

  async function list(token: string) {
    const res = await server.api('/free_credits/index.json', { token });
    expect(res.status).toBe(200);
    return res.body as { free_credit_events: EventItem[]; claimed_total: number; claimable_total: number; available_wallet_amount: number };
  }
  const byCode = (items: EventItem[], code: string) => items.find((e) => e.code === code)!;
  /** Fills the pro's profile as the editor asks: a description, how the pro serves and the picture (logo). */
  const completeProfile = (pro: Awaited<ReturnType<typeof newPro>>) =>
    server.db
      .updateTable('quote_services')
      .set({ description: '十年冷氣安裝與清洗經驗，拆洗內外機、消毒除臭，施工後附保固。', is_service_professional_travels_to_me: true, logo_path: 'logos/test.png' })
      .where('id', '=', pro.service.id)
      .execute();
  const claim = (token: string, code: string) => server.api(`/free_credits/claim/${code}.json`, { method: 'POST', token });

  async function promotionEntries(userId: number) {
    return server.db.selectFrom('wallet_entries').select(['amount', 'balance_after']).where('user_id', '=', userId).where('transaction_type', '=', TransactionType.PromotionGrant).execute();
  }

  /** A bid of the pro with the quote sent, optionally reviewed by the consumer. */
  async function sentQuote(pro: Awaited<ReturnType<typeof newPro>>, options: { review?: boolean } = {}) {
    const bid = await createBid(server.db, pro, { categoryId: aircon.id, place });
    await sendQuote(server.db, bid.bidId, { type: 'flat', amount: 1500 });
    if (options.review) await addReview(server.db, pro, bid);
  }

  it('lists the four seeded tasks in order with nothing done for a new user', async () => {
    const { token } = await createSignedInUser(server.db);
    const body = await list(token);
    expect(body.free_credit_events.map((e) => [e.code, e.reward_amount, e.is_done, e.is_claimed])).toEqual([
      ['complete_profile', 50, 0, 0],
      ['verify_phone', 50, 0, 0],
      ['first_quote', 100, 0, 0],
      ['first_review', 100, 0, 0],
    ]);
    expect(byCode(body.free_credit_events, 'complete_profile')).toMatchObject({ title: '完成專家檔案', link: '/dashboard/onboarding', claimed_at: null });
    expect(body).toMatchObject({ claimed_total: 0, claimable_total: 0, available_wallet_amount: 0 });
  });

  it('computes progress from the database: a complete profile, a confirmed phone, a sent quote, a review', async () => {
    const pro = await newPro();
    let items = (await list(pro.token)).free_credit_events;
    // createProWithService confirms the phone; the factory's service has no description and no picture
    expect([byCode(items, 'verify_phone').is_done, byCode(items, 'complete_profile').is_done, byCode(items, 'first_quote').is_done]).toEqual([1, 0, 0]);
    await completeProfile(pro);
    await sentQuote(pro);
    items = (await list(pro.token)).free_credit_events;
    expect([byCode(items, 'complete_profile').is_done, byCode(items, 'first_quote').is_done, byCode(items, 'first_review').is_done]).toEqual([1, 1, 0]);
    await sentQuote(pro, { review: true });
    const body = await list(pro.token);
    expect(byCode(body.free_credit_events, 'first_review').is_done).toBe(1);
    expect(body.claimable_total).toBe(300);
  });

  it('does not count an unsent bid or a review from an invite link', async () => {
    const pro = await newPro();
    await createBid(server.db, pro, { categoryId: aircon.id, place });
    await server.db
      .insertInto('reviews')
      .values({ quote_service_id: pro.service.id, quote_bid_id: null, user_id: null, rating: 5, tags: '[]', is_external: true, reviewer_name: '林小姐' })
      .execute();
    const items = (await list(pro.token)).free_credit_events;
    expect([byCode(items, 'first_quote').is_done, byCode(items, 'first_review').is_done]).toEqual([0, 0]);
  });

  it('grants a done task once as a promotion entry (type 36), then refuses with 409', async () => {
    const pro = await newPro();
    const res = await claim(pro.token, 'verify_phone');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ claimed: { code: 'verify_phone', amount: 50 }, available_wallet_amount: 50, claimed_total: 50 });
    const item = byCode(res.body.free_credit_events as EventItem[], 'verify_phone');
    expect(item.is_claimed).toBe(1);
    expect(item.claimed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const again = await claim(pro.token, 'verify_phone');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('這項任務的點數已經領取過了。');
    expect(await promotionEntries(pro.user.id)).toEqual([{ amount: 50, balance_after: 50 }]);
  });

  it('refuses a task not done yet with 409 and a zh-TW message, granting nothing', async () => {
    const { user, token } = await createSignedInUser(server.db);
    const res = await claim(token, 'first_quote');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'Error', error: 'action not allowed', message: '尚未完成這項任務，完成後才能領取點數。' });
    expect(await promotionEntries(user.id)).toEqual([]);
  });

  it('grants once when two claims arrive at the same moment', async () => {
    const pro = await newPro();
    const results = await Promise.all([claim(pro.token, 'verify_phone'), claim(pro.token, 'verify_phone'), claim(pro.token, 'verify_phone')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await promotionEntries(pro.user.id)).toEqual([{ amount: 50, balance_after: 50 }]);
    const claims = await server.db.selectFrom('free_credit_claims').select(['amount', 'wallet_entry_id']).where('user_id', '=', pro.user.id).execute();
    expect(claims).toHaveLength(1);
    expect(claims[0]!.wallet_entry_id).not.toBeNull();
  });

  it('answers 404 for an unknown or switched-off task', async () => {
    const pro = await newPro();
    expect((await claim(pro.token, 'no_such_task')).status).toBe(404);
    expect((await claim(pro.token, 'Bad-Code!')).status).toBe(404);
    await server.db.updateTable('free_credit_events').set({ is_active: false }).where('code', '=', 'verify_phone').execute();
    try {
      expect((await claim(pro.token, 'verify_phone')).status).toBe(404);
      expect((await list(pro.token)).free_credit_events.map((e) => e.code)).not.toContain('verify_phone');
    } finally {
      await server.db.updateTable('free_credit_events').set({ is_active: true }).where('code', '=', 'verify_phone').execute();
    }
  });

  it('needs a session', async () => {
    expect((await server.api('/free_credits/index.json')).status).toBe(403);
    expect((await server.api('/free_credits/claim/verify_phone.json', { method: 'POST' })).status).toBe(403);
  });

  describe('edits in the operator console', () => {
    /** A console session of a support operator (edit_content); the TOTP code is of the server's own clock's time. */
    const operator = async () => (await createSignedInOperator(server, new FixedClock(), 'support')).cookie;
    const eventId = async (code: string) => (await server.db.selectFrom('free_credit_events').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const edit = (cookie: string, id: number, json: Record<string, unknown>) => server.api(`/ops/free_credit_events/edit/${id}.json`, { method: 'POST', cookie, json });

    it('lets an operator change the wording and reward, which the next claim pays', async () => {
      const cookie = await operator();
      const id = await eventId('complete_profile');
      const res = await edit(cookie, id, { title: '完成專家檔案', description: '填寫姓名與大頭照', reward_amount: 80, is_active: 1 });
      expect(res.status).toBe(200);
      expect(res.body.free_credit_event).toMatchObject({ id, code: 'complete_profile', title: '完成專家檔案', reward_amount: 80, is_active: 1 });
      const all = await server.api('/ops/free_credit_events/index.json', { cookie });
      expect((all.body.free_credit_events as { code: string }[]).map((e) => e.code)).toEqual(['complete_profile', 'verify_phone', 'first_quote', 'first_review']);
      const pro = await newPro();
      await completeProfile(pro);
      const claimed = await claim(pro.token, 'complete_profile');
      expect(claimed.body).toMatchObject({ claimed: { amount: 80 } });
      expect(byCode(claimed.body.free_credit_events as EventItem[], 'complete_profile').title).toBe('完成專家檔案');
    });

    it('refuses a bad edit with 400 naming the field', async () => {
      const cookie = await operator();
      const id = await eventId('first_review');
      const res = await edit(cookie, id, { title: '', reward_amount: 0, is_active: 1 });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('title：請填寫任務名稱');
      expect(res.body.message).toContain('reward_amount：贈點數量至少 1 點');
      const huge = await edit(cookie, id, { title: '好', reward_amount: 999999, is_active: 1 });
      expect(huge.status).toBe(400);
      expect(huge.body.message).toContain('贈點數量最多 5000 點');
      expect((await edit(cookie, 99999, { title: '好', reward_amount: 5, is_active: 0 })).status).toBe(404);
    });

    it('refuses a marketplace session with 403 whatever it sends, changing nothing', async () => {
      const { token } = await createSignedInUser(server.db);
      const id = await eventId('first_quote');
      expect((await server.api('/ops/free_credit_events/index.json', { token })).status).toBe(403);
      const res = await server.api(`/ops/free_credit_events/edit/${id}.json`, { method: 'POST', token, json: { title: '駭客', reward_amount: 5000, is_active: 1 } });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      expect((await server.api(`/ops/free_credit_events/edit/${id}.json`, { method: 'POST', token, json: {} })).status).toBe(403);
      const row = await server.db.selectFrom('free_credit_events').select(['title', 'reward_amount']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ title: '送出第一筆報價', reward_amount: 100 });
    });
  });
});
