import { describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ErrorText, QuoteError } from '../../../domain/errors/codes';
import { TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES } from '../../test/harness';
import { leadOf, quoteBidsTestBed, WELCOME } from './bids.test-support';

// Aircon installation, NT$2,500-6,000 a unit, two units asked: 3 % of 8,500, rounded to NT$5.
const AIRCON_FEE = 255;

describe.each(ENGINES)('quote bids on %s', (engine) => {
  const { bed, newPro, lead, act, quote } = quoteBidsTestBed(engine);
  const bidRow = (id: number) => bed.server.db.selectFrom('quote_bids').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ledger = (userId: number) =>
    bed.server.db.selectFrom('wallet_entries').select(['transaction_type', 'amount', 'balance_after', 'quote_bid_id']).where('user_id', '=', userId).orderBy('id').execute();
  const balance = async (userId: number) =>
    (await bed.server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst())?.balance ?? 0;

  describe('GET /quote_bids/preview_quote_fee/{id}.json', () => {
    it('shows the fee of the lead and the wallet with the welcome grant', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      const res = await bed.server.api(`/quote_bids/preview_quote_fee/${bidId}.json`, { token: pro.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'Success', fee: AIRCON_FEE, balance: WELCOME, is_contact_charge: 0, is_paid: 0 });
      // The grant is a ledger entry of its own, given once however often the fee is shown.
      await bed.server.api(`/quote_bids/preview_quote_fee/${bidId}.json`, { token: pro.token });
      expect(await ledger(pro.user.id)).toEqual([{ transaction_type: TransactionType.WelcomeGrant, amount: WELCOME, balance_after: WELCOME, quote_bid_id: null }]);
      // The ledger is append-only: the database itself refuses to change or remove an entry.
      await expect(bed.server.db.updateTable('wallet_entries').set({ note: 'x' }).where('user_id', '=', pro.user.id).execute()).rejects.toThrow(/append-only/);
      await expect(bed.server.db.deleteFrom('wallet_entries').where('user_id', '=', pro.user.id).execute()).rejects.toThrow(/append-only/);
    });

    it('is 404 for anyone but the pro, 403 without a session', async () => {
      const pro = await newPro();
      const { bidId, consumer } = await lead(pro);
      expect((await bed.server.api(`/quote_bids/preview_quote_fee/${bidId}.json`, { token: consumer.token })).status).toBe(404);
      expect((await bed.server.api(`/quote_bids/preview_quote_fee/${bidId}.json`)).status).toBe(403);
      expect((await bed.server.api('/quote_bids/preview_quote_fee/abc.json', { token: pro.token })).status).toBe(404);
    });
  });

  describe('POST /quote_bids/change_status/rating/{id}.json', () => {
    it('sends the quote, takes the fee in the same transaction and records it', async () => {
      const pro = await newPro();
      const { bidId, request, consumer } = await lead(pro);
      const res = await quote(pro.token, bidId, { rating_type: 'flat', flat_rate_at: '4800', price_note: '含銅管 3 米' });
      expect(res.status).toBe(200);
      expect(res.body.quote_bid).toMatchObject({
        id: bidId,
        quote_status_id: QuoteStatus.InProgress,
        rating_type: 'flat',
        flat_rate_at: 4800,
        hourly_rate_at: null,
        price_note: '含銅管 3 米',
        fee_amount: AIRCON_FEE,
        quote_last_update_on: null,
      });
      expect((res.body.quote_bid as { quote_sent_on: string }).quote_sent_on).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
      expect(await ledger(pro.user.id)).toEqual([
        { transaction_type: TransactionType.WelcomeGrant, amount: WELCOME, balance_after: WELCOME, quote_bid_id: null },
        { transaction_type: TransactionType.QuoteFee, amount: -AIRCON_FEE, balance_after: WELCOME - AIRCON_FEE, quote_bid_id: bidId },
      ]);
      const activities = await bed.server.db.selectFrom('activities').select('type').where('quote_bid_id', '=', bidId).execute();
      expect(activities.map((a) => a.type)).toContain('providedquote');
      // The consumer sees the quote in the request and gets an unread notification.
      const detail = await bed.server.api(`/quote_request/${request.id}.json`, { token: consumer.token });
      const bids = (detail.body.quote_request as { QuoteBid: { id: number; flat_rate_at: number | null }[] }).QuoteBid;
      expect(bids.find((b) => b.id === bidId)?.flat_rate_at).toBe(4800);
      const note = await bed.server.db.selectFrom('notifications').select('type').where('user_id', '=', consumer.user.id).where('quote_bid_id', '=', bidId).execute();
      expect(note.map((n) => n.type)).toEqual(['new_quote']);
    });

    it('re-sends without another fee and stamps quote_last_update_on', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      expect((await quote(pro.token, bidId)).status).toBe(200);
      const res = await quote(pro.token, bidId, { rating_type: 'hourly', hourly_rate_at: 900 });
      expect(res.status).toBe(200);
      expect(res.body.quote_bid).toMatchObject({ quote_status_id: 2, rating_type: 'hourly', hourly_rate_at: 900, flat_rate_at: null });
      expect((res.body.quote_bid as { quote_last_update_on: string | null }).quote_last_update_on).not.toBeNull();
      expect((await ledger(pro.user.id)).filter((e) => e.transaction_type === TransactionType.QuoteFee)).toHaveLength(1);
    });

    it('takes an on-site inspection without a price', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      const res = await quote(pro.token, bidId, { rating_type: 'required' });
      expect(res.status).toBe(200);
      expect(res.body.quote_bid).toMatchObject({ rating_type: 'required', flat_rate_at: null, is_on_site_visit_required_for_quote: 1 });
    });

    it.each([
      [{ rating_type: 'flat' }, 'flat_rate_at'],
      [{ rating_type: 'flat', flat_rate_at: 0 }, 'flat_rate_at'],
      [{ rating_type: 'flat', flat_rate_at: '12.5' }, 'flat_rate_at'],
      [{ rating_type: 'flat', flat_rate_at: 'abc' }, 'flat_rate_at'],
      [{ rating_type: 'hourly', hourly_rate_at: -300 }, 'hourly_rate_at'],
      [{ rating_type: 'hourly', flat_rate_at: 500 }, 'hourly_rate_at'],
    ])('refuses %j with 400 invalid price naming %s, and the lead stays as it was', async (body, field) => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      const res = await quote(pro.token, bidId, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(ErrorText.InvalidPrice);
      expect(res.body.fields).toEqual([expect.objectContaining({ field })]);
      expect((await bidRow(bidId)).quote_status_id).toBe(QuoteStatus.Send);
      expect((await ledger(pro.user.id)).filter((e) => e.transaction_type === TransactionType.QuoteFee)).toEqual([]);
    });

    it('names a missing quote type', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      const res = await quote(pro.token, bidId, { flat_rate_at: 100 });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual([expect.objectContaining({ field: 'rating_type' })]);
    });

    it('refuses with 10 when the wallet cannot pay, and nothing is taken', async () => {
      const pro = await newPro();
      const first = await lead(pro);
      const second = await lead(pro);
      expect((await quote(pro.token, first.bidId)).status).toBe(200);
      const res = await quote(pro.token, second.bidId);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(QuoteError.NotEnoughCredit);
      expect(res.body.message).toMatch(/點數不足/);
      expect((await bidRow(second.bidId)).quote_status_id).toBe(QuoteStatus.Send);
      expect(await balance(pro.user.id)).toBe(WELCOME - AIRCON_FEE);
    });

    it('refuses with 6 while the pro has not verified a phone', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      await bed.server.db.updateTable('users').set({ is_phone_confirmed: false }).where('id', '=', pro.user.id).execute();
      const res = await quote(pro.token, bidId);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(QuoteError.PhoneVerificationNeeded);
      expect(await ledger(pro.user.id)).toEqual([]);
    });

    it('refuses with 690 in a category the pro is limited from', async () => {
      const pro = await newPro();
      const { bidId } = await lead(pro);
      await bed.server.db.insertInto('user_category_limitations').values({ user_id: pro.user.id, quote_category_id: bed.aircon.id, reason: '需冷氣技術士證照' }).execute();
      const res = await quote(pro.token, bidId);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(QuoteError.CategoryLimitation);
    });

    it('is 404 for another user and 409 once the lead was passed', async () => {
      const pro = await newPro();
      const other = await newPro();
      const { bidId } = await lead(pro);
      expect((await quote(other.token, bidId)).status).toBe(404);
      expect((await act(pro.token, 'interest', bidId, { is_interested: 0 })).status).toBe(200);
      const res = await quote(pro.token, bidId);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(ErrorText.ActionNotAllowed);
    });

    it('never takes the wallet below zero when many quotes go out at once', async () => {
      const pro = await newPro();
      // Enough credit for exactly three fees, ten leads sent at the same moment.
      await bed.server.db.insertInto('wallets').values({ user_id: pro.user.id, balance: 0 }).execute();
      const leads = [];
      for (let i = 0; i < 10; i++) leads.push(await lead(pro));
      await bed.server.db
        .insertInto('wallet_entries')
        .values({ user_id: pro.user.id, transaction_type: TransactionType.WelcomeGrant, amount: 3 * AIRCON_FEE + 10, balance_after: 3 * AIRCON_FEE + 10 })
        .execute();
      await bed.server.db.updateTable('wallets').set({ balance: 3 * AIRCON_FEE + 10 }).where('user_id', '=', pro.user.id).execute();

      const results = await Promise.all(leads.map((l) => quote(pro.token, l.bidId)));
      const sent = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status !== 200);
      expect(sent).toHaveLength(3);
      expect(refused.map((r) => [r.status, r.body.error])).toEqual(Array(7).fill([409, QuoteError.NotEnoughCredit]));
      expect(await balance(pro.user.id)).toBe(10);
      const entries = await ledger(pro.user.id);
      expect(entries.filter((e) => e.transaction_type === TransactionType.QuoteFee)).toHaveLength(3);
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(10);
      expect(entries.every((e) => e.balance_after >= 0)).toBe(true);
    });

    it('lets only as many pros as the cap quote one request when they all send at once', async () => {
      const cap = bed.server.config.matching.requestMaxQuotes;
      const pros = [];
      for (let i = 0; i < cap + 3; i++) pros.push(await newPro());
      const { request } = await lead(pros[0]!);
      const bids = await Promise.all(pros.map((p) => leadOf(bed.server.db, request.id, p.user.id)));

      const results = await Promise.all(pros.map((p, i) => quote(p.token, bids[i]!.id)));
      expect(results.filter((r) => r.status === 200)).toHaveLength(cap);
      expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.error])).toEqual(Array(3).fill([409, ErrorText.RequestQuoteLimit]));
      const quoted = await bed.server.db.selectFrom('quote_bids').select('id').where('quote_request_id', '=', request.id).where('quote_sent_on', 'is not', null).execute();
      expect(quoted).toHaveLength(cap);
      // A refused quote costs nothing.
      const fees = await bed.server.db.selectFrom('wallet_entries').select('id').where('quote_bid_id', 'in', bids.map((b) => b.id)).execute();
      expect(fees).toHaveLength(cap);
    });
  });

});
