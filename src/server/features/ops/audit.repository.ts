import type { Kysely } from 'kysely';
import type { AuditEntry, AuditFilter } from '../../../domain/ops/ops.contract';
import { OPS_AUDIT_PAGE_SIZE } from '../../../domain/ops/operator-roles';
import { DAY_MS } from '../../../domain/time';
import { toUtcString } from '../../../domain/time/datetime';
import type { Database } from '../../db/schema';
import type { OpsCaller } from './ops-caller';
import { pagedWithCount } from './ops-paging';

type Db = Kysely<Database>;

/** What one operator did to one record, before and after, and why. */
export interface AuditInput {
  by: OpsCaller;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Writes one audit entry inside the caller's transaction, so the entry exists exactly when the
 * action does. The table is append-only (a trigger refuses changes and deletes).
 */
export async function recordAudit(trx: Db, entry: AuditInput): Promise<void> {
  const json = (value: Record<string, unknown> | null | undefined) => (value == null ? null : JSON.stringify(value));
  await trx
    .insertInto('operator_audit')
    .values({
      operator_id: entry.by.operator.id,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId == null ? null : String(entry.targetId),
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
      ip: entry.by.ip,
      user_agent: entry.by.userAgent,
      created: entry.by.now,
    })
    .execute();
}

/** Midnight in Taipei of a `YYYY-MM-DD` day. */
const taipeiMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** One page of the audit log, newest first, filtered and paged in SQL. */
export async function listAudit(db: Db, filter: AuditFilter, page: number): Promise<{ rows: AuditEntry[]; count: number }> {
  let query = db.selectFrom('operator_audit as a').innerJoin('operators as o', 'o.id', 'a.operator_id');
  if (filter.operator_id !== undefined) query = query.where('a.operator_id', '=', filter.operator_id);
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.target_type) query = query.where('a.target_type', '=', filter.target_type);
  if (filter.target_id) query = query.where('a.target_id', '=', filter.target_id);
  if (filter.from) query = query.where('a.created', '>=', taipeiMidnight(filter.from));
  if (filter.to) query = query.where('a.created', '<', new Date(taipeiMidnight(filter.to).getTime() + DAY_MS));
  const { rows, count } = await pagedWithCount(
    query
      .select(['a.id', 'a.action', 'a.target_type', 'a.target_id', 'a.before', 'a.after', 'a.reason', 'a.ip', 'a.user_agent', 'a.created'])
      .select(['o.id as operator_id', 'o.email', 'o.full_name', 'o.role'])
      .orderBy('a.id', 'desc'),
    query,
    page,
    OPS_AUDIT_PAGE_SIZE,
  );
  return {
    count,
    rows: rows.map((r) => ({
      id: Number(r.id),
      operator: { id: r.operator_id, email: r.email, full_name: r.full_name, role: r.role },
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      before: r.before,
      after: r.after,
      reason: r.reason,
      ip: r.ip,
      user_agent: r.user_agent,
      created: toUtcString(r.created),
    })),
  };
}
