import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { addUnverifiedReview, createManyPros, createPublicPro } from '../../test/factories';

interface ListBody {
  quote_services: { id: number; title: string; rating: number | null; review_count: number; categories: { slug: string }[] }[];
  page: number;
  total_pages: number;
  count: number;
  display_count: number | null;
}

function ids(body: Record<string, unknown>): number[] {
  return (body as unknown as ListBody).quote_services.map((s) => s.id);
}

describe.each(ENGINES)('pro discovery API on %s', (engine) => {
  let server: TestServer;
  let plumber: { service: { id: number } };
  let leakPro: { service: { id: number } };
  let hidden: { service: { id: number } }[];

  beforeAll(async () => {
    server = await startTestServer(engine);
    plumber = await createPublicPro(server.db, {
      title: '老師傅水電維修工作室',
      description: '漏水、跳電、馬桶不通，二十年經驗。',
      categorySlugs: ['plumbing-electrical'],
      areas: [['臺北市', '大安區']],
      lastName: '林',
      firstName: '志明',
    });
    leakPro = await createPublicPro(server.db, {
      title: '頂樓防水專家',
      categorySlugs: ['leak-repair'],
      areas: [['臺北市', null]],
    });
    hidden = [
      await createPublicPro(server.db, { title: '老師傅水電私人服務', categorySlugs: ['plumbing-electrical'], areas: [['臺北市', '大安區']], isPublic: false }),
      await createPublicPro(server.db, { title: '老師傅水電封存服務', categorySlugs: ['plumbing-electrical'], areas: [['臺北市', '大安區']], isArchived: true }),
      await createPublicPro(server.db, { title: '老師傅水電暫停服務', categorySlugs: ['plumbing-electrical'], areas: [['臺北市', '大安區']], paused: true }),
    ];
  });
  afterAll(() => server.close());

  const search = (params: Record<string, string>) => server.api(`/quote_services/search.json?${new URLSearchParams(params)}`);

  it('finds a pro by a 4-character and a 2-character Chinese substring of its title', async () => {
    const four = await search({ q: '師傅水電' });
    expect(four.status).toBe(200);
    expect(ids(four.body)).toContain(plumber.service.id);
    const two = await search({ q: '師傅' });
    expect(ids(two.body)).toContain(plumber.service.id);
    expect(ids(two.body)).not.toContain(leakPro.service.id);
    const one = await search({ q: '傅' });
    expect(ids(one.body)).toContain(plumber.service.id);
  });

  it('finds a pro by its owner name and by a word of its description', async () => {
    expect(ids((await search({ q: '林志明' })).body)).toContain(plumber.service.id);
    expect(ids((await search({ q: '馬桶不通' })).body)).toContain(plumber.service.id);
  });

  it('finds a pro by its category name and ranks title hits first', async () => {
    const byCategory = await search({ q: '抓漏' });
    expect(ids(byCategory.body)).toEqual([leakPro.service.id]);
    const water = await search({ q: '水電' });
    // The plumber's title says 水電; so does the category name, which brings no one else here.
    expect(ids(water.body)[0]).toBe(plumber.service.id);
  });

  it('leaves private, archived and paused services out of every list', async () => {
    const hiddenIds = hidden.map((h) => h.service.id);
    const bodies = [
      (await search({ q: '老師傅水電' })).body,
      (await server.api('/quote_services/list.json')).body,
      (await server.api('/quote_services/nearme/plumbing-electrical.json?city=taipei-city&district=大安區')).body,
    ];
    for (const body of bodies) {
      expect(ids(body)).toContain(plumber.service.id);
      for (const id of hiddenIds) expect(ids(body)).not.toContain(id);
    }
    // Private and archived services have no public profile; a paused one keeps it, marked as paused.
    for (const h of hidden.slice(0, 2)) expect((await server.api(`/quote_services/view/${h.service.id}.json`)).status).toBe(404);
    const paused = await server.api(`/quote_services/view/${hidden[2]!.service.id}.json`);
    expect((paused.body.quote_service as { is_paused: boolean }).is_paused).toBe(true);
  });

  it('filters the search by category and city, and refuses bad input', async () => {
    expect(ids((await search({ q: '老師傅', category: 'leak-repair' })).body)).toEqual([]);
    expect(ids((await search({ q: '老師傅', city: 'taipei-city' })).body)).toEqual([plumber.service.id]);
    expect(ids((await search({ q: '老師傅', city: 'hualien-county' })).body)).toEqual([]);
    expect((await search({ category: 'no-such-category' })).status).toBe(404);
    const badPage = await search({ q: 'x', page: '0' });
    expect(badPage.status).toBe(400);
    expect(JSON.stringify(badPage.body)).toContain('page');
  });

  it('lists near me only the pros serving that city or district, without the count under 50', async () => {
    const district = await server.api('/quote_services/nearme/plumbing-electrical.json?city=taipei-city&district=大安區');
    expect(district.status).toBe(200);
    expect(ids(district.body)).toEqual([plumber.service.id]);
    expect(district.body.count).toBe(1);
    expect(district.body.display_count).toBeNull();
    const otherDistrict = await server.api('/quote_services/nearme/plumbing-electrical.json?city=taipei-city&district=北投區');
    expect(ids(otherDistrict.body)).toEqual([]);
    // A pro serving the whole city serves each of its districts.
    const leak = await server.api('/quote_services/nearme/leak-repair.json?city=taipei-city&district=112');
    expect(ids(leak.body)).toEqual([leakPro.service.id]);
    const elsewhere = await server.api('/quote_services/nearme/leak-repair.json?city=kaohsiung-city');
    expect(ids(elsewhere.body)).toEqual([]);
    expect((await server.api('/quote_services/nearme/leak-repair.json?city=taipei-city&district=不存在區')).status).toBe(404);
    expect((await server.api('/quote_services/nearme/no-such-category.json')).status).toBe(404);
  });

  it('shows the near-me count from 50 pros on and pages by 20', async () => {
    await createManyPros(server.db, 50, 'door-lock', '新竹市');
    const first = await server.api('/quote_services/nearme/door-lock.json?city=hsinchu-city');
    expect(first.body.count).toBe(50);
    expect(first.body.display_count).toBe(50);
    expect(first.body.total_pages).toBe(3);
    expect(ids(first.body)).toHaveLength(20);
    const third = await server.api('/quote_services/nearme/door-lock.json?city=hsinchu-city&page=3');
    expect(ids(third.body)).toHaveLength(10);
    expect(new Set([...ids(first.body), ...ids(third.body)]).size).toBe(30);
  });

  it('answers a public profile with its reviews, and 404 for an unknown service', async () => {
    const res = await server.api(`/quote_services/view/${plumber.service.id}.json`);
    expect(res.status).toBe(200);
    const profile = res.body.quote_service as { title: string; name: string; categories: { slug: string }[]; areas: { district_name: string }[] };
    expect(profile.title).toBe('老師傅水電維修工作室');
    expect(profile.name).toBe('林志明');
    expect(profile.categories.map((c) => c.slug)).toEqual(['plumbing-electrical']);
    expect(profile.areas.map((a) => a.district_name)).toEqual(['大安區']);
    expect((await server.api('/quote_services/view/99999999.json')).status).toBe(404);
    expect((await server.api('/quote_services/view/abc.json')).status).toBe(404);
  });

  it('shows a new review at once in the profile and the lists, though both are cached', async () => {
    const before = await server.api(`/quote_services/view/${leakPro.service.id}.json`);
    expect((before.body.quote_service as { reviews: unknown[] }).reviews).toEqual([]);
    await server.api('/quote_services/nearme/leak-repair.json?city=taipei-city');
    await addUnverifiedReview(server.db, leakPro.service.id, 4, '準時到場，清楚說明。');
    const after = await server.api(`/quote_services/view/${leakPro.service.id}.json`);
    const profile = after.body.quote_service as { reviews: { feedback: string; reviewer: string; rating: number }[]; rating: number; review_count: number };
    expect(profile.reviews.map((r) => r.feedback)).toEqual(['準時到場，清楚說明。']);
    expect(profile.reviews[0]!.reviewer).toBe('陳＊＊');
    expect(profile.rating).toBe(4);
    expect(profile.review_count).toBe(1);
    const list = await server.api('/quote_services/nearme/leak-repair.json?city=taipei-city');
    expect((list.body as unknown as ListBody).quote_services[0]!.review_count).toBe(1);
  });

  it('lists featured pros and the top-rated filter', async () => {
    const featured = await createPublicPro(server.db, { title: '精選搬家團隊', categorySlugs: ['leak-repair'], featured: true });
    expect(ids((await server.api('/quote_services/featured.json')).body)).toEqual([featured.service.id]);
    const topRated = await server.api('/quote_services/list.json?filter=top-rated');
    expect(ids(topRated.body)).toEqual([leakPro.service.id]);
    expect((await server.api('/quote_services/list.json?filter=no-such-filter')).status).toBe(404);
  });

  it('serves robots.txt pointing to a valid sitemap that lists profiles', async () => {
    const robots = await fetch(`${server.baseUrl}/robots.txt`);
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${server.config.publicUrl}/sitemap.xml`);
    expect(text).toContain('Disallow: /dashboard/');
    // Guest links carry a secret: never crawled.
    expect(text).toContain('Disallow: /guest/');
    const res = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string }[] } };
    const locs = parsed.urlset.url.map((u) => u.loc);
    expect(locs).toContain(`${server.config.publicUrl}/service/${plumber.service.id}`);
    expect(locs).toContain(`${server.config.publicUrl}/category/leak-repair`);
    for (const h of hidden.slice(0, 2)) expect(locs).not.toContain(`${server.config.publicUrl}/service/${h.service.id}`);
  });
});
