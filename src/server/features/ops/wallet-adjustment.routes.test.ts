import { describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import { FixedClock } from '../../adapters/clock';
import { createSignedInUser } from '../../test/factories';
import { ENGINES, useTestServer } from '../../test/harness';
import { createSignedInOperator } from './ops.test-support';

describe.each(ENGINES)('wallet adjustments on %s', (engine) => {
  const clock = new FixedClock('2026-11-27T04:00:00Z');
  const server = useTestServer(engine, { clock });

  const adjust = (cookie: string, json: Record<string, unknown>) => server.api('/ops/wallet_adjustments/add.json', { method: 'POST', json, cookie });
  const ledgerSum = async (userId: number) => {
    const rows = await server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', userId).execute();
    return rows.reduce((sum, r) => sum + r.amount, 0);
  };
  const balance = async (userId: number) =>
    (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  it('writes type 37 either way, audited with the balance before and after and the reason, shown in the credit history', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user, token } = await createSignedInUser(server.db);
    const added = await adjust(cookie, { user_id: user.id, amount: 500, reason: '系統錯誤補償' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ status: 'Success', user_id: user.id, amount: 500, balance: 500 });
    const taken = await adjust(cookie, { user_id: user.id, amount: -120, reason: '重複補償收回' });
    expect(taken.body).toMatchObject({ amount: -120, balance: 380 });
    expect(await balance(user.id)).toBe(380);
    expect(await ledgerSum(user.id)).toBe(380);

    const history = await server.api('/transactions/index/page:1.json', { token });
    const entries = history.body.transactions as { id: number; transaction_type: number; type_text: string; amount: number; note: string }[];
    expect(entries.map((e) => [e.transaction_type, e.type_text, e.amount])).toEqual([
      [TransactionType.Adjustment, '客服調整', -120],
      [TransactionType.Adjustment, '客服調整', 500],
    ]);
    // The operator's reason is for support, in the audit log; the user sees the type's text.
    expect(JSON.stringify(history.body)).not.toContain('系統錯誤補償');
    expect(entries[0]!.id).toBe(taken.body.transaction_id);

    const audit = await server.db
      .selectFrom('operator_audit')
      .select(['action', 'target_type', 'target_id', 'before', 'after', 'reason'])
      .where('operator_id', '=', operator.id)
      .where('action', '=', 'wallet_adjustment')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'wallet_adjustment',
        target_type: 'user',
        target_id: String(user.id),
        before: { balance: 0 },
        after: { balance: 500, amount: 500, transaction_id: added.body.transaction_id, transaction_type: 37 },
        reason: '系統錯誤補償',
      },
      {
        action: 'wallet_adjustment',
        target_type: 'user',
        target_id: String(user.id),
        before: { balance: 500 },
        after: { balance: 380, amount: -120, transaction_id: taken.body.transaction_id, transaction_type: 37 },
        reason: '重複補償收回',
      },
    ]);
  });

  it('never takes a wallet below zero: 409 naming the balance, nothing written', async () => {
    const { operator, cookie } = await createSignedInOperator(server, clock, 'admin');
    const { user } = await createSignedInUser(server.db);
    await adjust(cookie, { user_id: user.id, amount: 100, reason: '測試加點' });
    const res = await adjust(cookie, { user_id: user.id, amount: -101, reason: '扣太多' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 'Error', error: 10, message: '目前餘額為 NT$100，無法扣除 NT$101，調整後餘額不可小於 0。' });
    expect(await balance(user.id)).toBe(100);
    expect(await ledgerSum(user.id)).toBe(100);
    const reasons = await server.db.selectFrom('operator_audit').select('reason').where('operator_id', '=', operator.id).where('action', '=', 'wallet_adjustment').execute();
    expect(reasons).toEqual([{ reason: '測試加點' }]);
    expect((await adjust(cookie, { user_id: user.id, amount: -100, reason: '全部收回' })).body).toMatchObject({ balance: 0 });
  });

  it('keeps the balance equal to the ledger under concurrent adjustments', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user } = await createSignedInUser(server.db);
    await adjust(cookie, { user_id: user.id, amount: 300, reason: '起始點數' });
    const results = await Promise.all(Array.from({ length: 8 }, () => adjust(cookie, { user_id: user.id, amount: -50, reason: '同時扣點' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await balance(user.id)).toBe(0);
    expect(await ledgerSum(user.id)).toBe(0);
  });

  it('answers 404 for an unknown or deleted user, 400 for zero or a missing reason', async () => {
    const { cookie } = await createSignedInOperator(server, clock, 'finance');
    const { user } = await createSignedInUser(server.db);
    expect((await adjust(cookie, { user_id: 99_999_999, amount: 10, reason: '不存在' })).status).toBe(404);
    await server.db.updateTable('users').set({ deleted_at: clock.now() }).where('id', '=', user.id).execute();
    expect((await adjust(cookie, { user_id: user.id, amount: 10, reason: '已刪除' })).status).toBe(404);
    expect((await adjust(cookie, { user_id: user.id, amount: 0, reason: '零' })).status).toBe(400);
    expect((await adjust(cookie, { user_id: user.id, amount: 10 })).status).toBe(400);
    expect(await ledgerSum(user.id)).toBe(0);
  });
});
