import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { uploadsDir } from '../../adapters/storage/disk-storage';
import { ENGINES, } from '../../test/harness';
import { createConsumer, postRequest } from '../../test/factories';
import { TINY_PNG as PNG, TINY_JPEG as JPEG, samePicture } from '../media/media.test-support';
import { leadOf, quoteBidsTestBed } from './bids.test-support';

const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const PHOTO_URL = /\/uploads\/reviews\/[a-f0-9]{32}\.(png|jpg)$/;

describe.each(ENGINES)('review photos on %s', (engine) => {
  const { bed, newPro } = quoteBidsTestBed(engine, { welcomeCredit: 100_000 });

  const act = (token: string, action: string, bidId: number, init: { json?: Record<string, unknown>; body?: FormData } = {}) =>
    bed.server.api(`/quote_bids/change_status/${action}/${bidId}.json`, { method: 'POST', token, ...init });

  /** A quote the consumer hired and the pro completed. */
  async function completed() {
    const pro = await newPro();
    const consumer = await createConsumer(bed.server.db);
    const request = (await postRequest(bed.server, consumer.token, bed.aircon)).body.quote_request as CreatedQuoteRequestResponse;
    const { id: bidId } = await leadOf(bed.server.db, request.id, pro.user.id);
    expect((await act(pro.token, 'rating', bidId, { json: { rating_type: 'flat', flat_rate_at: 4800 } })).status).toBe(200);
    expect((await act(consumer.token, 'hired', bidId, { json: { date: '2026-12-01', time: '09:30' } })).status).toBe(200);
    expect((await act(pro.token, 'completed', bidId, { json: { confirm_early: 1 } })).status).toBe(200);
    return { pro, consumer, bidId };
  }

  const review = (files: [Uint8Array, string][], fields: Record<string, string> = { rating: '5', feedback: '裝得很漂亮' }) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [bytes, name] of files) form.append('attachments', new Blob([Uint8Array.from(bytes)]), name);
    return form;
  };
  const storedPhotos = async () => readdir(join(uploadsDir(bed.server.config.dataDir), 'reviews')).catch(() => [] as string[]);

  it('keeps up to three photos with the review, shown in quote_feedbacks and on the public profile', async () => {
    const { consumer, pro, bidId } = await completed();
    const res = await act(consumer.token, 'reviews', bidId, { body: review([[PNG, '完工.png'], [JPEG, '細節.jpg']]) });
    expect(res.status).toBe(200);
    const feedbacks = await bed.server.api(`/quote_feedbacks/index/quote_service_id:${pro.service.id}/page:1.json`);
    expect(feedbacks.status).toBe(200);
    const [shown] = feedbacks.body.quote_feedbacks as { feedback: string; attachments: string[]; reviewer_name: string }[];
    expect(shown).toMatchObject({ feedback: '裝得很漂亮' });
    expect(shown!.attachments).toEqual([expect.stringMatching(PHOTO_URL), expect.stringMatching(PHOTO_URL)]);
    expect(shown!.attachments[0]).toMatch(/\.png$/);
    const photo = await fetch(`${bed.server.baseUrl}${new URL(shown!.attachments[1]!, bed.server.baseUrl).pathname}`);
    expect(photo.status).toBe(200);
    expect(await samePicture(new Uint8Array(await photo.arrayBuffer()), JPEG)).toBe(true);
    const profile = await bed.server.api(`/quote_services/view/${pro.service.id}.json`);
    const reviews = (profile.body.quote_service as { reviews: { attachments: string[] }[] }).reviews;
    expect(reviews[0]!.attachments).toEqual(shown!.attachments);
  });

  it('refuses a fourth photo, a PDF or a file that only claims to be an image, and keeps no file of a refused review', async () => {
    const { consumer, bidId } = await completed();
    const before = await storedPhotos();
    const four = await act(consumer.token, 'reviews', bidId, { body: review(Array.from({ length: 4 }, (_, i) => [PNG, `${i}.png`] as [Uint8Array, string])) });
    expect(four.status).toBe(400);
    expect(four.body).toMatchObject({ error: ErrorText.UnableToUpload, fields: [{ field: 'attachments', message: '附件最多 3 個' }] });
    const pdf = await act(consumer.token, 'reviews', bidId, { body: review([[PDF, 'a.pdf']]) });
    expect(pdf.status).toBe(400);
    expect(pdf.body.fields).toEqual([{ field: 'attachments', message: '「a.pdf」不是 png、jpeg 或 gif 圖片' }]);
    const big = await act(consumer.token, 'reviews', bidId, { body: review([[new Uint8Array(10_000_001).fill(1, 0, 1), 'big.png']]) });
    expect(big.status).toBe(413);
    // Valid photos with a review refused for its rating are not kept either.
    const zero = await act(consumer.token, 'reviews', bidId, { body: review([[PNG, 'ok.png']], { rating: '0' }) });
    expect(zero.body.error).toBe(ErrorText.RatingIsZero);
    expect(await storedPhotos()).toEqual(before);
    expect(await bed.server.db.selectFrom('reviews').select('id').where('quote_bid_id', '=', bidId).execute()).toEqual([]);
  });
});
