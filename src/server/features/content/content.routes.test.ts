import { beforeAll, describe, expect, it } from 'vitest';
import type { ArticlePage, ArticleResponse, FeatureCollectionResponse, FeatureCollectionSummary, PriceGuideResponse } from '../../../domain/catalogue/content.types';
import { ENGINES, useTestServer } from '../../test/harness';
import { insertQuotes } from './price-test-data';

const TAIPEI_FLAT = [3000, 1000, 1800, 4000, 1200, 2500, 2000, 1500];
const TAIPEI_HOURLY = [800, 400, 600, 500, 700];
const KAOHSIUNG_FLAT = [1000, 2000, 3000, 5000];

describe.each(ENGINES)('content API on %s', (engine) => {
  const server = useTestServer(engine);
  beforeAll(async () => {
    const db = server.db;
    await insertQuotes(db, 'piano-moving', '臺北市', [
      ...TAIPEI_FLAT.map((flat) => ({ flat })),
      ...TAIPEI_HOURLY.map((hourly) => ({ hourly })),
      // Leads never quoted, and an hourly quote that kept an old flat price: none of them count as flat.
      { flat: 99_999, sent: false },
      { flat: 99_999, sent: false },
      { hourly: 9_999, sent: false },
      { flat: 88_888, hourly: 650, type: 'hourly' },
    ]);
    await insertQuotes(db, 'piano-moving', '高雄市', KAOHSIUNG_FLAT.map((flat) => ({ flat })));
    await insertQuotes(db, 'piano-lesson', '臺北市', [{ flat: 900 }, { flat: 1000 }, { flat: 1100 }, { flat: 1200 }]);
    // Five more articles than the seed, so info/all has a second page.
    await db
      .insertInto('articles')
      .values(
        [1, 2, 3, 4, 5].map((n) => ({
          slug: `extra-article-${n}`,
          title: `測試文章 ${n}`,
          summary: '摘要',
          body: JSON.stringify([{ heading: '段落', paragraphs: ['內容'] }]),
          published_at: `2020-01-0${n}T00:00:00Z`,
        })),
      )
      .execute();
  });

  describe('price guides', () => {
    it('gives the median and quartiles of sent flat quotes by city, and for every city together', async () => {
      const res = await server.api('/price_guides/piano-moving.json');
      expect(res.status).toBe(200);
      const guide = res.body.price_guide as PriceGuideResponse;
      expect(guide.quote_category.slug).toBe('piano-moving');
      expect(guide.min_quotes).toBe(5);
      const taipei = guide.cities.find((c) => c.city.name === '臺北市')!;
      // 1000 1200 1500 1800 | 2000 2500 3000 4000: linear interpolation between ranks.
      expect(taipei.flat).toEqual({ count: 8, p25: 1425, median: 1900, p75: 2625 });
      expect(guide.overall.flat).toEqual({ count: 12, p25: 1425, median: 2000, p75: 3000 });
      expect(guide.cities[0]!.city.name).toBe('臺北市');
    });

    it('keeps hourly prices apart from flat ones', async () => {
      const guide = (await server.api('/price_guides/piano-moving.json')).body.price_guide as PriceGuideResponse;
      const taipei = guide.cities.find((c) => c.city.name === '臺北市')!;
      // 400 500 600 650 700 800: p75 = 650 + 0.75 × 50 = 687.5, rounded half away from zero.
      expect(taipei.hourly).toEqual({ count: 6, p25: 525, median: 625, p75: 688 });
      expect(guide.overall.hourly.count).toBe(6);
    });

    it('shows the count but no figures for a city with fewer than 5 quotes', async () => {
      const guide = (await server.api('/price_guides/piano-moving.json')).body.price_guide as PriceGuideResponse;
      const kaohsiung = guide.cities.find((c) => c.city.name === '高雄市')!;
      expect(kaohsiung.flat).toEqual({ count: 4, p25: null, median: null, p75: null });
      expect(kaohsiung.hourly.count).toBe(0);
    });

    it('has no figures at all for a category with 4 quotes', async () => {
      const guide = (await server.api('/price_guides/piano-lesson.json')).body.price_guide as PriceGuideResponse;
      expect(guide.overall.flat).toEqual({ count: 4, p25: null, median: null, p75: null });
      expect(guide.cities).toHaveLength(1);
    });

    it('answers a category without quotes with its text and zero counts', async () => {
      const guide = (await server.api('/price_guides/aircon-cleaning.json')).body.price_guide as PriceGuideResponse;
      expect(guide.overall.flat.count).toBe(0);
      expect(guide.cities).toEqual([]);
      expect(guide.text!.intro.length).toBeGreaterThan(0);
      expect(guide.text!.faq[0]).toMatchObject({ q: expect.any(String), a: expect.any(String) });
    });

    it('lists every category, marking those with a written guide', async () => {
      const res = await server.api('/price_guides/index.json');
      const entries = res.body.price_guides as { quote_category: { slug: string }; has_text: boolean }[];
      expect(entries.length).toBeGreaterThanOrEqual(60);
      expect(entries.find((e) => e.quote_category.slug === 'aircon-cleaning')!.has_text).toBe(true);
      expect(entries.find((e) => e.quote_category.slug === 'piano-moving')!.has_text).toBe(false);
    });

    it('is 404 for an unknown category', async () => {
      const res = await server.api('/price_guides/no-such-thing.json');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'Error', error: 'not found' });
    });
  });

  describe('collections', () => {
    it('lists the published collections with their category counts', async () => {
      const res = await server.api('/features/index.json');
      const list = res.body.feature_collections as FeatureCollectionSummary[];
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.find((c) => c.slug === 'spring-cleaning')).toMatchObject({ title: expect.stringContaining('大掃除'), category_count: 7 });
    });

    it('returns a collection with its categories and notes in order', async () => {
      const res = await server.api('/features/spring-cleaning.json');
      const collection = res.body.feature_collection as FeatureCollectionResponse;
      expect(collection.items.map((i) => i.quote_category.slug).slice(0, 3)).toEqual(['deep-cleaning', 'range-hood-cleaning', 'aircon-cleaning']);
      expect(collection.items[0]!.note).not.toBe('');
      expect(collection.intro.length).toBeGreaterThan(0);
      expect((await server.api('/features/no-such-thing.json')).status).toBe(404);
    });
  });

  describe('articles', () => {
    it('pages the articles newest first, 10 a page', async () => {
      const first = (await server.api('/articles/index.json')).body as unknown as ArticlePage;
      expect(first).toMatchObject({ page: 1, total_pages: 2, count: 13 });
      expect(first.articles).toHaveLength(10);
      expect(first.articles[0]!.slug).toBe('how-to-choose-a-mover');
      const dates = first.articles.map((a) => a.published_at);
      expect(dates).toEqual([...dates].sort().reverse());
      const second = (await server.api('/articles/index/page:2.json')).body as unknown as ArticlePage;
      expect(second.articles.map((a) => a.slug)).toEqual(['extra-article-3', 'extra-article-2', 'extra-article-1']);
    });

    it('refuses a page past the last and a page that is not a number', async () => {
      expect((await server.api('/articles/index/page:3.json')).status).toBe(404);
      const bad = await server.api('/articles/index/page:abc.json');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'page' })]);
    });

    it('returns an article with its body, category and related articles', async () => {
      const res = await server.api('/articles/aircon-cleaning-guide.json');
      const article = res.body.article as ArticleResponse;
      expect(article.title).toContain('冷氣');
      expect(article.quote_category).toEqual({ slug: 'aircon-cleaning', name: '冷氣清潔' });
      expect(article.body.length).toBeGreaterThanOrEqual(3);
      expect(article.related.map((a) => a.slug)).toContain('post-renovation-cleaning-tips');
      expect(article.related.map((a) => a.slug)).not.toContain('aircon-cleaning-guide');
      expect((await server.api('/articles/no-such-article.json')).status).toBe(404);
    });
  });

  it('gives the category tree and the groups that span genres', async () => {
    const res = await server.api('/quote_categories/tree.json');
    const tree = res.body.tree as { genre: { slug: string }; subgenres: { name: string; quote_categories: { slug: string }[] }[] }[];
    const cleaning = tree.find((n) => n.genre.slug === 'cleaning')!;
    expect(cleaning.subgenres.map((s) => s.name)).toContain('專業清洗');
    const groups = res.body.category_groups as { name: string; quote_categories: { slug: string }[] }[];
    const aircon = groups.find((g) => g.name === '冷氣服務')!.quote_categories.map((c) => c.slug);
    expect(aircon).toEqual(expect.arrayContaining(['aircon-installation', 'aircon-cleaning']));
  });
});
