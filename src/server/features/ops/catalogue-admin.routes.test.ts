import { describe, expect, it } from 'vitest';
import type { OpsCategoryView } from '../../../domain/ops/catalogue.contract';
import { OPERATOR_ROLES, OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { FixedClock } from '../../adapters/clock';
import { createConsumer, createSignedInUser } from '../../test/factories';
import { findCategory } from '../../test/factories/catalogue';
import { postRequest } from '../../test/factories/requests';
import { type ApiInit, ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

type PublicField = { id: number; label: string; options: string[] };
type RequestField = { quote_form_field_id: number; label: string; text: string };

describe.each(ENGINES)('the catalogue editor on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });
  const admin = () => createSignedInOperator(server, clock, 'admin');

  /** The category's id and active questions, fresh from the database. */
  const category = (slug: string) => findCategory(server.db, slug);
  const publicForm = async (slug: string) => {
    const res = await server.api(`/quote_categories/${slug}.json`);
    expect(res.status).toBe(200);
    return (res.body.quote_category as { QuoteFormField: PublicField[]; name: string });
  };
  const auditOf = (action: string) =>
    server.db.selectFrom('operator_audit').select(['operator_id', 'target_type', 'target_id', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

  const calls = (categoryId: number, questionId: number): { name: string; path: string; init: ApiInit }[] => [
    { name: 'list', path: '/ops/catalogue/categories/index/page:1.json?q=冷氣', init: {} },
    { name: 'view', path: `/ops/catalogue/categories/view/${categoryId}.json`, init: {} },
    { name: 'activate', path: `/ops/catalogue/questions/activate/${questionId}.json`, init: { method: 'POST', json: {} } },
  ];

  it.each(OPERATOR_ROLES)('as %s: the editor is open exactly when the role may edit the catalogue', async (role) => {
    const { cookie } = await createSignedInOperator(server, clock, role);
    const aircon = await category('aircon-cleaning');
    for (const call of calls(aircon.id, aircon.fields[0]!.id)) {
      const res = await server.api(call.path, { ...call.init, cookie });
      if (operatorMay(role, OpsPermission.EditCatalogue)) expect(res.status, `${call.name} ${JSON.stringify(res.body)}`).toBe(200);
      else {
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
    }
    expect(['support', 'admin'].includes(role)).toBe(operatorMay(role, OpsPermission.EditCatalogue));
  });

  it('refuses a guest and a marketplace session with 403 invalid token, changing nothing', async () => {
    const { token } = await createSignedInUser(server.db);
    const aircon = await category('aircon-cleaning');
    const question = aircon.fields[0]!;
    const writes: { path: string; json: unknown }[] = [
      { path: `/ops/catalogue/categories/edit/${aircon.id}.json`, json: { name: '改名', genre_id: 1, is_active: true } },
      { path: `/ops/catalogue/questions/add/${aircon.id}.json`, json: { label: '新問題', type: 'text' } },
      { path: `/ops/catalogue/questions/edit/${question.id}.json`, json: { label: '改問題', type: 'text' } },
      { path: `/ops/catalogue/questions/reorder/${aircon.id}.json`, json: { question_ids: aircon.fields.map((f) => f.id).reverse() } },
      { path: `/ops/catalogue/questions/deactivate/${question.id}.json`, json: {} },
    ];
    for (const call of [...calls(aircon.id, question.id), ...writes.map((w) => ({ name: w.path, path: w.path, init: { method: 'POST' as const, json: w.json } }))]) {
      for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
        const res = await server.api(call.path, { ...call.init, ...who });
        expect(res.status, call.name).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      }
    }
    expect(await category('aircon-cleaning')).toEqual(aircon);
  });

  it('lists categories paged in SQL, filtered by name, genre and state', async () => {
    const { cookie } = await admin();
    const all = await server.api('/ops/catalogue/categories/index/page:1.json', { cookie });
    expect(all.status).toBe(200);
    expect(all.body.quote_categories).toHaveLength(20);
    expect(all.body.total_pages).toBe(Math.ceil((all.body.count as number) / 20));
    const second = await server.api('/ops/catalogue/categories/index/page:2.json', { cookie });
    const ids = (b: typeof all.body) => (b.quote_categories as { id: number }[]).map((c) => c.id);
    expect(ids(second.body).some((id) => ids(all.body).includes(id))).toBe(false);
    const aircon = await category('aircon-cleaning');
    const found = await server.api(`/ops/catalogue/categories/index/page:1.json?q=${encodeURIComponent(aircon.name)}`, { cookie });
    expect((found.body.quote_categories as { slug: string }[]).map((c) => c.slug)).toContain('aircon-cleaning');
    const row = (found.body.quote_categories as { slug: string; question_count: number }[]).find((c) => c.slug === 'aircon-cleaning');
    expect(row?.question_count).toBe(aircon.fields.length);
    const genre = (found.body.quote_categories as { genre: { slug: string } }[])[0]!.genre.slug;
    const byGenre = await server.api(`/ops/catalogue/categories/index/page:1.json?genre=${genre}`, { cookie });
    expect((byGenre.body.quote_categories as { genre: { slug: string } }[]).every((c) => c.genre.slug === genre)).toBe(true);
    const inactive = await server.api('/ops/catalogue/categories/index/page:1.json?active=0', { cookie });
    expect((inactive.body.quote_categories as { is_active: boolean }[]).every((c) => !c.is_active)).toBe(true);
    expect((await server.api('/ops/catalogue/categories/index/page:0.json', { cookie })).status).toBe(400);
    expect((await server.api('/ops/catalogue/categories/index/page:1.json?active=maybe', { cookie })).status).toBe(400);
  });

  it('edits a category with its audit entry, and the public category page shows it at once', async () => {
    const { cookie, operator } = await admin();
    const before = await publicForm('aircon-cleaning');
    const { id } = await category('aircon-cleaning');
    const view = (await server.api(`/ops/catalogue/categories/view/${id}.json`, { cookie })).body as OpsCategoryView;
    const res = await server.api(`/ops/catalogue/categories/edit/${id}.json`, {
      method: 'POST',
      cookie,
      json: { ...view.quote_category, name: '冷氣清洗保養', price_hint: { type: 'flat', low: 1800, high: 3600, unit: '每台' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.quote_category as { name: string }).name).toBe('冷氣清洗保養');
    expect((await publicForm('aircon-cleaning')).name).toBe('冷氣清洗保養');
    expect(before.name).not.toBe('冷氣清洗保養');
    const audit = await auditOf('catalogue_category_edit');
    expect(audit).toMatchObject({ operator_id: operator.id, target_type: 'quote_category', target_id: String(id) });
    expect(audit?.before).toMatchObject({ name: before.name });
    expect(audit?.after).toMatchObject({ name: '冷氣清洗保養', price_hint: { low: 1800, high: 3600 } });
  });

  it('refuses bad input with zh-TW messages naming the field, changing nothing', async () => {
    const { cookie } = await admin();
    const aircon = await category('aircon-cleaning');
    const edit = await server.api(`/ops/catalogue/categories/edit/${aircon.id}.json`, { method: 'POST', cookie, json: { name: '', genre_id: 1, is_active: true } });
    expect(edit.status).toBe(400);
    expect(edit.body.fields).toContainEqual(expect.objectContaining({ field: 'name', message: expect.stringContaining('名稱（name）') }));
    const genre = await server.api(`/ops/catalogue/categories/edit/${aircon.id}.json`, { method: 'POST', cookie, json: { name: '冷氣', genre_id: 999999, is_active: true } });
    expect(genre.status).toBe(400);
    expect(genre.body.fields).toEqual([{ field: 'genre_id', message: expect.stringContaining('服務類型') }]);
    const choice = await server.api(`/ops/catalogue/questions/add/${aircon.id}.json`, { method: 'POST', cookie, json: { label: '哪一種？', type: 'single_choice', options: ['一種'] } });
    expect(choice.status).toBe(400);
    expect(choice.body.fields).toContainEqual(expect.objectContaining({ field: 'options', message: expect.stringContaining('至少要有 2 個選項') }));
    const type = await server.api(`/ops/catalogue/questions/add/${aircon.id}.json`, { method: 'POST', cookie, json: { label: '哪一種？', type: 'color' } });
    expect(type.status).toBe(400);
    expect(type.body.fields).toContainEqual(expect.objectContaining({ field: 'type', message: expect.stringContaining('題型（type）') }));
    const order = await server.api(`/ops/catalogue/questions/reorder/${aircon.id}.json`, { method: 'POST', cookie, json: { question_ids: [aircon.fields[0]!.id] } });
    expect(order.status).toBe(400);
    expect(order.body.fields).toEqual([{ field: 'question_ids', message: expect.stringContaining('排序（question_ids）') }]);
    expect((await server.api('/ops/catalogue/categories/view/99999999.json', { cookie })).status).toBe(404);
    expect((await server.api('/ops/catalogue/questions/activate/99999999.json', { method: 'POST', cookie, json: {} })).status).toBe(404);
    expect(await category('aircon-cleaning')).toEqual(aircon);
  });

  it('adds a question at the end of the public form and reorders the questions, each audited', async () => {
    const { cookie } = await admin();
    const { id, fields } = await category('aircon-installation');
    const added = await server.api(`/ops/catalogue/questions/add/${id}.json`, {
      method: 'POST',
      cookie,
      json: { label: '需要拆除舊機嗎？', type: 'single_choice', options: ['需要', '不需要'], is_required: true },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const form = await publicForm('aircon-installation');
    expect(form.QuoteFormField.at(-1)).toMatchObject({ label: '需要拆除舊機嗎？', options: ['需要', '不需要'] });
    const newId = form.QuoteFormField.at(-1)!.id;
    expect(await auditOf('catalogue_question_add')).toMatchObject({ target_type: 'quote_form_field', target_id: String(newId), before: null });

    const order = [newId, ...fields.map((f) => f.id)].reverse();
    const res = await server.api(`/ops/catalogue/questions/reorder/${id}.json`, { method: 'POST', cookie, json: { question_ids: order } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await publicForm('aircon-installation')).QuoteFormField.map((f) => f.id)).toEqual(order);
    expect((res.body as OpsCategoryView).questions.filter((q) => q.is_active).map((q) => q.id)).toEqual(order);
    expect(await auditOf('catalogue_question_reorder')).toMatchObject({
      target_type: 'quote_category',
      before: { question_ids: [...fields.map((f) => f.id), newId] },
      after: { question_ids: order },
    });
  });

  it('deactivates a question: new requests no longer see it, an old request keeps its question and answer', async () => {
    const { cookie } = await admin();
    const cleaning = await category('aircon-cleaning');
    const consumer = await createConsumer(server.db);
    const posted = await postRequest(server, consumer.token, cleaning);
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const requestId = (posted.body.quote_request as { id: number }).id;
    const oldView = async () => (await server.api(`/quote_request/${requestId}.json`, { token: consumer.token })).body.quote_request as { fields: RequestField[] };
    const before = (await oldView()).fields;
    const retired = cleaning.fields[0]!;
    const answered = before.find((f) => f.quote_form_field_id === retired.id)!;

    const res = await server.api(`/ops/catalogue/questions/deactivate/${retired.id}.json`, { method: 'POST', cookie, json: {} });
    expect(res.status).toBe(200);
    expect((await publicForm('aircon-cleaning')).QuoteFormField.map((f) => f.id)).not.toContain(retired.id);
    expect(await auditOf('catalogue_question_deactivate')).toMatchObject({ target_id: String(retired.id), before: { is_active: true }, after: { is_active: false } });
    expect((await oldView()).fields).toContainEqual(answered);

    // A new request is posted without it; an answer to it is not asked for.
    const after = await category('aircon-cleaning');
    const second = await postRequest(server, consumer.token, after);
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    // Editing the wording of an answered question keeps the old wording on the old request.
    const edited = cleaning.fields[1]!;
    const oldAnswer = before.find((f) => f.quote_form_field_id === edited.id)!;
    const change = await server.api(`/ops/catalogue/questions/edit/${edited.id}.json`, {
      method: 'POST',
      cookie,
      json: { label: `${edited.label}（新版）`, type: edited.type, options: edited.options, is_required: edited.is_required },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect((await oldView()).fields).toContainEqual(oldAnswer);
    const form = await publicForm('aircon-cleaning');
    expect(form.QuoteFormField.map((f) => f.label)).toContain(`${edited.label}（新版）`);
    expect(form.QuoteFormField.map((f) => f.id)).not.toContain(edited.id);
    expect(await auditOf('catalogue_question_edit')).toMatchObject({ target_id: String(edited.id), before: { label: edited.label }, after: { label: `${edited.label}（新版）`, replaces: edited.id } });

    // Activated again, it comes back in its place.
    expect((await server.api(`/ops/catalogue/questions/activate/${retired.id}.json`, { method: 'POST', cookie, json: {} })).status).toBe(200);
    expect((await publicForm('aircon-cleaning')).QuoteFormField[0]!.id).toBe(retired.id);
  });

  it('edits an unanswered question in place', async () => {
    const { cookie } = await admin();
    const { id } = await category('aircon-installation');
    const added = (await server.api(`/ops/catalogue/questions/add/${id}.json`, { method: 'POST', cookie, json: { label: '樓層？', type: 'number', options: ['1', '2', '3+'] } }))
      .body as OpsCategoryView;
    const question = added.questions.find((q) => q.label === '樓層？')!;
    const res = await server.api(`/ops/catalogue/questions/edit/${question.id}.json`, { method: 'POST', cookie, json: { label: '住在幾樓？', type: 'number', options: ['1', '2', '3+'] } });
    expect(res.status).toBe(200);
    expect((res.body as OpsCategoryView).questions.find((q) => q.id === question.id)).toMatchObject({ label: '住在幾樓？', is_active: true, answer_count: 0 });
  });
});
