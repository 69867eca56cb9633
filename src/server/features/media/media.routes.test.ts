import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { servicesFixture } from '../services/services.test-support';
import { formWith, gifOf, mediaOf, noisyJpeg, pngOf, tempDataDir, samePicture } from './media.test-support';

describe.each(ENGINES)('a service logo and photos on %s', (engine) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof servicesFixture>>;
  const data = tempDataDir();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000' } });
    fx = await servicesFixture(server);
  });
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  const post = (token: string, path: string, body: FormData) => server.api(path, { method: 'POST', token, body });
  /** The file behind a URL this server handed out, through the server itself. */
  const fetchFile = (url: string) => fetch(`${server.baseUrl}${new URL(url, server.baseUrl).pathname}`);
  const bytesOf = async (url: string) => Buffer.from(await (await fetchFile(url)).arrayBuffer());
  const profile = async (id: number) =>
    (await server.api(`/quote_services/view/${id}.json`)).body.quote_service as { logo_url: string | null; photos: { id: number; url: string; thumb_url: string; caption: string }[] };

  it('uploads a logo with a smaller square-bounded thumbnail, served with long caching, and replaces it', async () => {
    const pro = await fx.newPro();
    const sid = pro.service.id;
    expect((await profile(sid)).logo_url).toBeNull();
    const original = await noisyJpeg(900, 600);
    const res = await post(pro.token, `/quote_services/upload_logo/${sid}.json`, formWith('logo', [{ data: original, name: 'logo.jpg', type: 'image/jpeg' }]));
    expect(res.status).toBe(200);
    const media = mediaOf(res.body);
    // Site-relative, as the public profile gives them (PUBLIC_URL is http://localhost:3000 here).
    expect(media.logo_url).toMatch(/^\/uploads\/service-logos\/[a-f0-9]{32}\.jpg$/);
    expect(media.logo_thumb_url).toMatch(/^\/uploads\/service-logos\/[a-f0-9]{32}\.jpg$/);
    expect(media.logo_thumb_url).not.toBe(media.logo_url);
    const served = await fetchFile(media.logo_url!);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await samePicture(Buffer.from(await served.arrayBuffer()), original)).toBe(true);
    const thumb = await bytesOf(media.logo_thumb_url!);
    expect(thumb.length).toBeLessThan(original.length);
    const meta = await sharp(thumb).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(192);
    // The public profile's cache follows at once.
    expect((await profile(sid)).logo_url).toBe(media.logo_url);

    const next = mediaOf((await post(pro.token, `/quote_services/upload_logo/${sid}.json`, formWith('logo', [{ data: await pngOf(300, 300), name: 'b.png', type: 'image/png' }]))).body);
    expect(next.logo_url).toMatch(/\.png$/);
    expect((await fetchFile(media.logo_url!)).status).toBe(404);
    expect((await fetchFile(media.logo_thumb_url!)).status).toBe(404);
    expect((await profile(sid)).logo_url).toBe(next.logo_url);
    // The editing view shows it too.
    expect((await fx.view(pro.token, sid)).QuoteService.logo_url).toBe(next.logo_url);

    const removed = mediaOf((await server.api(`/quote_services/delete_logo/${sid}.json`, { method: 'POST', token: pro.token, json: {} })).body);
    expect(removed).toMatchObject({ logo_url: null, logo_thumb_url: null });
    expect((await fetchFile(next.logo_url!)).status).toBe(404);
    expect((await profile(sid)).logo_url).toBeNull();
  });

  it('adds photos with thumbnails, edits captions, reorders and deletes them, and the public profile follows', async () => {
    const pro = await fx.newPro();
    const sid = pro.service.id;
    const big = await noisyJpeg(1600, 1200);
    const added = mediaOf(
      (
        await post(
          pro.token,
          `/quote_service_photos/add/${sid}.json`,
          formWith('photo', [
            { data: big, name: 'kitchen.jpg', type: 'image/jpeg' },
            { data: await gifOf(800, 400), name: 'before.gif', type: 'image/gif' },
          ], { caption: '廚房施工前後' }),
        )
      ).body,
    );
    const [first, second] = added.quote_service_photos;
    expect(added.quote_service_photos).toHaveLength(2);
    expect(first).toMatchObject({ caption: '廚房施工前後', width: 1600, height: 1200, display_order: 0 });
    expect(second).toMatchObject({ width: 800, height: 400, display_order: 1 });
    for (const photo of added.quote_service_photos) {
      expect(photo.url).toMatch(/^\/uploads\/service-photos\/[a-f0-9]{32}\.(jpg|gif|png)$/);
      expect(photo.thumb_url).toMatch(/^\/uploads\/service-photos\/[a-f0-9]{32}\.(jpg|png)$/);
    }
    const thumb = await bytesOf(first!.thumb_url);
    expect(thumb.length).toBeLessThan(big.length);
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    expect(await sharp(await bytesOf(second!.thumb_url)).metadata()).toMatchObject({ format: 'png', width: 480, height: 240 });
    expect(await samePicture(await bytesOf(first!.url), big)).toBe(true);

    const edited = mediaOf((await server.api(`/quote_service_photos/edit/${second!.id}.json`, { method: 'POST', token: pro.token, json: { caption: '  施工前  ' } })).body);
    expect(edited.quote_service_photos[1]!.caption).toBe('施工前');
    const sorted = mediaOf((await server.api(`/quote_service_photos/sort/${sid}.json`, { method: 'POST', token: pro.token, json: { ids: [second!.id, first!.id] } })).body);
    expect(sorted.quote_service_photos.map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect((await profile(sid)).photos.map((p) => [p.id, p.caption, p.thumb_url])).toEqual([
      [second!.id, '施工前', second!.thumb_url],
      [first!.id, '廚房施工前後', first!.thumb_url],
    ]);
    const listed = mediaOf((await server.api(`/quote_service_photos/index/${sid}.json`, { token: pro.token })).body);
    expect(listed.quote_service_photos.map((p) => p.id)).toEqual([second!.id, first!.id]);

    const left = mediaOf((await server.api(`/quote_service_photos/delete/${second!.id}.json`, { method: 'POST', token: pro.token, json: {} })).body);
    expect(left.quote_service_photos.map((p) => p.id)).toEqual([first!.id]);
    expect((await fetchFile(second!.url)).status).toBe(404);
    expect((await fetchFile(second!.thumb_url)).status).toBe(404);
    expect((await profile(sid)).photos.map((p) => p.id)).toEqual([first!.id]);
    expect((await server.api(`/quote_service_photos/delete/${second!.id}.json`, { method: 'POST', token: pro.token, json: {} })).status).toBe(404);
  });

  it('accepts exactly 10,000,000 bytes and answers 413 with the under-10-MB message above it', async () => {
    const pro = await fx.newPro();
    const png = await pngOf(64, 64);
    const exact = Buffer.concat([png, Buffer.alloc(10_000_000 - png.length)]);
    const accepted = await post(pro.token, `/quote_service_photos/add/${pro.service.id}.json`, formWith('photo', [{ data: exact, name: 'a.png', type: 'image/png' }]));
    expect(accepted.status).toBe(200);
    const thumb = await bytesOf(mediaOf(accepted.body).quote_service_photos[0]!.thumb_url);
    expect(thumb.length).toBeLessThan(exact.length);
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const refused = await post(pro.token, `/quote_service_photos/add/${pro.service.id}.json`, formWith('photo', [{ data: over, name: 'b.png', type: 'image/png' }]));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ status: 'Error', error: 'file size over 10 MB', message: '檔案大小需小於 10 MB。' });
    const logo = await post(pro.token, `/quote_services/upload_logo/${pro.service.id}.json`, formWith('logo', [{ data: over, name: 'b.png', type: 'image/png' }]));
    expect(logo.status).toBe(413);
    expect(mediaOf((await server.api(`/quote_service_photos/index/${pro.service.id}.json`, { token: pro.token })).body).quote_service_photos).toHaveLength(1);
  });

  it('tells the type by the bytes: a PNG under any name is taken, text or PDF named .png is refused naming the field', async () => {
    const pro = await fx.newPro();
    const path = `/quote_service_photos/add/${pro.service.id}.json`;
    const png = await pngOf(40, 30);
    const renamed = await post(pro.token, path, formWith('photo', [{ data: png, name: 'notes.txt', type: 'text/plain' }]));
    expect(renamed.status).toBe(200);
    expect(mediaOf(renamed.body).quote_service_photos[0]!.url).toMatch(/\.png$/);
    const refusals = [
      { data: Buffer.from('just some text, not a picture'), name: 'photo.png', type: 'image/png' },
      { data: Buffer.from('%PDF-1.7\n1 0 obj\n'), name: 'scan.png', type: 'image/png' },
      // A PNG signature over bytes that are no picture.
      { data: Buffer.concat([png.subarray(0, 8), Buffer.from('garbage'.repeat(20))]), name: 'broken.png', type: 'image/png' },
    ];
    for (const file of refusals) {
      const res = await post(pro.token, path, formWith('photo', [file]));
      expect(res.status, file.name).toBe(400);
      expect(res.body).toMatchObject({ error: 'unable to upload', fields: [{ field: 'photo' }] });
    }
    const none = await server.api(path, { method: 'POST', token: pro.token, json: {} });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: 'unable to upload', fields: [{ field: 'photo' }] });
    const badLogo = await post(pro.token, `/quote_services/upload_logo/${pro.service.id}.json`, formWith('logo', [refusals[0]!]));
    expect(badLogo.body).toMatchObject({ error: 'unable to upload', fields: [{ field: 'logo' }] });
    expect(mediaOf((await server.api(`/quote_service_photos/index/${pro.service.id}.json`, { token: pro.token })).body).quote_service_photos).toHaveLength(1);
  });

  it('keeps at most 30 photos, a caption of 100 characters, and an order naming every photo once', async () => {
    const pro = await fx.newPro();
    const sid = pro.service.id;
    await server.db
      .insertInto('quote_service_photos')
      .values(Array.from({ length: 29 }, (_, i) => ({ quote_service_id: sid, path: `/uploads/seed/${i}.jpg`, display_order: i })))
      .execute();
    const png = await pngOf(20, 20);
    const two = await post(pro.token, `/quote_service_photos/add/${sid}.json`, formWith('photo', [png, png].map((data, i) => ({ data, name: `${i}.png`, type: 'image/png' }))));
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ fields: [{ field: 'photo' }] });
    const one = await post(pro.token, `/quote_service_photos/add/${sid}.json`, formWith('photo', [{ data: png, name: 'x.png', type: 'image/png' }]));
    expect(mediaOf(one.body).quote_service_photos).toHaveLength(30);
    const photos = mediaOf(one.body).quote_service_photos;
    const long = await server.api(`/quote_service_photos/edit/${photos[0]!.id}.json`, { method: 'POST', token: pro.token, json: { caption: '字'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ fields: [{ field: 'caption' }] });
    const ids = photos.map((p) => p.id);
    for (const wrong of [ids.slice(1), [...ids.slice(1), ids[1]!], [...ids.slice(1), 999999]]) {
      const res = await server.api(`/quote_service_photos/sort/${sid}.json`, { method: 'POST', token: pro.token, json: { ids: wrong } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ fields: [{ field: 'ids' }] });
    }
    const reversed = await server.api(`/quote_service_photos/sort/${sid}.json`, { method: 'POST', token: pro.token, json: { ids: [...ids].reverse() } });
    expect(mediaOf(reversed.body).quote_service_photos.map((p) => p.id)).toEqual([...ids].reverse());
  });

  it('answers 404 to anyone but the owner for every action, and 403 without a session', async () => {
    const pro = await fx.newPro();
    const other = await fx.newPro();
    const sid = pro.service.id;
    const png = await pngOf(20, 20);
    const added = mediaOf((await post(pro.token, `/quote_service_photos/add/${sid}.json`, formWith('photo', [{ data: png, name: 'a.png', type: 'image/png' }]))).body);
    const pid = added.quote_service_photos[0]!.id;
    const calls: [string, () => FormData | Record<string, unknown>][] = [
      [`/quote_services/upload_logo/${sid}.json`, () => formWith('logo', [{ data: png, name: 'a.png', type: 'image/png' }])],
      [`/quote_services/delete_logo/${sid}.json`, () => ({})],
      [`/quote_service_photos/add/${sid}.json`, () => formWith('photo', [{ data: png, name: 'a.png', type: 'image/png' }])],
      [`/quote_service_photos/edit/${pid}.json`, () => ({ caption: '別人的' })],
      [`/quote_service_photos/delete/${pid}.json`, () => ({})],
      [`/quote_service_photos/sort/${sid}.json`, () => ({ ids: [pid] })],
    ];
    for (const [path, make] of calls) {
      const body = make();
      const init = body instanceof FormData ? { body } : { json: body };
      expect((await server.api(path, { method: 'POST', token: other.token, ...init })).status, path).toBe(404);
      expect((await server.api(path, { method: 'POST', ...init })).status, path).toBe(403);
    }
    expect((await server.api(`/quote_service_photos/index/${sid}.json`, { token: other.token })).status).toBe(404);
    expect((await server.api('/quote_service_photos/index/abc.json', { token: pro.token })).status).toBe(404);
    const after = mediaOf((await server.api(`/quote_service_photos/index/${sid}.json`, { token: pro.token })).body);
    expect(after.quote_service_photos).toMatchObject([{ id: pid, caption: '' }]);
    expect(after.logo_url).toBeNull();
  });
});
