import { sql, type Kysely } from 'kysely';
import type { OperatorRole } from '../../../domain/ops/operator-roles';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The operator console's accounts, recovery codes and sessions: the only SQL on them. */

export function findOperatorByEmail(db: Db, email: string) {
  return db
    .selectFrom('operators')
    .select(['id', 'email', 'full_name', 'role', 'password_hash', 'totp_secret_encrypted', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await findOperatorByEmail(db, email)) !== undefined;
}

export interface NewOperator {
  email: string;
  fullName: string;
  role: OperatorRole;
  passwordHash: string;
  totpSecretEncrypted: string;
  recoveryCodeHashes: string[];
}

/** Inserts the operator and its recovery codes; returns its id. */
export async function insertOperator(trx: Db, input: NewOperator): Promise<number> {
  const { id } = await trx
    .insertInto('operators')
    .values({ email: input.email, full_name: input.fullName, role: input.role, password_hash: input.passwordHash, totp_secret_encrypted: input.totpSecretEncrypted })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (input.recoveryCodeHashes.length > 0) {
    await trx
      .insertInto('operator_recovery_codes')
      .values(input.recoveryCodeHashes.map((code_hash) => ({ operator_id: id, code_hash })))
      .execute();
  }
  return id;
}

/** Takes a TOTP time step: only when it is later than the last one taken (one statement, so two logins with one code cannot both pass). */
export async function takeTotpStep(trx: Db, operatorId: number, step: number): Promise<boolean> {
  const row = await trx
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step))]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses a recovery code once; false when it is not the operator's or was used before. */
export async function spendRecoveryCode(trx: Db, operatorId: number, codeHash: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('operator_recovery_codes')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOperatorSession(
  trx: Db,
  session: { tokenHash: string; operatorId: number; now: Date; expires: Date; ip: string | null; userAgent: string | null },
): Promise<number> {
  const row = await trx
    .insertInto('operator_sessions')
    .values({ token_hash: session.tokenHash, operator_id: session.operatorId, created: session.now, expires: session.expires, ip: session.ip, user_agent: session.userAgent })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live session of a token hash: not ended, not expired, its operator not disabled. */
export function findLiveSession(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id as session_id', 's.expires', 'o.id', 'o.email', 'o.full_name', 'o.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.ended_at', 'is', null)
    .where('s.expires', '>', now)
    .where('o.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function endOperatorSession(trx: Db, sessionId: number, now: Date): Promise<void> {
  await trx.updateTable('operator_sessions').set({ ended_at: now }).where('id', '=', sessionId).where('ended_at', 'is', null).execute();
}
