import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteServiceCategoryResponse, ServiceAreaResponse, ServiceCategoryView, ServiceFaqResponse } from '../../../domain/services/quote-service.types';
import { ENGINES, useTestServer } from '../../test/harness';
import { createConsumer, createProWithService, findPlace, postRequest } from '../../test/factories';
import { choiceQuestion, fieldsOf, servicesFixture } from './services.test-support';

describe.each(ENGINES)('FAQ, categories and areas of a service on %s', (engine) => {
  const server = useTestServer(engine);
  let fx: Awaited<ReturnType<typeof servicesFixture>>;

  beforeAll(async () => {
    fx = await servicesFixture(server);
  });

  const faqs = (body: Record<string, unknown>) => body.quote_service_faqs as ServiceFaqResponse[];
  const publicVersion = async (id: number) =>
    (await server.db.selectFrom('quote_services').select('public_version').where('id', '=', id).executeTakeFirstOrThrow()).public_version;

  it('adds, edits, reorders and deletes FAQ entries, and the public profile follows', async () => {
    const pro = await fx.newPro();
    const sid = pro.service.id;
    const v0 = await publicVersion(sid);
    await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: '多久可以到？', answer: '台北市一天內。' });
    const added = faqs((await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: '有保固嗎？', answer: '一年保固。' })).body);
    expect(added.map((f) => f.question)).toEqual(['多久可以到？', '有保固嗎？']);
    expect(await publicVersion(sid)).toBeGreaterThan(v0);
    const [first, second] = added as [ServiceFaqResponse, ServiceFaqResponse];
    const edited = faqs((await fx.call(pro.token, `/quote_service_faqs/edit/${first.id}.json`, { question: '多久可以到府？', answer: '雙北一天內。' })).body);
    expect(edited[0]).toMatchObject({ id: first.id, question: '多久可以到府？', answer: '雙北一天內。' });
    const reordered = faqs((await fx.call(pro.token, `/quote_service_faqs/reorder/${sid}.json`, { ids: [second.id, first.id] })).body);
    expect(reordered.map((f) => f.id)).toEqual([second.id, first.id]);
    const profile = (await server.api(`/quote_services/view/${sid}.json`)).body.quote_service as { faqs: { question: string }[] };
    expect(profile.faqs.map((f) => f.question)).toEqual(['有保固嗎？', '多久可以到府？']);
    const left = faqs((await fx.call(pro.token, `/quote_service_faqs/delete/${second.id}.json`, {})).body);
    expect(left.map((f) => f.id)).toEqual([first.id]);
    expect((await fx.call(pro.token, `/quote_service_faqs/delete/${second.id}.json`, {})).status).toBe(404);
  });

  it('refuses FAQ input naming the field, a wrong order, a 21st entry and other pros', async () => {
    const pro = await fx.newPro();
    const other = await fx.newPro();
    const sid = pro.service.id;
    const empty = await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: '', answer: '有' });
    expect(fieldsOf(empty.body)).toEqual(['question']);
    const long = await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: '問', answer: 'x'.repeat(1001) });
    expect(fieldsOf(long.body)).toEqual(['answer']);
    const list = faqs((await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: '問一', answer: '答一' })).body);
    const wrongOrder = await fx.call(pro.token, `/quote_service_faqs/reorder/${sid}.json`, { ids: [list[0]!.id, 999999] });
    expect(wrongOrder.status).toBe(400);
    expect(fieldsOf(wrongOrder.body)).toEqual(['ids']);
    for (let i = 2; i <= 20; i += 1) await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: `問${i}`, answer: `答${i}` });
    const full = await fx.call(pro.token, `/quote_service_faqs/add/${sid}.json`, { question: '問21', answer: '答21' });
    expect(full.status).toBe(400);
    expect(fieldsOf(full.body)).toEqual(['question']);
    expect((await fx.call(other.token, `/quote_service_faqs/add/${sid}.json`, { question: '問', answer: '答' })).status).toBe(404);
    expect((await fx.call(other.token, `/quote_service_faqs/edit/${list[0]!.id}.json`, { question: '問', answer: '答' })).status).toBe(404);
    expect((await fx.call(other.token, `/quote_service_faqs/delete/${list[0]!.id}.json`, {})).status).toBe(404);
    expect((await fx.call(other.token, `/quote_service_faqs/reorder/${sid}.json`, { ids: [list[0]!.id] })).status).toBe(404);
  });

  it('adds a category once and removes it, keeping at least one', async () => {
    const pro = await fx.newPro();
    const sid = pro.service.id;
    const added = await fx.call(pro.token, `/quote_service_categories/add/${sid}.json`, { quote_category_id: fx.cleaning.id });
    expect(added.status).toBe(200);
    const setting = added.body.quote_service_category as QuoteServiceCategoryResponse;
    expect(setting).toMatchObject({ quote_service_id: sid, quote_category_id: fx.cleaning.id, is_auto_quote_on: 0, QuoteCategory: { slug: 'home-cleaning' } });
    const twice = await fx.call(pro.token, `/quote_service_categories/add/${sid}.json`, { quote_category_id: fx.cleaning.id });
    expect(fieldsOf(twice.body)).toEqual(['quote_category_id']);
    const unknown = await fx.call(pro.token, `/quote_service_categories/add/${sid}.json`, { quote_category_id: 999999 });
    expect(fieldsOf(unknown.body)).toEqual(['quote_category_id']);
    expect((await fx.call(pro.token, `/quote_service_categories/delete/${setting.id}.json`, {})).status).toBe(200);
    const remaining = (await fx.view(pro.token, sid)).QuoteServiceCategory;
    expect(remaining.map((c) => c.quote_category_id)).toEqual([fx.aircon.id]);
    const last = await fx.call(pro.token, `/quote_service_categories/delete/${remaining[0]!.id}.json`, {});
    expect(last.status).toBe(400);
    expect(fieldsOf(last.body)).toEqual(['quote_category_id']);
  });

  it('shows a category’s questions and keeps the answers the pro wants, in the shape matching reads', async () => {
    const pro = await fx.newPro();
    const setting = (await fx.view(pro.token, pro.service.id)).QuoteServiceCategory[0]!;
    const view = (await fx.call(pro.token, `/quote_service_categories/view/${setting.id}.json`)).body as unknown as ServiceCategoryView;
    expect(view.questions.map((q) => q.id)).toEqual(fx.aircon.fields.map((f) => f.id));
    const question = choiceQuestion(fx.aircon);
    const wanted = [question.options[0]!];
    const res = await fx.call(pro.token, `/quote_service_categories/edit/${setting.id}.json`, {
      is_direct_reserve_on: 1,
      quote_job_preference: { answers: { [question.id]: wanted } },
    });
    expect(res.status).toBe(200);
    expect(res.body.quote_service_category).toMatchObject({ is_direct_reserve_on: 1, quote_job_preference: { answers: { [question.id]: wanted } } });
    const stored = await server.db.selectFrom('quote_service_categories').select('quote_job_preference').where('id', '=', setting.id).executeTakeFirstOrThrow();
    expect(stored.quote_job_preference).toEqual({ answers: { [String(question.id)]: wanted } });
    // An empty list is "any answer" and is not kept.
    const cleared = await fx.call(pro.token, `/quote_service_categories/edit/${setting.id}.json`, { quote_job_preference: { answers: { [question.id]: [] } } });
    expect((cleared.body.quote_service_category as QuoteServiceCategoryResponse).quote_job_preference).toEqual({ answers: {} });
  });

  it('gives the lead a better match score to the pro whose wanted answers the request meets', async () => {
    // A city of their own, so the pros of the other tests are not in the running.
    const place = await findPlace(server.db, '基隆市', '仁愛區');
    const makePro = () => createProWithService(server.db, { categoryIds: [fx.aircon.id], areas: [{ cityId: place.cityId, districtId: null }] });
    const [wantsIt, wantsOther] = [await makePro(), await makePro()];
    const question = choiceQuestion(fx.aircon);
    for (const [pro, option] of [
      [wantsIt, question.options[0]],
      [wantsOther, question.options[1]],
    ] as const) {
      const setting = (await fx.view(pro.token, pro.service.id)).QuoteServiceCategory[0]!;
      const res = await fx.call(pro.token, `/quote_service_categories/edit/${setting.id}.json`, { quote_job_preference: { answers: { [question.id]: [option] } } });
      expect(res.status).toBe(200);
    }
    const consumer = await createConsumer(server.db);
    // The request answers every choice question with its first option.
    const posted = await postRequest(server, consumer.token, fx.aircon, { city: '基隆市', district: '仁愛區' });
    expect(posted.status).toBe(200);
    const bids = await server.db
      .selectFrom('quote_bids')
      .select(['quote_service_id', 'match_score'])
      .where('quote_service_id', 'in', [wantsIt.service.id, wantsOther.service.id])
      .execute();
    const score = (id: number) => Number(bids.find((b) => b.quote_service_id === id)?.match_score);
    expect(bids).toHaveLength(2);
    expect(score(wantsIt.service.id)).toBeGreaterThan(score(wantsOther.service.id));
  });

  it('refuses a preference outside the category’s choice questions, and auto-quote before its template and consent', async () => {
    const pro = await fx.newPro();
    const other = await fx.newPro();
    const setting = (await fx.view(pro.token, pro.service.id)).QuoteServiceCategory[0]!;
    const path = `/quote_service_categories/edit/${setting.id}.json`;
    const question = choiceQuestion(fx.aircon);
    const badOption = await fx.call(pro.token, path, { quote_job_preference: { answers: { [question.id]: ['不存在的選項'] } } });
    expect(badOption.status).toBe(400);
    expect(fieldsOf(badOption.body)).toEqual([`quote_job_preference[answers][${question.id}]`]);
    const otherCategory = choiceQuestion(fx.cleaning);
    const badField = await fx.call(pro.token, path, { quote_job_preference: { answers: { [otherCategory.id]: [otherCategory.options[0]] } } });
    expect(fieldsOf(badField.body)).toEqual([`quote_job_preference[answers][${otherCategory.id}]`]);
    const autoQuote = await fx.call(pro.token, path, { is_auto_quote_on: 1 });
    expect(autoQuote.status).toBe(400);
    expect(fieldsOf(autoQuote.body)).toEqual(['is_auto_quote_on']);
    const template = await fx.call(pro.token, '/quote_templates/add.json', { display_name: '標準安裝', flat_rate_at: 3000 });
    const templateId = (template.body.quote_template as { id: number }).id;
    await fx.call(pro.token, `/quote_service_categories/auto_quote/${setting.id}.json`, { template_id: templateId, consent: 1, is_auto_quote_on: 0 });
    const on = await fx.call(pro.token, path, { is_auto_quote_on: 1 });
    expect(on.body.quote_service_category).toMatchObject({ is_auto_quote_on: 1 });
    expect((await fx.call(other.token, path, { is_direct_reserve_on: 1 })).status).toBe(404);
    expect((await fx.call(other.token, `/quote_service_categories/view/${setting.id}.json`)).status).toBe(404);
    expect((await fx.call(other.token, `/quote_service_categories/delete/${setting.id}.json`, {})).status).toBe(404);
    expect((await fx.call(other.token, `/quote_service_categories/add/${pro.service.id}.json`, { quote_category_id: fx.cleaning.id })).status).toBe(404);
  });

  it('replaces the areas; a whole city covers its districts; a district must lie in its city', async () => {
    const pro = await fx.newPro();
    const other = await fx.newPro();
    const path = `/quote_service_areas/edit/${pro.service.id}.json`;
    const xinyi = await findPlace(server.db, '臺北市', '信義區');
    const banqiao = await findPlace(server.db, '新北市', '板橋區');
    const res = await fx.call(pro.token, path, {
      areas: [
        { city_id: banqiao.cityId, district_id: banqiao.districtId },
        { city_id: xinyi.cityId, district_id: xinyi.districtId },
        { city_id: xinyi.cityId, district_id: null },
        { city_id: banqiao.cityId, district_id: banqiao.districtId },
      ],
    });
    expect(res.status).toBe(200);
    const areas = res.body.areas as ServiceAreaResponse[];
    expect(areas.map((a) => [a.city_name, a.district_name])).toEqual([
      ['臺北市', null],
      ['新北市', '板橋區'],
    ]);
    expect((await fx.view(pro.token, pro.service.id)).QuoteServiceArea).toEqual(areas);
    const mismatch = await fx.call(pro.token, path, { areas: [{ city_id: xinyi.cityId, district_id: banqiao.districtId }] });
    expect(mismatch.status).toBe(400);
    expect(fieldsOf(mismatch.body)).toEqual(['areas[0][district_id]']);
    const noCity = await fx.call(pro.token, path, { areas: [{ city_id: 999999, district_id: null }] });
    expect(fieldsOf(noCity.body)).toEqual(['areas[0][city_id]']);
    expect((await fx.call(other.token, path, { areas: [] })).status).toBe(404);
    expect((await fx.view(pro.token, pro.service.id)).QuoteServiceArea).toEqual(areas);
  });
});
