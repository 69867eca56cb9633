import { type Kysely, sql } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OPS_REPORTS_PAGE_SIZE } from '../../../domain/ops/moderation';
import type { QuoteReportView, ReportFilter, ResolveReportBody } from '../../../domain/ops/moderation.contract';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { toUtcString } from '../../../domain/time/datetime';
import { fullName } from '../../../domain/users/full-name';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import { setHidden } from './moderation.repository';
import type { OpsCaller } from './ops-caller';
import { pagedWithCount } from './ops-paging';

type Db = Kysely<Database>;

/** Reports with their request, reporter and the request's report count; open or handled, newest first (partial indexes of 0064). */
function reportQuery(db: Db) {
  return db
    .selectFrom('quote_reports as qr')
    .innerJoin('quote_requests as r', 'r.id', 'qr.quote_request_id')
    .innerJoin('quote_categories as c', 'c.id', 'r.quote_category_id')
    .innerJoin('users as u', 'u.id', 'qr.user_id')
    .select([
      'qr.id',
      'qr.reason',
      'qr.created',
      'qr.handled_at',
      'qr.outcome',
      'u.id as reporter_id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'r.id as request_id',
      'r.user_id as request_user_id',
      'r.description',
      'r.hidden_at',
      'c.name as category_name',
      sql<number>`(select count(*) from quote_reports n where n.quote_request_id = qr.quote_request_id)::int`.as('report_count'),
    ]);
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['executeTakeFirstOrThrow']>>;

function toReportView(r: ReportRow): QuoteReportView {
  return {
    id: r.id,
    reason: r.reason,
    created: toUtcString(r.created),
    reporter: { id: r.reporter_id, username: r.username, full_name: fullName(r) },
    quote_request: {
      id: r.request_id,
      user_id: r.request_user_id,
      description: r.description,
      category_name: r.category_name,
      is_hidden: r.hidden_at !== null,
      report_count: Number(r.report_count),
    },
    handled_at: r.handled_at ? toUtcString(r.handled_at) : null,
    outcome: r.outcome,
  };
}

export async function listReports(db: Db, filter: ReportFilter, page: number): Promise<{ rows: QuoteReportView[]; count: number }> {
  const open = filter.status === 'open';
  const { rows, count } = await pagedWithCount(
    reportQuery(db).where('qr.handled_at', open ? 'is' : 'is not', null).orderBy('qr.created', 'desc').orderBy('qr.id', 'desc'),
    db.selectFrom('quote_reports').where('handled_at', open ? 'is' : 'is not', null),
    page,
    OPS_REPORTS_PAGE_SIZE,
  );
  return { rows: rows.map(toReportView), count };
}

/**
 * Handles an open report: `hide_request` hides the request (the other open reports of the same
 * request are handled with it), `dismiss` closes this report alone. One transaction, one audit entry.
 */
export async function resolveReport(db: Db, caller: OpsCaller, id: number, body: ResolveReportBody): Promise<QuoteReportView> {
  return db.transaction().execute(async (trx) => {
    const report = await trx.selectFrom('quote_reports').select(['id', 'quote_request_id', 'handled_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!report) throw AppError.notFound('找不到這筆檢舉。');
    if (report.handled_at) throw new AppError('conflict', ErrorText.ActionNotAllowed, '這筆檢舉已經處理過了。');
    const handled = { handled_at: caller.now, handled_by: caller.operator.id, outcome: body.outcome };
    let handledIds = [report.id];
    if (body.outcome === 'hide_request') {
      await setHidden(trx, 'quote_requests', report.quote_request_id, { by: caller.operator.id, reason: body.reason, now: caller.now });
      const rows = await trx
        .updateTable('quote_reports')
        .set(handled)
        .where('quote_request_id', '=', report.quote_request_id)
        .where('handled_at', 'is', null)
        .returning('id')
        .execute();
      handledIds = rows.map((r) => r.id).sort((a, b) => a - b);
    } else {
      await trx.updateTable('quote_reports').set(handled).where('id', '=', report.id).execute();
    }
    await recordAudit(trx, {
      by: caller,
      action: OpsAction.ReportResolve,
      targetType: 'quote_report',
      targetId: report.id,
      before: { handled_at: null, outcome: null },
      after: { outcome: body.outcome, quote_request_id: report.quote_request_id, handled_report_ids: handledIds },
      reason: body.reason,
    });
    return toReportView(await reportQuery(trx).where('qr.id', '=', id).executeTakeFirstOrThrow());
  });
}
