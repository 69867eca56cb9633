import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace } from '../../test/factories';
import type { QuoteTemplateResponse } from '../../../domain/bids/quote-template';

describe.each(ENGINES)('quote templates on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    server = await startTestServer(engine);
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());

  const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
  const add = (token: string, json: Record<string, unknown>) => server.api('/quote_templates/add.json', { method: 'POST', token, json });

  it('creates, lists, edits and deletes a template', async () => {
    const pro = await newPro();
    const created = await add(pro.token, {
      display_name: '分離式標準安裝',
      price_note: '含 4 米銅管、室外機架',
      flat_rate_at: '3800',
      quote_service_id: pro.service.id,
      quote_category_id: aircon.id,
    });
    expect(created.status).toBe(200);
    const template = created.body.quote_template as QuoteTemplateResponse;
    expect(template).toMatchObject({
      display_name: '分離式標準安裝',
      flat_rate_at: 3800,
      hourly_rate_at: null,
      on_site: 0,
      quote_service_id: pro.service.id,
      quote_category_id: aircon.id,
      attachments: [],
    });

    const listed = await server.api(`/quote_templates/index/quote_category_id:${aircon.id}.json`, { token: pro.token });
    expect((listed.body.quote_templates as QuoteTemplateResponse[]).map((t) => t.id)).toEqual([template.id]);
    const otherCategory = await server.api(`/quote_templates/index/quote_category_id:${aircon.id + 1}.json`, { token: pro.token });
    expect(otherCategory.body.quote_templates).toEqual([]);

    const edited = await server.api(`/quote_templates/edit/${template.id}.json`, {
      method: 'POST',
      token: pro.token,
      json: { display_name: '到府估價', on_site: 1 },
    });
    expect(edited.body.quote_template).toMatchObject({ display_name: '到府估價', on_site: 1, flat_rate_at: null, quote_service_id: null });

    expect((await server.api(`/quote_templates/delete/${template.id}.json`, { method: 'POST', token: pro.token })).status).toBe(200);
    expect((await server.api('/quote_templates/index.json', { token: pro.token })).body.quote_templates).toEqual([]);
    expect((await server.api(`/quote_templates/delete/${template.id}.json`, { method: 'POST', token: pro.token })).status).toBe(404);
  });

  it.each([
    [{ flat_rate_at: 100 }, 'display_name'],
    [{ display_name: '   ' , flat_rate_at: 100 }, 'display_name'],
    [{ display_name: '無價格' }, 'flat_rate_at'],
    [{ display_name: '負價格', hourly_rate_at: -1 }, 'hourly_rate_at'],
    [{ display_name: '小數', flat_rate_at: '99.5' }, 'flat_rate_at'],
    [{ display_name: 'x'.repeat(51), flat_rate_at: 100 }, 'display_name'],
    [{ display_name: '附件太多', on_site: 1, attachments: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'attachments'],
  ])('refuses %j with 400 naming %s', async (json, field) => {
    const pro = await newPro();
    const res = await add(pro.token, json);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it("keeps each pro's templates their own", async () => {
    const pro = await newPro();
    const other = await newPro();
    const { body } = await add(pro.token, { display_name: '我的範本', on_site: 1 });
    const id = (body.quote_template as QuoteTemplateResponse).id;
    expect((await server.api(`/quote_templates/edit/${id}.json`, { method: 'POST', token: other.token, json: { display_name: '偷改', on_site: 1 } })).status).toBe(404);
    expect((await server.api(`/quote_templates/delete/${id}.json`, { method: 'POST', token: other.token })).status).toBe(404);
    expect((await server.api('/quote_templates/index.json', { token: other.token })).body.quote_templates).toEqual([]);
    // Another pro's service cannot be named either.
    const res = await add(other.token, { display_name: '別人的服務', on_site: 1, quote_service_id: pro.service.id });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: 'quote_service_id' })]);
    expect((await server.api('/quote_templates/index.json')).status).toBe(403);
  });

  it('is used when sending a quote, and only the pro’s own', async () => {
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const { body } = await add(pro.token, { display_name: '標準安裝', flat_rate_at: 3800 });
    const id = (body.quote_template as QuoteTemplateResponse).id;
    const other = await newPro();
    const foreign = (await add(other.token, { display_name: '別人的', flat_rate_at: 1 })).body.quote_template as QuoteTemplateResponse;
    const request = await server.db
      .insertInto('quote_requests')
      .values({ user_id: consumer.user.id, quote_category_id: aircon.id, city_id: cityId, district_id: (await findPlace(server.db, '臺北市', '大安區')).districtId!, hash_digest: `t-${id}-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bid = await server.db
      .insertInto('quote_bids')
      .values({ quote_request_id: request.id, quote_service_id: pro.service.id, user_id: pro.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const send = (templateId: number) =>
      server.api(`/quote_bids/change_status/rating/${bid.id}.json`, {
        method: 'POST',
        token: pro.token,
        json: { rating_type: 'flat', flat_rate_at: 3800, last_used_template_id: templateId },
      });
    const refused = await send(foreign.id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([expect.objectContaining({ field: 'last_used_template_id' })]);
    const sent = await send(id);
    expect(sent.status).toBe(200);
    expect(sent.body.quote_bid).toMatchObject({ last_used_template_id: id });
  });
});
