import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { TransactionType } from '../../../domain/wallet/ledger';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/connection';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, fundWallet, postRequest } from '../../test/factories';
import { type ApiInit, type ApiResponse, ENGINES, openTestDatabase, TEST_API_KEY, TEST_AUTH_SECRET } from '../../test/harness';
import { leadOf } from './bids.test-support';
import { StatementLog } from './statement-log.test-support';

type Pro = Awaited<ReturnType<typeof createProWithService>>;

// Counted from the session check to the read of the answer, BEGIN and COMMIT aside: the
// session, the locking read of every fact, the quote with its activity, notification,
// response count and fee (balance move and ledger entry) in one statement, and the answer's
// read. A pro's very first quote also gives him the welcome credit (four more, once).
const QUOTE_STATEMENTS = 4;
const WELCOME_GRANT_STATEMENTS = 4;
/** A re-sent quote takes no fee. */
const RESENT_QUOTE_STATEMENTS = 4;

describe.each(ENGINES)('the statements of sending a quote, on %s', (engine) => {
  const log = new StatementLog();
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl: string;
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const config = loadConfig({
      NODE_ENV: 'test',
      API_KEY: TEST_API_KEY,
      AUTH_SECRET: TEST_AUTH_SECRET,
      LOG_LEVEL: 'silent',
      JOBS_ENABLED: '0',
      MATCH_MAX_PROS: '100',
      WELCOME_CREDIT: '300',
    });
    app = await buildApp({ config, database: { ...database, db: database.db.withPlugin(log) } });
    baseUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}${config.apiPrefix}`;
    aircon = await findCategory(database.db, 'aircon-installation');
    cityId = (await findPlace(database.db, '臺北市', '大安區')).cityId;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A new consumer's request and the lead it gave the pro. */
  async function newLeadFor(pro: Pro): Promise<number> {
    const consumer = await createConsumer(database.db);
    const posted = await postRequest({ api: apiCall }, consumer.token, aircon);
    expect(posted.status).toBe(200);
    const bid = await leadOf(database.db, (posted.body.quote_request as CreatedQuoteRequestResponse).id, pro.user.id);
    await app.background.idle();
    return bid.id;
  }

  async function newLead() {
    const pro = await createProWithService(database.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    return { pro, bidId: await newLeadFor(pro) };
  }

  async function apiCall(path: string, init: ApiInit = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY, ...init.headers };
    if (init.token) headers['x-session-token'] = init.token;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${baseUrl}${path}`, { method: init.method ?? 'GET', headers, body: body ?? null });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  /** Sends the quote and returns the statements it ran, work after the answer included. */
  async function quoteStatements(token: string, bidId: number, flat: number) {
    log.statements = [];
    const res = await apiCall(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token, json: { rating_type: 'flat', flat_rate_at: flat } });
    expect(res.status).toBe(200);
    await app.background.idle();
    return log.statements;
  }

  const ledgerOf = (userId: number) =>
    database.db.selectFrom('wallet_entries').select(['transaction_type', 'amount']).where('user_id', '=', userId).orderBy('id').execute();

  it('sends a quote, its fee taken through the ledger, in a bounded number of statements', async () => {
    const { pro, bidId } = await newLead();
    // Credit for more than the welcome grant pays.
    await fundWallet(database.db, pro.user.id, 2000);
    const first = await quoteStatements(pro.token, bidId, 3600);
    expect(first.length, first.join('\n')).toBeLessThanOrEqual(QUOTE_STATEMENTS + WELCOME_GRANT_STATEMENTS);
    const second = await newLeadFor(pro);
    const statements = await quoteStatements(pro.token, second, 3600);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(QUOTE_STATEMENTS);
    expect(statements.filter((s) => / for update/.test(s))).toHaveLength(1);
    const types = (await ledgerOf(pro.user.id)).map((e) => e.transaction_type);
    expect(types).toEqual([TransactionType.PromotionGrant, TransactionType.WelcomeGrant, TransactionType.QuoteFee, TransactionType.QuoteFee]);
  });

  it('re-sends a quote in a bounded number of statements', async () => {
    const { pro, bidId } = await newLead();
    await quoteStatements(pro.token, bidId, 3600);
    const statements = await quoteStatements(pro.token, bidId, 4200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(RESENT_QUOTE_STATEMENTS);
    expect(await ledgerOf(pro.user.id)).toHaveLength(2);
  });
});
