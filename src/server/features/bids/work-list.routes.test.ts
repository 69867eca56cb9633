import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { FAVORITE_TAG } from '../../../domain/bids/work-list';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { Database } from '../../db/schema';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import type { WorkItemResponse } from '../../../domain/bids/bids.contract';
import { leadOf } from './bids.test-support';

type Pro = Awaited<ReturnType<typeof createProWithService>>;

describe.each(ENGINES)("the pro's work lists on %s", (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let pro: Pro;
  /** Bid ids by what was done to them, in creation order. */
  const bids: Record<string, number> = {};

  beforeAll(async () => {
    // One consumer posts the thirteen leads below, more than a day allows by default.
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', REQUESTS_PER_DAY: '50' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    const { cityId } = await findPlace(server.db, '臺北市', '大安區');
    pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    // Thirteen leads, made one after another so their order is known.
    const consumer = await createConsumer(server.db);
    await server.db.updateTable('users').set({ last_name: '林', first_name: '美玲' }).where('id', '=', consumer.user.id).execute();
    const names = ['lead', 'read', 'quoted', 'hired', 'completed', 'archived', 'passed', 'favorite', 'contact', 'discount', 'extra1', 'extra2', 'extra3'];
    for (const name of names) {
      const res = await postRequest(server, consumer.token, aircon, { description: name === 'extra2' ? '浴室抽風機順便看一下' : `需求 ${name}` });
      const request = res.body.quote_request as CreatedQuoteRequestResponse;
      const bid = await leadOf(server.db, request.id, pro.user.id);
      bids[name] = bid.id;
    }
    const set = (name: string, values: Updateable<Database['quote_bids']>) =>
      server.db.updateTable('quote_bids').set(values).where('id', '=', bids[name]!).execute();
    const sent = new Date();
    await set('read', { is_provider_readed: true });
    await set('quoted', { quote_status_id: QuoteStatus.InProgress, quote_sent_on: sent, is_provider_readed: true });
    await set('hired', { quote_status_id: QuoteStatus.Hired, quote_sent_on: sent, is_provider_readed: true });
    await set('completed', { quote_status_id: QuoteStatus.WorkCompleted, quote_sent_on: sent, is_provider_readed: true });
    await set('archived', { quote_status_id: QuoteStatus.InProgress, quote_sent_on: sent, is_provider_archived: true });
    await set('passed', { quote_status_id: QuoteStatus.NotInterested, is_interested: false });
    await set('favorite', { provider_tag: FAVORITE_TAG });
    await set('contact', { is_contact_charge: true });
    await set('discount', { recommend_source: 'discount' });
  });
  afterAll(() => server.close());

  async function list(path: string, token = pro.token) {
    const res = await server.api(`/quote_bids/index/type:myworks${path}.json`, { token });
    expect(res.status).toBe(200);
    const body = res.body as { quote_bids: WorkItemResponse[]; page: number; total_pages: number; count: number };
    const byId = Object.fromEntries(Object.entries(bids).map(([name, id]) => [id, name]));
    return { ...body, names: body.quote_bids.map((b) => byId[b.id]) };
  }

  it('pages the inbox by 10, newest first, leaving out passed and archived leads', async () => {
    const first = await list('/page:1');
    expect(first).toMatchObject({ page: 1, total_pages: 2, count: 11 });
    expect(first.names).toEqual(['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'completed', 'hired', 'quoted', 'read']);
    const second = await list('/page:2');
    expect(second).toMatchObject({ page: 2, total_pages: 2, count: 11 });
    expect(second.names).toEqual(['lead']);
    expect((await list('/page:3')).names).toEqual([]);
    expect((await list('')).page).toBe(1);
  });

  it('shows each lead with its request and the consumer’s family name only', async () => {
    const { quote_bids } = await list('/page:1');
    const item = quote_bids.find((b) => b.id === bids.extra2)!;
    expect(item.QuoteRequest).toMatchObject({
      description: '浴室抽風機順便看一下',
      category: { slug: 'aircon-installation', name: aircon.name },
      city: '臺北市',
      district: '大安區',
      consumer_name: '林○○',
    });
    expect(item).toMatchObject({ quote_status_id: QuoteStatus.Send, is_provider_archived: 0, provider_tag: null });
  });

  it.each([
    ['/filter:1', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'completed', 'hired', 'quoted', 'read', 'lead']],
    ['/filter:2', ['quoted']],
    ['/filter:3', ['archived']],
    ['/filter:4', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'read', 'lead']],
    ['/filter:5', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'lead']],
    ['/filter:6', ['favorite']],
    ['/filter:7', ['completed', 'hired']],
    ['/list:Send', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'read', 'lead']],
    ['/list:InProgress', ['quoted']],
    ['/list:Waiting', ['completed', 'hired', 'quoted']],
    ['/list:Work', ['completed', 'hired']],
    ['/list:Completed', []],
    ['/request:read', ['completed', 'hired', 'quoted', 'read']],
    ['/request:notread', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'lead']],
    ['/request:quoted', ['completed', 'hired', 'quoted']],
    ['/request:notquoted', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'read', 'lead']],
    ['/request:favorite', ['favorite']],
    ['/request:phoneonly', ['contact']],
    ['/request:discount', ['discount']],
    ['/filter:4/request:notread', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'lead']],
    ['/list:Search/q:抽風機', []],
    ['/q:抽風機', ['extra2']],
    ['/q:冷氣', ['extra3', 'extra2', 'extra1', 'discount', 'contact', 'favorite', 'completed', 'hired', 'quoted', 'read', 'lead']],
  ])('lists %s', async (path, expected) => {
    const result = await list(`${path}/page:1`);
    expect(result.names).toEqual(expected.slice(0, 10));
    expect(result.count).toBe(expected.length);
  });

  it('answers 400 naming a bad parameter, 404 for another list type, 403 without a session', async () => {
    const bad = await server.api('/quote_bids/index/type:myworks/filter:9.json', { token: pro.token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'filter' })]);
    expect((await server.api('/quote_bids/index/type:others.json', { token: pro.token })).status).toBe(404);
    expect((await server.api('/quote_bids/index/type:myworks.json')).status).toBe(403);
  });

  it('shows a pro only their own bids', async () => {
    const other = await createConsumer(server.db);
    expect((await list('/page:1', other.token)).count).toBe(0);
  });

  it('tags a lead as a favourite and untags it, only the pro’s own', async () => {
    const tag = (token: string, json: Record<string, unknown>) => server.api(`/quote_bids/tag/${bids.lead}.json`, { method: 'POST', token, json });
    const tagged = await tag(pro.token, { provider_tag: FAVORITE_TAG });
    expect(tagged.body.quote_bid).toMatchObject({ provider_tag: FAVORITE_TAG });
    expect((await list('/filter:6/page:1')).names).toEqual(['favorite', 'lead']);
    expect((await tag(pro.token, { provider_tag: '' })).body.quote_bid).toMatchObject({ provider_tag: null });
    expect((await list('/filter:6/page:1')).names).toEqual(['favorite']);
    const bad = await tag(pro.token, { provider_tag: 'cheap' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual([expect.objectContaining({ field: 'provider_tag' })]);
    const other = await createConsumer(server.db);
    expect((await tag(other.token, { provider_tag: FAVORITE_TAG })).status).toBe(404);
  });
});
