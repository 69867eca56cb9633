import { Fragment, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REJECT_REASON_MAX } from '../../../domain/certificates/certificate-status';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { CERTIFICATES_QUEUE } from '../../../domain/ops/queues';
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
import { approveCertificate, getCertificate, type OpsCertificate, rejectCertificate } from './api/certificates';
import { certificateStatusText, certificateTypeText, isPending } from './ops-certificate-texts';
import { OpsFrame } from './ops-frame';
import { opsQueuePath } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';
import { QueueAssignmentControl } from './queue-assignment';
import { QueueRejectDialog } from './queue-reject-dialog';

type Loaded = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed'; error: unknown } | { kind: 'ready'; certificate: OpsCertificate };
const NOT_FOUND = 404;

function CertificateFacts({ certificate: c }: { certificate: OpsCertificate }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('ops>certificates>name'), c.name],
    [t('ops>certificates>type'), certificateTypeText(c.type)],
    [t('ops>certificates>status'), certificateStatusText(c.status)],
    [t('ops>certificates>owner'), c.user ? `${c.user.full_name || c.user.username} #${c.user.id}` : t('ops>certificates>ownerGone')],
  ];
  if (c.real_id) facts.push([c.card_type ? t(`ops>certificates>cardTypes>${c.card_type}`) : t('ops>certificates>realId'), c.real_id]);
  if (c.unified_number) facts.push([t('ops>certificates>unifiedNumber'), c.unified_number]);
  if (c.reference_identity) facts.push([t('ops>certificates>reference'), c.reference_identity]);
  facts.push([t('ops>certificates>created'), taipeiTime(c.created)], [t('ops>certificates>modified'), taipeiTime(c.modified)]);
  if (c.reviewed_at) facts.push([t('ops>certificates>reviewedAt'), taipeiTime(c.reviewed_at)]);
  if (c.reject_reason) facts.push([t('ops>certificates>rejectReason'), c.reject_reason]);
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

function CertificateReview({ id }: { id: number }) {
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
      setState({ kind: 'ready', certificate: (await api((client) => getCertificate(client, id))).service_certificate });
    } catch (failure) {
      if (failure instanceof ApiError && failure.kind === 'session') return sessionGone();
      setState(asFormFailure(failure).status === NOT_FOUND ? { kind: 'missing' } : { kind: 'failed', error: failure });
    }
  }, [api, id, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one audited read per opened certificate.
  useEffect(() => {
    void load();
  }, [id]);

  const decide = async (call: (client: Parameters<typeof getCertificate>[0]) => ReturnType<typeof getCertificate>, message: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await api(call);
      setState({ kind: 'ready', certificate: answer.service_certificate });
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
  if (state.kind === 'missing') return <EmptyState title={t('ops>certificates>missing')} body={t('ops>certificates>missingBody')} />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  const c = state.certificate;
  const pending = isPending(c);
  return (
    <>
      <section className="ops-panel" aria-labelledby="certificate-facts">
        <h2 id="certificate-facts" className="ops-subtitle">
          {t('ops>certificates>facts', { id: c.service_certificate_id })}
        </h2>
        <p className="ops-notice">{t('ops>certificates>auditedNotice')}</p>
        <CertificateFacts certificate={c} />
        <QueueAssignmentControl
          queue={CERTIFICATES_QUEUE.id}
          itemId={c.service_certificate_id}
          assignment={c.assignment}
          open={pending}
          onChange={(assignment) => setState({ kind: 'ready', certificate: { ...c, assignment } })}
        />
      </section>
      <section className="ops-panel" aria-labelledby="certificate-documents">
        <h2 id="certificate-documents" className="ops-subtitle">
          {t('ops>certificates>documents')}
        </h2>
        <ul className="ops-documents">
          {c.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} target="_blank" rel="noopener noreferrer">
                {d.name}
              </a>{' '}
              <span className="ops-role">{t('ops>certificates>documentMeta', { type: d.type.toUpperCase(), kb: Math.max(1, Math.round(d.size / 1024)) })}</span>
            </li>
          ))}
        </ul>
      </section>
      <FormMessage tone="success" text={done} />
      {!rejecting && <FormMessage tone="error" text={error} />}
      {pending && (
        <div className="ops-actions">
          <Button disabled={busy} onClick={() => void decide((client) => approveCertificate(client, c.service_certificate_id), t('ops>certificates>approved'))}>
            {busy && !rejecting ? t('ops>queues>sending') : t('ops>certificates>approve')}
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setError(undefined);
              setRejecting(true);
            }}
          >
            {t('ops>certificates>reject')}
          </Button>
        </div>
      )}
      <QueueRejectDialog
        open={rejecting}
        subject={t('ops>certificates>subject', { id: c.service_certificate_id })}
        templates={CERTIFICATES_QUEUE.reasonTemplates}
        maxLength={REJECT_REASON_MAX}
        busy={busy}
        error={error}
        onConfirm={(reason) => void decide((client) => rejectCertificate(client, c.service_certificate_id, reason), t('ops>certificates>rejected'))}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}

/** /ops/certificates/{id}: one certificate with its documents and whole number (each open audited), taken, approved or rejected with a reason. */
export default function OpsCertificateScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const raw = decodeSegment(match.params.certificateId);
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return (
    <OpsFrame permission={OpsPermission.ReviewCertificates}>
      <p>
        <Link to={opsQueuePath(CERTIFICATES_QUEUE.id)}>{t('ops>certificates>back')}</Link>
      </p>
      <h1 className="ops-title">{t('ops>certificates>title', { id: raw })}</h1>
      {id > 0 ? <CertificateReview id={id} /> : <EmptyState title={t('ops>certificates>missing')} body={t('ops>certificates>missingBody')} />}
    </OpsFrame>
  );
}
