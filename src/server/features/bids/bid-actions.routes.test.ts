import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText } from '../../../domain/errors/codes';
import { ENGINES } from '../../test/harness';
import { createConsumer } from '../../test/factories';
import { quoteBidsTestBed } from './bids.test-support';

describe.each(ENGINES)('quote bid actions on %s', (engine) => {
  const { bed, newPro, lead, act, quote } = quoteBidsTestBed(engine);

  describe('the consumer hires, the pro completes, the consumer reviews', () => {
    async function quoted() {
      const pro = await newPro();
      const l = await lead(pro);
      expect((await quote(pro.token, l.bidId)).status).toBe(200);
      return { pro, ...l };
    }

    it('needs a date and a time to hire, stores hired_on in UTC and hires once', async () => {
      const { consumer, bidId } = await quoted();
      const missing = await act(consumer.token, 'hired', bidId, { date: '2026-12-01' });
      expect(missing.status).toBe(400);
      expect(missing.body.error).toBe(ErrorText.DateTimeMissing);
      expect(missing.body.fields).toEqual([expect.objectContaining({ field: 'time' })]);

      const hired = await act(consumer.token, 'hired', bidId, { date: '2026-12-01', time: '09:30' });
      expect(hired.status).toBe(200);
      expect(hired.body.quote_bid).toMatchObject({ quote_status_id: QuoteStatus.Hired, hired_on: '2026-12-01 01:30:00' });
      expect(hired.body.quote_bid).not.toHaveProperty('fee_amount');
      // Hiring again changes nothing.
      const again = await act(consumer.token, 'hired', bidId, { date: '2026-12-05', time: '10:00' });
      expect(again.status).toBe(200);
      expect(again.body.quote_bid).toMatchObject({ hired_on: '2026-12-01 01:30:00' });

      const undone = await act(consumer.token, 'undo_hire', bidId);
      expect(undone.body.quote_bid).toMatchObject({ quote_status_id: QuoteStatus.InProgress, hired_on: null });
    });

    it('rejects and undoes the rejection', async () => {
      const { consumer, bidId } = await quoted();
      expect((await act(consumer.token, 'reject', bidId, { requestor_note: '預算不符' })).body.quote_bid).toMatchObject({ is_requestor_rejected: 1 });
      expect((await act(consumer.token, 'hired', bidId, { date: '2026-12-01', time: '09:30' })).status).toBe(409);
      expect((await act(consumer.token, 'undo_reject', bidId)).body.quote_bid).toMatchObject({ is_requestor_rejected: 0 });
    });

    it('completes, then takes one review with a rating of 1 to 5', async () => {
      const { consumer, pro, bidId } = await quoted();
      expect((await act(consumer.token, 'reviews', bidId, { rating: 5 })).status).toBe(409);
      expect((await act(pro.token, 'completed', bidId)).status).toBe(409);
      await act(consumer.token, 'hired', bidId, { date: '2026-12-01', time: '09:30' });
      // Booked for a later day: the pro confirms the early completion.
      const done = await act(pro.token, 'completed', bidId, { confirm_early: 1 });
      expect(done.body.quote_bid).toMatchObject({ quote_status_id: QuoteStatus.WorkCompleted });
      expect((done.body.quote_bid as { completed_on: string | null }).completed_on).not.toBeNull();

      const zero = await act(consumer.token, 'reviews', bidId, { rating: 0, feedback: '普通' });
      expect(zero.status).toBe(400);
      expect(zero.body.error).toBe(ErrorText.RatingIsZero);
      const tooLong = await act(consumer.token, 'reviews', bidId, { rating: 4, feedback: '很'.repeat(1001) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.fields).toEqual([expect.objectContaining({ field: 'feedback' })]);

      const review = await act(consumer.token, 'reviews', bidId, { rating: 5, feedback: '準時又細心，推薦！', tags: ['準時', '細心'] });
      expect(review.status).toBe(200);
      const rows = await bed.server.db.selectFrom('reviews').select(['rating', 'feedback', 'tags', 'user_id']).where('quote_bid_id', '=', bidId).execute();
      expect(rows).toEqual([{ rating: 5, feedback: '準時又細心，推薦！', tags: ['準時', '細心'], user_id: consumer.user.id }]);
      expect((await act(consumer.token, 'reviews', bidId, { rating: 4 })).status).toBe(409);
    });

    it('keeps each side to its own actions', async () => {
      const { consumer, pro, bidId } = await quoted();
      const stranger = await createConsumer(bed.server.db);
      expect((await act(pro.token, 'hired', bidId, { date: '2026-12-01', time: '09:30' })).status).toBe(409);
      expect((await act(consumer.token, 'completed', bidId)).status).toBe(409);
      expect((await act(stranger.token, 'hired', bidId, { date: '2026-12-01', time: '09:30' })).status).toBe(404);
      expect((await act(consumer.token, 'fly', bidId)).status).toBe(404);
      expect((await act('', 'hired', bidId)).status).toBe(403);
    });
  });

  describe("the pro's own actions", () => {
    it('stamps the read time, archives and unarchives, passes a lead', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      const read = await act(pro.token, 'read', bidId);
      expect(read.status).toBe(200);
      expect((read.body.quote_bid as { provider_last_read_on: string | null }).provider_last_read_on).not.toBeNull();
      expect((await act(pro.token, 'archive', bidId)).body.quote_bid).toMatchObject({ is_provider_archived: 1 });
      expect((await act(pro.token, 'unarchive', bidId)).body.quote_bid).toMatchObject({ is_provider_archived: 0 });
      const pass = await act(pro.token, 'interest', bidId, { is_interested: 0 });
      expect(pass.body.quote_bid).toMatchObject({ quote_status_id: QuoteStatus.NotInterested, is_interested: 0 });
      const activities = await bed.server.db.selectFrom('activities').select('type').where('quote_bid_id', '=', bidId).execute();
      expect(activities.map((a) => a.type)).toEqual(expect.arrayContaining(['archive', 'pass']));
    });

    it('marks the quote read by the consumer', async () => {
      const pro = await newPro();
      const { bidId, consumer } = await lead(pro);
      expect((await act(consumer.token, 'read', bidId)).status).toBe(409);
      await quote(pro.token, bidId);
      const read = await act(consumer.token, 'read', bidId);
      expect(read.body.quote_bid).toMatchObject({ is_requestor_readed: 1 });
    });
  });
});
