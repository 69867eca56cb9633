import type { Kysely } from 'kysely';
import type { LoginRiskDecision } from '../../../domain/users/login-risk';
import type { Database } from '../../db/schema';

export interface LoginRiskRecord {
  userId: number;
  decision: LoginRiskDecision;
  score: number | null;
  providerState: string | null;
  providerId: string | null;
  ip: string;
  deviceId: string | null;
  error: string | null;
}

/** Keeps one risk decision at login. */
export async function recordLoginRisk(db: Kysely<Database>, record: LoginRiskRecord): Promise<void> {
  await db
    .insertInto('login_risk_checks')
    .values({
      user_id: record.userId,
      decision: record.decision,
      score: record.score,
      provider_state: record.providerState,
      provider_id: record.providerId,
      ip: record.ip,
      device_id: record.deviceId,
      error: record.error,
    })
    .execute();
}

/** What the check sends and where a code can go: the e-mail and, when verified, the phone. */
export async function findRiskContact(db: Kysely<Database>, userId: number): Promise<{ username: string; email: string | null; phone: string | null } | undefined> {
  const row = await db.selectFrom('users').select(['username', 'email', 'phone', 'is_phone_confirmed']).where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return { username: row.username, email: row.email, phone: row.is_phone_confirmed ? row.phone : null };
}

