import { beforeEach, describe, expect, it } from 'vitest';
import { FixedClock } from '../../adapters/clock';
import { createConsumer, createProWithService, findCategory } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';

const HOUR = 3_600_000;

describe.each(ENGINES)('reporting a pro profile on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });
  // Each test starts in a new window of the per-user limit.
  beforeEach(() => clock.advance(2 * HOUR));

  const proWith = async (isPublic = true) => {
    const category = await findCategory(server.db, 'aircon-installation');
    return createProWithService(server.db, { categoryIds: [category.id], isPublic });
  };
  const report = (serviceId: number, json: Record<string, unknown>, token?: string) =>
    server.api(`/new/v1/services/report/${serviceId}.json`, { method: 'POST', json, ...(token ? { token } : {}) });

  it('files a signed-in user report in the console\'s service reports queue', async () => {
    const pro = await proWith();
    const { user, token } = await createConsumer(server.db);
    const res = await report(pro.service.id, { reason: 'off_platform', text: '  要我加 LINE 私下付款  ' }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.id as number;
    const row = await server.db.selectFrom('service_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, quote_service_id: pro.service.id, reason: 'off_platform', text: '要我加 LINE 私下付款', status: 'open' });
  });

  it('asks a guest to sign in first', async () => {
    const pro = await proWith();
    const res = await report(pro.service.id, { reason: 'fake' });
    expect(res.status).toBe(403);
  });

  it('refuses an unknown reason, and "other" without a word of why', async () => {
    const pro = await proWith();
    const { token } = await createConsumer(server.db);
    expect((await report(pro.service.id, { reason: 'boring' }, token)).status).toBe(400);
    const other = await report(pro.service.id, { reason: 'other', text: '   ' }, token);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('請說明原因');
  });

  it('answers 404 for a hidden or missing service', async () => {
    const hidden = await proWith(false);
    const { token } = await createConsumer(server.db);
    expect((await report(hidden.service.id, { reason: 'fake' }, token)).status).toBe(404);
    expect((await report(999_999_999, { reason: 'fake' }, token)).status).toBe(404);
  });

  it('limits one user to five reports an hour', async () => {
    const pro = await proWith();
    const { token } = await createConsumer(server.db);
    for (let i = 0; i < 5; i++) expect((await report(pro.service.id, { reason: 'scam' }, token)).status).toBe(200);
    const sixth = await report(pro.service.id, { reason: 'scam' }, token);
    expect(sixth.status).toBe(429);
    expect(await server.db.selectFrom('service_reports').select('id').where('quote_service_id', '=', pro.service.id).execute()).toHaveLength(5);
  });
});
