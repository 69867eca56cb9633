import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_CREDIT_VALID_DAYS } from '../../domain/free-credits/free-credit-expiry';
import { TransactionType } from '../../domain/wallet/ledger';
import { CARDS, newKey, samplePrime } from '../features/payments/cards/cards.test-support';
import { grantWelcomeCredit } from '../features/wallet';
import { type CategoryWithFields, createSignedInUser, findCategory, findPlace, postMessage, quotedConversation } from '../test/factories';
import { ENGINES, startTestServer, useTestServer } from '../test/harness';
import type { JobScheduler } from './scheduler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('the jobs plugin', () => {
  it('runs the app’s jobs from the moment it is ready until it closes', async () => {
    const server = await startTestServer('pglite');
    const scheduler = server.app.jobs;
    expect(scheduler.names).toEqual(['quote-notifications', 'unread-message-mail', 'expire-unpaid-purchases', 'refund-unopened-quotes', 'auto-topup', 'expire-free-credits', 'issue-einvoices', 'lift-expired-suspensions', 'safety-payment-release', 'safety-payment-expiry', 'payout-batch', 'escrow-reconciliation', 'shop-order-applications', 'shop-order-message-mail', 'booking-feeds', 'voice-calls', 'voice-appointment-reminders']);
    expect(scheduler.active).toBe(true);
    await server.close();
    expect(scheduler.active).toBe(false);
  });
});

/** Each job run at an injected time, through the app's own job list (the app's timers off). */
describe.each(ENGINES)('the jobs on %s', (engine) => {
  const server = useTestServer(engine, { env: { JOBS_ENABLED: '0', MATCH_MAX_PROS: '100', WELCOME_CREDIT: '300' } });
  let scheduler: JobScheduler;
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    // JOBS_ENABLED=0: the app's scheduler exists but runs nothing until asked.
    scheduler = server.app.jobs;
    expect(scheduler.active).toBe(false);
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });

  const run = async (name: string, now: Date) => expect(await scheduler.runOnce(name, now)).toBe('ran');
  const entries = (userId: number, type: number) =>
    server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', userId).where('transaction_type', '=', type as 1).execute();
  const outbox = (recipient: string, contains: string) =>
    server.db.selectFrom('outbox_messages').select('subject').where('recipient', '=', recipient).where('subject', 'like', `%${contains}%`).execute();

  it('quote-notifications tells the consumer of a new quote, unless the notice is over an hour old', async () => {
    const late = await quotedConversation(server, aircon, cityId);
    await run('quote-notifications', new Date(Date.now() + 2 * HOUR));
    expect(await outbox(late.consumer.user.email!, '收到新報價')).toEqual([]);
    const fresh = await quotedConversation(server, aircon, cityId);
    await run('quote-notifications', new Date());
    expect(await outbox(fresh.consumer.user.email!, '收到新報價')).toHaveLength(1);
  });

  it('unread-message-mail e-mails a recipient who has not read a message for a few minutes', async () => {
    const { consumer, pro, bidId } = await quotedConversation(server, aircon, cityId);
    expect((await postMessage(server, consumer.token, bidId, '請問週六可以嗎？')).status).toBe(200);
    await run('unread-message-mail', new Date(Date.now() + MINUTE));
    expect(await outbox(pro.user.email!, '新訊息')).toEqual([]);
    await run('unread-message-mail', new Date(Date.now() + 5 * MINUTE));
    expect(await outbox(pro.user.email!, '新訊息')).toHaveLength(1);
  });

  it('refund-unopened-quotes gives back a fee at 48 hours, not at 47', async () => {
    const { pro, bidId } = await quotedConversation(server, aircon, cityId);
    const { quote_sent_on: sentAt } = await server.db.selectFrom('quote_bids').select('quote_sent_on').where('id', '=', bidId).executeTakeFirstOrThrow();
    await run('refund-unopened-quotes', new Date(sentAt!.getTime() + 47 * HOUR));
    expect(await entries(pro.user.id, TransactionType.Refund)).toEqual([]);
    await run('refund-unopened-quotes', new Date(sentAt!.getTime() + 48 * HOUR + 1000));
    expect(await entries(pro.user.id, TransactionType.Refund)).toHaveLength(1);
  });

  it('expire-unpaid-purchases marks a code expired only after its deadline', async () => {
    const { user } = await createSignedInUser(server.db);
    const deadline = new Date(Date.now() + DAY);
    const { id } = await server.db
      .insertInto('credit_purchases')
      .values({ user_id: user.id, amount: 800, credit: 800, pay_type: 'cvs', provider: 'ecpay', idempotency_key: newKey(), order_number: `HBJOB${Date.now()}`, expires_at: deadline })
      .returning('id')
      .executeTakeFirstOrThrow();
    const status = async () => (await server.db.selectFrom('credit_purchases').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    await run('expire-unpaid-purchases', new Date(deadline.getTime() - MINUTE));
    expect(await status()).toBe('pending');
    await run('expire-unpaid-purchases', new Date(deadline.getTime() + MINUTE));
    expect(await status()).toBe('expired');
  });

  it('keeps each run of the app’s jobs in job_runs, at the time it was given', async () => {
    const at = new Date('2026-11-20T08:00:00Z');
    await run('expire-unpaid-purchases', at);
    const kept = await server.db.selectFrom('job_runs').select(['outcome', 'error', 'finished', 'duration_ms']).where('name', '=', 'expire-unpaid-purchases').where('started', '=', at).execute();
    expect(kept).toEqual([{ outcome: 'ran', error: null, finished: new Date(at.getTime() + kept[0]!.duration_ms), duration_ms: kept[0]!.duration_ms }]);
  });

  it('auto-topup buys the package for a wallet under its threshold', async () => {
    const pro = await createSignedInUser(server.db);
    const bound = await server.api('/new/v1/tap_pay/bind_card.json', { method: 'POST', token: pro.token, json: { prime: await samplePrime(server, CARDS.visa) } });
    const starter = await server.db.selectFrom('credit_packages').select('id').where('price', '=', 300).executeTakeFirstOrThrow();
    const settings = { is_on: 1, threshold: 200, credit_package_id: starter.id, card_id: (bound.body.card as { id: number }).id, consent: 1 };
    expect((await server.api('/wallet/auto_topup.json', { method: 'POST', token: pro.token, json: settings })).status).toBe(200);
    await run('auto-topup', new Date());
    expect(await entries(pro.user.id, TransactionType.Purchase)).toEqual([{ amount: 300 }]);
  });

  // Last: it expires the welcome credit of every pro the tests above made.
  it('expire-free-credits takes back free credit past its period', async () => {
    const { user } = await createSignedInUser(server.db);
    await server.db.transaction().execute((trx) => grantWelcomeCredit(trx, user.id, 300));
    const { created } = await server.db.selectFrom('wallet_entries').select(sql<Date>`created`.as('created')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await run('expire-free-credits', new Date(created.getTime() + (FREE_CREDIT_VALID_DAYS - 1) * DAY));
    expect(await entries(user.id, TransactionType.Expiry)).toEqual([]);
    await run('expire-free-credits', new Date(created.getTime() + (FREE_CREDIT_VALID_DAYS + 1) * DAY));
    expect(await entries(user.id, TransactionType.Expiry)).toEqual([{ amount: -300 }]);
  });
});
