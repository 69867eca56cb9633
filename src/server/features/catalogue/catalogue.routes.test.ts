import { describe, expect, it } from 'vitest';
import { ENGINES, useTestServer } from '../../test/harness';

interface Category {
  id: number;
  slug: string;
  name: string;
  genre: { slug: string; name: string };
  QuoteFormField?: { display_order: number; is_active: boolean; type: string; options: string[] }[];
}

describe.each(ENGINES)('catalogue API on %s', (engine) => {
  const server = useTestServer(engine);

  it('lists at least 60 categories across at least 10 genres', async () => {
    const res = await server.api('/quote_categories/index.json');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Success');
    const categories = res.body.quote_categories as Category[];
    expect(categories.length).toBeGreaterThanOrEqual(60);
    expect(new Set(categories.map((c) => c.genre.slug)).size).toBeGreaterThanOrEqual(10);
    expect(categories[0]).toMatchObject({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
    const names = (res.body.genres as { name: string }[]).map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(['居家維修', '清潔', '搬家', '設計裝潢', '婚禮', '攝影', '家教', '健康美容', '活動', '寵物']));
  });

  it('returns one category with its 3 to 8 ordered form fields', async () => {
    const index = await server.api('/quote_categories/index.json');
    for (const { slug } of (index.body.quote_categories as Category[]).slice(0, 5)) {
      const res = await server.api(`/quote_categories/${slug}.json`);
      expect(res.status).toBe(200);
      const category = res.body.quote_category as Category;
      expect(category.slug).toBe(slug);
      const fields = category.QuoteFormField!;
      expect(fields.length).toBeGreaterThanOrEqual(3);
      expect(fields.length).toBeLessThanOrEqual(8);
      expect(fields.map((f) => f.display_order)).toEqual([...fields.map((f) => f.display_order)].sort((a, b) => a - b));
      for (const f of fields) {
        expect(f.is_active).toBe(true);
        if (f.type.endsWith('_choice')) expect(f.options.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers 404 in the envelope for an unknown slug', async () => {
    const res = await server.api('/quote_categories/no-such-category.json');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'Error', error: 'not found' });
    expect(res.body.message).toMatch(/找不到/);
  });

  it('filters by genre through a named parameter', async () => {
    const res = await server.api('/quote_categories/index/genre:cleaning.json');
    expect(res.status).toBe(200);
    const categories = res.body.quote_categories as Category[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.genre.slug === 'cleaning')).toBe(true);
    expect((await server.api('/quote_categories/index/genre:nope.json')).status).toBe(404);
  });

  it("lists Taiwan's 22 cities and counties with their 368 districts", async () => {
    const res = await server.api('/cities/index.json');
    const cities = res.body.cities as { name: string; districts: { name: string; zipcode: string }[] }[];
    expect(cities).toHaveLength(22);
    expect(cities.reduce((n, c) => n + c.districts.length, 0)).toBe(368);
    const taipei = cities.find((c) => c.name === '臺北市')!;
    expect(taipei.districts).toContainEqual(expect.objectContaining({ name: '中正區', zipcode: '100' }));
  });
});
