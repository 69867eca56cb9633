import { type Kysely, type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { barredLoginMessage, barredQuoteMessage, isBarred, type StandingState } from '../../../domain/ops/moderation';
import type { Database } from '../../db/schema';

/**
 * The standing checks that login, matching, the pro lists and quoting share (0064). By the
 * table's check, `standing_until` is set only on a suspension, so "active, or a suspension that
 * has ended" is one test on the user's row.
 */

/** The user `alias` (a `users` row in the query) is in good standing at `now`. */
export function userInGoodStanding(alias: string, now: Date): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.standing`)} = 'active' or ${sql.ref(`${alias}.standing_until`)} <= ${now})`;
}

/**
 * The owner of the service `qs` is in good standing now: a probe of users' primary key for the
 * service's owner. The public lists are cached per data version: a sanction or reinstatement
 * raises the `pros` version (bumpPublicPros) so every copy drops its cached lists.
 */
export const OWNER_IN_GOOD_STANDING = sql<boolean>`not exists (select 1 from users su where su.id = qs.user_id
  and su.standing <> 'active' and (su.standing_until is null or su.standing_until > now()))`;

/**
 * The user `alias` is suspended or banned now (the database's clock, as OWNER_IN_GOOD_STANDING):
 * a consumer's quote list marks that pro's quotes unavailable, as hiring them is refused.
 */
export function userBarredNow(alias: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${alias}.standing`)} <> 'active' and (${sql.ref(`${alias}.standing_until`)} is null or ${sql.ref(`${alias}.standing_until`)} > now()))`;
}

/** 409 for a suspended (`account suspended`) or banned (`account closed`) user, naming until when. */
export function barredRefusal(state: StandingState, action: 'login' | 'quote' = 'login'): AppError {
  const code = state.standing === 'banned' ? ErrorText.AccountClosed : ErrorText.AccountSuspended;
  return new AppError('conflict', code, action === 'login' ? barredLoginMessage(state) : barredQuoteMessage(state));
}

/** Refuses a new session for a suspended or banned user (every login path ends in startSession). */
export async function assertMaySignIn(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  const row = await db.selectFrom('users').select(['standing', 'standing_until']).where('id', '=', userId).executeTakeFirst();
  if (!row) return;
  const state = { standing: row.standing, until: row.standing_until };
  if (isBarred(state, now)) throw barredRefusal(state);
}

/**
 * Lifts the suspensions whose end has passed at `now` (the user is active again, as the checks
 * above already read him) and raises the `pros` data version when any was lifted, in one
 * transaction, so the cached public lists show those pros again on every copy. Returns their ids.
 */
export async function liftExpiredSuspensions(db: Kysely<Database>, now: Date): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('users')
      .set({ standing: 'active', standing_until: null, modified: now })
      .where('standing', '=', 'suspended')
      .where('standing_until', '<=', now)
      .returning('id')
      .execute();
    if (rows.length > 0) await sql`select public_data_version_bump('pros')`.execute(trx);
    return rows.map((r) => r.id).sort((a, b) => a - b);
  });
}
