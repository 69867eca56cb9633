
import { describe, expect, it } from 'vitest';
import { TransactionType } from '../../../domain/wallet/ledger';
import { loadConfig } from '../../config';
import { ContactChargeService } from '../../features/bids';
import { findCategory, findPlace } from '../factories';
import { ENGINES } from '../harness';
import { kill, startChild } from './child-server';
import { API_KEY, crashWorld, type Pro, waitFor } from './crash.test-support';

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
const PROS = 5;
const REQUESTS = 8;
/** Quotes each pro sends before the crash. */
const OLD_QUOTES = 3;
const HOUR_MS = 3_600_000;

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('the ledger after the server is killed mid-flight on %s', () => {
  const world = crashWorld();
  const { children, childEnv, startServer, proWithCard, postRequest, quote, buyByCard, buyCode, paidNotice } = world;

  it('keeps every wallet equal to its ledger, each purchase credited at most once, each fee and refund taken once', async () => {
    const { db } = world;
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
