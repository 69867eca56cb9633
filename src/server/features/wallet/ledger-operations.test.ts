import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors/app-error';
import { FREE_CREDIT_VALID_DAYS } from '../../../domain/free-credits/free-credit-expiry';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { FakeTapPayState } from '../../adapters/payments/tappay/fake-tappay';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { createSignedInUser } from '../../test/factories';
import { CARDS, newKey, samplePrime } from '../payments/cards/cards.test-support';
import { confirmPurchase } from '../payments/purchases.repository';
import { recordAudit } from '../ops/audit.repository';
import type { OpsCaller } from '../ops/ops-caller';
import { createOperator } from '../ops/ops.test-support';
import { expireFreeCredits, type RefundActor, refundPurchase } from './ledger-operations';
import { creditWallet, debitWallet, grantWelcomeCredit } from './ledger.repository';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('ledger types 38-39 on %s', (engine) => {
  let server: TestServer;
  let fake: FakeTapPayState;
  let operatorId: number;
  let caller: OpsCaller;

  beforeAll(async () => {
    server = await startTestServer(engine);
    fake = server.app.cardSandbox as FakeTapPayState;
    const operator = await createOperator(server, 'finance');
    operatorId = operator.id;
    caller = { operator: { id: operator.id, email: operator.email, full_name: '測試營運', role: 'finance' }, now: new Date(), ip: null, userAgent: null };
  });
  afterAll(() => server.close());

  const ledger = (userId: number) =>
    server.db.selectFrom('wallet_entries').select(['transaction_type', 'amount', 'balance_after', 'operator_id']).where('user_id', '=', userId).orderBy('id').execute();
  /** The wallet and the sum of its ledger, which must always be equal. */
  async function walletAndSum(userId: number) {
    const wallet = (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;
    const sum = (await ledger(userId)).reduce((total, e) => total + e.amount, 0);
    return { wallet, sum };
  }
  const refundDeps = () => ({ db: server.db, gateway: server.app.cardGateway.gateway, provider: server.app.cardGateway.provider });
  const refund = (purchaseId: number, reason = '顧客誤購') => {
    const d = refundDeps();
    // The console writes its audit entry through `record`, inside the refund's transaction.
    const actor: RefundActor = {
      ...caller,
      record: (trx, done) => recordAudit(trx, { by: caller, action: 'purchase_refund', targetType: 'credit_purchase', targetId: done.purchase.id, reason: done.reason }),
    };
    return refundPurchase({ db: d.db, gateway: d.gateway, cardProvider: d.provider }, actor, { purchaseId, reason });
  };
  /** Moves a wallet as an adjustment would (the console's own tests cover adjustments). */
  const move = (userId: number, amount: number) =>
    server.db.transaction().execute((trx) => {
      const input = { userId, type: TransactionType.Adjustment, amount: Math.abs(amount) };
      return amount > 0 ? creditWallet(trx, input) : debitWallet(trx, input);
    });
  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  describe('type 38: the refund of a purchase', () => {
    it('refunds a card purchase through the gateway in the same transaction as the ledger', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const bought = await server.api('/new/v1/tap_pay/pay_by_prime.json', {
        method: 'POST',
        token,
        json: { prime: await samplePrime(server, CARDS.visa), amount: 500, idempotency_key: newKey() },
      });
      expect(bought.status).toBe(200);
      const purchase = bought.body.purchase as { id: number; credit: number };
      const refundsBefore = fake.refunds.length;

      const done = await refund(purchase.id);
      expect(done.method).toBe('gateway');
      expect(fake.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ amount: 500 })]);
      expect((await ledger(user.id)).map((e) => [e.transaction_type, e.amount])).toEqual([
        [TransactionType.Purchase, purchase.credit],
        [TransactionType.PurchaseRefund, -purchase.credit],
      ]);
      expect(await walletAndSum(user.id)).toEqual({ wallet: 0, sum: 0 });
      const row = await server.db.selectFrom('credit_purchases').select(['status', 'refund_method', 'refund_reason']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'refunded', refund_method: 'gateway', refund_reason: '顧客誤購' });
      expect((await ledger(user.id)).at(-1)?.operator_id).toBe(operatorId);
      const audit = await server.db.selectFrom('operator_audit').select(['action', 'reason']).where('target_type', '=', 'credit_purchase').where('target_id', '=', String(purchase.id)).execute();
      expect(audit).toEqual([{ action: 'purchase_refund', reason: '顧客誤購' }]);
      // Once only.
      expect((await refusal(refund(purchase.id))).message).toBe('這筆購買已經退款。');
      expect(fake.refunds.length).toBe(refundsBefore + 1);
    });

    it('a refund the gateway refuses writes nothing', async () => {
      const { user, token } = await createSignedInUser(server.db);
      const bought = await server.api('/new/v1/tap_pay/pay_by_prime.json', {
        method: 'POST',
        token,
        json: { prime: await samplePrime(server, CARDS.visa), amount: 300, idempotency_key: newKey() },
      });
      const purchase = bought.body.purchase as { id: number };
      // The gateway has no such payment: TapPay refuses the refund.
      await server.db.updateTable('credit_purchases').set({ provider_reference: 'D-NOT-A-TRADE' }).where('id', '=', purchase.id).execute();
      await expect(refund(purchase.id)).rejects.toThrow();
      expect((await ledger(user.id)).map((e) => e.transaction_type)).toEqual([TransactionType.Purchase]);
      expect(await walletAndSum(user.id)).toEqual({ wallet: 300, sum: 300 });
      expect((await server.db.selectFrom('credit_purchases').select('status').where('id', '=', purchase.id).executeTakeFirstOrThrow()).status).toBe('paid');
      expect(await server.db.selectFrom('operator_audit').select('id').where('target_type', '=', 'credit_purchase').where('target_id', '=', String(purchase.id)).execute()).toEqual([]);
    });

    it.each(['cvs', 'atm'] as const)('refunds a paid %s purchase by bank transfer, and refuses when the credit is spent', async (payType) => {
      const { user } = await createSignedInUser(server.db);
      const purchase = await server.db
        .insertInto('credit_purchases')
        .values({ user_id: user.id, amount: 600, credit: 600, pay_type: payType, provider: 'ecpay', idempotency_key: newKey(), order_number: `T${Date.now()}${payType}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await confirmPurchase(server.db, purchase.id, `ECPAY-${newKey()}`);
      await move(user.id, -100);
      expect((await refusal(refund(purchase.id))).message).toMatch(/點數已經用掉/);
      await move(user.id, 100);
      const done = await refund(purchase.id, '重複付款');
      expect(done.method).toBe('transfer');
      expect((await ledger(user.id)).at(-1)).toMatchObject({ transaction_type: TransactionType.PurchaseRefund, amount: -600, balance_after: 0, operator_id: operatorId });
      expect(await walletAndSum(user.id)).toEqual({ wallet: 0, sum: 0 });
      const row = await server.db.selectFrom('credit_purchases').select(['status', 'refund_method']).where('id', '=', purchase.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'refunded', refund_method: 'transfer' });
    });

    it('refuses a purchase that is not paid', async () => {
      const { user } = await createSignedInUser(server.db);
      const purchase = await server.db
        .insertInto('credit_purchases')
        .values({ user_id: user.id, amount: 600, credit: 600, pay_type: 'cvs', provider: 'ecpay', idempotency_key: newKey(), order_number: `U${Date.now()}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await refusal(refund(purchase.id))).message).toBe('只有已付款的購買可以退款。');
      expect((await refusal(refund(2_000_000_000))).kind).toBe('not_found');
    });
  });

  describe('type 39: free credit expires', () => {
    it('expires what is left of free credit past its period, once; bought credit stays', async () => {
      const { user } = await createSignedInUser(server.db);
      await server.db.transaction().execute((trx) => grantWelcomeCredit(trx, user.id, 300));
      await move(user.id, 200);
      // 120 spent: it comes out of the free credit first.
      await move(user.id, -120);
      const grantedAt = (
        await server.db.selectFrom('wallet_entries').select('created').where('user_id', '=', user.id).where('transaction_type', '=', TransactionType.WelcomeGrant).executeTakeFirstOrThrow()
      ).created;

      const before = new Date(grantedAt.getTime() + (FREE_CREDIT_VALID_DAYS - 1) * DAY);
      await expireFreeCredits(server.db, before);
      expect((await ledger(user.id)).some((e) => e.transaction_type === TransactionType.Expiry)).toBe(false);

      const after = new Date(grantedAt.getTime() + (FREE_CREDIT_VALID_DAYS + 1) * DAY);
      const first = await expireFreeCredits(server.db, after);
      expect(first.amount).toBeGreaterThanOrEqual(180);
      expect((await ledger(user.id)).at(-1)).toMatchObject({ transaction_type: TransactionType.Expiry, amount: -180, balance_after: 200 });
      await expireFreeCredits(server.db, new Date(after.getTime() + DAY));
      expect((await ledger(user.id)).filter((e) => e.transaction_type === TransactionType.Expiry)).toHaveLength(1);
      expect(await walletAndSum(user.id)).toEqual({ wallet: 200, sum: 200 });
    });

    it('the free-credits page states the period and what expires when', async () => {
      const { user, token } = await createSignedInUser(server.db);
      await server.db.transaction().execute((trx) => grantWelcomeCredit(trx, user.id, 300));
      const res = await server.api('/free_credits/index.json', { token });
      expect(res.body.free_credit_valid_days).toBe(FREE_CREDIT_VALID_DAYS);
      const lots = res.body.expiring_free_credits as { amount: number; expires_at: string }[];
      expect(lots).toHaveLength(1);
      expect(lots[0]?.amount).toBe(300);
      const granted = await server.db.selectFrom('wallet_entries').select(sql<Date>`created`.as('created')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
      const expires = new Date(`${lots[0]?.expires_at.replace(' ', 'T')}Z`).getTime();
      expect(Math.abs(expires - (granted.created.getTime() + FREE_CREDIT_VALID_DAYS * DAY))).toBeLessThan(1000);
    });
  });
});
