import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../connection';
import { ENGINES, openTestDatabase } from '../../../test/harness';
import { readContentData, seedContent } from './content-seed';

describe.each(ENGINES)('content seed on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it('loads every collection, article and price-guide text of the files', async () => {
    const data = readContentData();
    const db = handle.db;
    const count = async (table: 'feature_collections' | 'articles' | 'price_guides') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count('feature_collections')).toBe(data.collections.length);
    expect(await count('articles')).toBe(data.articles.length);
    expect(await count('price_guides')).toBe(data.priceGuides.length);
  });

  it('can run again, even twice at once, and keeps one row per item in the file order', async () => {
    await Promise.all([seedContent(handle.db), seedContent(handle.db)]);
    const spring = readContentData().collections.find((c) => c.slug === 'spring-cleaning')!;
    const rows = await handle.db
      .selectFrom('feature_collection_items as i')
      .innerJoin('feature_collections as f', 'f.id', 'i.feature_collection_id')
      .innerJoin('quote_categories as c', 'c.id', 'i.quote_category_id')
      .select(['c.slug', 'i.display_order'])
      .where('f.slug', '=', 'spring-cleaning')
      .orderBy('i.display_order')
      .execute();
    expect(rows.map((r) => r.slug)).toEqual(spring.items.map((i) => i.category));
    expect(rows.map((r) => r.display_order)).toEqual(spring.items.map((_, i) => i + 1));
  });
});
