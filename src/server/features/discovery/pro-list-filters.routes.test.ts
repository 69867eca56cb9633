import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { addUnverifiedReview, createPublicPro } from '../../test/factories';

interface ListBody {
  quote_services: { id: number; city: { slug: string } | null; review_count: number; categories: { slug: string }[] }[];
  count: number;
  total_pages: number;
  city: { slug: string; name: string } | null;
}

describe.each(ENGINES)('pro-list filters on %s', (engine) => {
  let server: TestServer;
  let taipeiWindows: number;
  let kaohsiungWindows: number;
  let taipeiNewer: number;
  const list = async (params: Record<string, string>) => {
    const res = await server.api(`/quote_services/list.json?${new URLSearchParams(params)}`);
    return { status: res.status, body: res.body as unknown as ListBody };
  };
  const ids = (body: ListBody) => body.quote_services.map((s) => s.id);

  beforeAll(async () => {
    server = await startTestServer(engine);
    taipeiWindows = (await createPublicPro(server.db, { title: '亮晶晶窗戶清潔', categorySlugs: ['window-cleaning'], areas: [['臺北市', null]] })).service.id;
    kaohsiungWindows = (await createPublicPro(server.db, { title: '港都窗戶清潔', categorySlugs: ['window-cleaning'], areas: [['高雄市', null]] })).service.id;
    taipeiNewer = (await createPublicPro(server.db, { title: '新開幕窗戶清潔', categorySlugs: ['window-cleaning'], areas: [['臺北市', '大安區']] })).service.id;
    // Created in this order; make the ages plain for the newest order.
    await sql`update quote_services set created = now() - interval '10 days' where id = ${taipeiWindows}`.execute(server.db);
    await sql`update quote_services set created = now() - interval '5 days' where id = ${kaohsiungWindows}`.execute(server.db);
    for (const rating of [5, 4, 5]) await addUnverifiedReview(server.db, taipeiWindows, rating, '窗戶擦得很乾淨，準時到。');
  });
  afterAll(() => server.close());

  it('filters by category and city together, counting only what matches', async () => {
    const { status, body } = await list({ filter: 'window-cleaning', city: 'taipei-city' });
    expect(status).toBe(200);
    expect(ids(body).sort()).toEqual([taipeiWindows, taipeiNewer].sort());
    expect(body.count).toBe(2);
    expect(body.city).toMatchObject({ slug: 'taipei-city', name: '臺北市' });
    const south = await list({ filter: 'window-cleaning', city: 'kaohsiung-city' });
    expect(ids(south.body)).toEqual([kaohsiungWindows]);
  });

  it('orders by most reviews and by newest', async () => {
    const byReviews = await list({ filter: 'window-cleaning', sort: 'reviews' });
    expect(ids(byReviews.body)[0]).toBe(taipeiWindows);
    const newest = await list({ filter: 'window-cleaning', sort: 'newest' });
    expect(ids(newest.body)).toEqual([taipeiNewer, kaohsiungWindows, taipeiWindows]);
  });

  it('refuses an unknown order naming sort, and an unknown city with 404', async () => {
    const bad = await list({ sort: 'cheapest' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('sort');
    expect((await list({ city: 'atlantis' })).status).toBe(404);
  });
});
