import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors/app-error';
import { type EscrowPosting, EscrowAccountKind as K } from '../../../domain/safety-payments/escrow';
import { createHiredBid, createProWithService, findCategory, findPlace } from '../../test/factories';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { escrowBalance, postEscrow } from './escrow-ledger';
import { escrowInvariantProblems, seedPayment } from './safety-payments.test-support';

describe.each(ENGINES)('the escrow ledger on %s', (engine) => {
  let server: TestServer;
  let payment: { id: number; pro_user_id: number; consumer_user_id: number };
  let other: { id: number };

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { JOBS_ENABLED: '0' } });
    const category = await findCategory(server.db, 'aircon-installation');
    const place = await findPlace(server.db, '臺北市', '大安區');
    const pro = await createProWithService(server.db, { categoryIds: [category.id], areas: [{ cityId: place.cityId, districtId: null }] });
    const { bidId } = await createHiredBid(server.db, pro, { categoryId: category.id, place });
    payment = await seedPayment(server.db, bidId, { amount: 10_000, state: 'held' });
    other = await seedPayment(server.db, bidId, { amount: 500, state: 'held' });
  });
  afterAll(() => server.close());

  const post = (posting: EscrowPosting, reference = 'r1') => server.db.transaction().execute((trx) => postEscrow(trx, { posting, reference }));
  const balance = (kind: (typeof K)[keyof typeof K], owner: number) => escrowBalance(server.db, kind, owner);

  it('walks a payment through every kind of transaction, each balanced, every balance the sum of its entries', async () => {
    const { id, pro_user_id: pro, consumer_user_id: consumer } = payment;
    expect(await post({ kind: 'payment_received', paymentId: id, amount: 10_000 })).toMatchObject({ posted: true });
    expect(await balance(K.TrustLiability, id)).toBe(-10_000);
    await post({ kind: 'release', paymentId: id, proId: pro, amount: 6000, fee: 180 }, 'm1');
    await post({ kind: 'card_refund', paymentId: id, amount: 1000 });
    await post({ kind: 'refund_owed', paymentId: id, consumerId: consumer, amount: 500 });
    await post({ kind: 'refund_transferred', consumerId: consumer, amount: 500 });
    await post({ kind: 'release', paymentId: id, proId: pro, amount: 2500, fee: 75 }, 'rest');
    await post({ kind: 'payout', proId: pro, amount: 8245 }, 'batch-1');
    await post({ kind: 'fee_transferred', amount: 255 }, 'fees-1');

    expect(await balance(K.TrustLiability, id)).toBe(0);
    expect(await balance(K.ProPayable, pro)).toBe(0);
    expect(await balance(K.RefundPayable, consumer)).toBe(0);
    expect(await balance(K.PlatformFee, 0)).toBe(0);
    expect(await balance(K.TrustCash, 0)).toBe(0);
    const lines = await server.db
      .selectFrom('escrow_entries as e')
      .innerJoin('escrow_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.kind', 'e.amount'])
      .where('t.third_party_payment_id', '=', id)
      .orderBy('e.id')
      .execute();
    // The fee is a line of its own in each release.
    expect(lines.filter((l) => l.kind === 'release').map((l) => l.amount).sort((a, b) => a - b)).toEqual([-5820, -2425, -180, -75, 2500, 6000]);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });

  it('posts the same thing once: a repeated posting moves nothing', async () => {
    expect(await post({ kind: 'payment_received', paymentId: other.id, amount: 500 })).toMatchObject({ posted: true });
    expect(await post({ kind: 'payment_received', paymentId: other.id, amount: 500 })).toEqual({ posted: false });
    // Two at once: one posts.
    const both = await Promise.all([
      post({ kind: 'payment_received', paymentId: other.id, amount: 500 }),
      post({ kind: 'payment_received', paymentId: other.id, amount: 500 }),
    ]);
    expect(both).toEqual([{ posted: false }, { posted: false }]);
    expect(await balance(K.TrustLiability, other.id)).toBe(-500);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });

  it('refuses to release or refund more than is held, and writes nothing', async () => {
    const before = await server.db.selectFrom('escrow_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const attempt = post({ kind: 'release', paymentId: other.id, proId: payment.pro_user_id, amount: 501, fee: 0 }, 'too-much');
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(post({ kind: 'payout', proId: payment.pro_user_id, amount: 1 }, 'nothing-owed')).rejects.toMatchObject({ kind: 'conflict' });
    const after = await server.db.selectFrom('escrow_entries').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await balance(K.TrustLiability, other.id)).toBe(-500);
    expect(await server.db.selectFrom('escrow_transactions').select('id').where('dedupe_key', 'like', '%too-much').execute()).toEqual([]);
  });

  it('keeps the ledger append-only and every transaction balanced at commit', async () => {
    await expect(sql`update escrow_entries set amount = amount + 1`.execute(server.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from escrow_transactions`.execute(server.db)).rejects.toThrow(/append-only/);
    const account = await server.db.selectFrom('escrow_accounts').select('id').where('kind', '=', 'trust_cash').executeTakeFirstOrThrow();
    const lopsided = server.db.transaction().execute(async (trx) => {
      const tx = await trx.insertInto('escrow_transactions').values({ kind: 'payout', dedupe_key: 'lopsided' }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('escrow_entries').values({ transaction_id: tx.id, account_id: account.id, amount: 5, balance_after: 5 }).execute();
    });
    await expect(lopsided).rejects.toThrow(/does not balance/);
    expect(await escrowInvariantProblems(server.db)).toEqual([]);
  });
});
