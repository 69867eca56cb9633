import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, operatorMay, type OpsPermissionId } from '../../../domain/ops/operator-roles';
import { TransactionType } from '../../../domain/wallet/ledger';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser, createUser } from '../../test/factories';
import { ENGINES, TEST_API_KEY, useTestServer } from '../../test/harness';
import { seedEntry, seedPurchase } from './finance.test-support';
import { createSignedInOperator } from './ops.test-support';

const T = TransactionType;
/** 10:00 in Taipei on a day of March 2025. */
const on = (day: number, minute = 0) => new Date(Date.UTC(2025, 2, day, 2, minute));

/** Every finance call, the permission it needs and a request that names nothing real. */
const CALLS: { name: string; permission: OpsPermissionId; path: string; method?: string }[] = [
  { name: 'purchase list', permission: 'adjust_wallets', path: '/ops/purchases/index/page:1.json' },
  { name: 'purchase refund', permission: 'adjust_wallets', path: '/ops/purchases/refund/2000000000.json', method: 'POST' },
  { name: 'reconciliation', permission: 'read_finance', path: '/ops/finance/reconciliation.json?date=2025-03-10' },
  { name: 'totals', permission: 'read_finance', path: '/ops/finance/totals.json?period=month&from=2025-01&to=2025-03' },
  { name: 'totals CSV', permission: 'read_finance', path: '/ops/finance/totals.csv?period=day&from=2025-03-01&to=2025-03-02' },
];

describe.each(ENGINES)('console finance on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });

  /** A call over HTTP that keeps the body as text (the CSV is not JSON). */
  async function raw(path: string, init: { method?: string; cookie?: string; token?: string } = {}) {
    const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY, 'accept-language': 'zh-TW' };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.token) headers['x-session-token'] = init.token;
    const body = init.method === 'POST' ? JSON.stringify({ reason: '存取測試' }) : null;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.baseUrl}${server.config.apiPrefix}${path}`, { method: init.method ?? 'GET', headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const json = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : null;
    return { status: res.status, headers: res.headers, bytes, text, json };
  }

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    it.each(CALLS)('$name: allowed exactly when the role has the permission', async (call) => {
      const { cookie } = await createSignedInOperator(server, clock, role);
      const res = await raw(call.path, { method: call.method, cookie });
      if (operatorMay(role, call.permission)) {
        expect([200, 404], res.text).toContain(res.status);
      } else {
        expect(res.status).toBe(403);
        expect(res.json).toMatchObject({ status: 'Error', error: 'forbidden' });
      }
    });
  });

  it.each(CALLS)('$name: 403 invalid token for a guest and a marketplace session', async (call) => {
    const { token } = await createSignedInUser(server.db);
    for (const who of [{}, { token }, { cookie: `session_token=${token}` }]) {
      const res = await raw(call.path, { method: call.method, ...who });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ status: 'Error', error: 'invalid token' });
    }
  });

  it('publishes the finance routes in the OpenAPI document, the CSV as text', async () => {
    const doc = await server.api('/openapi.json');
    const paths = doc.body.paths as Record<string, unknown>;
    for (const path of ['/api/ops/purchases/refund/{id}', '/api/ops/finance/reconciliation.json', '/api/ops/finance/totals.json', '/api/ops/finance/totals.csv']) {
      expect(paths[path], path).toBeDefined();
    }
  });

  describe('reconciliation and totals of seeded days', () => {
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const user = async (name: string) => {
        ids[name] = (await createUser(server.db)).id;
        return ids[name]!;
      };
      // 2025-03-10: every payment with its entry, a refund, a fee and an adjustment.
      const u1 = await user('u1');
      const card = await seedPurchase(server.db, u1, 'card', 1000, 1050, on(10));
      await seedEntry(server.db, u1, T.Purchase, 1050, on(10), card.id);
      await seedEntry(server.db, u1, T.QuoteFee, -100, on(10, 30));
      await seedEntry(server.db, u1, T.Adjustment, 50, on(10, 40));
      const u2 = await user('u2');
      const cvs = await seedPurchase(server.db, u2, 'cvs', 500, 500, on(10));
      await seedEntry(server.db, u2, T.Purchase, 500, on(10, 1), cvs.id);
      const u6 = await user('u6');
      const refunded = await seedPurchase(server.db, u6, 'cvs', 500, 500, on(5));
      await seedEntry(server.db, u6, T.Purchase, 500, on(5), refunded.id);
      await server.db.updateTable('credit_purchases').set({ status: 'refunded', refunded_at: on(10, 5), refund_method: 'transfer' }).where('id', '=', refunded.id).execute();
      await seedEntry(server.db, u6, T.PurchaseRefund, -500, on(10, 5), refunded.id);
      // 2025-03-11: a payment without its entry, an entry without a payment, an entry of another amount.
      const u3 = await user('u3');
      ids.noEntry = (await seedPurchase(server.db, u3, 'atm', 300, 300, on(11))).id;
      const u4 = await user('u4');
      const unpaid = await seedPurchase(server.db, u4, 'cvs', 700, 700, null);
      ids.noPayment = unpaid.id;
      await seedEntry(server.db, u4, T.Purchase, 700, on(11), unpaid.id);
      const u5 = await user('u5');
      const short = await seedPurchase(server.db, u5, 'card', 200, 200, on(11));
      ids.differs = short.id;
      await seedEntry(server.db, u5, T.Purchase, 150, on(11), short.id);
      // Paid without the gateway's reference: nothing from the gateway vouches for it.
      const u7 = await user('u7');
      const unvouched = await seedPurchase(server.db, u7, 'card', 100, 100, on(11));
      ids.noReference = unvouched.id;
      await server.db.updateTable('credit_purchases').set({ provider_reference: null }).where('id', '=', unvouched.id).execute();
      await seedEntry(server.db, u7, T.Purchase, 100, on(11), unvouched.id);
      await seedEntry(server.db, u5, T.WelcomeGrant, 300, on(11, 10));
      await seedEntry(server.db, u5, T.Adjustment, -20, on(11, 20));
      await seedEntry(server.db, u5, T.Expiry, -30, on(11, 30));
    });

    const reconcile = async (cookie: string, date: string) => {
      const res = await server.api(`/ops/finance/reconciliation.json?date=${date}`, { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Record<string, unknown> & { lines: Record<string, unknown>[]; mismatches: Record<string, unknown>[]; wallets: Record<string, unknown> };
    };
    const line = (lines: Record<string, unknown>[], source: string, kind: string) => lines.find((l) => l.source === source && l.kind === kind);

    it('matches each gateway record with its ledger entry on a clean day, by source, with the ledger of the day by type', async () => {
      const { cookie } = await createSignedInOperator(server, clock, 'finance');
      const day = await reconcile(cookie, '2025-03-10');
      expect(line(day.lines, 'card', 'paid')).toEqual({ source: 'card', kind: 'paid', gateway_count: 1, gateway_amount: 1000, expected_credit: 1050, ledger_count: 1, ledger_credit: 1050, difference: 0 });
      expect(line(day.lines, 'cvs', 'paid')).toMatchObject({ gateway_count: 1, gateway_amount: 500, ledger_credit: 500, difference: 0 });
      expect(line(day.lines, 'atm', 'paid')).toMatchObject({ gateway_count: 0, ledger_count: 0, difference: 0 });
      expect(line(day.lines, 'cvs', 'refunded')).toMatchObject({ gateway_count: 1, gateway_amount: 500, expected_credit: 500, ledger_count: 1, ledger_credit: 500, difference: 0 });
      expect(day.mismatches).toEqual([]);
      expect(day.ledger_totals).toEqual([
        { transaction_type: T.Purchase, count: 2, amount: 1550 },
        { transaction_type: T.QuoteFee, count: 1, amount: -100 },
        { transaction_type: T.Adjustment, count: 1, amount: 50 },
        { transaction_type: T.PurchaseRefund, count: 1, amount: -500 },
      ]);
      expect(day.wallets.mismatched).toEqual([]);
      expect(day.wallets.balance_total).toBe(day.wallets.ledger_total);
      expect(day.balanced).toBe(true);
    });

    it('flags a payment without its entry, an entry without a payment and a different amount', async () => {
      const { cookie } = await createSignedInOperator(server, clock, 'admin');
      const day = await reconcile(cookie, '2025-03-11');
      expect(day.balanced).toBe(false);
      expect(day.mismatches).toEqual(
        expect.arrayContaining([
          { source: 'atm', kind: 'paid', problem: 'no_ledger_entry', reference_id: ids.noEntry, expected: 300, ledger: 0 },
          { source: 'cvs', kind: 'paid', problem: 'no_payment', reference_id: ids.noPayment, expected: 0, ledger: 700 },
          { source: 'card', kind: 'paid', problem: 'amount_differs', reference_id: ids.differs, expected: 200, ledger: 150 },
          { source: 'card', kind: 'paid', problem: 'no_gateway_reference', reference_id: ids.noReference, expected: 100, ledger: 100 },
        ]),
      );
      expect(day.mismatches).toHaveLength(4);
      expect(line(day.lines, 'atm', 'paid')).toMatchObject({ expected_credit: 300, ledger_credit: 0, difference: 300 });
      expect(line(day.lines, 'cvs', 'paid')).toMatchObject({ gateway_count: 0, ledger_count: 1, difference: -700 });
      expect(line(day.lines, 'card', 'paid')).toMatchObject({ difference: 50 });
    });

    it('checks the wallets as of the end of the day: a later entry changes nothing in a past day, a wrong balance is listed', async () => {
      const { cookie } = await createSignedInOperator(server, clock, 'finance');
      const before = await reconcile(cookie, '2025-03-10');
      // 2025-03-20: u1's wallet moves on, and u9's last entry states a balance 7 more than its entries add up to.
      await seedEntry(server.db, ids.u1!, T.Adjustment, 25, on(20));
      const u9 = (await createUser(server.db)).id;
      await seedEntry(server.db, u9, T.WelcomeGrant, 300, on(20));
      await server.db.insertInto('wallet_entries').values({ user_id: u9, transaction_type: T.Adjustment, amount: -20, balance_after: 287, created: on(20, 10) }).execute();
      expect(await reconcile(cookie, '2025-03-10')).toEqual(before);
      const later = await reconcile(cookie, '2025-03-20');
      expect(later.wallets.mismatched).toEqual([{ user_id: u9, balance: 287, ledger_sum: 280, difference: 7 }]);
      expect(later.wallets.balance_total).toBe((later.wallets.ledger_total as number) + 7);
      expect(later.balanced).toBe(false);
    });

    it('totals per Taipei day match the ledger, quiet days included, with the sums', async () => {
      const { cookie } = await createSignedInOperator(server, clock, 'finance');
      const res = await server.api('/ops/finance/totals.json?period=day&from=2025-03-10&to=2025-03-12', { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.rows as { period: string; values: Record<string, number> }[];
      expect(rows.map((r) => r.period)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12']);
      expect(rows[0]!.values).toEqual({
        credit_sold_twd: 1500,
        credit_sold: 1550,
        fees_charged: 100,
        fee_refunds: 0,
        purchase_refunds_twd: 500,
        purchase_refunds: 500,
        adjustments_in: 50,
        adjustments_out: 0,
        free_credit_given: 0,
        free_credit_expired: 0,
      });
      expect(rows[1]!.values).toMatchObject({ credit_sold_twd: 1000, credit_sold: 950, adjustments_out: 20, free_credit_given: 300, free_credit_expired: 30 });
      expect(Object.values(rows[2]!.values).every((v) => v === 0)).toBe(true);
      expect(res.body.sums).toMatchObject({ credit_sold_twd: 2500, credit_sold: 2500, fees_charged: 100 });
      // The same as summing the ledger of those days directly.
      const direct = await server.db
        .selectFrom('wallet_entries')
        .select((eb) => eb.fn.sum<string>('amount').as('sum'))
        .where('transaction_type', '=', T.Purchase)
        .where('created', '>=', new Date('2025-03-09T16:00:00Z'))
        .where('created', '<', new Date('2025-03-12T16:00:00Z'))
        .executeTakeFirstOrThrow();
      expect(Number(direct.sum)).toBe((res.body.sums as Record<string, number>).credit_sold);
    });

    it('totals per month and refuses a reversed or too long range', async () => {
      const { cookie } = await createSignedInOperator(server, clock, 'finance');
      const res = await server.api('/ops/finance/totals.json?period=month&from=2025-02&to=2025-03', { cookie });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const rows = res.body.rows as { period: string; values: Record<string, number> }[];
      expect(rows.map((r) => r.period)).toEqual(['2025-02', '2025-03']);
      expect(rows[1]!.values).toMatchObject({ credit_sold_twd: 3000, credit_sold: 3000, purchase_refunds_twd: 500 });
      expect((res.body.columns as { key: string; label: string }[])[0]).toEqual({ key: 'credit_sold_twd', label: '售出點數金額（NT$）' });
      expect((await server.api('/ops/finance/totals.json?period=day&from=2025-03-02&to=2025-03-01', { cookie })).status).toBe(400);
      expect((await server.api('/ops/finance/totals.json?period=day&from=2024-01-01&to=2025-03-01', { cookie })).status).toBe(400);
      expect((await server.api('/ops/finance/totals.json?period=month&from=2025-03-01&to=2025-03-02', { cookie })).status).toBe(400);
    });

    it('downloads the totals as a CSV Excel opens: BOM, zh-TW headers, the range in the file name, audited as an export', async () => {
      const { operator, cookie } = await createSignedInOperator(server, clock, 'finance');
      const res = await raw('/ops/finance/totals.csv?period=day&from=2025-03-10&to=2025-03-11', { cookie });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="finance-totals-day-2025-03-10_2025-03-11.csv"');
      expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        '日期,售出點數金額（NT$）,售出點數（含加贈）,收取費用（報價／聯繫）,退還費用,購點退款金額（NT$）,購點退款點數,客服調整（加點）,客服調整（扣點）,贈送點數,贈點到期',
      );
      expect(lines[1]).toBe('2025-03-10,1500,1550,100,0,500,500,50,0,0,0');
      expect(lines[2]).toBe('2025-03-11,1000,950,0,0,0,0,0,20,300,30');
      expect(lines[3]).toBe('合計,2500,2500,100,0,500,500,50,20,300,30');
      expect(lines[4]).toBe('');
      const audit = await server.db.selectFrom('operator_audit').select(['action', 'target_type', 'target_id']).where('operator_id', '=', operator.id).where('action', '=', 'finance_export').execute();
      expect(audit).toEqual([{ action: 'finance_export', target_type: 'finance_totals', target_id: 'day:2025-03-10..2025-03-11' }]);
    });
  });
});
