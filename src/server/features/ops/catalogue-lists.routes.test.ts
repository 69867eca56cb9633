import { describe, expect, it } from 'vitest';
import type { OpsCityView, OpsGenreList } from '../../../domain/ops/catalogue-lists.contract';
import { OPERATOR_ROLES, OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { catalogueSeedVersion, seedCatalogueIfChanged } from '../../db/seed/catalogue-seed';
import { createConsumer, createSignedInUser } from '../../test/factories';
import { createProWithService } from '../../test/factories/pros';
import { findCategory } from '../../test/factories/catalogue';
import { postRequest } from '../../test/factories/requests';
import { type ApiInit, ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

type PublicCity = { id: number; name: string; districts: { id: number; name: string }[] };

describe.each(ENGINES)('the catalogue editor of genres and places on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });
  const admin = () => createSignedInOperator(server, clock, 'admin');
  const auditOf = (action: string) =>
    server.db.selectFrom('operator_audit').select(['operator_id', 'target_type', 'target_id', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();
  const genreOf = (slug: string) => server.db.selectFrom('genres').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  const cityOf = (name: string) => server.db.selectFrom('cities').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const districtOf = (cityId: number, name: string) =>
    server.db.selectFrom('districts').selectAll().where('city_id', '=', cityId).where('name', '=', name).executeTakeFirstOrThrow();
  const publicCities = async () => (await server.api('/cities/index.json')).body.cities as PublicCity[];
  const publicIndex = async () => (await server.api('/quote_categories/index.json')).body as { genres: { slug: string }[]; quote_categories: { slug: string }[] };
  const post = (path: string, cookie: string, json: unknown = {}) => server.api(path, { method: 'POST', cookie, json });

  const reads = (cityId: number): { name: string; path: string; init: ApiInit }[] => [
    { name: 'genres', path: '/ops/catalogue/genres/index.json', init: {} },
    { name: 'cities', path: '/ops/catalogue/cities/index.json', init: {} },
    { name: 'city', path: `/ops/catalogue/cities/view/${cityId}.json`, init: {} },
    { name: 'activate city', path: `/ops/catalogue/cities/activate/${cityId}.json`, init: { method: 'POST', json: {} } },
  ];

  it.each(OPERATOR_ROLES)('as %s: genres and places are open exactly when the role may edit the catalogue', async (role) => {
    const { cookie } = await createSignedInOperator(server, clock, role);
    const city = await cityOf('新竹市');
    const genre = (await server.db.selectFrom('genres').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const calls = [...reads(city.id), { name: 'activate genre', path: `/ops/catalogue/genres/activate/${genre}.json`, init: { method: 'POST' as const, json: {} } }];
    for (const call of calls) {
      const res = await server.api(call.path, { ...call.init, cookie });
      if (operatorMay(role, OpsPermission.EditCatalogue)) expect(res.status, `${call.name} ${JSON.stringify(res.body)}`).toBe(200);
      else {
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
    }
    const refused = await post('/ops/catalogue/genres/add.json', cookie, { name: '角色測試', slug: `role-${role.replace('_', '-')}`, display_order: 99 });
    expect(refused.status).toBe(operatorMay(role, OpsPermission.EditCatalogue) ? 200 : 403);
    expect(['support', 'admin'].includes(role)).toBe(operatorMay(role, OpsPermission.EditCatalogue));
  });

  it('refuses a guest and a marketplace session with 403 invalid token, changing nothing', async () => {
    const { token } = await createSignedInUser(server.db);
    const city = await cityOf('新竹市');
    const district = await districtOf(city.id, '香山區');
    const genre = await genreOf((await server.db.selectFrom('genres').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug);
    const before = { city, district, genre };
    const writes: { path: string; json: unknown }[] = [
      { path: '/ops/catalogue/genres/add.json', json: { name: '新類型', slug: 'guest-genre', display_order: 1 } },
      { path: `/ops/catalogue/genres/edit/${genre.id}.json`, json: { name: '改名', slug: genre.slug, display_order: 1 } },
      { path: '/ops/catalogue/genres/reorder.json', json: { genre_ids: [genre.id] } },
      { path: `/ops/catalogue/genres/deactivate/${genre.id}.json`, json: {} },
      { path: `/ops/catalogue/genres/delete/${genre.id}.json`, json: {} },
      { path: `/ops/catalogue/cities/edit/${city.id}.json`, json: { name: '改名市', display_order: 1 } },
      { path: `/ops/catalogue/cities/deactivate/${city.id}.json`, json: {} },
      { path: `/ops/catalogue/districts/add/${city.id}.json`, json: { name: '新區', zipcode: '300' } },
      { path: `/ops/catalogue/districts/edit/${district.id}.json`, json: { name: '改名區', zipcode: '300' } },
      { path: `/ops/catalogue/districts/deactivate/${district.id}.json`, json: {} },
    ];
    for (const call of [...reads(city.id), ...writes.map((w) => ({ name: w.path, path: w.path, init: { method: 'POST' as const, json: w.json } }))]) {
      for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
        const res = await server.api(call.path, { ...call.init, ...who });
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      }
    }
    expect({ city: await cityOf('新竹市'), district: await districtOf(city.id, '香山區'), genre: await genreOf(genre.slug) }).toEqual(before);
  });

  it('adds, edits, reorders and deletes a genre, each audited; a bundled or used genre is only deactivated', async () => {
    const { cookie, operator } = await admin();
    const added = await post('/ops/catalogue/genres/add.json', cookie, { name: '寵物服務', slug: 'pet-care', description: '寵物美容與照顧', display_order: 50 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const pet = (added.body as OpsGenreList).genres.find((g) => g.slug === 'pet-care')!;
    expect(pet).toMatchObject({ name: '寵物服務', is_active: true, category_count: 0, from_catalogue: false });
    expect(await auditOf('catalogue_genre_add')).toMatchObject({ operator_id: operator.id, target_type: 'genre', target_id: String(pet.id), before: null, after: { slug: 'pet-care' } });
    expect((await publicIndex()).genres.map((g) => g.slug)).toContain('pet-care');

    const edited = await post(`/ops/catalogue/genres/edit/${pet.id}.json`, cookie, { name: '寵物照顧', slug: 'pet-sitting', description: '', display_order: 51, is_active: true });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await auditOf('catalogue_genre_edit')).toMatchObject({ target_id: String(pet.id), before: { name: '寵物服務', slug: 'pet-care' }, after: { name: '寵物照顧', slug: 'pet-sitting' } });

    const list = (edited.body as OpsGenreList).genres;
    const order = [pet.id, ...list.filter((g) => g.id !== pet.id).map((g) => g.id)];
    const reordered = await post('/ops/catalogue/genres/reorder.json', cookie, { genre_ids: order });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect((reordered.body as OpsGenreList).genres.map((g) => g.id)).toEqual(order);
    expect((await publicIndex()).genres[0]!.slug).toBe('pet-sitting');
    expect(await auditOf('catalogue_genre_reorder')).toMatchObject({ after: { genre_ids: order } });

    const bundled = list.find((g) => g.from_catalogue && g.category_count > 0)!;
    const inUse = await post(`/ops/catalogue/genres/delete/${bundled.id}.json`, cookie);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toContain('請改為停用');
    const slug = await post(`/ops/catalogue/genres/edit/${bundled.id}.json`, cookie, { name: bundled.name, slug: 'renamed', display_order: 1 });
    expect(slug.status).toBe(400);
    expect(slug.body.fields).toEqual([{ field: 'slug', message: expect.stringContaining('網址代稱（slug）') }]);
    const taken = await post(`/ops/catalogue/genres/edit/${pet.id}.json`, cookie, { name: '寵物', slug: bundled.slug, display_order: 1 });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual([{ field: 'slug', message: expect.stringContaining('已被其他服務類型使用') }]);
    const bad = await post('/ops/catalogue/genres/add.json', cookie, { name: '', slug: 'Bad Slug', display_order: -1 });
    expect(bad.status).toBe(400);
    expect((bad.body.fields as { field: string }[]).map((f) => f.field).sort()).toEqual(['display_order', 'name', 'slug']);

    const deleted = await post(`/ops/catalogue/genres/delete/${pet.id}.json`, cookie);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((deleted.body as OpsGenreList).genres.map((g) => g.id)).not.toContain(pet.id);
    expect(await auditOf('catalogue_genre_delete')).toMatchObject({ target_id: String(pet.id), before: { slug: 'pet-sitting' }, after: null });
    expect((await post(`/ops/catalogue/genres/delete/${pet.id}.json`, cookie)).status).toBe(404);
  });

  it('deactivates a genre: it and its categories leave the public lists, an old request is untouched; activated, all come back', async () => {
    const { cookie } = await admin();
    const aircon = await findCategory(server.db, 'aircon-cleaning');
    const consumer = await createConsumer(server.db);
    const posted = await postRequest(server, consumer.token, aircon);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const requestId = (posted.body.quote_request as { id: number }).id;
    const genre = await server.db
      .selectFrom('genres as g')
      .innerJoin('quote_categories as c', 'c.genre_id', 'g.id')
      .select(['g.id', 'g.slug'])
      .where('c.slug', '=', 'aircon-cleaning')
      .executeTakeFirstOrThrow();
    expect((await publicIndex()).genres.map((g) => g.slug)).toContain(genre.slug);

    const res = await post(`/ops/catalogue/genres/deactivate/${genre.id}.json`, cookie);
    expect(res.status).toBe(200);
    expect((res.body as OpsGenreList).genres.find((g) => g.id === genre.id)).toMatchObject({ is_active: false });
    expect(await auditOf('catalogue_genre_deactivate')).toMatchObject({ target_id: String(genre.id), before: { is_active: true }, after: { is_active: false } });
    const index = await publicIndex();
    expect(index.genres.map((g) => g.slug)).not.toContain(genre.slug);
    expect(index.quote_categories.map((c) => c.slug)).not.toContain('aircon-cleaning');
    expect((await server.api('/quote_categories/aircon-cleaning.json')).status).toBe(404);
    expect((await server.api(`/quote_categories/index/genre:${genre.slug}.json`)).status).toBe(404);
    expect((await postRequest(server, consumer.token, aircon)).status).toBe(400);
    const old = await server.api(`/quote_request/${requestId}.json`, { token: consumer.token });
    expect(old.status).toBe(200);
    expect(old.body.quote_request).toMatchObject({ id: requestId });

    expect((await post(`/ops/catalogue/genres/activate/${genre.id}.json`, cookie)).status).toBe(200);
    expect(await auditOf('catalogue_genre_activate')).toMatchObject({ target_id: String(genre.id), after: { is_active: true } });
    expect((await publicIndex()).quote_categories.map((c) => c.slug)).toContain('aircon-cleaning');
  });

  it('edits a city, adds and edits a district, each audited, and the public list shows it at once', async () => {
    const { cookie, operator } = await admin();
    const city = await cityOf('嘉義市');
    const view = await server.api(`/ops/catalogue/cities/view/${city.id}.json`, { cookie });
    expect(view.status).toBe(200);
    expect((view.body as OpsCityView).districts.map((d) => d.name)).toEqual(['東區', '西區']);

    const renamed = await post(`/ops/catalogue/cities/edit/${city.id}.json`, cookie, { name: '嘉義市（測試）', display_order: city.display_order });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(await auditOf('catalogue_city_edit')).toMatchObject({ operator_id: operator.id, target_type: 'city', target_id: String(city.id), before: { name: '嘉義市' }, after: { name: '嘉義市（測試）' } });
    expect((await publicCities()).map((c) => c.name)).toContain('嘉義市（測試）');

    const added = await post(`/ops/catalogue/districts/add/${city.id}.json`, cookie, { name: '北區', zipcode: '600', display_order: 0 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const north = (added.body as OpsCityView).districts.find((d) => d.name === '北區')!;
    expect(await auditOf('catalogue_district_add')).toMatchObject({ target_type: 'district', target_id: String(north.id), before: null, after: { name: '北區', zipcode: '600' } });
    const edited = await post(`/ops/catalogue/districts/edit/${north.id}.json`, cookie, { name: '北區', zipcode: '600', display_order: -1 });
    expect(edited.status).toBe(400);
    expect(edited.body.fields).toEqual([{ field: 'display_order', message: expect.stringContaining('排序（display_order）') }]);
    const first = await post(`/ops/catalogue/districts/edit/${north.id}.json`, cookie, { name: '北區', zipcode: '600', display_order: 0 });
    expect(first.status).toBe(200);
    const dup = await post(`/ops/catalogue/districts/edit/${north.id}.json`, cookie, { name: '東區', zipcode: '600' });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual([{ field: 'name', message: expect.stringContaining('名稱（name）') }]);
    const publicCity = (await publicCities()).find((c) => c.id === city.id)!;
    expect(publicCity.districts.map((d) => d.name)).toContain('北區');
    expect((await server.api('/ops/catalogue/cities/view/99999999.json', { cookie })).status).toBe(404);
    expect((await post('/ops/catalogue/districts/edit/99999999.json', cookie, { name: '無', zipcode: '600' })).status).toBe(404);
  });

  it('deactivates a district and a city: no longer offered to new requests or services, old requests keep them', async () => {
    const { cookie } = await admin();
    const consumer = await createConsumer(server.db);
    const aircon = await findCategory(server.db, 'aircon-cleaning');
    const posted = await postRequest(server, consumer.token, aircon, { city: '新竹市', district: '香山區' });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const requestId = (posted.body.quote_request as { id: number }).id;
    const city = await cityOf('新竹市');
    const district = await districtOf(city.id, '香山區');

    expect((await post(`/ops/catalogue/districts/deactivate/${district.id}.json`, cookie)).status).toBe(200);
    expect(await auditOf('catalogue_district_deactivate')).toMatchObject({ target_id: String(district.id), before: { is_active: true }, after: { is_active: false } });
    expect((await publicCities()).find((c) => c.id === city.id)!.districts.map((d) => d.name)).not.toContain('香山區');
    const refused = await postRequest(server, consumer.token, aircon, { city: '新竹市', district: '香山區' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toContainEqual(expect.objectContaining({ field: 'district' }));
    const old = await server.api(`/quote_request/${requestId}.json`, { token: consumer.token });
    expect(old.status).toBe(200);
    expect(JSON.stringify(old.body)).toContain('香山區');
    const copy = await server.api(`/quote_requests/copy/${requestId}.json`, { method: 'POST', token: consumer.token });
    expect(copy.status).toBe(400);
    expect(copy.body.fields).toEqual([{ field: 'district_id', message: expect.stringContaining('停止提供') }]);
    // A service that covers it keeps it when its areas are saved again; another cannot add it.
    const east = await districtOf(city.id, '東區');
    const holder = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: city.id, districtId: district.id }] });
    const stranger = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: city.id, districtId: east.id }] });
    const areas = (areaList: { city_id: number; district_id: number | null }[]) => ({ areas: areaList });
    const saveAreas = (pro: { token: string; service: { id: number } }, json: unknown) =>
      server.api(`/quote_service_areas/edit/${pro.service.id}.json`, { method: 'POST', token: pro.token, json });
    const kept = await saveAreas(holder, areas([{ city_id: city.id, district_id: district.id }, { city_id: city.id, district_id: east.id }]));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const added = await saveAreas(stranger, areas([{ city_id: city.id, district_id: district.id }]));
    expect(added.status).toBe(400);
    expect(added.body.fields).toEqual([{ field: 'areas[0][district_id]', message: expect.stringContaining('停止提供') }]);

    expect((await post(`/ops/catalogue/cities/deactivate/${city.id}.json`, cookie)).status).toBe(200);
    expect(await auditOf('catalogue_city_deactivate')).toMatchObject({ target_id: String(city.id), after: { is_active: false } });
    expect((await publicCities()).map((c) => c.id)).not.toContain(city.id);
    const noCity = await postRequest(server, consumer.token, aircon, { city: '新竹市', district: '東區' });
    expect(noCity.status).toBe(400);
    expect(noCity.body.fields).toContainEqual(expect.objectContaining({ field: 'city' }));
    expect((await server.api(`/quote_request/${requestId}.json`, { token: consumer.token })).status).toBe(200);

    expect((await post(`/ops/catalogue/cities/activate/${city.id}.json`, cookie)).status).toBe(200);
    expect((await post(`/ops/catalogue/districts/activate/${district.id}.json`, cookie)).status).toBe(200);
    expect(await auditOf('catalogue_district_activate')).toMatchObject({ target_id: String(district.id), after: { is_active: true } });
    expect((await publicCities()).find((c) => c.id === city.id)!.districts.map((d) => d.name)).toContain('香山區');
  });

  it('the catalogue seed run again keeps every console edit and restores only what no operator changed', async () => {
    const { cookie } = await admin();
    const aircon = await findCategory(server.db, 'aircon-cleaning');
    const installation = await findCategory(server.db, 'aircon-installation');
    const view = (await server.api(`/ops/catalogue/categories/view/${aircon.id}.json`, { cookie })).body as { quote_category: Record<string, unknown> };
    expect((await post(`/ops/catalogue/categories/edit/${aircon.id}.json`, cookie, { ...view.quote_category, name: '冷氣清洗（營運版）' })).status).toBe(200);
    const question = installation.fields[0]!;
    const questionEdit = { label: `${question.label}（營運版）`, type: question.type, options: question.options, is_required: question.is_required, placeholder: question.placeholder };
    expect((await post(`/ops/catalogue/questions/edit/${question.id}.json`, cookie, questionEdit)).status).toBe(200);
    const genre = await server.db.selectFrom('genres').selectAll().where('seed_slug', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const genreEdit = { name: `${genre.name}（營運版）`, slug: genre.slug, description: genre.description, display_order: genre.display_order, is_active: true };
    expect((await post(`/ops/catalogue/genres/edit/${genre.id}.json`, cookie, genreEdit)).status).toBe(200);
    const city = await cityOf('澎湖縣');
    expect((await post(`/ops/catalogue/cities/edit/${city.id}.json`, cookie, { name: '澎湖群島', display_order: city.display_order })).status).toBe(200);
    const district = await districtOf(city.id, '馬公市');
    expect((await post(`/ops/catalogue/districts/edit/${district.id}.json`, cookie, { name: '馬公', zipcode: '880', display_order: 0 })).status).toBe(200);
    expect((await post(`/ops/catalogue/districts/deactivate/${(await districtOf(city.id, '湖西鄉')).id}.json`, cookie)).status).toBe(200);
    // A change made outside the console is the bundled catalogue's to put right.
    const other = await server.db.selectFrom('quote_categories').select(['id', 'name']).where('slug', '=', 'aircon-installation').executeTakeFirstOrThrow();
    await server.db.updateTable('quote_categories').set({ name: 'outdated' }).where('id', '=', other.id).execute();
    const counts = async () => ({
      genres: Number((await server.db.selectFrom('genres').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
      districts: Number((await server.db.selectFrom('districts').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    });
    const before = await counts();

    await server.db.updateTable('schema_migrations').set({ name: 'seed:catalogue:older' }).where('name', '=', catalogueSeedVersion()).execute();
    expect(await seedCatalogueIfChanged(server.db)).toBe(true);

    expect((await server.db.selectFrom('quote_categories').select('name').where('id', '=', aircon.id).executeTakeFirstOrThrow()).name).toBe('冷氣清洗（營運版）');
    expect((await server.db.selectFrom('quote_categories').select('name').where('id', '=', other.id).executeTakeFirstOrThrow()).name).toBe(other.name);
    const form = (await server.api('/quote_categories/aircon-installation.json')).body.quote_category as { QuoteFormField: { label: string }[] };
    expect(form.QuoteFormField.map((f) => f.label)).toContain(`${question.label}（營運版）`);
    expect((await genreOf(genre.slug)).name).toBe(`${genre.name}（營運版）`);
    expect((await cityOf('澎湖群島')).id).toBe(city.id);
    expect((await districtOf(city.id, '馬公')).id).toBe(district.id);
    expect((await districtOf(city.id, '湖西鄉')).is_active).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
