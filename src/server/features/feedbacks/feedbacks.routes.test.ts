import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText } from '../../../domain/errors/codes';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { addReview, type CategoryWithFields, createConsumer, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import type { Feedback as FeedbackResponse } from '../../../domain/reviews/feedbacks.contract';

describe.each(ENGINES)('reviews in public on %s', (engine) => {
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

  /** A verified review: a hired bid of this pro with the consumer's review. */
  async function verifiedReview(pro: Awaited<ReturnType<typeof newPro>>, rating: number, created: Date) {
    const consumer = await createConsumer(server.db);
    await server.db.updateTable('users').set({ last_name: '張' }).where('id', '=', consumer.user.id).execute();
    const hire = await createHiredBid(server.db, pro, { categoryId: aircon.id, place, consumer, hiredOn: created });
    await addReview(server.db, pro, hire, { rating, feedback: `評分 ${rating}`, tags: ['準時'], created });
  }

  const list = async (serviceId: number, path = '') => {
    const res = await server.api(`/quote_feedbacks/index/quote_service_id:${serviceId}${path}.json`);
    expect(res.status).toBe(200);
    return res.body as { quote_feedbacks: FeedbackResponse[]; page: number; total_pages: number; count: number };
  };

  it('lists a service’s reviews 20 a page, newest first, with the reviewer’s name shortened', async () => {
    const pro = await newPro();
    const start = Date.now() - 30 * 86_400_000;
    for (let i = 0; i < 21; i++) await verifiedReview(pro, (i % 5) + 1, new Date(start + i * 3_600_000));
    const first = await list(pro.service.id);
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 21 });
    expect(first.quote_feedbacks).toHaveLength(20);
    expect(first.quote_feedbacks[0]).toMatchObject({ rating: 1, feedback: '評分 1', tags: ['準時'], reviewer_name: '張＊＊', is_verified: 1 });
    const second = await list(pro.service.id, '/page:2');
    expect(second.quote_feedbacks).toHaveLength(1);
    expect(second.quote_feedbacks[0]!.rating).toBe(1);
    const bad = await server.api(`/quote_feedbacks/index/quote_service_id:${pro.service.id}/page:0.json`);
    expect(bad.status).toBe(400);
    expect((await server.api('/quote_feedbacks/index/quote_service_id:999999.json')).status).toBe(404);
  });

  it('takes one review from a past client through an invite link, shown apart and out of the rating', async () => {
    const pro = await newPro();
    await verifiedReview(pro, 4, new Date(Date.now() - 86_400_000));
    const invite = await server.api(`/quote_feedbacks/invite/${pro.service.id}.json`, {
      method: 'POST',
      token: pro.token,
      json: { invitee_name: '林小姐', invitee_email: 'past-client@example.com' },
    });
    expect(invite.status).toBe(200);
    const url = invite.body.url as string;
    expect(url).toMatch(new RegExp(`/review/service/${pro.service.id}/[A-Za-z0-9_-]+$`));
    const hash = url.split('/').pop()!;
    await server.app.background.idle();
    const mail = await server.db.selectFrom('outbox_messages').select(['body', 'subject']).where('recipient', '=', 'past-client@example.com').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain(url);

    const page = await server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ quote_service: { id: pro.service.id }, invitee_name: '林小姐' });

    const zero = await server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`, { method: 'POST', json: { reviewer_name: '林小姐', rating: 0 } });
    expect([zero.status, zero.body.error]).toEqual([400, ErrorText.RatingIsZero]);
    const noName = await server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`, { method: 'POST', json: { rating: 5 } });
    expect(noName.body.fields).toEqual([expect.objectContaining({ field: 'reviewer_name' })]);

    const posted = await server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`, {
      method: 'POST',
      json: { reviewer_name: '林小姐', rating: 5, feedback: '多年前裝過冷氣，很滿意', tags: ['專業'] },
    });
    expect(posted.status).toBe(200);
    // The link works once.
    expect((await server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`, { method: 'POST', json: { reviewer_name: 'x', rating: 5 } })).status).toBe(404);
    expect((await server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`)).status).toBe(404);

    const all = await list(pro.service.id);
    expect(all.quote_feedbacks.map((f) => [f.is_verified, f.rating])).toEqual([
      [1, 4],
      [0, 5],
    ]);
    expect(all.quote_feedbacks[1]).toMatchObject({ reviewer_name: '林＊＊', feedback: '多年前裝過冷氣，很滿意', tags: ['專業'] });
    expect((await list(pro.service.id, '/type:external')).quote_feedbacks.map((f) => f.rating)).toEqual([5]);
    expect((await list(pro.service.id, '/type:verified')).quote_feedbacks.map((f) => f.rating)).toEqual([4]);
    // The rating counts only the verified review.
    const stats = await server.db.selectFrom('quote_service_stats').select(['rating_sum', 'rating_count']).where('quote_service_id', '=', pro.service.id).executeTakeFirstOrThrow();
    expect(stats).toEqual({ rating_sum: 4, rating_count: 1 });
  });

  it('makes invite links only for the pro’s own service, and refuses a wrong hash', async () => {
    const pro = await newPro();
    const other = await newPro();
    expect((await server.api(`/quote_feedbacks/invite/${pro.service.id}.json`, { method: 'POST', token: other.token, json: {} })).status).toBe(404);
    expect((await server.api(`/quote_feedbacks/invite/${pro.service.id}.json`, { method: 'POST', json: {} })).status).toBe(403);
    expect((await server.api(`/quote_feedbacks/invite/${pro.service.id}/not-a-real-hash-value-000000000000000.json`)).status).toBe(404);
    const { body } = await server.api(`/quote_feedbacks/invite/${pro.service.id}.json`, { method: 'POST', token: pro.token, json: {} });
    const hash = (body.url as string).split('/').pop()!;
    // A hash opens only its own service.
    expect((await server.api(`/quote_feedbacks/invite/${other.service.id}/${hash}.json`)).status).toBe(404);
  });
});
