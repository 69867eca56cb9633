import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { queueStatusText, SERVICE_REPORTS_QUEUE } from '../../../domain/ops/queues';
import { SERVICE_HIDE_REASON_MAX } from '../../../domain/ops/service-reports.contract';
import { SERVICE_REPORT_REASON_TEXT } from '../../../domain/service-reports/service-report.schema';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { actOnServiceReport, getServiceReport, type OpsServiceReport, type ServiceReportAction } from './api/service-reports';
import { opsQueuePath, opsUserPath } from './ops-paths';
import { OpsRecordScreen } from './ops-record-screen';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { QueueAssignmentControl } from './queue-assignment';
import { ReasonDialog } from './reason-dialog';

const K = 'serviceHiding>ops';

function ReportFacts({ report: r }: { report: OpsServiceReport }) {
  const { t } = useTranslation();
  const s = r.service;
  const visibility = s.hidden ? t(`${K}>hiddenSince`, { time: taipeiTime(s.hidden.since) }) : s.is_archived ? t(`${K}>archived`) : s.is_public ? t(`${K}>visible`) : t(`${K}>private`);
  const facts: [string, string][] = [
    [t(`${K}>status`), queueStatusText(SERVICE_REPORTS_QUEUE, r.status)],
    [t(`${K}>reason`), SERVICE_REPORT_REASON_TEXT[r.reason]],
    [t(`${K}>text`), r.text || t(`${K}>noText`)],
    [t(`${K}>reporter`), `${r.reporter.name} #${r.reporter.id}`],
    [t(`${K}>created`), taipeiTime(r.created)],
    [t(`${K}>service`), `${s.title} #${s.id}`],
    [t(`${K}>owner`), `${s.owner_name} #${s.user_id}`],
    [t(`${K}>visibility`), visibility],
    [t(`${K}>openReports`), String(s.open_reports)],
  ];
  if (s.hidden) facts.push([t(`${K}>hiddenReason`), s.hidden.reason]);
  if (r.decided) facts.push([t(`${K}>decided`), taipeiTime(r.decided)]);
  if (r.decision_reason) facts.push([t(`${K}>decisionReason`), r.decision_reason]);
  return (
    <dl className="ops-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function ReportReview({ report, update }: { report: OpsServiceReport; update: (change: (report: OpsServiceReport) => OpsServiceReport) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<ServiceReportAction | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  const act = async (reason: string) => {
    if (!action) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api((client) => actOnServiceReport(client, report.id, action, reason));
      update(() => answer.service_report);
      setDone(t(`${K}>done>${action}`));
      setAction(null);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };
  const open = (next: ServiceReportAction) => {
    setError(undefined);
    setDone(undefined);
    setAction(next);
  };

  const pending = report.status === 'open';
  const hidden = report.service.hidden !== null;
  return (
    <>
      <section className="ops-panel" aria-labelledby="service-report-facts">
        <h2 id="service-report-facts" className="ops-subtitle">
          {report.service.title}
        </h2>
        <ReportFacts report={report} />
        <p>
          <Link to={opsUserPath(report.service.user_id)}>{t(`${K}>ownerLink`)}</Link>
        </p>
        <QueueAssignmentControl queue={SERVICE_REPORTS_QUEUE.id} itemId={report.id} assignment={report.assignment} open={pending} onChange={(assignment) => update((r) => ({ ...r, assignment }))} />
      </section>
      <FormMessage tone="success" text={done} />
      {action === null && <FormMessage tone="error" text={error} />}
      <div className="ops-actions">
        {pending && !hidden && <Button onClick={() => open('hide')}>{t(`${K}>hide`)}</Button>}
        {pending && (
          <Button variant="secondary" onClick={() => open('dismiss')}>
            {t(`${K}>dismiss`)}
          </Button>
        )}
        {hidden && (
          <Button variant="secondary" onClick={() => open('unhide')}>
            {t(`${K}>unhide`)}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={action !== null}
        id="service-report-reason"
        title={action ? t(`${K}>dialog>${action}`) : ''}
        confirmLabel={t(`${K}>confirm`)}
        label={t(`${K}>reasonLabel`)}
        hint={action === 'hide' ? t(`${K}>hideHint`, { max: SERVICE_HIDE_REASON_MAX }) : t('ops>queues>reasonHint', { max: SERVICE_HIDE_REASON_MAX })}
        templates={action === 'hide' ? SERVICE_REPORTS_QUEUE.reasonTemplates : undefined}
        maxLength={SERVICE_HIDE_REASON_MAX}
        busy={busy}
        error={error}
        onConfirm={(reason) => void act(reason)}
        onClose={() => setAction(null)}
      />
    </>
  );
}

/** /ops/service_reports/{id}: one report with its service; dismissed, or the service hidden (or shown again) with a reason. */
export default function OpsServiceReportScreen({ match }: ScreenProps) {
  const api = useApi();
  return (
    <OpsRecordScreen
      segment={match.params.reportId}
      permission={OpsPermission.ModerateUsers}
      backTo={opsQueuePath(SERVICE_REPORTS_QUEUE.id)}
      texts={K}
      read={async (id) => (await api((client) => getServiceReport(client, id))).service_report}
    >
      {(report, update) => <ReportReview report={report} update={update} />}
    </OpsRecordScreen>
  );
}
