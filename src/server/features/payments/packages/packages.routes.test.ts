import { describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, useTestServer } from '../../../test/harness';

describe.each(ENGINES)('credit packages on %s', (engine) => {
  const server = useTestServer(engine);

  it('lists the active packages with their bonus, the custom range and each way of paying’s range, cacheably and without a session', async () => {
    const res = await server.api('/packages/index.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=1200');
    expect(res.body).toMatchObject({
      status: 'Success',
      custom: { min: 50, max: 9999 },
      pay_types: { card: { min: 50, max: 30000 }, cvs: { min: 500, max: 20000 }, atm: { min: 50, max: 30000 } },
    });
    expect((res.body.packages as unknown[]).map((p) => ({ ...(p as object), id: undefined }))).toEqual([
      { id: undefined, name: '入門包', price: 300, bonus_credit: 0, credit: 300 },
      { id: undefined, name: '標準包', price: 1000, bonus_credit: 50, credit: 1050 },
      { id: undefined, name: '進階包', price: 3000, bonus_credit: 300, credit: 3300 },
      { id: undefined, name: '專業包', price: 6000, bonus_credit: 900, credit: 6900 },
    ]);
  });

  it('leaves out an inactive package (once the cache has expired) and still needs the API key', async () => {
    expect((await server.api('/packages/index.json', { apiKey: null })).status).toBe(401);
    await server.db.updateTable('credit_packages').set({ is_active: false }).where('name', '=', '專業包').execute();
    const cached = await server.api('/packages/index.json');
    expect((cached.body.packages as unknown[]).length).toBe(4);
    const fresh = await startTestServer(engine);
    try {
      await fresh.db.updateTable('credit_packages').set({ is_active: false }).where('name', '=', '專業包').execute();
      const res = await fresh.api('/packages/index.json');
      expect((res.body.packages as { name: string }[]).map((p) => p.name)).toEqual(['入門包', '標準包', '進階包']);
    } finally {
      await fresh.close();
    }
  });
});
