import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../domain/bids/quote-status';
import { addReview, addService, createBid, createConsumer, createHiredBid, createProWithService, findCategory, findPlace, fundWallet, postMessage, sendQuote } from './factories';
import { ENGINES, useTestServer } from './harness';

/**
 * Statements per request do not grow with the rows a list shows: each list is read with a few
 * statements, never one (or more) per row. Every case measures the same caller's page with 2
 * rows and again with 12 (page sizes are 10 or more, so the second page shows at least 10).
 */
describe.each(ENGINES)('statements per request on %s', (engine) => {
  // Jobs off: a sweep running on its schedule would count among a request's statements.
  const server = useTestServer(engine, { env: { MESSAGES_PER_MINUTE: '1000', JOBS_ENABLED: '0' } });

  async function world() {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺北市', '大安區');
    // A city no posted request is in, so nothing here is matched to these pros.
    const far = await findPlace(server.db, '臺東縣', '臺東市');
    const newPro = () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: far.cityId, districtId: null }] });
    return { aircon, place: { cityId: place.cityId, districtId: place.districtId! }, newPro };
  }

  /** The statements one GET runs (their count and what they were), after a first call has warmed whatever is read once. */
  async function statementsOf(path: string, token?: string): Promise<{ statements: number; kinds: string[] }> {
    const init = token ? { token } : {};
    const warm = await server.api(path, init);
    expect(warm.status, `${path}: ${JSON.stringify(warm.body)}`).toBe(200);
    const { statements, kinds, result } = await server.queries.during(() => server.api(path, init));
    expect(result.status).toBe(200);
    return { statements, kinds };
  }

  function expectSame(path: string, few: { statements: number; kinds: string[] }, many: { statements: number; kinds: string[] }) {
    const message = `${path}: ${few.statements} statements for 2 rows (${few.kinds.join(', ')}), ${many.statements} for 12 (${many.kinds.join(', ')})`;
    expect(many.statements, message).toBe(few.statements);
  }

  /** Measures with 2 rows, adds 10, measures again: the two counts are the same. */
  async function expectFlat(path: string, token: string | undefined, addRows: (n: number) => Promise<void>, listed: () => Promise<number>, already = 0) {
    await addRows(2);
    const few = await statementsOf(path, token);
    expect(await listed()).toBe(2 + already);
    await addRows(10);
    const many = await statementsOf(path, token);
    expect(await listed()).toBeGreaterThanOrEqual(10);
    expectSame(path, few, many);
  }

  const countOf = async (path: string, token: string | undefined, key: string) => {
    const res = await server.api(path, token ? { token } : {});
    return (res.body[key] as unknown[]).length;
  };

  it('reads the signed-in user state with the session and one more statement', async () => {
    const { token } = await createConsumer(server.db);
    const { statements, kinds } = await statementsOf('/user/me.json', token);
    expect(statements, kinds.join(', ')).toBeLessThanOrEqual(2);
  });

  it("keeps the pro's work list flat, leads with fees to show included", async () => {
    const { aircon, place, newPro } = await world();
    const pro = await newPro();
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { bidId } = await createBid(server.db, pro, { categoryId: aircon.id, place });
        // Half are leads (their fee is computed), half quoted.
        if (i % 2 === 1) await sendQuote(server.db, bidId, { type: 'flat', amount: 2400 });
      }
    };
    const path = '/quote_bids/index/type:myworks/page:1/filter:1.json';
    await expectFlat(path, pro.token, add, () => countOf(path, pro.token, 'quote_bids'));
  });

  it("keeps the consumer's request list flat", async () => {
    const { aircon, place, newPro } = await world();
    const pro = await newPro();
    const consumer = await createConsumer(server.db);
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { bidId } = await createBid(server.db, pro, { categoryId: aircon.id, place, consumer });
        await sendQuote(server.db, bidId, { type: 'flat', amount: 2400 });
      }
    };
    const path = '/quote_requests/index.json';
    await expectFlat(path, consumer.token, add, () => countOf(path, consumer.token, 'quote_requests'));
  });

  it('keeps the job center flat', async () => {
    const { place } = await world();
    // A category of its own: the other cases' requests are all in air conditioning.
    const other = await server.db.selectFrom('quote_categories').select('slug').where('slug', '<>', 'aircon-installation').orderBy('id').executeTakeFirstOrThrow();
    const category = await findCategory(server.db, other.slug);
    const far = await findPlace(server.db, '臺東縣', '臺東市');
    const inCategory = () => createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: far.cityId, districtId: null }] });
    const pro = await inCategory();
    const answering = await inCategory();
    const consumer = await createConsumer(server.db);
    // Requests another pro answered: in this pro's job center, each with its quote fee.
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) await createBid(server.db, answering, { categoryId: category.id, place, consumer });
    };
    const path = '/new/v1/quote_requests/job_center/page:1.json';
    await expectFlat(path, pro.token, add, () => countOf(path, pro.token, 'quote_requests'));
  });

  it("keeps a pro's inbox flat", async () => {
    const { aircon, place, newPro } = await world();
    const pro = await newPro();
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const { bidId, consumer } = await createBid(server.db, pro, { categoryId: aircon.id, place, bid: { quote_status_id: QuoteStatus.InProgress, quote_sent_on: new Date() } });
        expect((await postMessage(server, consumer.token, bidId, `第 ${i} 則`)).status).toBe(200);
      }
    };
    const path = '/messages/inbox.json';
    await expectFlat(path, pro.token, add, () => countOf(path, pro.token, 'conversations'));
  });

  it('keeps the wallet entries flat', async () => {
    const { user, token } = await createConsumer(server.db);
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) await fundWallet(server.db, user.id, 100);
    };
    const path = '/transactions/index.json';
    await expectFlat(path, token, add, () => countOf(path, token, 'transactions'));
  });

  it("keeps a service's reviews flat", async () => {
    const { aircon, place, newPro } = await world();
    const pro = await newPro();
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const hire = await createHiredBid(server.db, pro, { categoryId: aircon.id, place, status: QuoteStatus.WorkCompleted });
        await addReview(server.db, pro, hire, { tags: ['準時'] });
      }
    };
    const path = `/quote_feedbacks/index/quote_service_id:${pro.service.id}.json`;
    await expectFlat(path, undefined, add, () => countOf(path, undefined, 'quote_feedbacks'));
  });

  it("keeps a pro's own services list flat", async () => {
    const { aircon, newPro } = await world();
    const pro = await newPro();
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) await addService(server.db, pro.user.id, { categoryIds: [aircon.id] });
    };
    const path = '/quote_services/index.json';
    // The pro starts with one service.
    await expectFlat(path, pro.token, add, () => countOf(path, pro.token, 'quote_services'), 1);
  });

  it("reads one request with a fixed number of statements, whatever its bids", async () => {
    const { aircon, place } = await world();
    const consumer = await createConsumer(server.db);
    const far = await findPlace(server.db, '臺東縣', '臺東市');
    const pros = await Promise.all(Array.from({ length: 12 }, () => createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId: far.cityId, districtId: null }] })));
    const first = await createBid(server.db, pros[0]!, { categoryId: aircon.id, place, consumer });
    await sendQuote(server.db, first.bidId, { type: 'flat', amount: 2400 });
    const bidOn = async (from: number, to: number) => {
      for (const pro of pros.slice(from, to)) {
        const bid = await server.db
          .insertInto('quote_bids')
          .values({ quote_request_id: first.requestId, quote_service_id: pro.service.id, user_id: pro.user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await sendQuote(server.db, bid.id, { type: 'flat', amount: 3000 });
      }
    };
    await bidOn(1, 2);
    const path = `/quote_request/${first.requestId}.json`;
    const few = await statementsOf(path, consumer.token);
    await bidOn(2, 12);
    const many = await statementsOf(path, consumer.token);
    expectSame(path, few, many);
  });
});

describe.each(ENGINES)('statements of the signed-in page on %s', (engine) => {
  const server = useTestServer(engine, { web: true, env: { JOBS_ENABLED: '0' } });

  it('reads the session and the user state, wallet and header counts included, in two statements', async () => {
    const aircon = await findCategory(server.db, 'aircon-installation');
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id] });
    await fundWallet(server.db, pro.user.id, 300);
    // The pro's work list, his landing page (no redirect to follow).
    const page = () => fetch(`${server.baseUrl}/dashboard/requests`, { redirect: 'manual', headers: { cookie: `session_token=${pro.token}; user_role=pro` } });
    expect((await page()).status).toBe(200);
    const { statements, kinds, result } = await server.queries.during(async () => {
      const res = await page();
      return { status: res.status, html: await res.text() };
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('"available_wallet_amount":300');
    expect(statements, kinds.join(', ')).toBeLessThanOrEqual(2);
  });
});
