import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface AddressProof {
  /** True when this proof was the account's first: its earlier ways in were cut off. */
  firstProof: boolean;
}

/**
 * The first proof that someone owns an account's e-mail address (a Google or Apple login
 * vouching for it, an e-mail code, the activation link, a reset link) on an account that was
 * never activated. Until then anyone could have created the account with that address, so
 * whatever they set up is dropped: the password is cleared, every session ends and every
 * social link goes (account pre-hijacking). Activating, clearing and dropping happen in one
 * statement chain under the account's row, so two proofs cannot both count as first. With
 * `keepSessionId` (the activation link opened in a browser signed in to the account) the password
 * and that session stay; every other session and every social link still go.
 */
export async function proveAddress(db: Db, userId: number, options: { keepSessionId?: number | undefined } = {}): Promise<AddressProof> {
  const keep = options.keepSessionId;
  const run = async (trx: Transaction<Database>) => {
    const now = new Date();
    // The activation link opened in a browser signed in to this very account: whoever chose the
    // password is reading the mailbox, so the password and that one session stay.
    const claimed = await trx
      .updateTable('users')
      .set(keep === undefined ? { is_activated: true, activated_at: now, password_hash: null, modified: now } : { is_activated: true, activated_at: now, modified: now })
      .where('id', '=', userId)
      .where('is_activated', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return { firstProof: false };
    let sessions = trx.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keep !== undefined) sessions = sessions.where('id', '!=', keep);
    await sessions.execute();
    await trx.deleteFrom('user_social_accounts').where('user_id', '=', userId).execute();
    return { firstProof: true };
  };
  return db.isTransaction ? run(db as Transaction<Database>) : (db as Kysely<Database>).transaction().execute(run);
}
