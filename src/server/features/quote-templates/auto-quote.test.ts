import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { QuoteError, RespondError } from '../../../domain/errors/codes';
import type { CreatedQuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import { startOfTaipeiWeek, taipeiDateKey } from '../../../domain/time';
import { TransactionType } from '../../../domain/wallet/ledger';
import { ENGINES, startTestServer, type TestServer } from '../../test/harness';
import { bindTestCard, type CategoryWithFields, createConsumer, createProWithService, findCategory, findPlace, postRequest } from '../../test/factories';
import { creditWallet } from '../wallet';
import { AutoQuoteService } from './auto-quote.service';
import { BidsService } from '../bids';
import { insertReview } from '../feedbacks';

// Aircon installation with two units asked: NT$255 a quote.
const FEE = 255;

type Pro = Awaited<ReturnType<typeof createProWithService>>;

describe.each(ENGINES)('auto-quote on %s', (engine) => {
  let server: TestServer;
  let aircon: CategoryWithFields;
  let cityId: number;

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { MATCH_MAX_PROS: '100', WELCOME_CREDIT: '2000' } });
    aircon = await findCategory(server.db, 'aircon-installation');
    ({ cityId } = await findPlace(server.db, '臺北市', '大安區'));
  });
  afterAll(() => server.close());

  async function proWithTemplate(extra: Record<string, unknown> = {}) {
    const pro = await createProWithService(server.db, { categoryIds: [aircon.id], areas: [{ cityId, districtId: null }] });
    const template = await server.api('/quote_templates/add.json', {
      method: 'POST',
      token: pro.token,
      json: { display_name: '標準安裝', flat_rate_at: 3600, price_note: '自動報價：含標準安裝材料', ...extra },
    });
    expect(template.status).toBe(200);
    const sc = await server.db.selectFrom('quote_service_categories').select('id').where('quote_service_id', '=', pro.service.id).executeTakeFirstOrThrow();
    return { pro, templateId: (template.body.quote_template as { id: number }).id, serviceCategoryId: sc.id };
  }
  const settings = (pro: Pro, id: number, json: Record<string, unknown>) =>
    server.api(`/quote_service_categories/auto_quote/${id}.json`, { method: 'POST', token: pro.token, json });

  async function post() {
    const consumer = await createConsumer(server.db);
    const res = await postRequest(server, consumer.token, aircon);
    expect(res.status).toBe(200);
    return res.body.quote_request as CreatedQuoteRequestResponse;
  }
  const bidOf = (requestId: number, userId: number) =>
    server.db.selectFrom('quote_bids').selectAll().where('quote_request_id', '=', requestId).where('user_id', '=', userId).executeTakeFirstOrThrow();

  it('needs a template and explicit consent before it is turned on; the budget moves in steps of 50', async () => {
    const { pro, templateId, serviceCategoryId } = await proWithTemplate();
    const initial = await server.api(`/quote_service_categories/auto_quote/${serviceCategoryId}.json`, { token: pro.token });
    expect(initial.body.auto_quote).toMatchObject({ is_auto_quote_on: 0, weekly_budget: 500, template_id: null, consented: null });

    const noTemplate = await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, consent: 1 });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.body.fields).toEqual([expect.objectContaining({ field: 'template_id' })]);
    const noConsent = await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId });
    expect(noConsent.body.fields).toEqual([expect.objectContaining({ field: 'consent' })]);
    const oddBudget = await settings(pro, serviceCategoryId, { weekly_budget: 120 });
    expect(oddBudget.body.fields).toEqual([expect.objectContaining({ field: 'weekly_budget' })]);

    const on = await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId, consent: 1, weekly_budget: 550 });
    expect(on.status).toBe(200);
    expect(on.body.auto_quote).toMatchObject({ is_auto_quote_on: 1, weekly_budget: 550, template_id: templateId });
    expect((on.body.auto_quote as { consented: string | null }).consented).not.toBeNull();

    const stranger = await createConsumer(server.db);
    expect((await server.api(`/quote_service_categories/auto_quote/${serviceCategoryId}.json`, { token: stranger.token })).status).toBe(404);
  });

  it('quotes a matching request at once from the template while the week’s budget lasts', async () => {
    const { pro, templateId, serviceCategoryId } = await proWithTemplate();
    // Budget for two quotes of NT$255.
    await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId, consent: 1, weekly_budget: 550 });

    const first = await post();
    const quoted = await bidOf(first.id, pro.user.id);
    expect(quoted).toMatchObject({ quote_status_id: QuoteStatus.InProgress, rating_type: 'flat', flat_rate_at: 3600, price_note: '自動報價：含標準安裝材料', last_used_template_id: templateId, fee_amount: FEE });
    // The consumer's answer already shows the quote.
    expect(first.QuoteBid.find((b) => b.id === quoted.id)).toMatchObject({ quote_status_id: QuoteStatus.InProgress, flat_rate_at: 3600 });

    const second = await post();
    expect((await bidOf(second.id, pro.user.id)).quote_status_id).toBe(QuoteStatus.InProgress);
    const third = await post();
    const waiting = await bidOf(third.id, pro.user.id);
    expect(waiting.quote_status_id).toBe(QuoteStatus.Send);

    // The refusal is code 9, and the lead is still the pro's to answer by hand.
    const service = new AutoQuoteService({ db: server.db, bids: new BidsService({ db: server.db, matching: server.app.config.matching, wallet: server.app.config.wallet, flags: server.app.config.flags, writeReview: insertReview }), log: server.app.log, cards: server.app.config.cards });
    const outcome = await service.quoteLeads(aircon.id, [{ bidId: waiting.id, quoteServiceId: pro.service.id, userId: pro.user.id }]);
    expect(outcome).toEqual([{ bidId: waiting.id, quoted: false, code: RespondError.NotEnoughAutoQuoteBudget }]);

    const fees = await server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', pro.user.id).where('transaction_type', '=', TransactionType.AutoQuoteFee).execute();
    expect(fees.map((f) => f.amount)).toEqual([-FEE, -FEE]);

    // Next week the budget starts again.
    const nextWeek = new Date(startOfTaipeiWeek(new Date()).getTime() + 7 * 86_400_000 + 3_600_000);
    const later = await service.quoteLeads(aircon.id, [{ bidId: waiting.id, quoteServiceId: pro.service.id, userId: pro.user.id }], nextWeek);
    expect(later).toEqual([{ bidId: waiting.id, quoted: true }]);

    const history = await server.api(`/quote_service_categories/auto_quote_history/${serviceCategoryId}.json`, { token: pro.token });
    expect(history.body.weekly_budget).toBe(550);
    const weeks = history.body.weeks as { week_start: string; spent: number; quotes: number }[];
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ week_start: taipeiDateKey(startOfTaipeiWeek(new Date())), spent: 3 * FEE, quotes: 3 });
    expect(weeks[1]).toMatchObject({ spent: 0, quotes: 0 });
  });

  it('leaves the leads of pros who did not turn it on, or turned it off', async () => {
    const { pro, templateId, serviceCategoryId } = await proWithTemplate();
    await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId, consent: 1 });
    await settings(pro, serviceCategoryId, { is_auto_quote_on: 0 });
    const request = await post();
    expect((await bidOf(request.id, pro.user.id)).quote_status_id).toBe(QuoteStatus.Send);
  });

  it('never spends more than the weekly budget when many leads are auto-quoted at once', async () => {
    const { pro, templateId, serviceCategoryId } = await proWithTemplate();
    // Eight leads wait while auto-quote is off; the wallet holds plenty.
    const requests = [];
    for (let i = 0; i < 8; i++) requests.push(await post());
    const leads = await Promise.all(requests.map(async (r) => ({ bidId: (await bidOf(r.id, pro.user.id)).id, quoteServiceId: pro.service.id, userId: pro.user.id })));
    await server.db.transaction().execute((trx) => creditWallet(trx, { userId: pro.user.id, amount: 10_000, type: TransactionType.Adjustment, note: '測試儲值' }));
    // Budget for three quotes of NT$255.
    await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId, consent: 1, weekly_budget: 800 });
    // Without a welcome credit nothing else locks the pro's wallet before the budget check.
    const config = server.app.config;
    const bids = new BidsService({ db: server.db, matching: config.matching, wallet: { ...config.wallet, welcomeCredit: 0 }, flags: config.flags, writeReview: insertReview });
    const service = new AutoQuoteService({ db: server.db, bids, log: server.app.log, cards: server.app.config.cards });
    const outcomes = (await Promise.all(leads.map((lead) => service.quoteLeads(aircon.id, [lead])))).flat();
    expect(outcomes.filter((o) => o.quoted)).toHaveLength(3);
    const fees = await server.db.selectFrom('wallet_entries').select('amount').where('user_id', '=', pro.user.id).where('transaction_type', '=', TransactionType.AutoQuoteFee).execute();
    expect(fees.map((f) => f.amount)).toEqual([-FEE, -FEE, -FEE]);
  });

  describe('from a template that pays on contact', () => {
    const WELCOME = 2000;
    const ledger = async (userId: number) => {
      const rows = await server.db.selectFrom('wallet_entries').select(['amount', 'transaction_type', 'quote_bid_id']).where('user_id', '=', userId).orderBy('id').execute();
      const wallet = await server.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirst();
      return { rows, balance: wallet?.balance ?? 0, sum: rows.reduce((total, r) => total + r.amount, 0) };
    };

    it('sends the quote without a fee; the fee is taken, through the ledger, when the consumer makes contact', async () => {
      const { pro, templateId, serviceCategoryId } = await proWithTemplate({ is_contact_charge: 1 });
      await bindTestCard(server.db, pro.user.id);
      await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId, consent: 1, weekly_budget: 550 });

      const consumer = await createConsumer(server.db);
      const res = await postRequest(server, consumer.token, aircon);
      const request = res.body.quote_request as CreatedQuoteRequestResponse;
      const quoted = await bidOf(request.id, pro.user.id);
      expect(quoted).toMatchObject({ quote_status_id: QuoteStatus.InProgress, flat_rate_at: 3600, last_used_template_id: templateId, is_contact_charge: true, fee_amount: null });
      // Nothing taken at auto-quote time: the wallet holds the welcome credit and the ledger agrees.
      const sent = await ledger(pro.user.id);
      expect(sent.balance).toBe(WELCOME);
      expect(sent.sum).toBe(sent.balance);
      expect(sent.rows.filter((r) => r.quote_bid_id === quoted.id)).toEqual([]);

      const contact = await server.api(`/quote_bids/want_to_contact_provider/${quoted.id}.json`, { method: 'POST', token: consumer.token });
      expect(contact.status).toBe(200);
      const after = await ledger(pro.user.id);
      expect(after.balance).toBe(WELCOME - FEE);
      expect(after.sum).toBe(after.balance);
      expect(after.rows.filter((r) => r.quote_bid_id === quoted.id)).toEqual([{ amount: -FEE, transaction_type: TransactionType.ContactFee, quote_bid_id: quoted.id }]);
      expect((await bidOf(request.id, pro.user.id)).fee_amount).toBe(FEE);
      // A contact fee is not auto-quote spending: the week's history shows none.
      const history = await server.api(`/quote_service_categories/auto_quote_history/${serviceCategoryId}.json`, { token: pro.token });
      expect((history.body.weeks as { spent: number }[])[0]).toMatchObject({ spent: 0, quotes: 0 });
    });

    it('leaves the lead waiting, with nothing taken, when the pro has no card for pay-on-contact (code 2)', async () => {
      const { pro, templateId, serviceCategoryId } = await proWithTemplate({ is_contact_charge: 1 });
      await settings(pro, serviceCategoryId, { is_auto_quote_on: 1, template_id: templateId, consent: 1 });
      const request = await post();
      const waiting = await bidOf(request.id, pro.user.id);
      expect(waiting).toMatchObject({ quote_status_id: QuoteStatus.Send, fee_amount: null });
      const service = new AutoQuoteService({
        db: server.db,
        bids: new BidsService({ db: server.db, matching: server.app.config.matching, wallet: server.app.config.wallet, flags: server.app.config.flags, writeReview: insertReview }),
        log: server.app.log,
        cards: server.app.config.cards,
      });
      expect(await service.quoteLeads(aircon.id, [{ bidId: waiting.id, quoteServiceId: pro.service.id, userId: pro.user.id }])).toEqual([
        { bidId: waiting.id, quoted: false, code: QuoteError.CreditCardNeeded },
      ]);
      const { rows, balance, sum } = await ledger(pro.user.id);
      expect(rows.filter((r) => r.quote_bid_id === waiting.id)).toEqual([]);
      expect(sum).toBe(balance);
    });
  });
});
