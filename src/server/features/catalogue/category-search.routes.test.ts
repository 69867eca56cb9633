import { describe, expect, it } from 'vitest';
import { ENGINES, useTestServer } from '../../test/harness';
import { createPublicPro } from '../../test/factories';

interface Hit {
  slug: string;
  name: string;
  matched_term: string;
}

interface SearchBody {
  query: string;
  quote_categories: Hit[];
  suggestions: { slug: string; name: string }[];
  suggestions_close: 0 | 1;
}

// The everyday phrasings the walkthrough found failing, and the category each means.
const EVERYDAY: [string, string][] = [
  ['冷氣清洗', 'aircon-cleaning'],
  ['洗冷氣', 'aircon-cleaning'],
  ['清洗冷氣', 'aircon-cleaning'],
  ['冷氣保養', 'aircon-cleaning'],
  ['打掃', 'home-cleaning'],
  ['居家打掃', 'home-cleaning'],
  ['家事', 'home-cleaning'],
  ['鐘點清潔', 'home-cleaning'],
  ['修馬桶', 'plumbing-electrical'],
  ['通水管', 'plumbing-electrical'],
  ['馬桶不通', 'plumbing-electrical'],
  ['漏水', 'leak-repair'],
  ['婚攝', 'wedding-photography'],
  ['搬家公司', 'house-moving'],
  ['清潔公司', 'home-cleaning'],
  ['水電工', 'plumbing-electrical'],
  ['白蟻', 'pest-control'],
  ['月嫂', 'postpartum-care'],
  ['除甲醛', 'post-renovation-cleaning'],
];

describe.each(ENGINES)('category search on %s', (engine) => {
  const server = useTestServer(engine);
  const search = async (q: string, limit?: number) => {
    const params = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    const res = await server.api(`/quote_categories/search.json?${params}`);
    return { status: res.status, body: res.body as unknown as SearchBody & { status: string } };
  };


  it('seeds everyday words for every active category', async () => {
    const rows = await server.db
      .selectFrom('quote_categories as c')
      .leftJoin('quote_category_synonyms as s', 's.quote_category_id', 'c.id')
      .select(['c.slug', (eb) => eb.fn.count<string>('s.id').as('n')])
      .where('c.is_active', '=', true)
      .groupBy('c.slug')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((r) => Number(r.n) < 3).map((r) => r.slug)).toEqual([]);
  });

  it.each(EVERYDAY)('finds %s as the category %s', async (query, slug) => {
    const { status, body } = await search(query);
    expect(status).toBe(200);
    expect(body.status).toBe('Success');
    expect(body.quote_categories.map((c) => c.slug).slice(0, 3)).toContain(slug);
    expect(body.suggestions).toEqual([]);
  });

  it('ranks the category a phrase means first and says which word matched', async () => {
    const { body } = await search('洗冷氣');
    expect(body.quote_categories[0]).toMatchObject({ slug: 'aircon-cleaning', name: '冷氣清潔', matched_term: '洗冷氣' });
  });

  it('forgives a typo, words in another order, a sentence around the word and 台 for 臺', async () => {
    expect((await search('冷器清潔')).body.quote_categories[0]?.slug).toBe('aircon-cleaning');
    expect((await search('冷氣 清洗')).body.quote_categories[0]?.slug).toBe('aircon-cleaning');
    expect((await search('我想找人洗冷氣')).body.quote_categories[0]?.slug).toBe('aircon-cleaning');
    expect((await search('ＳＥＯ')).body.quote_categories[0]?.slug).toBe('seo');
    expect((await search('瑜珈')).body.quote_categories.map((c) => c.slug)).toContain('yoga-instructor');
  });

  it('finds categories by part of a name', async () => {
    const slugs = (await search('冷氣')).body.quote_categories.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['aircon-cleaning', 'aircon-installation', 'aircon-repair']));
  });

  it('answers nothing found with the closest categories for a query that matches nothing', async () => {
    const { status, body } = await search('zzqx火星基地');
    expect(status).toBe(200);
    expect(body.quote_categories).toEqual([]);
    expect(body.suggestions.length).toBeGreaterThan(0);
    const gibberish = await search('qwzxv');
    expect(gibberish.body.quote_categories).toEqual([]);
    expect(gibberish.body.suggestions.length).toBeGreaterThan(0);
    // Nothing in common with any category: the suggestions are popular ones, not a likely meaning.
    expect(gibberish.body.suggestions_close).toBe(0);
    expect((await search('qzxv亂打')).body.suggestions_close).toBe(0);
  });

  it('refuses a query that is missing or too long, naming q', async () => {
    const missing = await server.api('/quote_categories/search.json');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('q');
    const long = await search('冷'.repeat(51));
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(/q.*50/);
    expect((await server.api('/quote_categories/search.json?q=x&limit=99')).status).toBe(400);
  });

  it('finds pros by an everyday word for their category', async () => {
    const pro = await createPublicPro(server.db, { title: '林家好手藝工作室', categorySlugs: ['plumbing-electrical'], areas: [['臺北市', null]] });
    const res = await server.api(`/quote_services/search.json?${new URLSearchParams({ q: '水電工' })}`);
    expect(res.status).toBe(200);
    expect((res.body.quote_services as { id: number }[]).map((s) => s.id)).toContain(pro.service.id);
  });
});
