import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { readOutbox } from '../../adapters/messaging/outbox';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { TINY_PNG } from '../media/media.test-support';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, validAnswers } from '../../test/factories';

/**
 * Upload URLs are built in one place, the storage: site-relative for files this server keeps,
 * so every answer (editors and projects too, not only public pages) shows them on whatever
 * address and port the site is reached at. E-mails, read outside the site, carry absolute links.
 */
describe.each(ENGINES)('site-relative upload URLs on %s', (engine) => {
  const publicUrl = 'https://haobangshou.example.tw';
  let server: TestServer;
  let aircon: CategoryWithFields;
  let taipei: number;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { DATA_DIR: join(tmpdir(), `site-relative-${engine}-${process.pid}`), PUBLIC_URL: publicUrl, MATCH_MAX_PROS: '100' },
    });
    aircon = await findCategory(server.db, 'aircon-installation');
    taipei = (await findPlace(server.db, '臺北市', '大安區')).cityId;
  });
  afterAll(() => server.close());

  async function postWithPhoto(token: string) {
    const form = new FormData();
    for (const [k, v] of [['quote_category_id', String(aircon.id)], ['city', '臺北市'], ['district', '大安區'], ['address', '復興南路一段 1 號'], ...validAnswers(aircon)] as [string, string][]) {
      form.append(k, v);
    }
    form.append('photos', new Blob([TINY_PNG], { type: 'image/png' }), 'wall.png');
    const res = await server.api('/quote_requests/search_add.json', { method: 'POST', token, body: form });
    expect(res.status).toBe(200);
    return res.body.quote_request as CreatedQuoteRequestResponse;
  }

  it('gives the projects answers site-relative photo URLs, and the lead e-mail absolute ones', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const proEmail = (await server.db.selectFrom('users').select('email').where('id', '=', pro.user.id).executeTakeFirstOrThrow()).email!;
    const consumer = await createConsumer(server.db);
    const created = await postWithPhoto(consumer.token);
    const photo = created.photos[0]!.url;
    expect(photo).toMatch(/^\/private-files\/requests\/[a-f0-9]{32}\.png$/);
    // The consumer's project page and list give the same path.
    const detail = await server.api(`/quote_request/${created.id}.json`, { token: consumer.token });
    expect((detail.body.quote_request as CreatedQuoteRequestResponse).photos.map((p) => p.url)).toEqual([photo]);
    // It opens on this server, whatever its address (the test server is not at PUBLIC_URL).
    const served = await fetch(`${server.baseUrl}${photo}`, { headers: { 'x-session-token': consumer.token } });
    expect(served.status).toBe(200);

    let mail: { body: string } | undefined;
    for (let i = 0; i < 80 && !mail; i += 1) {
      mail = (await readOutbox(server.db, proEmail)).find((m) => m.channel === 'email' && m.subject.includes('新案件'));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.body).toContain(`${publicUrl}${photo}`);
    expect(mail?.body).toContain('顧客附上的照片（1 張');
  });

  it('gives the media editor site-relative URLs that the public profile repeats', async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const form = new FormData();
    form.append('logo', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
    const res = await server.api(`/quote_services/upload_logo/${pro.service.id}.json`, { method: 'POST', token: pro.token, body: form });
    expect(res.status).toBe(200);
    const logo = res.body.logo_url as string;
    expect(logo).toMatch(/^\/uploads\/service-logos\/[a-f0-9]{32}\.png$/);
    expect((await fetch(`${server.baseUrl}${logo}`)).status).toBe(200);
  });

  it('turns URLs stored absolute before into site-relative ones (migration 0052)', async () => {
    const consumer = await createConsumer(server.db);
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: taipei, districtId: null }] });
    const cdn = 'https://cdn.example.com/avatars/0123456789abcdef0123456789abcdef.png';
    await server.db
      .updateTable('users')
      .set({ avatar_thumb_url: 'http://localhost:4173/uploads/avatars/a.png', avatar_original_url: cdn })
      .where('id', '=', consumer.user.id)
      .execute();
    await server.db
      .updateTable('quote_services')
      .set({ logo_path: 'http://127.0.0.1:3000/uploads/service-logos/b.png', logo_thumb_path: `${publicUrl}/uploads/service-logos/c.png` })
      .where('id', '=', pro.service.id)
      .execute();
    const created = await postWithPhoto(consumer.token);
    await server.db
      .updateTable('quote_request_photos')
      .set({ path: `${publicUrl}/private-files/requests/d.png` })
      .where('quote_request_id', '=', created.id)
      .execute();
    const migration = readFileSync(new URL('../../db/migrations/0052_site_relative_uploads.sql', import.meta.url), 'utf8');
    await sql.raw(migration).execute(server.db);

    const user = await server.db.selectFrom('users').select(['avatar_thumb_url', 'avatar_original_url']).where('id', '=', consumer.user.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ avatar_thumb_url: '/uploads/avatars/a.png', avatar_original_url: cdn });
    const service = await server.db.selectFrom('quote_services').select(['logo_path', 'logo_thumb_path']).where('id', '=', pro.service.id).executeTakeFirstOrThrow();
    // Our own machine's address goes; another host's /uploads may be a CDN's and stays.
    expect(service).toEqual({ logo_path: '/uploads/service-logos/b.png', logo_thumb_path: `${publicUrl}/uploads/service-logos/c.png` });
    const photo = await server.db.selectFrom('quote_request_photos').select('path').where('quote_request_id', '=', created.id).executeTakeFirstOrThrow();
    expect(photo.path).toBe('/private-files/requests/d.png');
  });
});
