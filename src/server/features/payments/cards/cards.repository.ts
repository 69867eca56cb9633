import type { Kysely } from 'kysely';
import type { CardProvider, Database } from '../../../db/schema';

type Db = Kysely<Database>;

const CARD_COLUMNS = ['id', 'user_id', 'provider', 'brand', 'last4', 'card_key', 'card_token', 'is_foreign', 'is_default', 'created'] as const;

/** The user's bound cards of the current gateway, the default first, then newest. */
export function listCards(db: Db, userId: number, provider: CardProvider) {
  return db
    .selectFrom('payment_cards')
    .select(CARD_COLUMNS)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('removed_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type CardRow = Awaited<ReturnType<typeof listCards>>[number];

/** One of the user's live cards, scoped by the owner in SQL. */
export function findCard(db: Db, userId: number, cardId: number, provider: CardProvider) {
  return db
    .selectFrom('payment_cards')
    .select(CARD_COLUMNS)
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Keeps a verified card: brand, last four digits and the gateway's token. The first card is the default. */
export async function insertCard(
  db: Db,
  card: { userId: number; provider: CardProvider; brand: string; last4: string; cardKey: string; cardToken: string; isForeign: boolean },
): Promise<CardRow> {
  return db.transaction().execute(async (trx) => {
    // Lock the user's row so two cards bound at once cannot both become the default.
    await trx.selectFrom('users').select('id').where('id', '=', card.userId).forUpdate().executeTakeFirst();
    const hasDefault = await trx
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', card.userId)
      .where('is_default', '=', true)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return trx
      .insertInto('payment_cards')
      .values({
        user_id: card.userId,
        provider: card.provider,
        brand: card.brand,
        last4: card.last4,
        card_key: card.cardKey,
        card_token: card.cardToken,
        is_foreign: card.isForeign,
        is_default: !hasDefault,
      })
      .returning(CARD_COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Removes a card; when it was the default, the newest remaining card takes its place. False when it is not the user's. */
export async function removeCard(db: Db, userId: number, cardId: number, provider: CardProvider): Promise<CardRow | null> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .updateTable('payment_cards')
      .set({ removed_at: new Date(), is_default: false })
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .where('removed_at', 'is', null)
      .returning(CARD_COLUMNS)
      .executeTakeFirst();
    if (!removed) return null;
    const next = await trx
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .where('removed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const stillDefault = await trx
      .selectFrom('payment_cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (next && !stillDefault) await trx.updateTable('payment_cards').set({ is_default: true }).where('id', '=', next.id).execute();
    return removed;
  });
}
