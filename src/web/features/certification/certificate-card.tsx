import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificateStatus, canEdit, canWithdraw } from '../../../domain/certificates/certificate-status';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { Button, ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAppSelector } from '../../store/hooks';
import type { Certificate } from './api/certification';
import { documentHref } from './document-files';

const STATUS_TONE: Record<number, string> = {
  [CertificateStatus.Pending]: 'pending',
  [CertificateStatus.Approved]: 'approved',
  [CertificateStatus.Rejected]: 'rejected',
  [CertificateStatus.Withdrawn]: 'withdrawn',
};

const day = (utc: string) => formatTaipei(parseUtcString(utc));

/** One certificate in the pro's list: status, the reason of a rejection, its documents, edit and withdraw. */
export function CertificateCard({ cert, busy, onWithdraw, readOnly = false }: { cert: Certificate; busy: boolean; onWithdraw?: (id: number) => void; readOnly?: boolean }) {
  const { t } = useTranslation();
  const apiBase = useAppSelector((s) => s.app.apiBase);
  const [confirming, setConfirming] = useState(false);
  const headingId = `cert-${cert.service_certificate_id}`;
  return (
    <li className={`cert-card cert-card--${STATUS_TONE[cert.status]}`} aria-labelledby={headingId}>
      <div className="cert-card__head">
        <h2 className="cert-card__name" id={headingId}>
          {cert.name}
        </h2>
        <span className={`cert-status cert-status--${STATUS_TONE[cert.status]}`}>{t(`certification>status>${cert.status}`)}</span>
      </div>
      <p className="muted">
        {t(`certification>types>${cert.type}`)}
        {cert.reference_identity ? ` · ${cert.reference_identity}` : ''}
        {cert.unified_number ? ` · ${t('certification>fields>unified_number')} ${cert.unified_number}` : ''}
        {cert.card_type ? ` · ${t(`certification>cardTypes>${cert.card_type}`)}` : ''}
      </p>
      {cert.status === CertificateStatus.Rejected && cert.reject_reason && (
        <p className="cert-card__reason" role="note">
          {t('certification>rejectReason', { reason: cert.reject_reason })}
        </p>
      )}
      <p className="cert-card__dates muted">
        {t('certification>submitted', { date: day(cert.modified) })}
        {cert.reviewed_at ? ` · ${t('certification>reviewed', { date: day(cert.reviewed_at) })}` : ''}
      </p>
      {cert.documents.length > 0 && (
        <ul className="cert-card__docs" aria-label={t('certification>documentsCount', { count: cert.documents.length })}>
          {cert.documents.map((d) => (
            <li key={d.id}>
              <a href={documentHref(d.url, apiBase)} target="_blank" rel="noopener noreferrer">
                {d.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (canEdit(cert.status) || canWithdraw(cert.status)) && (
        <div className="cert-card__actions">
          {canEdit(cert.status) && (
            <ButtonLink to={`/dashboard/certification/${cert.service_certificate_id}`} variant="secondary">
              {t('certification>edit')}
            </ButtonLink>
          )}
          {canWithdraw(cert.status) && (
            <Button variant="ghost" disabled={busy} onClick={() => setConfirming(true)}>
              {t('certification>withdraw')}
            </Button>
          )}
        </div>
      )}
      <Modal
        open={confirming}
        title={t('certification>withdrawTitle')}
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('certification>cancel')}
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onWithdraw?.(cert.service_certificate_id);
              }}
            >
              {t('certification>withdrawConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('certification>withdrawBody')}</p>
      </Modal>
    </li>
  );
}
