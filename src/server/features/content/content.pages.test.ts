import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { insertQuotes } from './price-test-data';
import { renderedPage } from '../../test/rendered-page';

const page = (server: TestServer, path: string) => renderedPage(server.baseUrl, path);

interface Crumb {
  name: string;
  item: string;
}

/** The breadcrumb trail of a page's JSON-LD. */
const crumbTrail = (ld: Record<string, unknown>[]) => ld.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as Crumb[] | undefined;
const crumbsOf = (ld: Record<string, unknown>[]) => crumbTrail(ld)?.map((i) => i.name);

describe.each(ENGINES)('content pages on %s', (engine) => {
  const server = useTestServer(engine, { web: true });
  beforeAll(async () => {
    await insertQuotes(server.db, 'water-heater', '臺北市', [1000, 1200, 1500, 1800, 2000, 2500, 3000, 4000].map((flat) => ({ flat })));
    await insertQuotes(server.db, 'fridge-repair', '臺中市', [800, 900, 1000, 1100].map((flat) => ({ flat })));
    // Three more articles than the seed's eight, older than all of them: a second page of one.
    await server.db
      .insertInto('articles')
      .values(
        [1, 2, 3].map((n) => ({
          slug: `older-article-${n}`,
          title: `較早的文章 ${n}`,
          summary: '摘要',
          body: JSON.stringify([{ heading: '段落', paragraphs: ['內容'] }]),
          published_at: `2020-01-0${n}T00:00:00Z`,
        })),
      )
      .execute();
  });

  it('renders the collections index and a collection with its categories and notes', async () => {
    const index = await page(server, '/feature/all');
    expect(index.status).toBe(200);
    expect(index.title).toContain('精選專題');
    expect(index.app).toContain('年終大掃除，交給專家一次搞定');
    expect(index.app).toContain('href="/feature/wedding-prep"');
    const one = await page(server, '/feature/spring-cleaning');
    expect(one.status).toBe(200);
    expect(one.title).toContain('年終大掃除');
    expect(one.description).toContain('冷氣、抽油煙機');
    expect(one.app).toContain('抽油煙機清潔');
    expect(one.app).toContain('年菜開煮前拆洗油網');
    expect(one.canonical).toMatch(/\/feature\/spring-cleaning$/);
    expect(crumbsOf(one.ld)).toEqual(['首頁', '精選專題', '年終大掃除，交給專家一次搞定']);
  });

  it('renders the article list with page links and an article with its body and breadcrumbs', async () => {
    const list = await page(server, '/info/all');
    expect(list.status).toBe(200);
    expect(list.app).toContain('搬家公司怎麼挑？簽約前必問的 8 件事');
    expect(list.app).toContain('href="/info/aircon-cleaning-guide"');
    expect(list.canonical).toMatch(/\/info\/all$/);
    expect(list.app).toContain('href="/info/all?page=2"');
    const second = await page(server, '/info/all?page=2');
    expect(second.status).toBe(200);
    expect(second.app).toContain('較早的文章 1');
    expect(second.app).not.toContain('搬家公司怎麼挑');
    expect(second.title).toContain('第 2 頁');
    expect(second.canonical).toMatch(/\/info\/all\?page=2$/);
    const article = await page(server, '/info/how-to-choose-a-mover');
    expect(article.status).toBe(200);
    expect(article.title).toContain('搬家公司怎麼挑');
    expect(article.description).toContain('報價方式');
    expect(article.app).toContain('簽約前必問的 8 件事');
    expect(article.app).toContain('href="/form/house-moving"');
    expect(crumbsOf(article.ld)).toEqual(['首頁', '服務知識', '搬家', '搬家公司怎麼挑？簽約前必問的 8 件事']);
    expect(crumbTrail(article.ld)?.[3]?.item).toMatch(/^https?:\/\/[^/]+\/info\/how-to-choose-a-mover$/);
  });

  it('renders a price guide with the median and quartiles of real quotes by city', async () => {
    const res = await page(server, '/price/water-heater');
    expect(res.status).toBe(200);
    expect(res.title).toContain('熱水器安裝維修價格行情');
    expect(res.description).toContain('8 筆實際報價');
    expect(res.description).toContain('NT$1,900');
    expect(res.app).toContain('NT$1,900');
    expect(res.app).toContain('NT$1,425–2,625');
    expect(res.app).toContain('臺北市');
    expect(crumbsOf(res.ld)).toEqual(['首頁', '價格行情', '居家維修', '熱水器安裝維修價格']);
  });

  it('says there are too few quotes instead of showing figures under 5', async () => {
    const res = await page(server, '/price/fridge-repair');
    expect(res.status).toBe(200);
    expect(res.app).toContain('報價數量還不夠');
    expect(res.app).toContain('報價不足（4 筆）');
    expect(res.app).not.toContain('報價中位數');
  });

  it("renders a price guide's editorial text beside the figures", async () => {
    const res = await page(server, '/price/aircon-cleaning');
    expect(res.status).toBe(200);
    expect(res.app).toContain('影響價格的因素');
    expect(res.app).toContain('拆洗或免拆洗');
    expect(res.app).toContain('清洗一台冷氣要多久？');
    expect(res.app).toContain('冷氣多久洗一次？');
  });

  it('renders the price index, the SEO map and a genre SEO page', async () => {
    const index = await page(server, '/price');
    expect(index.status).toBe(200);
    expect(index.app).toContain('href="/price/aircon-cleaning"');
    const seo = await page(server, '/seo');
    expect(seo.status).toBe(200);
    expect(seo.app).toContain('href="/nearme/aircon-cleaning/taipei-city"');
    const genre = await page(server, '/seo/cleaning');
    expect(genre.status).toBe(200);
    expect(genre.title).toContain('清潔');
    expect(genre.app).toContain('href="/nearme/aircon-cleaning/hualien-county"');
  });

  it('shows the sub-genre, the category group across genres, articles and breadcrumbs on a category page', async () => {
    const res = await page(server, '/category/aircon-cleaning');
    expect(res.status).toBe(200);
    expect(crumbsOf(res.ld)).toEqual(['首頁', '清潔', '冷氣服務', '冷氣清潔']);
    expect(res.app).toContain('冷氣服務相關服務');
    expect(res.app).toContain('href="/category/aircon-installation"');
    expect(res.app).toContain('href="/info/aircon-cleaning-guide"');
    expect(res.app).toContain('href="/price/aircon-cleaning"');
  });

  it('leaves out a sub-genre that only repeats the category name', async () => {
    const res = await page(server, '/category/pet-grooming');
    expect(res.status).toBe(200);
    expect(crumbsOf(res.ld)).toEqual(['首頁', '寵物', '寵物美容']);
  });

  it.each(['/feature/no-such-thing', '/info/no-such-article', '/price/no-such-category', '/info/all?page=99', '/info/all?page=x', '/seo/no-such-genre'])(
    'answers %s with 404',
    async (path) => {
      const res = await page(server, path);
      expect(res.status).toBe(404);
      expect(res.app).toContain('找不到這個頁面');
    },
  );
});
