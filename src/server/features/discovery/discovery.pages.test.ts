import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { addUnverifiedReview, createManyPros, createPublicPro } from '../../test/factories';

async function page(server: TestServer, path: string) {
  const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/** Every JSON-LD block of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as unknown);
  return blocks.flatMap((b) => (Array.isArray(b) ? (b as Record<string, unknown>[]) : [b as Record<string, unknown>]));
}

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe.each(ENGINES)('pro discovery pages on %s', (engine) => {
  let server: TestServer;
  let pro: { service: { id: number } };
  let farPro: { service: { id: number } };
  let privatePro: { service: { id: number } };

  beforeAll(async () => {
    server = await startTestServer(engine, { web: true });
    pro = await createPublicPro(server.db, {
      title: '大安好師傅冷氣清潔',
      description: '專業拆洗分離式冷氣。',
      categorySlugs: ['aircon-cleaning'],
      areas: [['臺北市', '大安區']],
    });
    farPro = await createPublicPro(server.db, { title: '北投冷氣清潔隊', categorySlugs: ['aircon-cleaning'], areas: [['臺北市', '北投區']] });
    privatePro = await createPublicPro(server.db, { title: '不公開的冷氣清潔', categorySlugs: ['aircon-cleaning'], areas: [['臺北市', '大安區']], isPublic: false });
    await addUnverifiedReview(server.db, pro.service.id, 5, '冷氣洗得很乾淨');
    await addUnverifiedReview(server.db, pro.service.id, 4, '準時又細心');
  });
  afterAll(() => server.close());

  it('renders a profile with its title, canonical URL, quote button and JSON-LD', async () => {
    const res = await page(server, `/service/${pro.service.id}/some-slug`);
    expect(res.status).toBe(200);
    expect(title(res.html)).toContain('大安好師傅冷氣清潔');
    expect(canonical(res.html)).toBe(`${server.config.publicUrl}/service/${pro.service.id}`);
    expect(res.html).toContain(`href="/form/aircon-cleaning?invite=${pro.service.id}"`);
    expect(res.html).toContain('冷氣洗得很乾淨');
    const data = jsonLd(res.html);
    const business = data.find((d) => d['@type'] === 'LocalBusiness') as { name: string; aggregateRating: Record<string, unknown>; review: unknown[] };
    expect(business.name).toBe('大安好師傅冷氣清潔');
    expect(business.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 });
    expect(business.review).toHaveLength(2);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['首頁', '冷氣清潔', '大安好師傅冷氣清潔']);
  });

  it('renders /service/{action}/{id} as the profile with the dialog open, with Open Graph tags of the profile', async () => {
    const shared = await createPublicPro(server.db, { title: '分享用冷氣清潔', categorySlugs: ['aircon-cleaning'], areas: [['臺北市', '大安區']] });
    await server.db.updateTable('quote_services').set({ logo_path: '/uploads/logos/shared.png' }).where('id', '=', shared.service.id).execute();
    const res = await page(server, `/service/share/${shared.service.id}`);
    expect(res.status).toBe(200);
    const profileUrl = `${server.config.publicUrl}/service/${shared.service.id}`;
    expect(canonical(res.html)).toBe(profileUrl);
    expect(res.html).toContain(`<meta property="og:url" content="${profileUrl}" />`);
    expect(res.html).toContain(`<meta property="og:image" content="${server.config.publicUrl}/uploads/logos/shared.png" />`);
    expect(res.html).toMatch(/<meta property="og:title" content="[^"]*分享用冷氣清潔/);
    expect(res.html).toContain('role="dialog"');
    expect(res.html).toContain(encodeURIComponent(profileUrl));
    for (const action of ['contact', 'report']) expect((await page(server, `/service/${action}/${shared.service.id}`)).status).toBe(200);
    expect((await page(server, `/service/edit/${shared.service.id}`)).status).toBe(404);
    expect((await page(server, '/service/share/99999999')).status).toBe(404);
  });

  it('answers 404 for an unknown or private profile', async () => {
    expect((await page(server, '/service/99999999')).status).toBe(404);
    const hidden = await page(server, `/service/${privatePro.service.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.html).not.toContain('不公開的冷氣清潔');
  });

  it('shows a new review on the cached profile and list pages at once', async () => {
    const before = await page(server, `/service/${farPro.service.id}`);
    expect(before.html).not.toContain('北投師傅很專業');
    const listBefore = await page(server, '/nearme/aircon-cleaning/taipei-city/%E5%8C%97%E6%8A%95%E5%8D%80');
    expect(listBefore.html).not.toContain('1 則評價');
    await addUnverifiedReview(server.db, farPro.service.id, 5, '北投師傅很專業');
    const after = await page(server, `/service/${farPro.service.id}`);
    expect(after.html).toContain('北投師傅很專業');
    const listAfter = await page(server, '/nearme/aircon-cleaning/taipei-city/%E5%8C%97%E6%8A%95%E5%8D%80');
    expect(listAfter.html).toContain('1 則評價');
  });

  it('lists near me only the pros serving the district, without a count under 50', async () => {
    const res = await page(server, '/nearme/aircon-cleaning/taipei-city/%E5%A4%A7%E5%AE%89%E5%8D%80');
    expect(res.status).toBe(200);
    expect(title(res.html)).toContain('臺北市大安區的冷氣清潔專家');
    expect(res.html).toContain('大安好師傅冷氣清潔');
    expect(res.html).not.toContain('北投冷氣清潔隊');
    expect(res.html).not.toContain('不公開的冷氣清潔');
    expect(res.html).not.toMatch(/共 \d+ 位專家/);
    const crumbs = jsonLd(res.html).find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs).toBeDefined();
    expect((await page(server, '/nearme/aircon-cleaning/taipei-city/no-such-district')).status).toBe(404);
    expect((await page(server, '/nearme/no-such-category')).status).toBe(404);
  });

  it('shows the near-me count from 50 pros on, with paged canonical URLs', async () => {
    await createManyPros(server.db, 55, 'home-cleaning', '臺南市');
    const first = await page(server, '/nearme/home-cleaning/tainan-city');
    expect(first.html).toContain('共 55 位專家');
    expect(first.html).toContain('href="/nearme/home-cleaning/tainan-city?page=2"');
    const second = await page(server, '/nearme/home-cleaning/tainan-city?page=2');
    expect(canonical(second.html)).toBe(`${server.config.publicUrl}/nearme/home-cleaning/tainan-city?page=2`);
    expect(title(second.html)).toContain('第 2 頁');
  });

  it('finds pros on pro-search by a 2-character substring and keeps the query in the canonical URL', async () => {
    const res = await page(server, `/pro-search?q=${encodeURIComponent('師傅')}`);
    expect(res.status).toBe(200);
    expect(res.html).toContain('大安好師傅冷氣清潔');
    expect(res.html).not.toContain('北投冷氣清潔隊');
    expect(canonical(res.html)).toBe(`${server.config.publicUrl}/pro-search?q=${encodeURIComponent('師傅')}`);
    const inCategory = await page(server, '/pro-search/aircon-cleaning');
    expect(inCategory.html).toContain('北投冷氣清潔隊');
  });

  it('renders pro-list, featured-pros and the page for pros', async () => {
    const list = await page(server, '/pro-list/top-rated');
    expect(list.status).toBe(200);
    expect(list.html).toContain('大安好師傅冷氣清潔');
    expect((await page(server, '/pro-list/no-such-filter')).status).toBe(404);
    expect((await page(server, '/featured-pros')).status).toBe(200);
    const landing = await page(server, '/pro');
    expect(landing.status).toBe(200);
    expect(title(landing.html)).toContain('成為專家');
    expect(landing.html).toContain('href="/pro-signup/');
  });
});
