import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import { signed } from '../../adapters/payments/ecpay/check-mac';
import { RTN_PAID } from '../../adapters/payments/ecpay/ecpay-client';
import { toEcpayDateTime } from '../../adapters/payments/ecpay/ecpay-time';
import { ECPAY_STAGE_CREDENTIALS } from '../../adapters/payments/ecpay/fake-ecpay';
import { connectDatabase, type DatabaseHandle } from '../../db/connection';
import { ContactChargeService } from '../../features/bids';
import { CARDS } from '../../features/payments/cards/cards.test-support';
import { type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, FORM_HEADERS, formBody, validAnswers } from '../factories';
import { loadConfig } from '../../config';
import { ENGINES } from '../harness';
import { type Child, freePort, kill, startChild, waitHealthy } from './child-server';

/**
 * The real server in a child process is killed (SIGKILL) while pros buy credit by card and by
 * convenience-store code, send quotes that cost fees, and a separate refund sweep gives fees
 * back; then it is started again on the same database. Whatever was cut off, the ledger must
 * hold: each wallet is the sum of its entries, a purchase is credited once or not at all, a
 * fee is taken once per quote, a refund given once per fee.
 *
 * PostgreSQL only (TEST_DATABASE_URL): the test needs a database that two processes share and
 * that survives a killed client. The API project leaves this file out when it is unset.
 */
const API_KEY = 'crash-test-api-key-0123456789';
const PROS = 5;
const REQUESTS = 8;
/** Quotes each pro sends before the crash. */
const OLD_QUOTES = 3;
const HOUR_MS = 3_600_000;
const { merchantId, hashKey, hashIv } = ECPAY_STAGE_CREDENTIALS;

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

type Pro = Awaited<ReturnType<typeof createProWithService>> & { cardId: number };

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('the ledger after the server is killed mid-flight on %s', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const dbName = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
  const children: Child[] = [];
  let database: DatabaseHandle;
  let baseUrl = '';

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  function childEnv(port: number): NodeJS.ProcessEnv {
    return {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '8',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      API_KEY,
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: '0',
      CARD_PROVIDER: 'sandbox',
      WELCOME_CREDIT: '3000',
      MATCH_MAX_PROS: '100',
      REQUESTS_PER_DAY: '1000',
      REQUESTS_PER_IP_PER_DAY: '100000',
    };
  }

  async function startServer(): Promise<Child> {
    const port = await freePort();
    const child = startChild('src/server/main.ts', childEnv(port));
    children.push(child);
    baseUrl = `http://127.0.0.1:${port}`;
    await waitHealthy(baseUrl, child, 45_000);
    return child;
  }

  async function api(path: string, init: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { 'x-api-key': API_KEY, ...init.headers };
    if (init.token) headers['x-session-token'] = init.token;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${baseUrl}/api${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body ?? null });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    // The first server makes the schema and the catalogue.
    await startServer();
    database = await connectDatabase({ databaseUrl, poolSize: 4 });
  }, 90_000);

  afterAll(async () => {
    for (const child of children) await kill(child);
    await database?.close();
    await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A pro serving all of Taipei, with a card bound through the sandbox gateway. */
  async function proWithCard(aircon: CategoryWithFields, cityId: number): Promise<Pro> {
    const pro = await createProWithService(database.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const prime = (await (
      await fetch(`${baseUrl}/sandbox-gateway/tappay/prime`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ card_number: CARDS.visa, expiry: '12/30', ccv: '123' }),
      })
    ).json()) as { card: { prime: string } };
    const bound = await api('/new/v1/tap_pay/bind_card.json', { token: pro.token, json: { prime: prime.card.prime } });
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    return { ...pro, cardId: (bound.body.card as { id: number }).id };
  }

  async function postRequest(aircon: CategoryWithFields): Promise<number> {
    const consumer = await createConsumer(database.db);
    const entries: [string, string][] = [
      ['quote_category_id', String(aircon.id)],
      ['city', '臺北市'],
      ['district', '大安區'],
      ['address', '信義路四段 1 號'],
      ['description', '冷氣兩台安裝'],
      ['when[day_label]', 'thisWeek'],
      ['when[day_slots][]', '2'],
      ...validAnswers(aircon),
    ];
    const res = await api('/quote_requests/search_add.json', { token: consumer.token, body: formBody(entries), headers: FORM_HEADERS });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.quote_request as { id: number }).id;
  }

  const quote = (pro: Pro, bidId: number) => api(`/quote_bids/change_status/rating/${bidId}.json`, { token: pro.token, json: { rating_type: 'flat', flat_rate_at: 4800 } });
  const buyByCard = (pro: Pro, amount: number) =>
    api('/new/v1/tap_pay/pay_by_token.json', { token: pro.token, json: { card_id: pro.cardId, amount, idempotency_key: `crash-${randomBytes(8).toString('hex')}` } });
  const buyCode = (pro: Pro, amount: number) =>
    api('/new/v1/ecpay/purchase.json', { token: pro.token, json: { pay_type: 'cvs', amount, idempotency_key: `crash-${randomBytes(8).toString('hex')}` } });

  /** ECPay's ReturnURL call for a paid code, signed with the stage keys the sandbox uses. */
  function paidNotice(orderNumber: string, amount: number): Promise<string> {
    const form = signed(
      {
        MerchantID: merchantId,
        MerchantTradeNo: orderNumber,
        StoreID: '',
        RtnCode: RTN_PAID,
        RtnMsg: '交易成功',
        TradeNo: `T${orderNumber}`.slice(0, 20),
        TradeAmt: String(amount),
        PaymentDate: toEcpayDateTime(new Date()),
        PaymentType: 'CVS_CVS',
        PaymentTypeChargeFee: '25',
        TradeDate: toEcpayDateTime(new Date()),
        SimulatePaid: '0',
        CustomField1: '',
        CustomField2: '',
        CustomField3: '',
        CustomField4: '',
      },
      hashKey,
      hashIv,
    );
    return fetch(`${baseUrl}/api/new/v1/ecpay/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }).then((r) => r.text());
  }

  it('keeps every wallet equal to its ledger, each purchase credited at most once, each fee and refund taken once', async () => {
    const db = database.db;
    const aircon = await findCategory(db, 'aircon-installation');
    const { cityId } = await findPlace(db, '臺北市', '大安區');
    const pros: Pro[] = [];
    for (let i = 0; i < PROS; i++) pros.push(await proWithCard(aircon, cityId));
    const proIds = pros.map((p) => p.user.id);
    for (let i = 0; i < REQUESTS; i++) await postRequest(aircon);
    const leads = new Map<number, number[]>();
    for (const pro of pros) {
      const rows = await db.selectFrom('quote_bids').select('id').where('user_id', '=', pro.user.id).orderBy('id').execute();
      expect(rows).toHaveLength(REQUESTS);
      leads.set(pro.user.id, rows.map((r) => r.id));
    }

    // Before the crash: quotes already sent, with their fees taken.
    await Promise.all(
      pros.map(async (pro) => {
        for (const bidId of leads.get(pro.user.id)!.slice(0, OLD_QUOTES)) expect((await quote(pro, bidId)).status).toBe(200);
      }),
    );

    // The crash: two refund sweeps (which see every quote as 49 hours unopened, so they give fees
    // back while quotes are still being sent) and the server, all busy, killed together part-way.
    const workers = [0, 1].map(() => startChild('src/server/test/crash/refund-worker.ts', childEnv(0)));
    children.push(...workers);
    await Promise.all(workers.map((w) => waitFor(() => w.output.join('').includes('refund worker ready'), 30_000)));
    const codes: { orderNumber: string; amount: number }[] = [];
    let answered = 0;
    const work: Promise<unknown>[] = [];
    const track = (p: Promise<unknown>) => work.push(p.then(() => (answered += 1)).catch(() => undefined));
    for (const pro of pros) {
      for (const amount of [500, 600]) {
        track(
          buyCode(pro, amount).then(async (res) => {
            const purchase = res.body.purchase as { order_number: string; amount: number } | undefined;
            if (!purchase) return;
            codes.push({ orderNumber: purchase.order_number, amount: purchase.amount });
            await paidNotice(purchase.order_number, purchase.amount);
          }),
        );
      }
      for (const amount of [100, 150, 200]) track(buyByCard(pro, amount));
      for (const bidId of leads.get(pro.user.id)!.slice(OLD_QUOTES)) track(quote(pro, bidId));
    }
    const total = work.length;
    const cutAt = Date.now() + 20_000;
    while (answered < total / 2 && Date.now() < cutAt) await new Promise((r) => setTimeout(r, 5));
    await Promise.all([kill(children[0]!), ...workers.map(kill)]);
    await Promise.all(work);
    expect(answered).toBeLessThan(total);

    // After the restart: ECPay sends its notifications again (twice at once, as it may), and
    // the sweep runs to the end.
    await startServer();
    const pending = await db
      .selectFrom('credit_purchases')
      .select(['id', 'order_number', 'amount'])
      .where('provider', '=', 'ecpay')
      .where('status', 'in', ['pending', 'paid'])
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    await Promise.all(pending.flatMap((p) => [paidNotice(p.order_number, p.amount), paidNotice(p.order_number, p.amount)]));
    const sweep = new ContactChargeService({ db, flags: loadConfig({ API_KEY }).flags });
    while ((await sweep.refundUnopenedQuotes(new Date(Date.now() + 49 * HOUR_MS))) > 0);

    // Each wallet is the sum of its entries, and each entry's balance follows from the one before.
    const entries = await db.selectFrom('wallet_entries').selectAll().where('user_id', 'in', proIds).orderBy('id').execute();
    for (const userId of proIds) {
      const own = entries.filter((e) => e.user_id === userId);
      let running = 0;
      for (const e of own) {
        running += e.amount;
        expect(e.balance_after).toBe(running);
      }
      const wallet = await db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect(wallet.balance).toBe(running);
      expect(wallet.balance).toBeGreaterThanOrEqual(0);
    }

    // A paid purchase has exactly one credit of its amount; any other, none.
    const purchases = await db.selectFrom('credit_purchases').select(['id', 'status', 'credit', 'provider']).where('user_id', 'in', proIds).execute();
    expect(purchases.length).toBeGreaterThan(0);
    for (const p of purchases) {
      const credits = entries.filter((e) => e.credit_purchase_id === p.id);
      if (p.status === 'paid') expect(credits.map((e) => [e.transaction_type, e.amount])).toEqual([[TransactionType.Purchase, p.credit]]);
      else expect(credits).toEqual([]);
    }
    expect(entries.filter((e) => e.transaction_type === TransactionType.Purchase).every((e) => e.credit_purchase_id !== null)).toBe(true);
    // Every code ECPay reported paid is credited after the restart.
    const reported = new Set(pending.map((p) => p.id));
    expect(purchases.filter((p) => reported.has(p.id)).every((p) => p.status === 'paid')).toBe(true);

    // A quote with a fee has exactly its debit; a lead without one has none.
    const bids = await db.selectFrom('quote_bids').select(['id', 'fee_amount', 'quote_sent_on']).where('user_id', 'in', proIds).execute();
    const fees = entries.filter((e) => e.transaction_type === TransactionType.QuoteFee || e.transaction_type === TransactionType.AutoQuoteFee);
    for (const bid of bids) {
      const debits = fees.filter((e) => e.quote_bid_id === bid.id);
      if (bid.fee_amount && bid.fee_amount > 0) {
        expect(debits.map((e) => e.amount)).toEqual([-bid.fee_amount]);
        expect(bid.quote_sent_on).not.toBeNull();
      } else {
        expect(debits).toEqual([]);
      }
    }
    // Each refund gives back one fee, once; every quote (none was opened) got its fee back.
    const refunds = entries.filter((e) => e.transaction_type === TransactionType.Refund);
    expect(new Set(refunds.map((r) => r.refunds_entry_id)).size).toBe(refunds.length);
    for (const refund of refunds) {
      const fee = fees.find((f) => f.id === refund.refunds_entry_id);
      expect(fee).toBeDefined();
      expect(refund.amount).toBe(-fee!.amount);
      expect(refund.quote_bid_id).toBe(fee!.quote_bid_id);
    }
    const charged = bids.filter((b) => (b.fee_amount ?? 0) > 0).map((b) => b.id);
    expect(charged.length).toBeGreaterThan(PROS * OLD_QUOTES);
    expect(refunds.map((r) => r.quote_bid_id).sort((a, b) => a! - b!)).toEqual(charged.sort((a, b) => a - b));
  }, 150_000);
});
