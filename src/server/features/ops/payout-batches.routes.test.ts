import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, operatorMay } from '../../../domain/ops/operator-roles';
import { EscrowAccountKind as K, type EscrowPosting } from '../../../domain/safety-payments/escrow';
import { REFUND_BANK_ACCOUNT_CONTEXT, type PayoutAccount } from '../../../domain/safety-payments/payouts';
import { FixedClock } from '../../adapters/clock';
import { dataCipherOf } from '../../lib/data-encryption';
import { createConsumer, createHiredBid, createProWithService, createSignedInUser, findCategory, findPlace } from '../../test/factories';
import { ENGINES, TEST_API_KEY, useTestServer } from '../../test/harness';
import { escrowBalance, postEscrow } from '../safety-payments';
import { escrowInvariantProblems, seedPayment } from '../safety-payments/safety-payments.test-support';
import { createSignedInOperator } from './ops.test-support';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('the console payout batches on %s', (engine) => {
  // 10:00 in Taipei.
  const clock = new FixedClock('2026-11-27T02:00:00Z');
  const accounts = new Map<number, PayoutAccount>();
  const server = useTestServer(engine, { clock, env: { JOBS_ENABLED: '0' }, payoutAccountOf: async (userId) => accounts.get(userId) ?? null });

  async function raw(path: string, init: { method?: string; cookie?: string; token?: string; json?: unknown } = {}) {
    const headers: Record<string, string> = { 'x-api-key': TEST_API_KEY, 'accept-language': 'zh-TW' };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.token) headers['x-session-token'] = init.token;
    const body = init.method === 'POST' ? JSON.stringify(init.json ?? {}) : null;
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.baseUrl}${server.config.apiPrefix}${path}`, { method: init.method ?? 'GET', headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const json = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : null;
    return { status: res.status, headers: res.headers, text, json };
  }
  const post = (posting: EscrowPosting, reference: string) => server.db.transaction().execute((trx) => postEscrow(trx, { posting, reference }));
  const audit = (id: number) =>
    server.db.selectFrom('operator_audit').select(['action', 'before', 'after']).where('target_type', '=', 'payout_batch').where('target_id', '=', String(id)).orderBy('id').execute();

  /** A pro owed NT$ `owed` (released to him) and a consumer owed a refund of NT$ 700 by transfer, with bank details. */
  async function world() {
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺北市', '大安區');
    const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    const noAccountPro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    accounts.set(pro.user.id, { bankCode: '812', branch: '0123', account: '00012345678901', holderName: '王小明' });
    const consumer = await createConsumer(server.db);
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place, consumer });
    const payment = await seedPayment(server.db, bidId, { amount: 3000, state: 'released' });
    await post({ kind: 'payment_received', paymentId: payment.id, amount: 3000 }, 'paid');
    await post({ kind: 'release', paymentId: payment.id, proId: pro.user.id, amount: 2300, fee: 69 }, 'r0');
    await post({ kind: 'refund_owed', paymentId: payment.id, consumerId: consumer.user.id, amount: 700 }, 'r1');
    const cipher = dataCipherOf(server.config);
    await server.db
      .updateTable('third_party_payments')
      .set({ refund_bank_code: '700', refund_bank_branch: '0021', refund_bank_account_encrypted: cipher.encryptText('12345678901234', REFUND_BANK_ACCOUNT_CONTEXT), refund_holder_name: '陳, "大"華' })
      .where('id', '=', payment.id)
      .execute();
    const { bidId: otherBid } = await createHiredBid(server.db, noAccountPro, { categoryId: category.id, place });
    const other = await seedPayment(server.db, otherBid, { amount: 500, state: 'released' });
    await post({ kind: 'payment_received', paymentId: other.id, amount: 500 }, 'paid');
    await post({ kind: 'release', paymentId: other.id, proId: noAccountPro.user.id, amount: 500, fee: 0 }, 'r0');
    return { pro, noAccountPro, consumer, payment };
  }

  it('makes the day’s batch, finance approves it, exports the transfer file and imports the bank’s result', async () => {
    const { pro, noAccountPro, consumer } = await world();
    expect(await server.app.jobs.runOnce('payout-batch', clock.now())).toBe('ran');
    // Run again the same day: one batch a day.
    expect(await server.app.jobs.runOnce('payout-batch', clock.now())).toBe('ran');
    const batches = await server.db.selectFrom('payout_batches').selectAll().execute();
    expect(batches).toHaveLength(1);
    const batch = batches[0]!;
    expect(batch).toMatchObject({ day: '2026-11-27', state: 'draft', line_count: 2 });
    expect(Number(batch.total_amount)).toBe(2231 + 700);

    const { cookie, operator } = await createSignedInOperator(server, clock, 'finance');
    const list = await raw('/ops/payout_batches/index/page:1.json', { cookie });
    expect(list.json).toMatchObject({ status: 'Success', count: 1, payout_batches: [{ id: batch.id, state: 'draft', state_text: '待核准', assignment: null }] });
    // A queue: counted in /ops/queues.json, taken by finance, listed by whose and by state.
    const queue = async () => ((await raw('/ops/queues.json', { cookie })).json!.queues as { id: string }[]).find((q) => q.id === 'payout_batches');
    expect(await queue()).toEqual({ id: 'payout_batches', title: '撥款批次', open: 1, unassigned: 1, mine: 0 });
    expect((await raw(`/ops/queues/payout_batches/assign/${batch.id}.json`, { method: 'POST', cookie })).status).toBe(200);
    expect(await queue()).toEqual({ id: 'payout_batches', title: '撥款批次', open: 1, unassigned: 0, mine: 1 });
    const count = async (query: string) => (await raw(`/ops/payout_batches/index/page:1.json?${query}`, { cookie })).json!.count;
    expect([await count('assigned=mine'), await count('assigned=unassigned'), await count('state=draft'), await count('state=settled'), await count('state=')]).toEqual([1, 0, 1, 0, 1]);
    const view = await raw(`/ops/payout_batches/view/${batch.id}.json`, { cookie });
    expect(view.json).toMatchObject({ payout_batch: { assignment: { operator_id: operator.id } } });
    const lines = (view.json!.payout_batch as { lines: { kind: string; amount: number; bank_account: string; user: { id: number } }[] }).lines;
    expect(lines.map((l) => [l.kind, l.user.id, l.amount, l.bank_account])).toEqual([
      ['payout', pro.user.id, 2231, '**********8901'],
      ['refund', consumer.user.id, 700, '**********1234'],
    ]);
    expect(lines.some((l) => l.user.id === noAccountPro.user.id)).toBe(false);

    // Export and import wait for the approval.
    expect((await raw(`/ops/payout_batches/export/${batch.id}.csv`, { method: 'POST', cookie })).status).toBe(409);
    expect((await raw(`/ops/payout_batches/approve/${batch.id}.json`, { method: 'POST', cookie })).json).toMatchObject({ payout_batch: { state: 'approved', approved_by: operator.id } });
    expect((await raw(`/ops/payout_batches/approve/${batch.id}.json`, { method: 'POST', cookie })).status).toBe(409);
    expect((await raw(`/ops/payout_batches/import/${batch.id}.json`, { method: 'POST', cookie, json: { file: 'reference,status,message\r\nx,paid,' } })).status).toBe(409);

    const file = await raw(`/ops/payout_batches/export/${batch.id}.csv`, { method: 'POST', cookie });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.text).toBe(
      '\uFEFFbank_code,branch,account,holder_name,amount,reference\r\n' +
        '812,0123,00012345678901,王小明,2231,PO202611270001\r\n' +
        '700,0021,12345678901234,"陳, ""大""華",700,PO202611270002\r\n',
    );

    const badFile = await raw(`/ops/payout_batches/import/${batch.id}.json`, { method: 'POST', cookie, json: { file: 'reference,status,message\r\nPO999,paid,' } });
    expect(badFile.status).toBe(400);
    expect(badFile.json).toMatchObject({ fields: [expect.objectContaining({ field: 'file' })] });
    const result = '\uFEFFreference,status,message\r\nPO202611270001,paid,OK\r\nPO202611270002,failed,帳號錯誤\r\n';
    const imported = await raw(`/ops/payout_batches/import/${batch.id}.json`, { method: 'POST', cookie, json: { file: result } });
    expect(imported.status).toBe(200);
    expect(imported.json).toMatchObject({ payout_batch: { state: 'settled', paid_amount: 2231, failed_amount: 700 } });
    expect(await escrowBalance(server.db, K.ProPayable, pro.user.id)).toBe(0);
    expect(await escrowBalance(server.db, K.RefundPayable, consumer.user.id)).toBe(-700);
    expect(await escrowBalance(server.db, K.ProPayable, noAccountPro.user.id)).toBe(-500);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
    expect(await queue()).toMatchObject({ open: 0, mine: 0 });
    expect((await audit(batch.id)).map((a) => a.action)).toEqual(['queue_assign', 'payout_batch_view', 'payout_batch_approve', 'payout_batch_export', 'payout_batch_import']);

    // The failed refund goes into the next day's batch; the paid payout does not come back.
    clock.set(new Date(clock.now().getTime() + DAY));
    expect(await server.app.jobs.runOnce('payout-batch', clock.now())).toBe('ran');
    const next = await server.db.selectFrom('payout_lines as l').innerJoin('payout_batches as b', 'b.id', 'l.batch_id').select(['l.kind', 'l.amount']).where('b.day', '=', '2026-11-28').execute();
    expect(next).toEqual([{ kind: 'refund', amount: 700 }]);
  });

  describe.each(OPERATOR_ROLES)('as %s', (role) => {
    it('is allowed exactly with approve_payouts', async () => {
      const { cookie } = await createSignedInOperator(server, clock, role);
      const calls = [
        await raw('/ops/payout_batches/index/page:1.json', { cookie }),
        await raw('/ops/payout_batches/view/2000000000.json', { cookie }),
        await raw('/ops/payout_batches/approve/2000000000.json', { method: 'POST', cookie }),
        await raw('/ops/payout_batches/export/2000000000.csv', { method: 'POST', cookie }),
        await raw('/ops/payout_batches/import/2000000000.json', { method: 'POST', cookie, json: { file: 'reference,status,message\r\nPO1,paid,' } }),
      ];
      const allowed = operatorMay(role, 'approve_payouts');
      expect(allowed).toBe(role === 'finance' || role === 'admin');
      expect(calls.map((c) => c.status)).toEqual(allowed ? [200, 404, 404, 404, 404] : [403, 403, 403, 403, 403]);
    });
  });

  it('refuses a guest and a marketplace session', async () => {
    const { token } = await createSignedInUser(server.db);
    for (const who of [{}, { token }]) {
      const res = await raw('/ops/payout_batches/index/page:1.json', who);
      expect(res.status).toBe(403);
    }
  });
});
