import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LikedPhotosPage } from '../../../domain/media/media';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createConsumer } from '../../test/factories';
import { servicesFixture } from '../services/services.test-support';
import { formWith, mediaOf, pngOf, tempDataDir } from './media.test-support';

describe.each(ENGINES)('photo likes (photo/favorite) on %s', (engine) => {
  let server: TestServer;
  let fx: Awaited<ReturnType<typeof servicesFixture>>;
  const data = tempDataDir();

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DATA_DIR: data.dir } });
    fx = await servicesFixture(server);
  });
  afterAll(async () => {
    await server.close();
    data.cleanup();
  });

  const like = (token: string, id: number) => server.api(`/photos/like/${id}.json`, { method: 'POST', token, json: {} });
  const unlike = (token: string, id: number) => server.api(`/photos/unlike/${id}.json`, { method: 'POST', token, json: {} });
  const liked = async (token: string, path = '/photos/liked.json') => (await server.api(path, { token })).body as unknown as LikedPhotosPage;

  async function proWithPhotos(count: number) {
    const pro = await fx.newPro();
    const files = await Promise.all(Array.from({ length: count }, (_, i) => pngOf(30 + i, 20)));
    const res = await server.api(`/quote_service_photos/add/${pro.service.id}.json`, {
      method: 'POST',
      token: pro.token,
      body: formWith('photo', files.map((d, i) => ({ data: d, name: `${i}.png`, type: 'image/png' })), { caption: '作品' }),
    });
    return { pro, photos: mediaOf(res.body).quote_service_photos };
  }

  it('likes a photo once however often it is pressed, counts each person once, and takes a like back', async () => {
    const { pro, photos } = await proWithPhotos(2);
    const [a, b] = photos as [(typeof photos)[0], (typeof photos)[0]];
    const one = await createConsumer(server.db);
    const two = await createConsumer(server.db);
    expect((await like(one.token, a.id)).body).toMatchObject({ status: 'Success', photo: { id: a.id, is_liked: true, like_count: 1 } });
    expect((await like(one.token, a.id)).body).toMatchObject({ photo: { like_count: 1 } });
    await Promise.all([like(one.token, a.id), like(one.token, a.id)]);
    expect((await like(two.token, a.id)).body).toMatchObject({ photo: { like_count: 2 } });
    await like(one.token, b.id);

    const page = await liked(one.token);
    expect(page).toMatchObject({ status: 'Success', page: 1, total_pages: 1, count: 2 });
    expect(page.photos.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(page.photos[0]).toMatchObject({ caption: '作品', quote_service: { id: pro.service.id, title: '測試服務' } });
    expect(page.photos[0]!.thumb_url).not.toBe(page.photos[0]!.url);

    expect((await unlike(one.token, a.id)).body).toMatchObject({ photo: { id: a.id, is_liked: false, like_count: 1 } });
    expect((await unlike(one.token, a.id)).body).toMatchObject({ photo: { like_count: 1 } });
    expect((await liked(one.token)).photos.map((p) => p.id)).toEqual([b.id]);
    expect((await liked(two.token)).photos.map((p) => p.id)).toEqual([a.id]);
  });

  it('likes only photos of public profiles, hides liked photos whose profile went private, and forgets deleted photos', async () => {
    const { pro, photos } = await proWithPhotos(2);
    const fan = await createConsumer(server.db);
    await like(fan.token, photos[0]!.id);
    await server.api(`/quote_service_photos/delete/${photos[1]!.id}.json`, { method: 'POST', token: pro.token, json: {} });
    expect((await like(fan.token, photos[1]!.id)).status).toBe(404);
    expect((await like(fan.token, 999_999)).status).toBe(404);
    expect((await unlike(fan.token, 999_999)).status).toBe(404);
    expect((await like(fan.token, Number.NaN)).status).toBe(404);

    await server.db.updateTable('quote_services').set({ is_public: false }).where('id', '=', pro.service.id).execute();
    expect((await liked(fan.token)).count).toBe(0);
    expect((await like(fan.token, photos[0]!.id)).status).toBe(404);
    // A like of a photo that is no longer public can still be taken back.
    expect((await unlike(fan.token, photos[0]!.id)).status).toBe(200);

    await server.db.updateTable('quote_services').set({ is_public: true }).where('id', '=', pro.service.id).execute();
    await like(fan.token, photos[0]!.id);
    await server.api(`/quote_service_photos/delete/${photos[0]!.id}.json`, { method: 'POST', token: pro.token, json: {} });
    expect(await server.db.selectFrom('quote_service_photo_likes').selectAll().where('user_id', '=', fan.user.id).execute()).toEqual([]);
  });

  it('needs a session', async () => {
    const { photos } = await proWithPhotos(1);
    expect((await server.api(`/photos/like/${photos[0]!.id}.json`, { method: 'POST', json: {} })).status).toBe(403);
    expect((await server.api(`/photos/unlike/${photos[0]!.id}.json`, { method: 'POST', json: {} })).status).toBe(403);
    expect((await server.api('/photos/liked.json')).status).toBe(403);
  });

  it('lists liked photos 9999 a page, newest like first', async () => {
    const pro = await fx.newPro();
    const fan = await createConsumer(server.db);
    // 10,000 photos and likes, one second apart, written in SQL: uploading them would take minutes.
    await sql`insert into quote_service_photos (quote_service_id, path, caption, display_order)
      select ${pro.service.id}, '/uploads/seed/' || i || '.jpg', 'p' || i, i from generate_series(1, 10000) as i`.execute(server.db);
    await sql`insert into quote_service_photo_likes (user_id, quote_service_photo_id, created)
      select ${fan.user.id}, p.id, now() - make_interval(secs => 10000 - p.display_order)
      from quote_service_photos p where p.quote_service_id = ${pro.service.id}`.execute(server.db);
    const first = await liked(fan.token);
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 10000 });
    expect(first.photos).toHaveLength(9999);
    expect(first.photos[0]!.caption).toBe('p10000');
    const second = await liked(fan.token, '/photos/liked/page:2.json');
    expect(second).toMatchObject({ page: 2, total_pages: 2, count: 10000 });
    expect(second.photos.map((p) => p.caption)).toEqual(['p1']);
    expect((await server.api('/photos/liked.json?page=2', { token: fan.token })).body).toMatchObject({ page: 2 });
    expect((await server.api('/photos/liked/page:0.json', { token: fan.token })).status).toBe(400);
  });
});
