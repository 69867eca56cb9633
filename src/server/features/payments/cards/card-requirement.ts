import type { Kysely } from 'kysely';
import { QuoteStatus } from '../../../../domain/bids/quote-status';
import { AppError } from '../../../../domain/errors/app-error';
import { QuoteError, SwitchToManualQuoteError } from '../../../../domain/errors/codes';
import { QUOTE_ERROR_MESSAGES, SWITCH_TO_MANUAL_QUOTE_MESSAGES } from '../../../../domain/errors/messages';
import type { CardsConfig } from '../../../config';
import type { Database } from '../../../db/schema';
import { cardProviderOf } from './card-payments.plugin';

type Db = Kysely<Database>;

const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** The pro's usable card state: none, only foreign ones the gateway refuses, or fine. */
async function cardState(db: Db, userId: number, cards: CardsConfig): Promise<'none' | 'foreign' | 'ok'> {
  const rows = await db
    .selectFrom('payment_cards')
    .select('is_foreign')
    .where('user_id', '=', userId)
    .where('provider', '=', cardProviderOf(cards))
    .where('removed_at', 'is', null)
    .execute();
  if (rows.length === 0) return 'none';
  return cards.allowForeign || rows.some((r) => !r.is_foreign) ? 'ok' : 'foreign';
}

/**
 * Sending a pay-on-contact quote needs a bound card (409 code 2), and one the gateway accepts
 * (409 code 211 for a foreign card when foreign cards are not allowed). Only the first send of
 * the pro's own lead is checked; anything else is left to the quote's own rules.
 */
export async function requireCardForContactCharge(db: Db, userId: number, bidId: number, body: unknown, cards: CardsConfig): Promise<void> {
  if (!truthy((body as { is_contact_charge?: unknown } | null)?.is_contact_charge)) return;
  const bid = await db.selectFrom('quote_bids').select('quote_status_id').where('id', '=', bidId).where('user_id', '=', userId).executeTakeFirst();
  if (!bid || bid.quote_status_id !== QuoteStatus.Send) return;
  await requireUsableCard(db, userId, cards);
}

/** The pro has a card for pay-on-contact quotes: 409 code 2 without one, 211 when only foreign ones are refused. */
export async function requireUsableCard(db: Db, userId: number, cards: CardsConfig): Promise<void> {
  const state = await cardState(db, userId, cards);
  if (state === 'none') throw new AppError('conflict', QuoteError.CreditCardNeeded, QUOTE_ERROR_MESSAGES[QuoteError.CreditCardNeeded]!);
  if (state === 'foreign') throw new AppError('conflict', QuoteError.ForeignCardNotSupported, QUOTE_ERROR_MESSAGES[QuoteError.ForeignCardNotSupported]!);
}

/** Switching the pro's own pay-on-contact quote to a manual one needs a bound card too (2, 211). */
export async function requireCardForSwitch(db: Db, userId: number, bidId: number, cards: CardsConfig): Promise<void> {
  const bid = await db.selectFrom('quote_bids').select('is_contact_charge').where('id', '=', bidId).where('user_id', '=', userId).executeTakeFirst();
  if (!bid?.is_contact_charge) return;
  const state = await cardState(db, userId, cards);
  if (state === 'none') throw new AppError('conflict', QuoteError.CreditCardNeeded, QUOTE_ERROR_MESSAGES[QuoteError.CreditCardNeeded]!);
  if (state === 'foreign') {
    throw new AppError('conflict', SwitchToManualQuoteError.ForeignCardNotSupported, SWITCH_TO_MANUAL_QUOTE_MESSAGES[SwitchToManualQuoteError.ForeignCardNotSupported]!);
  }
}
