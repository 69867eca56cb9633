import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { hasGps, jpegWithGps, storedFacts, tempDataDir } from '../media/media.test-support';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, validAnswers } from '../../test/factories';

/** A multipart form of text fields and files under one field name. */
function form(fields: [string, string][], field: string, files: Buffer[]): FormData {
  const body = new FormData();
  for (const [k, v] of fields) body.append(k, v);
  for (const [i, data] of files.entries()) body.append(field, new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `IMG_000${i}.jpg`);
  return body;
}

describe.each(ENGINES)('uploaded pictures keep no metadata on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let taipei: number;
  let photo: Buffer;
  const data = tempDataDir();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
    photo = await jpegWithGps();
  });
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  /** The stored file behind a URL, read as the uploader (private files need the session). */
  const stored = async (url: string, token: string) => {
    const res = await fetch(`${server.baseUrl}${new URL(url, server.baseUrl).pathname}`, { headers: { 'x-session-token': token } });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  };
  /** No EXIF (so no GPS, camera or time) and the picture turned upright: 40×20 with orientation 6 is 20×40. */
  const expectClean = async (bytes: Buffer) => {
    expect(await storedFacts(bytes)).toEqual({ exif: false, orientation: undefined, width: 20, height: 40 });
  };
  const post = (path: string, token: string, body: FormData) => server.api(path, { method: 'POST', token, body });

  it('the test picture carries GPS and an orientation before upload', async () => {
    expect(await hasGps(photo)).toBe(true);
    expect(await storedFacts(photo)).toMatchObject({ exif: true, orientation: 6, width: 40, height: 20 });
  });

  it('strips avatars, logos, service photo originals and thumbnails', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const avatar = await post('/user/edit_profile.json', pro.token, form([], 'avatar', [photo]));
    expect(avatar.status).toBe(200);
    await expectClean(await stored((avatar.body.avatar as { amazon_s3_original_url: string }).amazon_s3_original_url, pro.token));

    const logo = await post(`/quote_services/upload_logo/${pro.service.id}.json`, pro.token, form([], 'logo', [photo]));
    expect(logo.status).toBe(200);
    await expectClean(await stored(logo.body.logo_url as string, pro.token));

    const photos = await post(`/quote_service_photos/add/${pro.service.id}.json`, pro.token, form([], 'photo', [photo]));
    expect(photos.status).toBe(200);
    const [added] = photos.body.quote_service_photos as { url: string; thumb_url: string }[];
    await expectClean(await stored(added!.url, pro.token));
    expect(await storedFacts(await stored(added!.thumb_url, pro.token))).toMatchObject({ exif: false });
  });

  it('strips request photos, quote, template and message attachments, and review photos', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const consumer = await createConsumer(server.db);
    const fields: [string, string][] = [['quote_category_id', String(aircon.id)], ['city', '臺北市'], ['district', '大安區'], ['address', '信義路四段 1 號'], ...validAnswers(aircon)];
    const created = await post('/quote_requests/search_add.json', consumer.token, form(fields, 'photos', [photo]));
    expect(created.status).toBe(200);
    const request = created.body.quote_request as CreatedQuoteRequestResponse;
    await expectClean(await stored(request.photos[0]!.url, consumer.token));

    const { id: bidId } = await server.db
      .selectFrom('quote_bids')
      .select('id')
      .where('quote_request_id', '=', request.id)
      .where('user_id', '=', pro.user.id)
      .executeTakeFirstOrThrow();
    const quote = await post(`/quote_bids/change_status/rating/${bidId}.json`, pro.token, form([['rating_type', 'flat'], ['flat_rate_at', '4800']], 'attachments', [photo]));
    expect(quote.status).toBe(200);
    const [quoteFile] = (quote.body.quote_bid as { attachments: { url: string; size: number }[] }).attachments;
    const quoteBytes = await stored(quoteFile!.url, pro.token);
    await expectClean(quoteBytes);
    expect(quoteFile!.size).toBe(quoteBytes.length);

    const template = await post('/quote_templates/add.json', pro.token, form([['display_name', '標準安裝'], ['flat_rate_at', '3000']], 'attachments', [photo]));
    expect(template.status).toBe(200);
    const templateUrl = (template.body.quote_template as { attachments: string[] }).attachments[0]!;
    await expectClean(await stored(templateUrl, pro.token));

    const message = await post(`/messages/quote_conversation/${bidId}.json`, consumer.token, form([['message', '附上現場照片']], 'attachments', [photo]));
    expect(message.status).toBe(200);
    const sent = await server.db.selectFrom('messages').select('attachments').where('quote_bid_id', '=', bidId).where('sender_id', '=', consumer.user.id).executeTakeFirstOrThrow();
    await expectClean(await stored(sent.attachments[0]!.url, consumer.token));

    const act = (token: string, action: string, json: Record<string, unknown> = {}) =>
      server.api(`/quote_bids/change_status/${action}/${bidId}.json`, { method: 'POST', token, json });
    expect((await act(consumer.token, 'hired', { date: '2026-12-01', time: '09:30' })).status).toBe(200);
    expect((await act(pro.token, 'completed', { confirm_early: 1 })).status).toBe(200);
    const review = await post(`/quote_bids/change_status/reviews/${bidId}.json`, consumer.token, form([['rating', '5'], ['feedback', '很專業']], 'attachments', [photo]));
    expect(review.status).toBe(200);
    const feedbacks = await server.api(`/quote_feedbacks/index/quote_service_id:${pro.service.id}/page:1.json`);
    const [shown] = feedbacks.body.quote_feedbacks as { attachments: string[] }[];
    await expectClean(await stored(shown!.attachments[0]!, consumer.token));
  });
});
