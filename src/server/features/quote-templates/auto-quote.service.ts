import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { AutoQuoteSettingsInput, AutoQuoteSettingsResponse } from '../../../domain/bids/auto-quote.contract';
import type { QuotePrice } from '../../../domain/bids/quote-input';
import { AppError } from '../../../domain/errors/app-error';
import { RespondError } from '../../../domain/errors/codes';
import { startOfTaipeiWeek, taipeiDateKey, toUtcString } from '../../../domain/time';
import { TransactionType } from '../../../domain/wallet/ledger';
import type { CardsConfig } from '../../config';
import type { Database } from '../../db/schema';
import { requireUsableCard } from '../payments';
import type { BidsService } from '../bids';
import { type Clock, systemClock } from '../../adapters/clock';

type Db = Kysely<Database>;

/** Weeks of spending the history shows. */
export const AUTO_QUOTE_HISTORY_WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;

export interface AutoQuoteLead {
  bidId: number;
  quoteServiceId: number;
  userId: number;
}

/** What became of one lead: quoted, or why not (the spec's code, e.g. 9 when the budget ran out). */
export type AutoQuoteOutcome = { bidId: number; quoted: true } | { bidId: number; quoted: false; code: string | number };

/** The template's price as a quote: flat, else hourly, else an on-site inspection. */
export function templatePrice(t: { flat_rate_at: number | null; hourly_rate_at: number | null; on_site: boolean }): QuotePrice {
  if (t.flat_rate_at !== null) return { rating_type: 'flat', flat_rate_at: t.flat_rate_at, hourly_rate_at: null, is_on_site_visit_required_for_quote: false };
  if (t.hourly_rate_at !== null) return { rating_type: 'hourly', flat_rate_at: null, hourly_rate_at: t.hourly_rate_at, is_on_site_visit_required_for_quote: false };
  return { rating_type: 'required', flat_rate_at: null, hourly_rate_at: null, is_on_site_visit_required_for_quote: true };
}

/**
 * Auto-quote (issue: per service category). A new lead in a category where the pro turned it
 * on, agreed to its spending and chose a template is quoted at once from the template while the
 * week's budget (Monday to Sunday, Taiwan time) lasts; past it the lead waits (code 9).
 */
export class AutoQuoteService {
  constructor(private readonly deps: { db: Db; bids: BidsService; log: FastifyBaseLogger; cards: CardsConfig; clock?: Clock }) {}

  /** Auto-quotes the leads a new request gave; each in its own transaction, none fatal. */
  async quoteLeads(categoryId: number, leads: readonly AutoQuoteLead[], now = (this.deps.clock ?? systemClock).now()): Promise<AutoQuoteOutcome[]> {
    if (leads.length === 0) return [];
    const settings = await this.deps.db
      .selectFrom('quote_service_categories as sc')
      .innerJoin('quote_templates as t', 't.id', 'sc.auto_quote_template_id')
      .select(['sc.quote_service_id', 'sc.auto_quote_weekly_budget', 't.id as template_id', 't.flat_rate_at', 't.hourly_rate_at', 't.on_site', 't.price_note', 't.is_contact_charge'])
      .where('sc.quote_category_id', '=', categoryId)
      .where('sc.quote_service_id', 'in', leads.map((l) => l.quoteServiceId))
      .where('sc.is_auto_quote_on', '=', true)
      .where('sc.auto_quote_consented_at', 'is not', null)
      .execute();
    const outcomes: AutoQuoteOutcome[] = [];
    for (const lead of leads) {
      const setting = settings.find((s) => s.quote_service_id === lead.quoteServiceId);
      if (!setting) continue;
      try {
        // Pay-on-contact needs a card the gateway accepts, as when quoting by hand (codes 2, 211).
        if (setting.is_contact_charge) await requireUsableCard(this.deps.db, lead.userId, this.deps.cards);
        await this.deps.db.transaction().execute(async (trx) => {
          await this.deps.bids.quoteInTransaction(
            trx,
            lead.userId,
            lead.bidId,
            // A template that pays on contact sends a free quote; the fee is taken when the
            // consumer first makes contact (ContactChargeService.wantToContact), like a manual one.
            { price: templatePrice(setting), note: setting.price_note || null, templateId: setting.template_id, contactCharge: setting.is_contact_charge },
            {
              feeType: TransactionType.AutoQuoteFee,
              checkFee: async (fee) => {
                // The setting row is locked until this transaction ends, so concurrent requests
                // check and spend the budget one after another: each sees the fees the others
                // committed (read committed reads a new snapshot per statement after the wait).
                const budget = await lockBudget(trx, lead.quoteServiceId, categoryId);
                const spent = await weekSpent(trx, lead.userId, lead.quoteServiceId, categoryId, now);
                if (budget === undefined || spent + fee > budget) {
                  throw new AppError('conflict', RespondError.NotEnoughAutoQuoteBudget, '本週自動報價預算已用完。');
                }
              },
            },
          );
        });
        outcomes.push({ bidId: lead.bidId, quoted: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        this.deps.log.info({ bidId: lead.bidId, code: error.code }, 'auto-quote skipped');
        outcomes.push({ bidId: lead.bidId, quoted: false, code: error.code });
      }
    }
    return outcomes;
  }

  /** Spending by week, newest first, for the last 12 weeks. */
  async history(serviceCategoryId: number, userId: number, now = (this.deps.clock ?? systemClock).now()) {
    const setting = await this.findOwned(serviceCategoryId, userId);
    const thisWeek = startOfTaipeiWeek(now);
    const from = new Date(thisWeek.getTime() - (AUTO_QUOTE_HISTORY_WEEKS - 1) * WEEK_MS);
    const rows = await this.deps.db
      .selectFrom('wallet_entries as e')
      .innerJoin('quote_bids as b', 'b.id', 'e.quote_bid_id')
      .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
      .select(['e.amount', 'e.created'])
      .where('e.user_id', '=', userId)
      .where('e.transaction_type', '=', TransactionType.AutoQuoteFee)
      .where('e.created', '>=', from)
      .where('b.quote_service_id', '=', setting.quote_service_id)
      .where('r.quote_category_id', '=', setting.quote_category_id)
      .execute();
    const weeks = Array.from({ length: AUTO_QUOTE_HISTORY_WEEKS }, (_, i) => {
      const start = new Date(thisWeek.getTime() - i * WEEK_MS);
      const inWeek = rows.filter((r) => startOfTaipeiWeek(r.created).getTime() === start.getTime());
      return { week_start: taipeiDateKey(start), spent: inWeek.reduce((sum, r) => sum - r.amount, 0), quotes: inWeek.length };
    });
    return { weekly_budget: setting.auto_quote_weekly_budget, weeks };
  }

  /** The settings of one of the pro's service categories, as the API answers them. */
  async settings(serviceCategoryId: number, userId: number): Promise<AutoQuoteSettingsResponse> {
    const row = await this.findOwned(serviceCategoryId, userId);
    return {
      id: row.id,
      quote_service_id: row.quote_service_id,
      quote_category_id: row.quote_category_id,
      is_auto_quote_on: row.is_auto_quote_on ? 1 : 0,
      weekly_budget: row.auto_quote_weekly_budget,
      template_id: row.auto_quote_template_id,
      consented: row.auto_quote_consented_at ? toUtcString(row.auto_quote_consented_at) : null,
    };
  }

  /** Changes the settings: turning it on needs one of the pro's templates and his consent to the spending. */
  async saveSettings(serviceCategoryId: number, userId: number, body: AutoQuoteSettingsInput): Promise<AutoQuoteSettingsResponse> {
    const { db } = this.deps;
    const current = await this.findOwned(serviceCategoryId, userId);
    const templateId = body.template_id ?? current.auto_quote_template_id;
    if (body.template_id !== undefined) {
      const template = await db.selectFrom('quote_templates').select('id').where('id', '=', body.template_id).where('user_id', '=', userId).executeTakeFirst();
      if (!template) throw AppError.invalid([{ field: 'template_id', message: '請選擇您自己的報價範本' }]);
    }
    const turningOn = body.is_auto_quote_on ?? current.is_auto_quote_on;
    if (turningOn && templateId === null) throw AppError.invalid([{ field: 'template_id', message: '開啟自動報價前，請先選擇報價範本' }]);
    const consented = current.auto_quote_consented_at ?? (body.consent ? (this.deps.clock ?? systemClock).now() : null);
    if (turningOn && consented === null) {
      throw AppError.invalid([{ field: 'consent', message: '開啟自動報價前，請先同意系統依預算自動扣除點數' }]);
    }
    await db
      .updateTable('quote_service_categories')
      .set({
        is_auto_quote_on: turningOn,
        auto_quote_weekly_budget: body.weekly_budget ?? current.auto_quote_weekly_budget,
        auto_quote_template_id: templateId,
        auto_quote_consented_at: consented,
      })
      .where('id', '=', serviceCategoryId)
      .execute();
    return this.settings(serviceCategoryId, userId);
  }

  async findOwned(serviceCategoryId: number, userId: number) {
    const row = await this.deps.db
      .selectFrom('quote_service_categories as sc')
      .innerJoin('quote_services as s', 's.id', 'sc.quote_service_id')
      .selectAll('sc')
      .where('sc.id', '=', serviceCategoryId)
      .where('s.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw AppError.notFound('找不到這個服務類別設定。');
    return row;
  }
}

/** Locks the service category's auto-quote setting for the transaction; its weekly budget, if still on. */
async function lockBudget(trx: Db, serviceId: number, categoryId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('quote_service_categories')
    .select('auto_quote_weekly_budget')
    .where('quote_service_id', '=', serviceId)
    .where('quote_category_id', '=', categoryId)
    .where('is_auto_quote_on', '=', true)
    .forUpdate()
    .executeTakeFirst();
  return row?.auto_quote_weekly_budget;
}

/** Auto-quote fees taken this week for one service category. */
async function weekSpent(trx: Db, userId: number, serviceId: number, categoryId: number, now: Date): Promise<number> {
  const row = await trx
    .selectFrom('wallet_entries as e')
    .innerJoin('quote_bids as b', 'b.id', 'e.quote_bid_id')
    .innerJoin('quote_requests as r', 'r.id', 'b.quote_request_id')
    .select(sql<string>`coalesce(-sum(e.amount), 0)`.as('spent'))
    .where('e.user_id', '=', userId)
    .where('e.transaction_type', '=', TransactionType.AutoQuoteFee)
    .where('e.created', '>=', startOfTaipeiWeek(now))
    .where('b.quote_service_id', '=', serviceId)
    .where('r.quote_category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

