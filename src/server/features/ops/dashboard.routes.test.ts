import { describe, expect, it } from 'vitest';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_METRICS } from '../../../domain/ops/dashboard';
import { OPERATOR_ROLES } from '../../../domain/ops/operator-roles';
import type { ShopOrderStatusValue } from '../../../domain/shop/shop-order-status';
import { FixedClock } from '../../adapters/clock';
import { addService, createBid, createProWithService, createSignedInUser, createUser, findCategory, findPlace } from '../../test/factories';
import { ENGINES, type TestServer, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

type Series = { key: string; unit: string; values: (number | null)[]; total: number | null };
type Dashboard = { from: string; to: string; days: string[]; metrics: Series[]; shop_gmv: { today: number; last_30_days: number } };

const MINUTE = 60_000;
/** An instant of a Taipei day: `2025-03-01` at 09:00 Taipei is 01:00 UTC. */
const taipei = (day: string, time = '09:00') => new Date(`${day}T${time}:00+08:00`);

/** Seeds, on 2025-03-01 and 2025-03-02 (Taipei), users, pros, requests, quotes and a hire with known times. */
async function seedMarch(server: TestServer) {
  const db = server.db;
  const category = await findCategory(db, 'aircon-installation');
  const { cityId, districtId } = await findPlace(db, '臺北市', '大安區');
  const place = { cityId, districtId };
  const setCreated = (table: 'users' | 'quote_services' | 'quote_requests', id: number, at: Date) =>
    db.updateTable(table).set({ created: at }).where('id', '=', id).execute();

  // New users: two on the 1st (one at 00:30 Taipei, still the 28th in UTC), one on the 2nd.
  for (const at of [new Date('2025-02-28T16:30:00Z'), taipei('2025-03-01', '23:59'), taipei('2025-03-02')]) {
    await setCreated('users', (await createUser(db)).id, at);
  }
  // New pros: a's first service on the 1st (his second, on the 2nd, does not count again), b's on the 2nd,
  // c's first service before the range (his service on the 1st does not make him new).
  const a = await createProWithService(db, { categoryIds: [category.id] });
  const b = await createProWithService(db, { categoryIds: [category.id] });
  const c = await createProWithService(db, { categoryIds: [category.id] });
  await setCreated('quote_services', a.service.id, taipei('2025-03-01', '10:00'));
  await setCreated('quote_services', (await addService(db, a.user.id, { categoryIds: [category.id] })).id, taipei('2025-03-02'));
  await setCreated('quote_services', b.service.id, taipei('2025-03-02', '11:00'));
  await setCreated('quote_services', c.service.id, taipei('2025-02-01'));
  await setCreated('quote_services', (await addService(db, c.user.id, { categoryIds: [category.id] })).id, taipei('2025-03-01'));

  // Requests with their first quotes: on the 1st after 30 and 90 minutes, on the 2nd after 10 (and hired); one never quoted.
  const request = async (pro: typeof a, day: string, quoteAfterMinutes: number | null, hired = false) => {
    const posted = taipei(day);
    const sent = quoteAfterMinutes === null ? null : new Date(posted.getTime() + quoteAfterMinutes * MINUTE);
    const { requestId } = await createBid(db, pro, {
      categoryId: category.id,
      place,
      bid: { quote_sent_on: sent, quote_status_id: hired ? 3 : sent ? 2 : 1, hired_on: hired && sent ? new Date(sent.getTime() + 60 * MINUTE) : null },
    });
    await setCreated('quote_requests', requestId, posted);
    return requestId;
  };
  const first = await request(a, '2025-03-01', 30);
  // A second, later quote on the same request: counted as a quote, not as its response time.
  await db.insertInto('quote_bids').values({ quote_request_id: first, quote_service_id: b.service.id, user_id: b.user.id, quote_status_id: 2, quote_sent_on: taipei('2025-03-01', '10:00') }).execute();
  await request(b, '2025-03-01', 90);
  await request(a, '2025-03-02', 10, true);
  await request(b, '2025-03-02', null);
}

describe.each(ENGINES)('the console dashboard on %s', (engine) => {
  const clock = new FixedClock('2025-03-03T04:00:00Z');
  const server = useTestServer(engine, { clock });

  const dashboard = async (cookie: string, query = '') => {
    const res = await server.api(`/ops/dashboard.json${query}`, { cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as Dashboard;
  };
  const byKey = (d: Dashboard) => Object.fromEntries(d.metrics.map((m) => [m.key, { values: m.values, total: m.total }]));

  it('counts each metric per Taipei day, empty days as zeros, with the median response time', async () => {
    await seedMarch(server);
    const { cookie } = await createSignedInOperator(server, clock, 'support');
    const d = await dashboard(cookie, '?from=2025-02-28&to=2025-03-03');
    expect(d.days).toEqual(['2025-02-28', '2025-03-01', '2025-03-02', '2025-03-03']);
    expect(d.metrics.map((m) => m.key)).toEqual(DASHBOARD_METRICS.map((m) => m.key));
    expect(byKey(d)).toEqual({
      new_users: { values: [0, 2, 1, 0], total: 3 },
      new_pros: { values: [0, 1, 1, 0], total: 2 },
      requests: { values: [0, 2, 2, 0], total: 4 },
      quotes: { values: [0, 3, 1, 0], total: 4 },
      hires: { values: [0, 0, 1, 0], total: 1 },
      response_minutes: { values: [null, 60, 10, null], total: 30 },
    });
    expect(d.metrics.find((m) => m.key === 'response_minutes')?.unit).toBe('minutes');

    const one = await dashboard(cookie, '?from=2025-03-02&to=2025-03-02');
    expect(byKey(one).new_users).toEqual({ values: [1], total: 1 });
    expect(byKey(one).response_minutes).toEqual({ values: [10], total: 10 });
  });

  it('shows the shop GMV: orders paid today and in the last 30 Taipei days, cancelled ones left out', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const before = (await dashboard(cookie)).shop_gmv;
    const category = await findCategory(server.db, 'aircon-installation');
    const pro = await createProWithService(server.db, { categoryIds: [category.id] });
    const consumer = await createUser(server.db);
    const order = (total: number, status: ShopOrderStatusValue, paidAt: Date | null) =>
      server.db
        .insertInto('nshop_orders')
        .values({ hash: `gmv${total}${status}${Math.random().toString(36).slice(2, 10)}`, consumer_user_id: consumer.id, pro_user_id: pro.user.id, quote_service_id: pro.service.id, status, total, address: '某處', paid_at: paidAt })
        .execute();
    await order(1000, 2, taipei('2025-03-03', '00:00'));
    await order(2000, 4, taipei('2025-03-01'));
    await order(400, 3, taipei('2025-02-02', '00:00'));
    // Not counted: cancelled after paying, paid before the 30 days, unpaid.
    await order(500, 5, taipei('2025-03-03'));
    await order(700, 4, taipei('2025-02-01', '23:59'));
    await order(900, 1, null);
    const gmv = (await dashboard(cookie, '?from=2024-01-30&to=2024-02-02')).shop_gmv;
    expect({ today: gmv.today - before.today, last_30_days: gmv.last_30_days - before.last_30_days }).toEqual({ today: 1000, last_30_days: 3400 });
    // Paid late on Taipei's yesterday: in the 30 days, not today.
    await order(300, 2, taipei('2025-03-02', '23:59'));
    const later = (await dashboard(cookie)).shop_gmv;
    expect({ today: later.today - before.today, last_30_days: later.last_30_days - before.last_30_days }).toEqual({ today: 1000, last_30_days: 3700 });
  });

  it('shows every day as zero where nothing happened, and no median', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const d = await dashboard(cookie, '?from=2024-01-30&to=2024-02-02');
    expect(d.days).toEqual(['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-02']);
    for (const m of d.metrics) {
      expect(m.values).toEqual(m.unit === 'count' ? [0, 0, 0, 0] : [null, null, null, null]);
      expect(m.total).toBe(m.unit === 'count' ? 0 : null);
    }
  });

  it('shows the last 30 Taipei days by default, and up to 366', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const d = await dashboard(cookie);
    expect(d.days).toHaveLength(DASHBOARD_DEFAULT_DAYS);
    expect([d.from, d.to]).toEqual(['2025-02-02', '2025-03-03']);
    expect(d.days.at(-1)).toBe('2025-03-03');
    expect((await dashboard(cookie, '?from=2024-03-03&to=2025-03-03')).days).toHaveLength(366);
    expect((await dashboard(cookie, '?to=2025-01-31')).from).toBe('2025-01-02');
  });

  it.each([
    ['?from=2025-3-1', 'from', '日期格式須為 YYYY-MM-DD'],
    ['?from=2025-02-30', 'from', '日期格式須為 YYYY-MM-DD'],
    ['?to=tomorrow', 'to', '日期格式須為 YYYY-MM-DD'],
    ['?from=2025-03-02&to=2025-03-01', 'to', '結束日期不可早於起始日期'],
    ['?from=2024-03-02&to=2025-03-03', 'from', '日期區間最多 366 天'],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const { cookie } = await createSignedInOperator(server, clock, 'admin');
    const res = await server.api(`/ops/dashboard.json${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'Error', message: `${field}：${message}`, fields: [{ field, message }] });
  });

  it.each(OPERATOR_ROLES)('is open to the %s role', async (role) => {
    const { cookie } = await createSignedInOperator(server, clock, role);
    expect((await server.api('/ops/dashboard.json?from=2025-03-01&to=2025-03-01', { cookie })).status).toBe(200);
    expect((await server.api('/ops/jobs.json', { cookie })).status).toBe(200);
  });

  it('is closed to guests and marketplace sessions (403 invalid token)', async () => {
    const { token } = await createSignedInUser(server.db);
    for (const path of ['/ops/dashboard.json', '/ops/jobs.json']) {
      for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
        const res = await server.api(path, who);
        expect(res.status, path).toBe(403);
        expect(res.body).toMatchObject({ status: 'Error', error: 'invalid token' });
      }
    }
  });
});
