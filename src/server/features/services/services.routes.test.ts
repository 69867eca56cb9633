import { beforeAll, describe, expect, it } from 'vitest';
import type { QuoteServiceDetail, QuoteServicePage } from '../../../domain/services/quote-service.types';
import { ENGINES, useTestServer } from '../../test/harness';
import { TransactionType } from '../../../domain/wallet/ledger';
import { addService, createConsumer, findPlace } from '../../test/factories';
import { fieldsOf, servicesFixture } from './services.test-support';

const DESCRIPTION = '十年冷氣安裝經驗，分離式與窗型都能處理，報價透明不加價。';

describe.each(ENGINES)('the pro services API on %s', (engine) => {
  const server = useTestServer(engine);
  let fx: Awaited<ReturnType<typeof servicesFixture>>;

  beforeAll(async () => {
    fx = await servicesFixture(server);
  });

  const me = async (token: string) => (await server.api('/user/me.json', { token })).body.info as { quote_service_count: number; onboard_state: number; available_wallet_amount: number };
  const publicProfile = (id: number) => server.api(`/quote_services/view/${id}.json`);

  it('lists only the pro’s own services, newest first, ten a page', async () => {
    const pro = await fx.newPro();
    const other = await fx.newPro();
    for (let i = 0; i < 11; i += 1) await addService(server.db, pro.user.id, { categoryIds: [fx.aircon.id] });
    const first = (await fx.call(pro.token, '/quote_services/index/page:1.json')).body as unknown as QuoteServicePage;
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 12 });
    expect(first.quote_services).toHaveLength(10);
    const ids = first.quote_services.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await fx.call(pro.token, '/quote_services/index/page:2.json')).body as unknown as QuoteServicePage;
    expect(second.quote_services.map((s) => s.id)).toContain(pro.service.id);
    expect(second.quote_services.map((s) => s.id)).not.toContain(other.service.id);
    const item = second.quote_services.find((s) => s.id === pro.service.id)!;
    expect(item).toMatchObject({ id: pro.service.id, slug: pro.service.slug, is_public: 1, QuoteService: { display_name: '測試服務' }, area_count: 1 });
    expect(item.QuoteServiceCategory[0]).toMatchObject({ quote_category_id: fx.aircon.id, QuoteCategory: { slug: 'aircon-installation' } });
    expect((await fx.call(pro.token, '/quote_services/index.json')).body.page).toBe(1);
    const bad = await fx.call(pro.token, '/quote_services/index/page:0.json');
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['page']);
  });

  it('asks for a session and hides other pros’ services', async () => {
    const pro = await fx.newPro();
    const other = await fx.newPro();
    expect((await server.api('/quote_services/index/page:1.json')).status).toBe(403);
    expect((await fx.call(other.token, `/quote_services/edit/${pro.service.id}.json`)).status).toBe(404);
    expect((await fx.call(other.token, `/quote_services/edit/${pro.service.id}.json`, { display_name: '偷改' })).status).toBe(404);
    expect((await fx.call(other.token, `/quote_services/change_status/archive/${pro.service.id}.json`, {})).status).toBe(404);
    expect((await fx.call(other.token, `/quote_services/delete/${pro.service.id}.json`, {})).status).toBe(404);
    expect((await fx.call(other.token, `/quote_services/external_review_links/${pro.service.id}.json`)).status).toBe(404);
    expect((await fx.call(other.token, `/quote_services/onboard/${pro.service.id}.json`, { onboard_state: 1 })).status).toBe(404);
    expect((await fx.call(pro.token, '/quote_services/edit/abc.json')).status).toBe(404);
    expect((await fx.view(pro.token, pro.service.id)).QuoteService.display_name).toBe('測試服務');
  });

  it('adds a private service with one category and a whole city, and counts it', async () => {
    const pro = await fx.newPro();
    const before = (await me(pro.token)).quote_service_count;
    const res = await fx.call(pro.token, '/quote_services/add.json', { display_name: '大安居家清潔', quote_category_id: fx.cleaning.id, city_id: fx.place.cityId });
    expect(res.status).toBe(200);
    const service = res.body.quote_service as QuoteServiceDetail;
    expect(service).toMatchObject({ is_public: 0, QuoteService: { display_name: '大安居家清潔', is_archived: 0 } });
    expect(service.slug).toMatch(/^home-cleaning-[0-9a-f]{8}$/);
    expect(service.QuoteServiceCategory.map((c) => c.quote_category_id)).toEqual([fx.cleaning.id]);
    expect(service.QuoteServiceArea).toMatchObject([{ city_id: fx.place.cityId, district_id: null, city_name: '臺北市' }]);
    expect(service.missing).toContain('description');
    expect((await me(pro.token)).quote_service_count).toBe(before + 1);
    expect((await publicProfile(service.id)).status).toBe(404);
  });

  it('gives a consumer who adds his first service the welcome credit, once', async () => {
    const consumer = await createConsumer(server.db);
    const add = (name: string) => fx.call(consumer.token, '/quote_services/add.json', { display_name: name, quote_category_id: fx.cleaning.id, city_id: fx.place.cityId });
    expect((await add('新手居家清潔')).status).toBe(200);
    expect((await add('第二個服務')).status).toBe(200);
    const entries = await server.db.selectFrom('wallet_entries').select(['transaction_type', 'amount']).where('user_id', '=', consumer.user.id).execute();
    expect(entries).toEqual([{ transaction_type: TransactionType.WelcomeGrant, amount: server.config.wallet.welcomeCredit }]);
    expect((await me(consumer.token)).available_wallet_amount).toBe(server.config.wallet.welcomeCredit);
  });

  it.each([
    [{ quote_category_id: 1, city_id: 1 }, 'display_name'],
    [{ display_name: 'x'.repeat(51), quote_category_id: 1, city_id: 1 }, 'display_name'],
    [{ display_name: '服務', quote_category_id: 999999, city_id: 1 }, 'quote_category_id'],
    [{ display_name: '服務', city_id: 1 }, 'quote_category_id'],
    [{ display_name: '服務', quote_category_id: 'CAT', city_id: 999999 }, 'quote_category_id'],
  ])('refuses to add %j with a 400 naming %s', async (json, field) => {
    const pro = await fx.newPro();
    const res = await fx.call(pro.token, '/quote_services/add.json', json);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toContain(field);
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a city that does not exist', async () => {
    const pro = await fx.newPro();
    const res = await fx.call(pro.token, '/quote_services/add.json', { display_name: '服務', quote_category_id: fx.cleaning.id, city_id: 999999 });
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual(['city_id']);
  });

  it('edits the profile, contact channels and travel preference, and the public profile shows the change at once', async () => {
    const pro = await fx.newPro();
    expect((await publicProfile(pro.service.id)).body.quote_service).toMatchObject({ title: '測試服務' });
    const res = await fx.call(pro.token, `/quote_services/edit/${pro.service.id}.json`, {
      display_name: '大安冷氣王',
      description: DESCRIPTION,
      line_id: '@aircon_king',
      contact_phone: '02-2345-6789',
      contact_email: 'king@example.com',
      website_url: 'https://aircon.example.com',
      is_customer_travel_to_me: '1',
      is_over_phone_or_internet: true,
      max_travel_distance: '25',
    });
    expect(res.status).toBe(200);
    expect((res.body.quote_service as QuoteServiceDetail).QuoteService).toMatchObject({
      display_name: '大安冷氣王',
      description: DESCRIPTION,
      line_id: '@aircon_king',
      contact_phone: '02-2345-6789',
      contact_email: 'king@example.com',
      website_url: 'https://aircon.example.com',
      is_service_professional_travels_to_me: 1,
      is_customer_travel_to_me: 1,
      is_over_phone_or_internet: 1,
      max_travel_distance: 25,
    });
    expect((await publicProfile(pro.service.id)).body.quote_service).toMatchObject({ title: '大安冷氣王' });
    // A field left out stays; an empty distance clears it.
    const cleared = await fx.call(pro.token, `/quote_services/edit/${pro.service.id}.json`, { max_travel_distance: '' });
    expect((cleared.body.quote_service as QuoteServiceDetail).QuoteService).toMatchObject({ display_name: '大安冷氣王', max_travel_distance: null });
  });

  it('shows the service’s own address, set through its base address only (the edit call leaves it alone)', async () => {
    const pro = await fx.newPro();
    const place = await findPlace(server.db, '苗栗縣', '苗栗市');
    const edit = (body: Record<string, unknown>) => fx.call(pro.token, `/quote_services/edit/${pro.service.id}.json`, body);
    expect(((await edit({})).body.quote_service as QuoteServiceDetail).QuoteService).toMatchObject({ city_id: null, district_id: null });
    // The edit call does not take an address: one that skipped the base address would leave the service's point behind.
    const ignored = await edit({ city_id: place.cityId, district_id: place.districtId });
    expect((ignored.body.quote_service as QuoteServiceDetail).QuoteService).toMatchObject({ city_id: null, district_id: null });

    const saved = await server.api(`/quote_services/base_address/${pro.service.id}.json`, { method: 'POST', token: pro.token, json: { city_id: place.cityId, district_id: place.districtId, street: '' } });
    expect(saved.status).toBe(200);
    expect(((await edit({})).body.quote_service as QuoteServiceDetail).QuoteService).toMatchObject({ city_id: place.cityId, district_id: place.districtId });
    // The maps booking screen counts it as the address launching needs.
    const items = await server.api('/new/v1/greserve_items/index.json', { token: pro.token });
    expect(items.body.greserve_items).toEqual([expect.objectContaining({ quote_service_id: pro.service.id, has_address: 1 })]);
  });

  it.each([
    [{ display_name: '  ' }, 'display_name'],
    [{ description: 'x'.repeat(5001) }, 'description'],
    [{ line_id: 'has space' }, 'line_id'],
    [{ contact_phone: 'call me' }, 'contact_phone'],
    [{ contact_email: 'no-at-sign' }, 'contact_email'],
    [{ website_url: 'ftp://example.com' }, 'website_url'],
    [{ max_travel_distance: 0 }, 'max_travel_distance'],
    [{ max_travel_distance: 301 }, 'max_travel_distance'],
    [{ is_over_phone_or_internet: 'maybe' }, 'is_over_phone_or_internet'],
    [{ is_service_professional_travels_to_me: 0 }, 'is_service_professional_travels_to_me'],
  ])('refuses the edit %j with a 400 naming %s', async (json, field) => {
    const pro = await fx.newPro();
    const res = await fx.call(pro.token, `/quote_services/edit/${pro.service.id}.json`, json);
    expect(res.status).toBe(400);
    expect(fieldsOf(res.body)).toEqual([field]);
    expect((await fx.view(pro.token, pro.service.id)).QuoteService.display_name).toBe('測試服務');
  });

  it('keeps links to reviews elsewhere, replaced as a whole list', async () => {
    const pro = await fx.newPro();
    const path = `/quote_services/external_review_links/${pro.service.id}.json`;
    expect((await fx.call(pro.token, path)).body.external_review_links).toEqual([]);
    const links = [
      { site_name: 'Google 地圖', url: 'https://maps.google.com/?cid=123' },
      { site_name: 'Facebook', url: 'https://facebook.com/aircon' },
    ];
    const saved = await fx.call(pro.token, path, { external_review_links: links });
    expect(saved.body.external_review_links).toMatchObject(links);
    const version = async () => (await server.db.selectFrom('quote_services').select('public_version').where('id', '=', pro.service.id).executeTakeFirstOrThrow()).public_version;
    const before = await version();
    await fx.call(pro.token, path, { external_review_links: [links[1]] });
    // The public profile's cache key moves with the links.
    expect(await version()).toBeGreaterThan(before);
    expect((await fx.call(pro.token, path)).body.external_review_links).toMatchObject([links[1]]);
    expect((await fx.view(pro.token, pro.service.id)).external_review_links).toMatchObject([links[1]]);
    const bad = await fx.call(pro.token, path, { external_review_links: [{ site_name: 'x', url: 'javascript:alert(1)' }] });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['external_review_links[0][url]']);
    const tooMany = await fx.call(pro.token, path, { external_review_links: Array.from({ length: 6 }, () => links[0]) });
    expect(fieldsOf(tooMany.body)).toEqual(['external_review_links']);
  });

  it('archives a service out of public view, keeps it in the pro’s list, and opens it again', async () => {
    const pro = await fx.newPro();
    const archived = await fx.call(pro.token, `/quote_services/change_status/archive/${pro.service.id}.json`, {});
    expect((archived.body.quote_service as QuoteServiceDetail).QuoteService.is_archived).toBe(1);
    expect((await publicProfile(pro.service.id)).status).toBe(404);
    const listed = (await fx.call(pro.token, '/quote_services/index/page:1.json')).body as unknown as QuoteServicePage;
    expect(listed.quote_services.map((s) => s.id)).toEqual([pro.service.id]);
    const reopened = await fx.call(pro.token, `/quote_services/change_status/unarchive/${pro.service.id}.json`, {});
    expect((reopened.body.quote_service as QuoteServiceDetail).QuoteService.is_archived).toBe(0);
    expect((await publicProfile(pro.service.id)).status).toBe(200);
    expect((await fx.call(pro.token, `/quote_services/change_status/explode/${pro.service.id}.json`, {})).status).toBe(404);
  });

  it('publishes a profile only once it is complete, naming what is missing', async () => {
    const pro = await fx.newPro();
    const added = await fx.call(pro.token, '/quote_services/add.json', { display_name: '新服務', quote_category_id: fx.cleaning.id, city_id: fx.place.cityId });
    const id = (added.body.quote_service as QuoteServiceDetail).id;
    const early = await fx.call(pro.token, `/quote_services/change_status/profile_ready/${id}.json`, {});
    expect(early.status).toBe(400);
    expect(fieldsOf(early.body)).toEqual(['description']);
    await fx.call(pro.token, `/quote_services/edit/${id}.json`, { description: DESCRIPTION });
    const ready = await fx.call(pro.token, `/quote_services/change_status/profile_ready/${id}.json`, {});
    expect(ready.status).toBe(200);
    const service = ready.body.quote_service as QuoteServiceDetail;
    expect(service).toMatchObject({ is_public: 1, missing: [] });
    expect(service.QuoteService.profile_ready_on).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await publicProfile(id)).status).toBe(200);
  });

  it('deletes softly: out of the list, the public page and the count; a second delete is a 404', async () => {
    const pro = await fx.newPro();
    const extra = await addService(server.db, pro.user.id, { categoryIds: [fx.aircon.id] });
    expect((await me(pro.token)).quote_service_count).toBe(2);
    const res = await fx.call(pro.token, `/quote_services/delete/${extra.id}.json`, {});
    expect(res.status).toBe(200);
    expect(res.body.quote_service_count).toBe(1);
    expect((await me(pro.token)).quote_service_count).toBe(1);
    const listed = (await fx.call(pro.token, '/quote_services/index/page:1.json')).body as unknown as QuoteServicePage;
    expect(listed).toMatchObject({ count: 1, total_pages: 1 });
    expect(listed.quote_services.map((s) => s.id)).toEqual([pro.service.id]);
    expect((await fx.call(pro.token, `/quote_services/edit/${extra.id}.json`)).status).toBe(404);
    expect((await publicProfile(extra.id)).status).toBe(404);
    expect((await fx.call(pro.token, `/quote_services/delete/${extra.id}.json`, {})).status).toBe(404);
    const row = await server.db.selectFrom('quote_services').select(['deleted_at', 'is_public']).where('id', '=', extra.id).executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row.is_public).toBe(false);
  });

  it('records the onboarding step reached and never moves it back', async () => {
    const pro = await fx.newPro();
    const path = `/quote_services/onboard/${pro.service.id}.json`;
    expect((await fx.call(pro.token, path, { onboard_state: 2 })).body.onboard_state).toBe(2);
    expect((await fx.call(pro.token, path, { onboard_state: 1 })).body.onboard_state).toBe(2);
    expect((await me(pro.token)).onboard_state).toBe(2);
    expect((await fx.call(pro.token, path, { onboard_state: 4 })).body.onboard_state).toBe(4);
    const bad = await fx.call(pro.token, path, { onboard_state: 5 });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['onboard_state']);
  });
});
