import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse, QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';
import { formWith, mediaOf, TINY_PNG as PNG, tempDataDir } from '../../features/media/media.test-support';
import type { MessageResponse } from '../../features/messages/messages.mappers';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, GOOD_PASSWORD, validAnswers } from '../../test/factories';
import { hashPassword } from '../../lib/passwords';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { FakeS3 } from './fake-s3';

const ACCOUNT = { accessKeyId: 'AKIDEVERYUPLOAD', secretAccessKey: 'bucket-secret/uploads+42', region: 'ap-northeast-1', bucket: 'site-files' };
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** Every file under a directory, by its path relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(dir.length + 1));
}

describe.each(ENGINES)('every upload kept in the bucket with STORAGE_DRIVER=s3 on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  let publicBase: string;
  const s3 = new FakeS3(ACCOUNT);
  const data = tempDataDir();

  beforeAll(async () => {
    const endpoint = await s3.start();
    server = await startTestServer(engine, {
      env: {
        DATA_DIR: data.dir,
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: ACCOUNT.bucket,
        S3_REGION: ACCOUNT.region,
        S3_ACCESS_KEY_ID: ACCOUNT.accessKeyId,
        S3_SECRET_ACCESS_KEY: ACCOUNT.secretAccessKey,
        S3_PUBLIC_URL: `${endpoint}/${ACCOUNT.bucket}`,
        MATCH_MAX_PROS: '100',
        WELCOME_CREDIT: '100000',
      },
    });
    publicBase = `${endpoint}/${ACCOUNT.bucket}/`;
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(async () => {
    await server.close();
    await s3.stop();
    data.cleanup();
  });

  /** The bucket key of an upload URL: public ones under the bucket's URL, private ones under private/. */
  const keyOf = (url: string) => (url.startsWith('/private-files/') ? `private/${url.slice('/private-files/'.length)}` : url.slice(publicBase.length));
  const inBucket = (url: string, folder: string) => {
    expect(url.startsWith(publicBase) || url.startsWith('/private-files/')).toBe(true);
    expect(keyOf(url)).toMatch(new RegExp(`^(private/)?${folder}/[a-f0-9]{32}\\.(png|pdf)$`));
    expect(s3.objects.has(keyOf(url))).toBe(true);
  };
  const post = (path: string, token: string, body: FormData) => server.api(path, { method: 'POST', token, body });
  const act = (token: string, action: string, bidId: number, init: { json?: Record<string, unknown>; body?: FormData }) =>
    server.api(`/quote_bids/change_status/${action}/${bidId}.json`, { method: 'POST', token, ...init });
  const png = (name: string) => ({ data: PNG, name, type: 'image/png' });

  it('puts avatars, logos, service, request, message, quote, template and review files in the bucket, keeps certificate scans in the database, and writes nothing under DATA_DIR', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const consumer = await createConsumer(server.db);

    // Avatar (users).
    const profile = await post('/user/edit_profile.json', consumer.token, formWith('avatar', [png('me.png')], { first_name: '小美' }));
    expect(profile.status).toBe(200);
    const avatarUrl = (profile.body.avatar as { amazon_s3_original_url: string }).amazon_s3_original_url;
    inBucket(avatarUrl, 'avatars');

    // Logo and service photos (media).
    const logo = await post(`/quote_services/upload_logo/${pro.service.id}.json`, pro.token, formWith('logo', [png('logo.png')]));
    expect(logo.status).toBe(200);
    inBucket(mediaOf(logo.body).logo_url!, 'service-logos');
    const photos = await post(`/quote_service_photos/add/${pro.service.id}.json`, pro.token, formWith('photo', [png('work.png')]));
    expect(photos.status).toBe(200);
    inBucket(mediaOf(photos.body).quote_service_photos[0]!.url, 'service-photos');

    // Request photos (requests).
    const fields = [['quote_category_id', String(aircon.id)], ['city', '臺北市'], ['district', '大安區'], ['address', '信義路四段 1 號'], ...validAnswers(aircon)];
    const requestForm = formWith('photos', [png('wall.png')], Object.fromEntries(fields.filter(([name]) => !name!.endsWith('[]'))));
    for (const [name, value] of fields.filter(([field]) => field!.endsWith('[]'))) requestForm.append(name!, value!);
    const posted = await post('/quote_requests/search_add.json', consumer.token, requestForm);
    expect(posted.status).toBe(200);
    const request = posted.body.quote_request as CreatedQuoteRequestResponse;
    inBucket(request.photos[0]!.url, 'requests');
    const { id: bidId } = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();

    // Quote attachments (bids).
    const quote = await act(pro.token, 'rating', bidId, { body: formWith('attachments', [{ data: PDF, name: '報價單.pdf', type: 'application/pdf' }], { rating_type: 'flat', flat_rate_at: '4800' }) });
    expect(quote.status).toBe(200);
    inBucket((quote.body.quote_bid as { attachments: QuoteAttachmentResponse[] }).attachments[0]!.url, 'quotes');

    // Message attachments (messages), read back by the other party through the private files route.
    const message = await post(`/messages/quote_conversation/${bidId}.json`, consumer.token, formWith('attachments', [png('room.png')], { message: '現場照片' }));
    expect(message.status).toBe(200);
    const messageFile = (message.body.message as MessageResponse).attachments[0]!.url;
    inBucket(messageFile, 'messages');
    expect((await fetch(`${server.baseUrl}${messageFile}`, { headers: { 'x-session-token': pro.token } })).status).toBe(200);

    // Template attachments (templates).
    const template = await post('/quote_templates/add.json', pro.token, formWith('attachments', [png('template.png')], { display_name: '標準安裝', flat_rate_at: '4800', on_site: '1' }));
    expect(template.status).toBe(200);
    inBucket((template.body.quote_template as { attachments: string[] }).attachments[0]!, 'quotes');

    // Review photos (bids): hired, completed, reviewed.
    expect((await act(consumer.token, 'hired', bidId, { json: { date: '2026-12-01', time: '09:30' } })).status).toBe(200);
    expect((await act(pro.token, 'completed', bidId, { json: { confirm_early: 1 } })).status).toBe(200);
    const reviewed = await act(consumer.token, 'reviews', bidId, { body: formWith('attachments', [png('done.png')], { rating: '5', feedback: '裝得很漂亮' }) });
    expect(reviewed.status).toBe(200);
    const feedbacks = await server.api(`/quote_feedbacks/index/quote_service_id:${pro.service.id}/page:1.json`);
    inBucket((feedbacks.body.quote_feedbacks as { attachments: string[] }[])[0]!.attachments[0]!, 'reviews');

    // Certificate scans are kept encrypted in the database, not in any storage.
    const objectsBefore = s3.objects.size;
    const cert = await post('/new/v1/cert_certificates/add.json', pro.token, formWith('documents', [png('證照.png')], { type: 'license', name: '甲級室內配線技術士', reference_identity: '123-456789' }));
    expect(cert.status).toBe(200);
    expect(await server.db.selectFrom('certificate_documents').select('id').where('user_id', '=', pro.user.id).execute()).toHaveLength(1);
    expect(s3.objects.size).toBe(objectsBefore);

    // Deleting the account (auth) removes its avatar from the bucket.
    await server.db.updateTable('users').set({ password_hash: await hashPassword(GOOD_PASSWORD) }).where('id', '=', consumer.user.id).execute();
    const deleted = await server.api('/users/delete.json', { method: 'POST', token: consumer.token, form: { password: GOOD_PASSWORD } });
    expect(deleted.body).toEqual({ status: 'Success' });
    expect(s3.objects.has(keyOf(avatarUrl))).toBe(false);

    expect(s3.refusals).toEqual([]);
    expect(filesUnder(data.dir)).toEqual([]);
  });
});
