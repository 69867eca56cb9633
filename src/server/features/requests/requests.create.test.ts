import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchedCaseError } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, findCategory, FORM_HEADERS, formBody, postRequest, validAnswers } from '../../test/factories';
import { TINY_PNG as PNG } from '../media/media.test-support';


describe.each(ENGINES)('POST /quote_requests/search_add.json on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let consumer: Awaited<ReturnType<typeof createConsumer>>;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DATA_DIR: join(tmpdir(), `requests-test-${engine}-${process.pid}`) } });
    // The bundled forms ask the date in their own when step; an operator may still add a date question.
    const { id } = await server.db.selectFrom('quote_categories').select('id').where('slug', '=', 'aircon-installation').executeTakeFirstOrThrow();
    await server.db.updateTable('quote_form_fields').set({ is_active: true }).where('quote_category_id', '=', id).where('type', '=', 'date').execute();
    aircon = await findCategory(server.db, 'aircon-installation');
    consumer = await createConsumer(server.db);
  });
  afterAll(() => server.close());

  const field = (type: string) => aircon.fields.find((f) => f.type === type)!;
  const answersWithout = (fieldId: number) => validAnswers(aircon).filter(([name]) => name !== `QuoteFormSubmissionField[${fieldId}]`);

  it('creates the request and returns it with its id and a one-time hash', async () => {
    const res = await postRequest(server, consumer.token, aircon);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Success');
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    expect(request).toMatchObject({
      quote_category_id: aircon.id,
      QuoteCategory: { slug: 'aircon-installation' },
      city: { name: '臺北市' },
      district: { name: '大安區', zipcode: '106' },
      description: '希望週末可以施工，家裡有養貓。',
      when: { day_label: 'thisWeek', day_slots: [2, 3], text: '本週・上午 09:00-12:00、下午 12:00-15:00' },
      recommend_source: 'form',
      is_archived: 0,
      is_closed: 0,
    });
    expect(request.id).toBeGreaterThan(0);
    expect(request.quote_request_id).toBe(request.id);
    expect(request.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(request.fields.map((f) => f.quote_form_field_id)).toEqual(aircon.fields.map((f) => f.id));
    expect(request.QuoteFormSubmissionField).toHaveLength(aircon.fields.length);
    expect(request.activities.map((a) => a.type)).toContain('create');
    // Only a digest of the hash is stored.
    const stored = await server.db.selectFrom('quote_requests').select('hash_digest').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(stored.hash_digest).not.toContain(request.hash);
    expect(stored.hash_digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a guest with 403', async () => {
    const res = await postRequest(server, undefined, aircon);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
  });

  it('refuses a consumer whose phone is not verified with 409 and error 614', async () => {
    const unverified = await createConsumer(server.db, { phoneConfirmed: false });
    const res = await postRequest(server, unverified.token, aircon);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'Error', error: MatchedCaseError.PhoneVerificationNeeded });
    expect(res.body.message).toMatch(/手機驗證/);
    const count = await server.db.selectFrom('quote_requests').select('id').where('user_id', '=', unverified.user.id).execute();
    expect(count).toHaveLength(0);
  });

  it('names a missing required answer and quotes its label', async () => {
    const required = aircon.fields.find((f) => f.is_required)!;
    const res = await postRequest(server, consumer.token, aircon, { answers: answersWithout(required.id) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([{ field: `QuoteFormSubmissionField[${required.id}]`, message: `請回答「${required.label}」` }]);
    expect(res.body.message).toContain(required.label);
  });

  it('names every missing required answer at once', async () => {
    const res = await postRequest(server, consumer.token, aircon, { answers: [] });
    expect(res.status).toBe(400);
    const names = (res.body.fields as { field: string }[]).map((f) => f.field);
    expect(names).toEqual(aircon.fields.filter((f) => f.is_required).map((f) => `QuoteFormSubmissionField[${f.id}]`));
  });

  it.each([
    ['quote_category_id', { quote_category_id: '999999' }],
    ['quote_category_id', { quote_category_id: 'abc' }],
    ['city', { city: '火星市' }],
    ['district', { district: '信義鄉' }],
  ])('names %s when it is unknown (%o)', async (name, override) => {
    const entries: [string, string][] = [
      ['quote_category_id', String(aircon.id)],
      ['city', '臺北市'],
      ['district', '大安區'],
      ...validAnswers(aircon),
    ].map(([k, v]) => [k!, (override as Record<string, string>)[k!] ?? v!]);
    const res = await server.api('/quote_requests/search_add.json', { method: 'POST', token: consumer.token, body: formBody(entries), headers: FORM_HEADERS });
    expect(res.status).toBe(400);
    expect((res.body.fields as { field: string }[]).map((f) => f.field)).toContain(name);
  });

  it('names city and district when they are missing', async () => {
    const res = await server.api('/quote_requests/search_add.json', {
      method: 'POST',
      token: consumer.token,
      json: { quote_category_id: aircon.id },
    });
    expect(res.status).toBe(400);
    expect((res.body.fields as { field: string }[]).map((f) => f.field)).toEqual(['city', 'district']);
  });

  it.each([
    ['number', '兩台'],
    ['single_choice', '不在選項裡'],
    ['date', '2001-01-01'],
  ])('checks a %s answer by the field type', async (type, value) => {
    const target = field(type);
    const res = await postRequest(server, consumer.token, aircon, {
      answers: [...answersWithout(target.id), [`QuoteFormSubmissionField[${target.id}]`, value]],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: `QuoteFormSubmissionField[${target.id}]` })]);
    expect(res.body.message).toContain(target.label);
  });

  it('refuses an answer to a question of another category', async () => {
    const other = await findCategory(server.db, 'home-cleaning');
    const res = await postRequest(server, consumer.token, aircon, { extra: [[`QuoteFormSubmissionField[${other.fields[0]!.id}]`, 'x']] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual([expect.objectContaining({ field: `QuoteFormSubmissionField[${other.fields[0]!.id}]` })]);
  });

  it('takes a multiple choice as repeated fields or as an array, and JSON bodies', async () => {
    const category = (await findCategory(server.db, 'home-cleaning')).fields.some((f) => f.type === 'multiple_choice')
      ? await findCategory(server.db, 'home-cleaning')
      : await findCategoryWithMultipleChoice(server);
    const multi = category.fields.find((f) => f.type === 'multiple_choice')!;
    const picked = multi.options.slice(0, 2);
    const base = validAnswers(category).filter(([name]) => name !== `QuoteFormSubmissionField[${multi.id}]`);
    const name = `QuoteFormSubmissionField[${multi.id}]`;
    for (const extra of [picked.map((o) => [name, o] as [string, string]), picked.map((o) => [`${name}[]`, o] as [string, string])]) {
      const res = await postRequest(server, consumer.token, category, { answers: [...base, ...extra] });
      expect(res.status).toBe(200);
      const fields = (res.body.quote_request as CreatedQuoteRequestResponse).fields;
      expect(fields.find((f) => f.quote_form_field_id === multi.id)!.value).toEqual(picked);
    }
    const json = await server.api('/quote_requests/search_add.json', {
      method: 'POST',
      token: consumer.token,
      json: {
        quote_category_id: category.id,
        city: '台中市',
        district: '西屯區',
        address: '臺灣大道三段 99 號',
        QuoteFormSubmissionField: { ...Object.fromEntries(base.map(([k, v]) => [k.match(/\d+/)![0], v])), [multi.id]: picked },
        when: { day_label: 'tomorrow', day_slots: [5] },
      },
    });
    expect(json.status).toBe(200);
    expect(json.body.quote_request).toMatchObject({ city: { name: '臺中市' }, district: { name: '西屯區' }, when: { day_label: 'tomorrow', day_slots: [5] } });
  });

  it('refuses a day slot outside 1-5', async () => {
    const res = await postRequest(server, consumer.token, aircon, { extra: [['when[day_slots][]', '9']] });
    expect(res.status).toBe(400);
    expect((res.body.fields as { field: string }[])[0]!.field).toMatch(/^when\[day_slots\]/);
  });

  it('stores photos sent as multipart and refuses a file that is not an image', async () => {
    const form = new FormData();
    for (const [k, v] of [
      ['quote_category_id', String(aircon.id)],
      ['city', '臺北市'],
      ['district', '中正區'],
      ['address', '重慶南路一段 122 號'],
      ...validAnswers(aircon),
    ]) form.append(k!, v!);
    form.append('photos', new Blob([PNG], { type: 'image/png' }), 'wall.png');
    const res = await server.api('/quote_requests/search_add.json', { method: 'POST', token: consumer.token, body: form });
    expect(res.status).toBe(200);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    expect(request.photos).toEqual([{ id: expect.any(Number), url: expect.stringMatching(/\/private-files\/requests\/[a-f0-9]{32}\.png$/) }]);
    expect(request.fields).toHaveLength(aircon.fields.length);

    form.set('photos', new Blob([new TextEncoder().encode('<html>')], { type: 'image/png' }), 'fake.png');
    const bad = await server.api('/quote_requests/search_add.json', { method: 'POST', token: consumer.token, body: form });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'photos' })]);
  });
});

async function findCategoryWithMultipleChoice(server: TestServer): Promise<CategoryWithFields> {
  const row = await server.db
    .selectFrom('quote_form_fields as f')
    .innerJoin('quote_categories as c', 'c.id', 'f.quote_category_id')
    .select('c.slug')
    .where('f.type', '=', 'multiple_choice')
    .where('f.is_active', '=', true)
    .orderBy('f.id')
    .executeTakeFirstOrThrow();
  return findCategory(server.db, row.slug);
}
