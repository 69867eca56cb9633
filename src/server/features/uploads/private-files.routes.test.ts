import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { uploadsDir } from '../../adapters/storage/disk-storage';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { TINY_PNG, tempDataDir } from '../media/media.test-support';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, validAnswers } from '../../test/factories';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

function form(fields: [string, string][], field: string, files: [Buffer, string][]): FormData {
  const body = new FormData();
  for (const [k, v] of fields) body.append(k, v);
  for (const [data, name] of files) body.append(field, new Blob([new Uint8Array(data)]), name);
  return body;
}

describe.each(ENGINES)('private attachments on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let other: CategoryWithFields;
  let taipei: number;
  const data = tempDataDir();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', MATCH_MAX_PROS: '100', WELCOME_CREDIT: '100000' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    const { slug } = await server.db.selectFrom('quote_categories').select('slug').where('slug', '<>', 'aircon-installation').orderBy('id').limit(1).executeTakeFirstOrThrow();
    other = await findCategory(server.db, slug);
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  const post = (path: string, token: string, body: FormData) => server.api(path, { method: 'POST', token, body });
  /** GET a stored file's path on this server, as a session (header or cookie) or as a guest. */
  const get = (url: string, who: { token?: string; cookie?: boolean } = {}) => {
    const headers: Record<string, string> = {};
    if (who.token && who.cookie) headers.cookie = `session_token=${who.token}`;
    else if (who.token) headers['x-session-token'] = who.token;
    return fetch(`${server.baseUrl}${new URL(url, server.baseUrl).pathname}`, { headers });
  };
  const expectPrivate = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    await res.arrayBuffer();
  };

  /** A request with a photo, a pro's quote with a PDF and a consumer's message with a picture. */
  async function conversation() {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const consumer = await createConsumer(server.db);
    const fields: [string, string][] = [['quote_category_id', String(aircon.id)], ['city', '臺北市'], ['district', '大安區'], ['address', '信義路四段 1 號'], ...validAnswers(aircon)];
    const created = await post('/quote_requests/search_add.json', consumer.token, form(fields, 'photos', [[TINY_PNG, 'wall.png']]));
    expect(created.status).toBe(200);
    const request = created.body.quote_request as CreatedQuoteRequestResponse;
    const { id: bidId } = await server.db
      .selectFrom('quote_bids')
      .select('id')
      .where('quote_request_id', '=', request.id)
      .where('user_id', '=', pro.user.id)
      .executeTakeFirstOrThrow();
    const quote = await post(`/quote_bids/change_status/rating/${bidId}.json`, pro.token, form([['rating_type', 'flat'], ['flat_rate_at', '4800']], 'attachments', [[PDF, '報價單.pdf']]));
    expect(quote.status).toBe(200);
    const quoteUrl = (quote.body.quote_bid as { attachments: { url: string }[] }).attachments[0]!.url;
    expect((await post(`/messages/quote_conversation/${bidId}.json`, consumer.token, form([['message', '現場照片']], 'attachments', [[TINY_PNG, 'a.png']]))).status).toBe(200);
    const message = await server.db.selectFrom('messages').select('attachments').where('quote_bid_id', '=', bidId).where('sender_id', '=', consumer.user.id).executeTakeFirstOrThrow();
    const strangerPro = await createProWithService(server.db, { categoryIds: [other.id], areas: [{ cityId: taipei, districtId: null }] });
    const strangerConsumer = await createConsumer(server.db);
    return { pro, consumer, bidId, strangerPro, strangerConsumer, photoUrl: request.photos[0]!.url, quoteUrl, messageUrl: message.attachments[0]!.url };
  }

  it('stores request photos, quote and message attachments under /private-files, for the parties only', async () => {
    const fx = await conversation();
    for (const url of [fx.photoUrl, fx.quoteUrl, fx.messageUrl]) {
      expect(url).toMatch(/^\/private-files\/(requests|quotes|messages)\/[a-f0-9]{32}\.(png|pdf)$/);
      // The consumer by the cookie (as the web app's <img> and links), the pro by the header.
      await expectPrivate(await get(url, { token: fx.consumer.token, cookie: true }));
      await expectPrivate(await get(url, { token: fx.pro.token }));
      expect((await get(url)).status).toBe(404);
      expect((await get(url, { token: fx.strangerConsumer.token, cookie: true })).status).toBe(404);
      expect((await get(url, { token: fx.strangerPro.token })).status).toBe(404);
      // Not in the public folder, whatever the path.
      expect((await get(url.replace('/private-files/', '/uploads/'))).status).toBe(404);
    }
    const pdf = await get(fx.quoteUrl, { token: fx.consumer.token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('hides a quote file from the consumer until the quote is sent, and keeps public media public', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const template = await post('/quote_templates/add.json', pro.token, form([['display_name', '標準安裝'], ['flat_rate_at', '3000']], 'attachments', [[PDF, 'a.pdf']]));
    expect(template.status).toBe(200);
    const url = (template.body.quote_template as { attachments: string[] }).attachments[0]!;
    expect(url).toMatch(/\/private-files\/quotes\//);
    await expectPrivate(await get(url, { token: pro.token }));
    const consumer = await createConsumer(server.db);
    expect((await get(url, { token: consumer.token })).status).toBe(404);

    const avatar = await post('/user/edit_profile.json', pro.token, form([], 'avatar', [[TINY_PNG, 'me.png']]));
    const avatarUrl = (avatar.body.avatar as { amazon_s3_original_url: string }).amazon_s3_original_url;
    expect(avatarUrl).toMatch(/\/uploads\/avatars\//);
    const served = await get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps old /uploads URLs of private files working for their parties only', async () => {
    const fx = await conversation();
    // A message stored before private storage: its file in the public folder, its URL under /uploads.
    const name = `${randomBytes(16).toString('hex')}.png`;
    mkdirSync(join(uploadsDir(data.dir), 'messages'), { recursive: true });
    writeFileSync(join(uploadsDir(data.dir), 'messages', name), TINY_PNG);
    const oldUrl = `http://localhost:3000/uploads/messages/${name}`;
    await server.db
      .insertInto('messages')
      .values({ quote_bid_id: fx.bidId, sender_id: fx.pro.user.id, recipient_id: fx.consumer.user.id, body: '舊附件', attachments: JSON.stringify([{ url: oldUrl, name: 'old.png', type: 'png', size: TINY_PNG.length }]) })
      .execute();
    await expectPrivate(await get(oldUrl, { token: fx.consumer.token, cookie: true }));
    await expectPrivate(await get(oldUrl, { token: fx.pro.token }));
    expect((await get(oldUrl)).status).toBe(404);
    expect((await get(oldUrl, { token: fx.strangerConsumer.token })).status).toBe(404);
    expect((await get(oldUrl, { token: fx.strangerPro.token })).status).toBe(404);
  });
});
