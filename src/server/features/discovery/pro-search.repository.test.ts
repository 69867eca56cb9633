import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { ENGINES, openTestDatabase } from '../../test/harness';
import { createPublicPro, findCity } from '../../test/factories';
import { placeKey } from '../../db/queries/place-key';
import { listPros } from './pro-list.repository';

describe.each(ENGINES)('pro search indexes on %s', (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  async function placesOf(serviceId: number) {
    return handle.db.selectFrom('quote_services').select(['category_ids', 'city_ids']).where('id', '=', serviceId).executeTakeFirstOrThrow();
  }
  async function categoryId(slug: string): Promise<number> {
    return (await handle.db.selectFrom('quote_categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }

  it("keeps a service's category and city ids in step with its categories and areas", async () => {
    const { db } = handle;
    const pro = await createPublicPro(db, {
      title: '同步測試工作室',
      categorySlugs: ['leak-repair', 'plumbing-electrical'],
      areas: [['臺北市', '大安區'], ['臺北市', null], ['新竹市', null]],
    });
    const [leak, plumbing, lock] = await Promise.all([categoryId('leak-repair'), categoryId('plumbing-electrical'), categoryId('door-lock')]);
    const [taipei, hsinchu, tainan] = await Promise.all([findCity(db, '臺北市'), findCity(db, '新竹市'), findCity(db, '臺南市')]);
    expect(await placesOf(pro.service.id)).toEqual({ category_ids: [leak, plumbing].sort((a, b) => a - b), city_ids: [taipei, hsinchu].sort((a, b) => a - b) });

    await db.deleteFrom('quote_service_categories').where('quote_service_id', '=', pro.service.id).where('quote_category_id', '=', leak).execute();
    await db.insertInto('quote_service_categories').values({ quote_service_id: pro.service.id, quote_category_id: lock }).execute();
    await db.updateTable('quote_service_areas').set({ city_id: tainan, district_id: null }).where('quote_service_id', '=', pro.service.id).where('city_id', '=', hsinchu).execute();
    expect(await placesOf(pro.service.id)).toEqual({ category_ids: [plumbing, lock].sort((a, b) => a - b), city_ids: [taipei, tainan].sort((a, b) => a - b) });

    await db.deleteFrom('quote_service_areas').where('quote_service_id', '=', pro.service.id).execute();
    expect((await placesOf(pro.service.id)).city_ids).toEqual([]);
  });

  it('ranks at most the best-ranked candidates of a search, title hits first, and counts only them', async () => {
    const { db } = handle;
    const word = '候選排序';
    const make = async (title: string, description: string, ratingSum: number, ratingCount: number) => {
      const pro = await createPublicPro(db, { title, description, categorySlugs: ['door-lock'], areas: [['臺中市', null]] });
      await db.insertInto('quote_service_stats').values({ quote_service_id: pro.service.id, rating_sum: ratingSum, rating_count: ratingCount }).execute();
      return pro.service.id;
    };
    // Ranks (Bayesian, prior 3.5 weighted as 3 reviews): about 4.65, 4.35, 4.12, and the prior 3.5.
    const bestByDescription = await make('甲鎖店', `專長${word}`, 50, 10);
    const secondByTitle = await make(`${word}鎖店`, '', 46, 10);
    const thirdByTitle = await make(`乙${word}`, '', 43, 10);
    const worst = await make(`${word}丙`, '', 0, 0);
    const search = (maxCandidates?: number) =>
      listPros(db, { terms: [word], termCategoryIds: [[]], limit: 20, offset: 0, ...(maxCandidates ? { maxCandidates } : {}) });

    const all = await search();
    expect(all.count).toBe(4);
    // Title hits first; among them the closer title, then the better rank.
    expect(all.rows.map((r) => r.id).slice(-1)).toEqual([bestByDescription]);
    expect(all.rows.map((r) => r.id)).toContain(worst);

    const bounded = await search(3);
    expect(bounded.count).toBe(3);
    expect(bounded.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([bestByDescription, secondByTitle, thirdByTitle].sort((a, b) => a - b));
    expect(bounded.rows.at(-1)?.id).toBe(bestByDescription);

    const secondPage = await listPros(db, { terms: [word], termCategoryIds: [[]], limit: 2, offset: 4, maxCandidates: 3 });
    expect(secondPage).toEqual({ rows: [], count: 3 });
  });

  it('finds by category and city through the arrays, leaving out other cities and districts', async () => {
    const { db } = handle;
    const inDistrict = await createPublicPro(db, { title: '區域測試甲', categorySlugs: ['home-cleaning'], areas: [['高雄市', '苓雅區']] });
    const wholeCity = await createPublicPro(db, { title: '區域測試乙', categorySlugs: ['home-cleaning'], areas: [['高雄市', null]] });
    await createPublicPro(db, { title: '區域測試丙', categorySlugs: ['home-cleaning'], areas: [['臺南市', null]] });
    const [cleaning, kaohsiung] = await Promise.all([categoryId('home-cleaning'), findCity(db, '高雄市')]);
    const otherDistrict = await db.selectFrom('districts').select('id').where('city_id', '=', kaohsiung).where('name', '=', '鳳山區').executeTakeFirstOrThrow();
    const list = (districtId?: number) =>
      listPros(db, { terms: [], termCategoryIds: [], categoryId: cleaning, cityId: kaohsiung, ...(districtId ? { districtId } : {}), limit: 20, offset: 0 });
    const city = await list();
    expect(city.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([inDistrict.service.id, wholeCity.service.id].sort((a, b) => a - b));
    expect(city.count).toBe(2);
    expect((await list(otherDistrict.id)).rows.map((r) => r.id)).toEqual([wholeCity.service.id]);
  });

  it('keeps one place key per category and city of a service, and lists a category in a city by it, by rank, counted', async () => {
    const { db } = handle;
    const pro = await createPublicPro(db, { title: '地點鍵測試', categorySlugs: ['pest-control'], areas: [['嘉義市', null], ['屏東縣', '屏東市']] });
    const better = await createPublicPro(db, { title: '地點鍵測試二', categorySlugs: ['pest-control'], areas: [['嘉義市', null]] });
    await db.insertInto('quote_service_stats').values({ quote_service_id: better.service.id, rating_sum: 50, rating_count: 10 }).execute();
    const [pest, lock] = await Promise.all([categoryId('pest-control'), categoryId('door-lock')]);
    const [chiayi, pingtung] = await Promise.all([findCity(db, '嘉義市'), findCity(db, '屏東縣')]);
    const keysOf = async () =>
      (await db.selectFrom('quote_services').select('place_keys').where('id', '=', pro.service.id).executeTakeFirstOrThrow()).place_keys.map(String);
    const list = (category: number, city: number, offset = 0) => listPros(db, { terms: [], termCategoryIds: [], categoryId: category, cityId: city, limit: 1, offset });
    expect((await keysOf()).sort()).toEqual([placeKey(pest, chiayi), placeKey(pest, pingtung)].sort());

    const first = await list(pest, chiayi);
    expect(first.rows.map((r) => r.id)).toEqual([better.service.id]);
    expect(first.count).toBe(2);
    expect((await list(pest, chiayi, 1)).rows.map((r) => r.id)).toEqual([pro.service.id]);
    expect(await list(pest, chiayi, 5)).toEqual({ rows: [], count: 2 });

    await db.insertInto('quote_service_categories').values({ quote_service_id: pro.service.id, quote_category_id: lock }).execute();
    await db.deleteFrom('quote_service_areas').where('quote_service_id', '=', pro.service.id).where('city_id', '=', chiayi).execute();
    expect((await keysOf()).sort()).toEqual([placeKey(lock, pingtung), placeKey(pest, pingtung)].sort());
    expect((await list(pest, chiayi)).count).toBe(1);
    expect((await list(lock, pingtung)).rows.map((r) => r.id)).toEqual([pro.service.id]);
  });

});
