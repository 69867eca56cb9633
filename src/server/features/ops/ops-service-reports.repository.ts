import { type Kysely, sql } from 'kysely';
import type { ServiceReportStatus } from '../../../domain/ops/queues';
import { QueueId } from '../../../domain/ops/queues';
import type { OpsServiceReportsFilter } from '../../../domain/ops/service-reports.contract';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** The SQL of the console's service reports queue (0114): reports with their service, reporter and holder. */

function reportQuery(db: Db) {
  return db
    .selectFrom('service_reports as r')
    .innerJoin('quote_services as s', 's.id', 'r.quote_service_id')
    .innerJoin('users as owner', 'owner.id', 's.user_id')
    .innerJoin('users as reporter', 'reporter.id', 'r.user_id')
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', 'r.id').on('qa.queue', '=', QueueId.ServiceReports))
    .leftJoin('operators as qo', 'qo.id', 'qa.operator_id')
    .select([
      'r.id',
      'r.reason',
      'r.text',
      'r.status',
      'r.created',
      'r.decided_at',
      'r.decision_reason',
      'r.user_id as reporter_id',
      'reporter.username as reporter_username',
      'reporter.first_name as reporter_first_name',
      'reporter.last_name as reporter_last_name',
      's.id as service_id',
      's.title as service_title',
      's.user_id as owner_id',
      'owner.username as owner_username',
      'owner.first_name as owner_first_name',
      'owner.last_name as owner_last_name',
      's.is_public',
      's.is_archived',
      's.hidden_at',
      's.hidden_reason',
      sql<number>`(select count(*) from service_reports o where o.quote_service_id = s.id and o.status = 'open')::int`.as('open_reports'),
      'qa.operator_id as assigned_operator_id',
      'qa.assigned_at',
      'qo.full_name as assigned_full_name',
    ]);
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['executeTakeFirstOrThrow']>>;

/** A page of reports by the filters (open ones oldest first, decided ones newest first), and the count of all that match. */
export async function listReports(db: Db, filter: OpsServiceReportsFilter & { operatorId: number }, limit: number, offset: number) {
  let base = reportQuery(db).where('r.status', '=', filter.status);
  if (filter.reason) base = base.where('r.reason', '=', filter.reason);
  if (filter.assigned === 'mine') base = base.where('qa.operator_id', '=', filter.operatorId);
  if (filter.assigned === 'unassigned') base = base.where('qa.id', 'is', null);
  const order = filter.status === 'open' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    base.orderBy('r.id', order).limit(limit).offset(offset).execute(),
    base.clearSelect().select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(count.n) };
}

export function findReport(db: Db, id: number) {
  return reportQuery(db).where('r.id', '=', id).executeTakeFirst();
}

/** The report's state and service, both rows locked until the transaction ends (an action reads what it changes). */
export async function lockReport(trx: Db, id: number) {
  const report = await trx.selectFrom('service_reports').select(['id', 'status', 'quote_service_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!report) return undefined;
  const service = await trx
    .selectFrom('quote_services')
    .select(['id', 'user_id', 'title', 'hidden_at', 'hidden_reason'])
    .where('id', '=', report.quote_service_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { report, service };
}

/** Closes reports with a decision; returns the ids closed. */
export async function decideReports(
  trx: Db,
  where: { id: number } | { serviceId: number },
  decision: { status: Exclude<ServiceReportStatus, 'open'>; operatorId: number; reason: string; now: Date },
): Promise<number[]> {
  let query = trx
    .updateTable('service_reports')
    .set({ status: decision.status, decided_at: decision.now, decided_by: decision.operatorId, decision_reason: decision.reason })
    .where('status', '=', 'open');
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('quote_service_id', '=', where.serviceId);
  const rows = await query.returning('id').execute();
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Hides (with the reason the pro reads) or shows again a service; the public lists' caches follow the service's triggers. */
export async function setServiceHidden(trx: Db, serviceId: number, hidden: { at: Date; reason: string } | null, now: Date): Promise<void> {
  await trx
    .updateTable('quote_services')
    .set(hidden ? { hidden_at: hidden.at, hidden_reason: hidden.reason, modified: now } : { hidden_at: null, hidden_reason: null, modified: now })
    .where('id', '=', serviceId)
    .execute();
}

/** The e-mail address of a service's pro (null: none). */
export async function ownerEmail(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  return row?.email ?? null;
}

/** Open reports: all, those nobody has taken, and the operator's; one query on the open index. */
export async function countOpen(db: Db, operatorId: number): Promise<{ open: number; unassigned: number; mine: number }> {
  const row = await db
    .selectFrom('service_reports as r')
    .leftJoin('ops_queue_assignments as qa', (join) => join.onRef('qa.item_id', '=', 'r.id').on('qa.queue', '=', QueueId.ServiceReports))
    .where('r.status', '=', 'open')
    .select([
      sql<string>`count(*)`.as('open'),
      sql<string>`count(*) filter (where qa.id is null)`.as('unassigned'),
      sql<string>`count(*) filter (where qa.operator_id = ${operatorId})`.as('mine'),
    ])
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), unassigned: Number(row.unassigned), mine: Number(row.mine) };
}

export function reportState(db: Db, id: number) {
  return db.selectFrom('service_reports').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}
