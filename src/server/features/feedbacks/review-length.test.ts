import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { REVIEW_TEXT_MAX, SHOP_FEEDBACK_TEXT_MAX } from '../../../domain/limits';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';

/** Reviews are the trust content: up to 1,000 characters (the 50-character limit is the shop's). */
describe.each(ENGINES)('review length on %s', (engine) => {
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

  /** A completed job of a new pro for a new consumer, ready for the consumer's review. */
  async function completedJob() {
    return createHiredBid(server.db, await newPro(), { categoryId: aircon.id, place, status: QuoteStatus.WorkCompleted });
  }

  const review = (token: string, bidId: number, feedback: string) =>
    server.api(`/quote_bids/change_status/reviews/${bidId}.json`, { method: 'POST', token, json: { rating: 5, feedback } });

  it('keeps the shop limit apart from reviews', () => {
    expect(REVIEW_TEXT_MAX).toBe(1000);
    expect(SHOP_FEEDBACK_TEXT_MAX).toBe(50);
  });

  it('takes a 1,000-character review of a hired quote and refuses 1,001 naming the field in zh-TW', async () => {
    const { consumer, bidId } = await completedJob();
    const tooLong = await review(consumer.token, bidId, '好'.repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual([{ field: 'feedback', message: '評價內容最多 1000 個字' }]);
    expect(await server.db.selectFrom('reviews').select('id').where('quote_bid_id', '=', bidId).execute()).toEqual([]);

    const text = `師傅準時到場，${'清洗仔細'.repeat(248)}。`;
    expect([...text].length).toBe(1000);
    const ok = await review(consumer.token, bidId, text);
    expect(ok.status).toBe(200);
    const row = await server.db.selectFrom('reviews').select('feedback').where('quote_bid_id', '=', bidId).executeTakeFirstOrThrow();
    expect(row.feedback).toBe(text);
  });

  it('takes a 1,000-character review through a past client’s invite link and refuses 1,001', async () => {
    const pro = await newPro();
    const invite = await server.api(`/quote_feedbacks/invite/${pro.service.id}.json`, { method: 'POST', token: pro.token, json: { invitee_name: '林小姐' } });
    const hash = (invite.body.url as string).split('/').pop()!;
    const post = (feedback: string) => server.api(`/quote_feedbacks/invite/${pro.service.id}/${hash}.json`, { method: 'POST', json: { reviewer_name: '林小姐', rating: 5, feedback } });
    const tooLong = await post('讚'.repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual([{ field: 'feedback', message: '評價內容最多 1000 個字' }]);
    expect((await post('讚'.repeat(1000))).status).toBe(200);
  });
});
