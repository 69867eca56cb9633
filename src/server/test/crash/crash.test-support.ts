import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { signed } from '../../adapters/payments/ecpay/check-mac';
import { RTN_PAID } from '../../adapters/payments/ecpay/ecpay-client';
import { toEcpayDateTime } from '../../adapters/payments/ecpay/ecpay-time';
import { ECPAY_STAGE_CREDENTIALS } from '../../adapters/payments/ecpay/fake-ecpay';
import { connectDatabase, type DatabaseHandle } from '../../db/connection';
import { CARDS } from '../../features/payments/cards/cards.test-support';
import { type CategoryWithFields, createConsumer, createProWithService, FORM_HEADERS, formBody, validAnswers } from '../factories';
import { type Child, freePort, kill, startChild, waitHealthy } from './child-server';

/** Tests only: the world of the crash test, a fresh PostgreSQL database served by child processes. */

export const API_KEY = 'crash-test-api-key-0123456789';
const { merchantId, hashKey, hashIv } = ECPAY_STAGE_CREDENTIALS;

export async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export type Pro = Awaited<ReturnType<typeof createProWithService>> & { cardId: number };

/**
 * A database of its own on the TEST_DATABASE_URL server, created before the suite's tests and
 * dropped after them with every child process killed; and the calls the test makes.
 */
export function crashWorld() {
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

  return {
    get db() {
      return database.db;
    },
    /** Every child process started, the servers first. */
    children,
    childEnv,
    startServer,
    proWithCard,
    postRequest,
    quote,
    buyByCard,
    buyCode,
    paidNotice,
  };
}
