import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canEdit } from '../../../domain/certificates/certificate-status';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { statusModalShown } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { type Certificate, viewCertificate } from './api/certification';
import { CertificateCard } from './certificate-card';
import { CertificateForm } from './certificate-form';

/** The add form (id null) or the edit form of one certificate (a status and a reason first). */
export function CertificateEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [cert, setCert] = useState<Certificate>();
  const [failure, setFailure] = useState<FormFailure>();

  const load = useCallback(async () => {
    if (id === null) return;
    setFailure(undefined);
    if (id < 0) {
      setFailure({ code: 'not found', kind: 'server', status: 404, fields: [], text: t('certification>notFound') });
      return;
    }
    try {
      setCert((await api((client) => viewCertificate(client, id))).service_certificate);
    } catch (error) {
      setFailure(asFormFailure(error));
    }
  }, [api, id, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const onSaved = () => {
    dispatch(statusModalShown({ tone: 'success', titleKey: 'statusModal>certificationSent>title', messageKey: 'statusModal>certificationSent>body' }));
    void navigate('/dashboard/certification');
  };

  return (
    <div className="page certification">
      <p>
        <ButtonLink to="/dashboard/certification" variant="ghost">
          {t('certification>back')}
        </ButtonLink>
      </p>
      <h1 className="page__title">{t(id === null ? 'certification>addTitle' : 'certification>editTitle')}</h1>
      {failure && (
        <div>
          <FormMessage tone="error" text={failure.status === 404 ? t('certification>notFound') : failureText(t, failure)} />
          {failure.status !== 404 && (
            <Button variant="secondary" onClick={() => void load()}>
              {t('certification>retry')}
            </Button>
          )}
        </div>
      )}
      {id !== null && !cert && !failure && <Loading label={t('certification>loading')} />}
      {cert && (
        <ul className="cert-list">
          <CertificateCard cert={cert} busy readOnly />
        </ul>
      )}
      {(id === null || (cert && canEdit(cert.status))) && <CertificateForm key={cert?.modified ?? 'new'} existing={cert} onSaved={onSaved} />}
    </div>
  );
}
