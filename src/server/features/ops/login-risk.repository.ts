import type { Kysely } from 'kysely';
import type { LoginRiskRow } from '../../../domain/ops/login-risk.contract';
import { toUtcString } from '../../../domain/time/datetime';
import type { LoginRiskDecision } from '../../../domain/users/login-risk';
import type { Database } from '../../db/schema';

/** The newest risk decisions at login first, `limit` of them before the id `before`. */
export async function listLoginRiskChecks(
  db: Kysely<Database>,
  page: { limit: number; before: number | undefined; decision: LoginRiskDecision | undefined },
): Promise<LoginRiskRow[]> {
  let query = db
    .selectFrom('login_risk_checks as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'u.username', 'c.decision', 'c.score', 'c.provider_state', 'c.provider_id', 'c.ip', 'c.device_id', 'c.error', 'c.created'])
    .orderBy('c.id', 'desc')
    .limit(page.limit);
  if (page.before !== undefined) query = query.where('c.id', '<', page.before);
  if (page.decision !== undefined) query = query.where('c.decision', '=', page.decision);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, score: row.score === null ? null : Number(row.score), created: toUtcString(row.created) }));
}
