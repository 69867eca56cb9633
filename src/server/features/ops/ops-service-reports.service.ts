import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { OpsAction } from '../../../domain/ops/ops-limits';
import { QUEUE_PAGE_SIZE } from '../../../domain/ops/queues';
import type { OpsServiceReport, OpsServiceReportsFilter } from '../../../domain/ops/service-reports.contract';
import type { ServiceReportReason } from '../../../domain/service-reports/service-report.schema';
import { toUtcString } from '../../../domain/time/datetime';
import { fullName } from '../../../domain/users/full-name';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { Database } from '../../db/schema';
import { recordAudit } from './audit.repository';
import type { OpsCaller } from './ops-caller';
import * as repo from './ops-service-reports.repository';
import { toQueueAssignment } from './queue-assignments.repository';

type Db = Kysely<Database>;

/** The audit log's target types: a report (dismissed) and a service (hidden, shown again). */
export const SERVICE_REPORT_TARGET = 'service_report';
export const SERVICE_TARGET = 'quote_service';
export const OPS_SERVICE_REPORT_NOT_FOUND = '找不到這筆服務檢舉。';

const conflict = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

export interface OpsServiceReportsDeps {
  db: Db;
  messaging: EmailSender;
  log: FastifyBaseLogger;
}

function toReport(row: repo.ReportRow): OpsServiceReport {
  return {
    id: row.id,
    reason: row.reason as ServiceReportReason,
    text: row.text,
    status: row.status,
    created: toUtcString(row.created),
    reporter: { id: row.reporter_id, name: fullName({ username: row.reporter_username, first_name: row.reporter_first_name, last_name: row.reporter_last_name }) },
    service: {
      id: row.service_id,
      title: row.service_title,
      user_id: row.owner_id,
      owner_name: fullName({ username: row.owner_username, first_name: row.owner_first_name, last_name: row.owner_last_name }),
      is_public: row.is_public,
      is_archived: row.is_archived,
      hidden: row.hidden_at ? { since: toUtcString(row.hidden_at), reason: row.hidden_reason ?? '' } : null,
      open_reports: row.open_reports,
    },
    decided: row.decided_at ? toUtcString(row.decided_at) : null,
    decision_reason: row.decision_reason,
    assignment: toQueueAssignment({ operator_id: row.assigned_operator_id, full_name: row.assigned_full_name, assigned_at: row.assigned_at }),
  };
}

/**
 * The console's service reports queue (trust & safety, admin): dismiss a report, hide the
 * reported service with the reason its pro reads, or show it again. Each action changes the rows
 * and writes its audit entry in one transaction; the pro is told by e-mail after the commit.
 */
export class OpsServiceReportsService {
  constructor(private readonly deps: OpsServiceReportsDeps) {}

  async page(caller: OpsCaller, filter: OpsServiceReportsFilter, page: number) {
    const { rows, count } = await repo.listReports(this.deps.db, { ...filter, operatorId: caller.operator.id }, QUEUE_PAGE_SIZE, (page - 1) * QUEUE_PAGE_SIZE);
    return { service_reports: rows.map(toReport), page, total_pages: Math.max(1, Math.ceil(count / QUEUE_PAGE_SIZE)), count };
  }

  async view(id: number) {
    const row = await repo.findReport(this.deps.db, id);
    if (!row) throw AppError.notFound(OPS_SERVICE_REPORT_NOT_FOUND);
    return { service_report: toReport(row) };
  }

  /** Closes an open report without action on the service. */
  async dismiss(caller: OpsCaller, id: number, reason: string) {
    await this.deps.db.transaction().execute(async (trx) => {
      const locked = await repo.lockReport(trx, id);
      if (!locked) throw AppError.notFound(OPS_SERVICE_REPORT_NOT_FOUND);
      if (locked.report.status !== 'open') throw conflict('這筆檢舉已經處理完成。');
      await repo.decideReports(trx, { id }, { status: 'dismissed', operatorId: caller.operator.id, reason, now: caller.now });
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ServiceReportDismiss,
        targetType: SERVICE_REPORT_TARGET,
        targetId: id,
        before: { status: 'open' },
        after: { status: 'dismissed', quote_service_id: locked.service.id },
        reason,
      });
    });
    return this.view(id);
  }

  /** Hides the reported service (the reason is what its pro reads); every open report on it is closed with it. */
  async hide(caller: OpsCaller, id: number, reason: string) {
    const service = await this.deps.db.transaction().execute(async (trx) => {
      const locked = await repo.lockReport(trx, id);
      if (!locked) throw AppError.notFound(OPS_SERVICE_REPORT_NOT_FOUND);
      if (locked.report.status !== 'open') throw conflict('這筆檢舉已經處理完成。');
      if (locked.service.hidden_at) throw conflict('這項服務已經被隱藏。');
      await repo.setServiceHidden(trx, locked.service.id, { at: caller.now, reason }, caller.now);
      const closed = await repo.decideReports(trx, { serviceId: locked.service.id }, { status: 'hidden', operatorId: caller.operator.id, reason, now: caller.now });
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ServiceHide,
        targetType: SERVICE_TARGET,
        targetId: locked.service.id,
        before: { hidden_at: null, hidden_reason: null },
        after: { hidden_at: toUtcString(caller.now), hidden_reason: reason, service_report_ids: closed },
        reason,
      });
      return locked.service;
    });
    await this.tell(service.user_id, `您的服務「${service.title}」已被平台隱藏`, [
      `您的服務「${service.title}」已被平台隱藏，顧客暫時看不到這項服務，也不會收到新的案件。`,
      `原因：${reason}`,
      '如有疑問或已完成修正，請回覆這封信或透過「聯絡我們」與客服聯繫。',
    ]);
    return this.view(id);
  }

  /** Shows a hidden service again (the report is the way to it); the pro is told. */
  async unhide(caller: OpsCaller, id: number, reason: string) {
    const service = await this.deps.db.transaction().execute(async (trx) => {
      const locked = await repo.lockReport(trx, id);
      if (!locked) throw AppError.notFound(OPS_SERVICE_REPORT_NOT_FOUND);
      const { hidden_at, hidden_reason } = locked.service;
      if (!hidden_at) throw conflict('這項服務沒有被隱藏。');
      await repo.setServiceHidden(trx, locked.service.id, null, caller.now);
      await recordAudit(trx, {
        by: caller,
        action: OpsAction.ServiceUnhide,
        targetType: SERVICE_TARGET,
        targetId: locked.service.id,
        before: { hidden_at: toUtcString(hidden_at), hidden_reason },
        after: { hidden_at: null, hidden_reason: null, service_report_id: id },
        reason,
      });
      return locked.service;
    });
    await this.tell(service.user_id, `您的服務「${service.title}」已恢復顯示`, [
      `您的服務「${service.title}」已恢復顯示，顧客可以再次找到這項服務。`,
    ]);
    return this.view(id);
  }

  /** A failed e-mail does not undo the action (the dashboard shows the state and reason). */
  private async tell(userId: number, subject: string, lines: string[]): Promise<void> {
    const email = await repo.ownerEmail(this.deps.db, userId);
    if (!email) return;
    try {
      await this.deps.messaging.sendEmail({ to: email, subject: `【好幫手】${subject}`, text: lines.join('\n\n') });
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'service hiding notice e-mail failed');
    }
  }
}

/** Open reports and whether one is still open, for the shared queue calls. */
export const serviceReportCounts = (db: Db, operatorId: number) => repo.countOpen(db, operatorId);
export const serviceReportState = (db: Db, id: number) => repo.reportState(db, id);
