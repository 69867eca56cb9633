import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { CARD_NEEDS_THREE_DS_MESSAGE } from '../../../domain/payments/cards';
import type { AutoTopup } from '../../../domain/wallet/wallet.contract';
import type { Database } from '../../db/schema';
import { type CardPurchaseService, findCard } from '../payments';
import { type Clock, systemClock } from '../../adapters/clock';

type Db = Kysely<Database>;

const DAY_MS = 86_400_000;
const TAIWAN_OFFSET_MS = 8 * 3_600_000;
export const AUTO_TOPUP_DEFAULT_THRESHOLD = 100;
export const AUTO_TOPUP_MAX_THRESHOLD = 100_000;

export interface AutoTopupInput {
  is_on: boolean;
  threshold: number;
  credit_package_id: number;
  card_id: number;
  consent: boolean;
}

/** The Taiwan calendar day of a moment, YYYY-MM-DD: auto top-up buys at most once a day. */
export function taiwanDay(at: Date): string {
  return new Date(at.getTime() + TAIWAN_OFFSET_MS).toISOString().slice(0, 10);
}

const iso = (d: Date | null) => (d ? d.toISOString().replace('T', ' ').slice(0, 19) : null);

/**
 * Auto top-up, off by default: with the pro's explicit consent, the chosen package is bought
 * with the chosen bound card when the wallet is under the threshold, at most once a Taiwan day.
 */
export class AutoTopupService {
  constructor(private readonly deps: { db: Db; purchases: CardPurchaseService; clock?: Clock }) {}

  async get(userId: number): Promise<AutoTopup> {
    const row = await this.deps.db.selectFrom('auto_topup_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) {
      return { is_on: 0, threshold: AUTO_TOPUP_DEFAULT_THRESHOLD, credit_package_id: null, card_id: null, consent: 0, consented_at: null, last_attempt_at: null, last_purchase_id: null, last_error: null };
    }
    return {
      is_on: row.is_on ? 1 : 0,
      threshold: row.threshold,
      credit_package_id: row.credit_package_id,
      card_id: row.payment_card_id,
      consent: row.consented_at ? 1 : 0,
      consented_at: iso(row.consented_at),
      last_attempt_at: iso(row.last_attempt_at),
      last_purchase_id: row.last_purchase_id,
      last_error: row.last_error,
    };
  }

  async save(userId: number, input: AutoTopupInput): Promise<AutoTopup> {
    const { db, purchases } = this.deps;
    if (input.is_on && !input.consent) throw AppError.invalid([{ field: 'consent', message: '開啟自動儲值前，請同意以綁定的信用卡自動扣款' }]);
    await purchases.price({ packageId: input.credit_package_id }).catch(() => {
      throw AppError.invalid([{ field: 'credit_package_id', message: '沒有這個點數方案' }]);
    });
    const card = await findCard(db, userId, input.card_id, purchases.deps.provider);
    if (!card) throw AppError.invalid([{ field: 'card_id', message: '請選擇一張已綁定的信用卡' }]);
    const consentedAt = input.consent ? sql<Date>`coalesce(auto_topup_settings.consented_at, now())` : null;
    await db
      .insertInto('auto_topup_settings')
      .values({
        user_id: userId,
        is_on: input.is_on,
        threshold: input.threshold,
        credit_package_id: input.credit_package_id,
        payment_card_id: card.id,
        consented_at: input.consent ? (this.deps.clock ?? systemClock).now() : null,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          is_on: input.is_on,
          threshold: input.threshold,
          credit_package_id: input.credit_package_id,
          payment_card_id: card.id,
          consented_at: consentedAt,
          modified: new Date(),
          last_error: null,
        }),
      )
      .execute();
    return this.get(userId);
  }

  /**
   * Buys for every pro whose wallet is under their threshold and who was not tried today.
   * Safe from several server copies: the row is claimed with SKIP LOCKED and the purchase's
   * idempotency key names the day. Returns how many purchases were paid.
   */
  async sweep(now = (this.deps.clock ?? systemClock).now(), batch = 100): Promise<number> {
    const { db } = this.deps;
    const due = await db
      .selectFrom('auto_topup_settings as s')
      .leftJoin('wallets as w', 'w.user_id', 's.user_id')
      .select(['s.user_id'])
      .where('s.is_on', '=', true)
      .where('s.consented_at', 'is not', null)
      .where((eb) => eb(eb.fn.coalesce('w.balance', eb.lit(0)), '<', eb.ref('s.threshold')))
      .where((eb) => eb.or([eb('s.last_attempt_at', 'is', null), eb('s.last_attempt_at', '<=', new Date(now.getTime() - DAY_MS))]))
      .orderBy('s.user_id')
      .limit(batch)
      .execute();
    let paid = 0;
    for (const { user_id } of due) {
      if (await this.topUp(user_id, now)) paid += 1;
    }
    return paid;
  }

  private async topUp(userId: number, now: Date): Promise<boolean> {
    const { db, purchases } = this.deps;
    const claimed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('auto_topup_settings')
        .select(['credit_package_id', 'payment_card_id', 'last_attempt_at'])
        .where('user_id', '=', userId)
        .where('is_on', '=', true)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row || (row.last_attempt_at && row.last_attempt_at.getTime() > now.getTime() - DAY_MS)) return null;
      await trx.updateTable('auto_topup_settings').set({ last_attempt_at: now }).where('user_id', '=', userId).execute();
      return row;
    });
    if (!claimed) return false;
    let error: string | null = null;
    let purchaseId: number | null = null;
    try {
      const outcome = await purchases.buy(userId, {
        what: { packageId: claimed.credit_package_id },
        how: { cardId: claimed.payment_card_id },
        idempotencyKey: `auto_topup:${taiwanDay(now)}`,
        source: 'auto_topup',
        interactive: false,
      });
      purchaseId = outcome.purchase.id;
      if (outcome.kind === 'failed') error = outcome.message;
      if (outcome.kind === 'pending') error = CARD_NEEDS_THREE_DS_MESSAGE;
    } catch (caught) {
      if (!(caught instanceof AppError)) throw caught;
      error = caught.message;
    }
    await db.updateTable('auto_topup_settings').set({ last_purchase_id: purchaseId, last_error: error, modified: new Date() }).where('user_id', '=', userId).execute();
    return error === null;
  }
}
