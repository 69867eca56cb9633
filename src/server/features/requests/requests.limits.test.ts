import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dailyRule, REPORTS_PER_DAY, taipeiDayClock } from '../../../domain/abuse-limits';
import { ErrorText } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { TaipeiTestClock, taipeiAt, taipeiDay } from '../../test/taipei-clock';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, FORM_HEADERS, formBody, validAnswers } from '../../test/factories';

// Small limits, so a test reaches them quickly.
const PER_DAY = 3;
const PER_IP = 5;

type Consumer = Awaited<ReturnType<typeof createConsumer>>;

describe.each(ENGINES)('daily limits on posting requests and reports on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  // Days are counted in Taipei: the server's clock is pinned, so no answer depends on the hour the tests run at.
  const clock = new TaipeiTestClock();

  beforeAll(async () => {
    server = await startTestServer(engine, {
      clock,
      env: { REQUESTS_PER_DAY: String(PER_DAY), REQUESTS_PER_IP_PER_DAY: String(PER_IP), MATCH_MAX_PROS: '100', WELCOME_CREDIT: '5000' },
    });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());
  afterEach(() => clock.reset());

  // Each test posts from its own client address (the server trusts the loopback proxy's X-Forwarded-For).
  const newIp = () => `10.${[...randomBytes(3)].join('.')}`;
  const post = (consumer: Consumer, ip: string) =>
    server.api('/quote_requests/search_add.json', {
      method: 'POST',
      token: consumer.token,
      body: formBody([
        ['quote_category_id', String(aircon.id)],
        ['city', '臺北市'],
        ['district', '大安區'],
        ['address', '信義路四段 1 號'],
        ['description', '希望週末可以施工。'],
        ['when[day_label]', 'thisWeek'],
        ['when[day_slots][]', '2'],
        ...validAnswers(aircon),
      ]),
      headers: { ...FORM_HEADERS, 'x-forwarded-for': ip },
    });
  const requestsOf = async (userId: number) => (await server.db.selectFrom('quote_requests').select('id').where('user_id', '=', userId).execute()).length;
  const counts = async () => {
    const [bids, entries] = await Promise.all([
      server.db.selectFrom('quote_bids').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      server.db.selectFrom('wallet_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { bids: Number(bids.n), entries: Number(entries.n) };
  };

  /** A pro in Taipei whose auto-quote pays a fee on every matching request. */
  async function autoQuotingPro() {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const template = await server.api('/quote_templates/add.json', { method: 'POST', token: pro.token, json: { display_name: '標準安裝', flat_rate_at: 3600, price_note: '含材料' } });
    const sc = await server.db.selectFrom('quote_service_categories').select('id').where('quote_service_id', '=', pro.service.id).executeTakeFirstOrThrow();
    const on = await server.api(`/quote_service_categories/auto_quote/${sc.id}.json`, {
      method: 'POST',
      token: pro.token,
      json: { is_auto_quote_on: 1, template_id: (template.body.quote_template as { id: number }).id, consent: 1, weekly_budget: 5000 },
    });
    expect(on.status).toBe(200);
    return pro;
  }
  const balanceOf = async (userId: number) => (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance;

  it('refuses the request past the daily limit with 429, Retry-After and when to post again, and writes nothing', async () => {
    const pro = await autoQuotingPro();
    const consumer = await createConsumer(server.db);
    const ip = newIp();
    for (let i = 0; i < PER_DAY; i++) expect((await post(consumer, ip)).status).toBe(200);
    const balance = await balanceOf(pro.user.id);
    expect(balance).toBeLessThan(5000);
    const before = await counts();

    const refused = await post(consumer, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 'Error', error: ErrorText.RateLimited });
    expect(refused.body.message).toMatch(new RegExp(`^今天已發出 ${PER_DAY} 個需求，已達每日上限，請於 \\d{4}-\\d{2}-\\d{2} 00:00 後再發案。$`));
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    // No request, no lead, no auto-quote fee.
    expect(await requestsOf(consumer.user.id)).toBe(PER_DAY);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(pro.user.id)).toBe(balance);
  });

  it('opens posting again at midnight in Taipei, not at midnight UTC or on the machine', async () => {
    const consumer = await createConsumer(server.db);
    const ip = newIp();
    clock.set(taipeiAt(1, '23:59:30'));
    for (let i = 0; i < PER_DAY; i++) expect((await post(consumer, ip)).status).toBe(200);
    const refused = await post(consumer, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain(`請於 ${taipeiDay(2)} 00:00 後再發案`);
    expect(Number(refused.headers.get('retry-after'))).toBe(30);
    // A minute later it is the next day in Taipei (still the same day in UTC).
    clock.advance(60_000);
    expect((await post(consumer, ip)).status).toBe(200);
  });

  it('leaves another account free to post', async () => {
    const first = await createConsumer(server.db);
    const ip = newIp();
    for (let i = 0; i < PER_DAY; i++) await post(first, ip);
    expect((await post(first, ip)).status).toBe(429);
    const other = await createConsumer(server.db);
    expect((await post(other, ip)).status).toBe(200);
  });

  it('counts a phone number across the accounts that carry it', async () => {
    const first = await createConsumer(server.db);
    for (let i = 0; i < PER_DAY; i++) expect((await post(first, newIp())).status).toBe(200);
    // The number moves to a second account (the first is deleted, which frees it).
    const { phone } = await server.db.selectFrom('users').select('phone').where('id', '=', first.user.id).executeTakeFirstOrThrow();
    await server.db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', first.user.id).execute();
    const second = await createConsumer(server.db);
    await server.db.updateTable('users').set({ phone }).where('id', '=', second.user.id).execute();
    const refused = await post(second, newIp());
    expect(refused.status).toBe(429);
    expect(await requestsOf(second.user.id)).toBe(0);
    expect((await post(await createConsumer(server.db), newIp())).status).toBe(200);
  });

  it('counts all accounts posting from one IP together', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_IP; i++) expect((await post(await createConsumer(server.db), ip)).status).toBe(200);
    const consumer = await createConsumer(server.db);
    const refused = await post(consumer, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^這個網路今天發出的需求已達上限，請於 .+ 後再發案。$/);
    expect(await requestsOf(consumer.user.id)).toBe(0);
    expect((await post(consumer, newIp())).status).toBe(200);
  });

  it('counts copying a request as posting one', async () => {
    const consumer = await createConsumer(server.db);
    const ip = newIp();
    const first = (await post(consumer, ip)).body.quote_request as CreatedQuoteRequestResponse;
    const copy = () => server.api(`/quote_requests/copy/${first.id}.json`, { method: 'POST', token: consumer.token, headers: { 'x-forwarded-for': ip } });
    for (let i = 1; i < PER_DAY; i++) expect((await copy()).status).toBe(200);
    const refused = await copy();
    expect(refused.status).toBe(429);
    expect(await requestsOf(consumer.user.id)).toBe(PER_DAY);
  });

  it('refuses a report past the daily limit with 429 and keeps nothing', async () => {
    const consumer = await createConsumer(server.db);
    const ip = newIp();
    const requestIds: number[] = [];
    for (let i = 0; i < 2; i++) requestIds.push(((await post(consumer, ip)).body.quote_request as CreatedQuoteRequestResponse).id);
    const report = (id: number) => server.api('/quote_reports/add.json', { method: 'POST', token: consumer.token, json: { quote_request_id: id, reason: '測試檢舉' } });
    expect((await report(requestIds[0]!)).status).toBe(200);
    // The rest of the day's allowance used up.
    const rule = dailyRule('report-user', REPORTS_PER_DAY);
    const now = taipeiDayClock(clock.now().getTime());
    const windowStart = new Date(Math.floor(now / 86_400_000) * 86_400_000);
    await server.db.updateTable('throttle_counters').set({ count: REPORTS_PER_DAY }).where('scope', '=', rule.scope).where('key', '=', String(consumer.user.id)).where('window_start', '=', windowStart).execute();
    const refused = await report(requestIds[1]!);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(new RegExp(`^今天已送出 ${REPORTS_PER_DAY} 則檢舉，已達每日上限`));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const kept = await server.db.selectFrom('quote_reports').select('quote_request_id').where('user_id', '=', consumer.user.id).execute();
    expect(kept.map((r) => r.quote_request_id)).toEqual([requestIds[0]]);
  });
});
