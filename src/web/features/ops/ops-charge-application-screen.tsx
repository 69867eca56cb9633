import { Fragment, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHARGE_REJECT_REASON_MAX } from '../../../domain/charge-applications/charge-application-status';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { CHARGE_APPLICATIONS_QUEUE } from '../../../domain/ops/queues';
import { ApiError } from '../../api/client';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { decodeSegment } from '../../lib/path-segment';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { approveChargeApplication, getChargeApplication, type OpsChargeApplication, rejectChargeApplication } from './api/charge-applications';
import { bankLine, chargeApplicationStatusText, chargeApplicationTypeText, isPendingApplication } from './ops-charge-application-texts';
import { OpsFrame } from './ops-frame';
import { opsQueuePath } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { QueueAssignmentControl } from './queue-assignment';
import { QueueRejectDialog } from './queue-reject-dialog';

type Loaded = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; application: OpsChargeApplication };
const NOT_FOUND = 404;

function ApplicationFacts({ application: a }: { application: OpsChargeApplication }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>chargeApplications>type'), chargeApplicationTypeText(a.type)],
    [t('ops>chargeApplications>status'), chargeApplicationStatusText(a.status)],
    [t('ops>chargeApplications>owner'), a.user ? `${a.user.full_name || a.user.username} #${a.user.id}` : t('ops>chargeApplications>ownerGone')],
  ];
  if (a.real_id) facts.push([t('ops>chargeApplications>realId'), a.real_id]);
  if (a.unified_number) facts.push([t('ops>chargeApplications>unifiedNumber'), a.unified_number]);
  if (a.company_name) facts.push([t('ops>chargeApplications>companyName'), a.company_name]);
  facts.push(
    [t('ops>chargeApplications>bank'), bankLine(a)],
    [t('ops>chargeApplications>account'), a.bank_account],
    [t('ops>chargeApplications>holder'), a.holder_name],
    [t('ops>chargeApplications>created'), taipeiTime(a.submitted_at)],
    [t('ops>chargeApplications>modified'), taipeiTime(a.modified)],
  );
  if (a.reviewed_at) facts.push([t('ops>chargeApplications>reviewedAt'), taipeiTime(a.reviewed_at)]);
  if (a.reject_reason) facts.push([t('ops>chargeApplications>rejectReason'), a.reject_reason]);
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

function ApplicationReview({ id }: { id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();

  // Every open is audited on the server (the numbers are shown whole), so it is loaded once.
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', application: (await api((client) => getChargeApplication(client, id))).charge_application });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setState(asFormFailure(failure).status === NOT_FOUND ? { kind: 'missing' } : { kind: 'failed', error: failure });
    }
  }, [api, id, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one audited read per opened application.
  useEffect(() => {
    void load();
  }, [id]);

  const decide = async (call: (client: Parameters<typeof getChargeApplication>[0]) => ReturnType<typeof getChargeApplication>, message: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api(call);
      setState({ kind: 'ready', application: answer.charge_application });
      setRejecting(false);
      setDone(message);
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setError(failureText(t, toErrorInfo(failure)));
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'missing') return <EmptyState title={t('ops>chargeApplications>missing')} body={t('ops>chargeApplications>missingBody')} />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  const c = state.application;
  const pending = isPendingApplication(c);
  return (
    <>
      <section className="ops-panel" aria-labelledby="application-facts">
        <h2 id="application-facts" className="ops-subtitle">
          {t('ops>chargeApplications>facts', { id: c.charge_application_id })}
        </h2>
        <p className="ops-notice">{t('ops>chargeApplications>auditedNotice')}</p>
        <ApplicationFacts application={c} />
        <QueueAssignmentControl
          queue={CHARGE_APPLICATIONS_QUEUE.id}
          itemId={c.charge_application_id}
          assignment={c.assignment}
          open={pending}
          onChange={(assignment) => setState({ kind: 'ready', application: { ...c, assignment } })}
        />
      </section>
      <section className="ops-panel" aria-labelledby="application-documents">
        <h2 id="application-documents" className="ops-subtitle">
          {t('ops>chargeApplications>documents')}
        </h2>
        <ul className="ops-documents">
          {c.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                {d.name}
              </a>{' '}
              <span className="ops-role">{t('ops>chargeApplications>documentMeta', { type: d.type.toUpperCase(), kb: Math.max(1, Math.round(d.size / 1024)) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <FormMessage tone="success" text={done} />
      {!rejecting && <FormMessage tone="error" text={error} />}
      {pending && (
        <div className="ops-actions">
          <Button disabled={busy} onClick={() => void decide((client) => approveChargeApplication(client, c.charge_application_id), t('ops>chargeApplications>approved'))}>
            {busy && !rejecting ? t('ops>queues>sending') : t('ops>chargeApplications>approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setError(undefined);
              setRejecting(true);
            }}
          >
            {t('ops>chargeApplications>reject')}
          </Button>
        </div>
      )}
      <QueueRejectDialog
        open={rejecting}
        subject={t('ops>chargeApplications>subject', { id: c.charge_application_id })}
        templates={CHARGE_APPLICATIONS_QUEUE.reasonTemplates}
        maxLength={CHARGE_REJECT_REASON_MAX}
        busy={busy}
        error={error}
        onConfirm={(reason) => void decide((client) => rejectChargeApplication(client, c.charge_application_id, reason), t('ops>chargeApplications>rejected'))}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}

/** /ops/charge_applications/{id}: one application with its documents and whole numbers (each open audited), taken, approved or rejected with a reason. */
export default function OpsChargeApplicationScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const raw = decodeSegment(match.params.applicationId);
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return (
    <OpsFrame permission={OpsPermission.ReviewChargeApplications}>
      <p>
        <Link to={opsQueuePath(CHARGE_APPLICATIONS_QUEUE.id)}>{t('ops>chargeApplications>back')}</Link>
      </p>
      <h1 className="ops-title">{t('ops>chargeApplications>title', { id: raw })}</h1>
      {id > 0 ? <ApplicationReview id={id} /> : <EmptyState title={t('ops>chargeApplications>missing')} body={t('ops>chargeApplications>missingBody')} />}
    </OpsFrame>
  );
}
