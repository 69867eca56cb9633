import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemandResponse } from '../../../domain/services/demand.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createConsumer, createProWithService, findCategory, postRequest } from '../../test/factories';

describe.each(ENGINES)('where the demand is (GET /quote_services/demand.json) on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('counts the last 30 days of requests in the pro’s categories by district, busiest first, and keeps the figures a while', async () => {
    const junk = await findCategory(server.db, 'junk-removal');
    const tutor = await findCategory(server.db, 'english-tutor');
    const consumer = await createConsumer(server.db);
    const pro = await createProWithService(server.db, { categoryIds: [junk.id], areas: [] });
    for (const [category, district] of [
      [junk, '大安區'],
      [junk, '大安區'],
      [junk, '北投區'],
      [tutor, '大安區'],
    ] as const) {
      expect((await postRequest(server, consumer.token, category, { district })).status).toBe(200);
    }
    // A request from 40 days ago is not counted.
    const old = await postRequest(server, consumer.token, junk, { district: '士林區' });
    const oldId = (old.body.quote_request as { id: number }).id;
    await server.db.updateTable('quote_requests').set({ created: new Date(Date.now() - 40 * 86_400_000) }).where('id', '=', oldId).execute();

    const res = await server.api('/quote_services/demand.json', { token: pro.token });
    expect(res.status).toBe(200);
    const body = res.body as unknown as DemandResponse;
    expect(body.days).toBe(30);
    expect(body.quote_category_ids).toEqual([junk.id]);
    expect(body.districts.map((d) => [d.city, d.district, d.request_count])).toEqual([
      ['臺北市', '大安區', 2],
      ['臺北市', '北投區', 1],
    ]);
    expect(body.districts[0]).toMatchObject({ latitude: 25.0268, longitude: 121.5434 });

    await postRequest(server, consumer.token, junk, { district: '北投區' });
    const cached = (await server.api('/quote_services/demand.json', { token: pro.token })).body as unknown as DemandResponse;
    expect(cached.districts).toEqual(body.districts);
  });

  it('answers an empty list to a pro without categories and asks a guest to sign in', async () => {
    const { token } = await createConsumer(server.db);
    expect((await server.api('/quote_services/demand.json', { token })).body).toMatchObject({ districts: [], quote_category_ids: [] });
    expect((await server.api('/quote_services/demand.json')).status).toBe(403);
  });
});
