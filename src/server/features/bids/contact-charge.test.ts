import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FEE_DUE_MESSAGE } from '../../../domain/bids/contact-fee';
import { ContactProviderError, QuoteError, SwitchToManualQuoteError } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { bindTestCard, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, fundWallet, postRequest } from '../../test/factories';
import { creditWallet } from '../wallet';
import { ContactChargeService } from './contact-charge.service';
import { leadOf } from './bids.test-support';
import { StatementLog } from './statement-log.test-support';

const WELCOME = 300;
const AIRCON_FEE = 255;
const HOUR_MS = 3_600_000;

type Pro = Awaited<ReturnType<typeof createProWithService>>;

describe.each(ENGINES)('paying only for results on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;
  let sweeper: ContactChargeService;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: String(WELCOME) } });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
    sweeper = new ContactChargeService({ db: server.db, flags: server.app.config.flags });
  });
  afterAll(() => server.close());

  // Pay-on-contact quotes need a bound card (code 2).
  const newPro = async () => {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    await bindTestCard(server.db, pro.user.id);
    return pro;
  };

  async function quoted(pro: Pro, body: Record<string, unknown>) {
    const consumer = await createConsumer(server.db);
    const res = await postRequest(server, consumer.token, aircon);
    const request = res.body.quote_request as CreatedQuoteRequestResponse;
    const { id: bidId } = await leadOf(server.db, request.id, pro.user.id);
    const sent = await server.api(`/quote_bids/change_status/rating/${bidId}.json`, { method: 'POST', token: pro.token, json: body });
    expect(sent.status).toBe(200);
    return { consumer, bidId, request };
  }

  const balance = async (userId: number) =>
    (await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;
  const entries = (userId: number, type: number) =>
    server.db.selectFrom('wallet_entries').select(['amount', 'quote_bid_id', 'refunds_entry_id']).where('user_id', '=', userId).where('transaction_type', '=', type as 1).execute();
  const contact = (token: string, bidId: number) => server.api(`/quote_bids/want_to_contact_provider/${bidId}.json`, { method: 'POST', token });

  // One locking read of every fact and one statement writing the fee, the bid and the activity.
  it('takes a contact fee and a switch to a manual quote in two statements each, one of them the row lock', async () => {
    const log = new StatementLog();
    const counted = new ContactChargeService({ db: server.db.withPlugin(log), flags: server.app.config.flags });
    const pro = await newPro();
    await fundWallet(server.db, pro.user.id, 1000);
    const contacted = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 });
    const switched = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 });

    log.statements = [];
    expect(await counted.wantToContact(contacted.consumer.user.id, contacted.bidId)).toEqual({ fee_taken: AIRCON_FEE, fee_due: 0 });
    expect(log.statements, log.statements.join('\n')).toHaveLength(2);
    expect(log.statements.filter((s) => / for update/.test(s))).toHaveLength(1);

    log.statements = [];
    expect(await counted.switchToManualQuote(pro.user.id, switched.bidId)).toEqual({ fee: AIRCON_FEE });
    expect(log.statements, log.statements.join('\n')).toHaveLength(2);
    expect(log.statements.filter((s) => / for update/.test(s))).toHaveLength(1);

    expect((await entries(pro.user.id, TransactionType.ContactFee)).map((e) => e.quote_bid_id)).toEqual([contacted.bidId]);
    expect((await entries(pro.user.id, TransactionType.QuoteFee)).map((e) => e.quote_bid_id)).toEqual([switched.bidId]);
    const sum = await server.db.selectFrom('wallet_entries').select((eb) => eb.fn.sum<string>('amount').as('sum')).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
    expect(await balance(pro.user.id)).toBe(Number(sum.sum));
    expect(await balance(pro.user.id)).toBe(WELCOME + 1000 - 2 * AIRCON_FEE);
  });

  describe('pay-on-contact quotes', () => {
    it('are free to send; the fee is taken at the first contact, and a second contact is code 17', async () => {
      const pro = await newPro();
      const { consumer, bidId } = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 });
      expect(await balance(pro.user.id)).toBe(WELCOME);
      const first = await contact(consumer.token, bidId);
      expect(first.status).toBe(200);
      expect(first.body.quote_bid).toMatchObject({ id: bidId, is_contact_charge: 1 });
      expect(first.body.quote_bid).not.toHaveProperty('fee_amount');
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
      expect(await entries(pro.user.id, TransactionType.ContactFee)).toEqual([{ amount: -AIRCON_FEE, quote_bid_id: bidId, refunds_entry_id: null }]);

      const second = await contact(consumer.token, bidId);
      expect(second.status).toBe(409);
      expect(second.body.error).toBe(ContactProviderError.Tolerated);
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
    });

    it('hold a contact the wallet cannot pay until the pro tops up and pays; never free, and the ledger adds up', async () => {
      const pro = await newPro();
      const { consumer, bidId } = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 });
      // The pro spends the wallet on an ordinary quote: 300 - 255 leaves 45, less than the fee.
      await quoted(pro, { rating_type: 'flat', flat_rate_at: 3000 });
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);

      // The consumer's contact succeeds; no fee is taken, and nothing reaches the pro.
      const sent = await server.api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', token: consumer.token, json: { message: '請打 0912345678 給我' } });
      expect(sent.status).toBe(200);
      expect(await entries(pro.user.id, TransactionType.ContactFee)).toEqual([]);
      expect((await server.db.selectFrom('quote_bids').select('fee_amount').where('id', '=', bidId).executeTakeFirstOrThrow()).fee_amount).toBeNull();
      const held = await server.api(`/messages/get_conversation/${bidId}.json`, { token: pro.token });
      expect(held.body).toMatchObject({ messages: [], contact_fee_due: 1, can_send: 0, can_send_reason: CONTACT_FEE_DUE_MESSAGE });
      expect(JSON.stringify(held.body)).not.toContain('0912345678');
      const inbox = await server.api('/messages/inbox/page:1.json', { token: pro.token });
      expect(JSON.stringify(inbox.body)).not.toContain('0912345678');
      const reply = await server.api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', token: pro.token, json: { message: '您好' } });
      expect([reply.status, reply.body.message]).toEqual([409, `${CONTACT_FEE_DUE_MESSAGE}`]);
      expect((await server.api(`/messages/get_conversation/${bidId}.json`, { token: consumer.token })).body.contact).toBeNull();
      const told = await server.db.selectFrom('notifications').select('type').where('user_id', '=', pro.user.id).where('quote_bid_id', '=', bidId).where('type', '=', 'new_message').execute();
      expect(told).toEqual([{ type: 'new_message' }]);
      const sw = () => server.api(`/quote_bids/switch_to_manual_quote/${bidId}.json`, { method: 'POST', token: pro.token });
      expect((await sw()).body.error).toBe(SwitchToManualQuoteError.PaymentFailed);

      // A top-up, then paying releases the contact, as a contact fee.
      await server.db.transaction().execute((trx) => creditWallet(trx, { userId: pro.user.id, amount: 500, type: TransactionType.Purchase, note: '儲值' }));
      const paid = await sw();
      expect(paid.status).toBe(200);
      expect(await entries(pro.user.id, TransactionType.ContactFee)).toEqual([{ amount: -AIRCON_FEE, quote_bid_id: bidId, refunds_entry_id: null }]);
      const open = await server.api(`/messages/get_conversation/${bidId}.json`, { token: pro.token });
      expect(open.body).toMatchObject({ contact_fee_due: 0, can_send: 1, messages: [expect.objectContaining({ body: '請打 0912345678 給我' })] });
      expect((await server.api(`/messages/get_conversation/${bidId}.json`, { token: consumer.token })).body.contact).not.toBeNull();
      expect((await server.api(`/messages/quote_conversation/${bidId}.json`, { method: 'POST', token: pro.token, json: { message: '您好' } })).status).toBe(200);

      const all = await server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', pro.user.id).execute();
      const sum = all.reduce((total, e) => total + e.amount, 0);
      expect(sum).toBe(WELCOME - AIRCON_FEE + 500 - AIRCON_FEE);
      expect(await balance(pro.user.id)).toBe(sum);
    });

    it('need the wallet to cover the fee when sent', async () => {
      const pro = await newPro();
      await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000 });
      const consumer = await createConsumer(server.db);
      const res = await postRequest(server, consumer.token, aircon);
      const request = res.body.quote_request as CreatedQuoteRequestResponse;
      const bid = await server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('user_id', '=', pro.user.id).executeTakeFirstOrThrow();
      const refused = await server.api(`/quote_bids/change_status/rating/${bid.id}.json`, {
        method: 'POST',
        token: pro.token,
        json: { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(QuoteError.NotEnoughCredit);
    });

    it('are contacted only by their requester, after a quote', async () => {
      const pro = await newPro();
      const { bidId } = await quoted(pro, { rating_type: 'required', is_contact_charge: 1 });
      const stranger = await createConsumer(server.db);
      expect((await contact(stranger.token, bidId)).status).toBe(404);
      expect((await contact(pro.token, bidId)).status).toBe(404);
    });

    it('switch to an ordinary quote by paying now, with codes 4, 6, 16 and 690', async () => {
      const pro = await newPro();
      const { bidId, consumer } = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 });
      const sw = (id: number) => server.api(`/quote_bids/switch_to_manual_quote/${id}.json`, { method: 'POST', token: pro.token });

      await server.db.updateTable('users').set({ is_phone_confirmed: false }).where('id', '=', pro.user.id).execute();
      expect((await sw(bidId)).body.error).toBe(SwitchToManualQuoteError.PhoneVerificationNeeded);
      await server.db.updateTable('users').set({ is_phone_confirmed: true }).where('id', '=', pro.user.id).execute();

      await server.db.insertInto('user_category_limitations').values({ user_id: pro.user.id, quote_category_id: aircon.id }).execute();
      expect((await sw(bidId)).body.error).toBe(SwitchToManualQuoteError.CategoryLimitation);
      await server.db.deleteFrom('user_category_limitations').where('user_id', '=', pro.user.id).execute();

      const switched = await sw(bidId);
      expect(switched.status).toBe(200);
      expect(switched.body.quote_bid).toMatchObject({ is_contact_charge: 0, fee_amount: AIRCON_FEE });
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
      // Now the consumer's contact costs nothing more.
      expect((await contact(consumer.token, bidId)).status).toBe(200);
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);

      // A second pay-on-contact quote that the wallet can no longer pay: 4.
      await server.db.updateTable('wallets').set({ balance: 300 }).where('user_id', '=', pro.user.id).execute();
      const next = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000, is_contact_charge: 1 });
      await server.db.updateTable('wallets').set({ balance: 10 }).where('user_id', '=', pro.user.id).execute();
      const short = await sw(next.bidId);
      expect(short.status).toBe(409);
      expect(short.body.error).toBe(SwitchToManualQuoteError.PaymentFailed);

      // Once the consumer made contact, the fee is paid: 6.
      await server.db.updateTable('wallets').set({ balance: 300 }).where('user_id', '=', pro.user.id).execute();
      expect((await contact(next.consumer.token, next.bidId)).status).toBe(200);
      expect((await sw(next.bidId)).body.error).toBe(SwitchToManualQuoteError.AlreadyContacted);
    });
  });

  describe('the 48-hour refund', () => {
    it('gives back the fee of a quote not opened in 48 hours, once, with a refund activity', async () => {
      const pro = await newPro();
      const { bidId } = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000 });
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
      const sentAt = (await server.db.selectFrom('quote_bids').select('quote_sent_on').where('id', '=', bidId).executeTakeFirstOrThrow()).quote_sent_on!;

      // Not yet 48 hours: nothing comes back.
      await sweeper.refundUnopenedQuotes(new Date(sentAt.getTime() + 47 * HOUR_MS));
      expect(await entries(pro.user.id, TransactionType.Refund)).toEqual([]);

      const later = new Date(sentAt.getTime() + 48 * HOUR_MS + 1000);
      const [a, b] = await Promise.all([sweeper.refundUnopenedQuotes(later), sweeper.refundUnopenedQuotes(later)]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      await sweeper.refundUnopenedQuotes(later);
      const refunds = await entries(pro.user.id, TransactionType.Refund);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amount: AIRCON_FEE, quote_bid_id: bidId });
      expect(await balance(pro.user.id)).toBe(WELCOME);
      const activity = await server.db.selectFrom('activities').select('type').where('quote_bid_id', '=', bidId).where('type', '=', 'refund').execute();
      expect(activity).toHaveLength(1);
    });

    it('keeps the fee of a quote the consumer opened', async () => {
      const pro = await newPro();
      const { bidId, consumer } = await quoted(pro, { rating_type: 'flat', flat_rate_at: 4000 });
      expect((await server.api(`/quote_bids/change_status/read/${bidId}.json`, { method: 'POST', token: consumer.token })).status).toBe(200);
      await sweeper.refundUnopenedQuotes(new Date(Date.now() + 49 * HOUR_MS));
      expect(await entries(pro.user.id, TransactionType.Refund)).toEqual([]);
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
    });
  });
});
