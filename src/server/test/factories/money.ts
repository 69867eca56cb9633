import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TransactionType, type TransactionTypeId } from '../../../domain/wallet/ledger';
import type { CardProvider, Database } from '../../db/schema';
import { creditWallet } from '../../features/wallet';

/** Credit in wallets and cards on file. */

type Db = Kysely<Database>;

/** Credits a user's wallet through the ledger (a promotion grant unless told), as the app would. */
export function fundWallet(db: Db, userId: number, amount: number, options: { type?: TransactionTypeId; note?: string } = {}) {
  return db
    .transaction()
    .execute((trx) => creditWallet(trx, { userId, amount, type: options.type ?? TransactionType.PromotionGrant, ...(options.note ? { note: options.note } : {}) }));
}

/**
 * Puts a bound card on a user directly (for tests of other areas that only need "has a card"):
 * the default sandbox provider, VISA-4242, or a foreign one.
 */
export async function bindTestCard(db: Db, userId: number, options: { foreign?: boolean; provider?: CardProvider } = {}) {
  return db
    .insertInto('payment_cards')
    .values({
      user_id: userId,
      provider: options.provider ?? 'sandbox',
      brand: 'VISA',
      last4: options.foreign ? '0002' : '4242',
      card_token: randomBytes(16).toString('hex'),
      card_key: randomBytes(16).toString('hex'),
      is_foreign: options.foreign ?? false,
      is_default: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
