import type { Kysely } from 'kysely';
import { AppError } from '../../domain/errors/app-error';
import type { Database } from '../db/schema';

/**
 * Operators only (users.is_operator, on an account not deleted); anyone else is told there is
 * nothing here, as every operator-only path does (a 403 would end their session).
 */
export async function requireOperator(db: Kysely<Database>, userId: number): Promise<void> {
  const row = await db.selectFrom('users').select('is_operator').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (row?.is_operator !== true) throw AppError.notFound();
}
