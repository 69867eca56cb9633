import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canEdit } from '../../../domain/certificates/certificate-status';
import { type FormFailure, asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch } from '../../store/hooks';
import { statusModalShown, toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { CertificateCard } from './certificate-card';
import { CertificateForm } from './certificate-form';
import { type Certificate, type IdStatus, listCertificates, viewCertificate, withdrawCertificate } from './api/certification';
import './certification.css';

/** dashboard/certification, certification/add and certification/{cert_id}. */
export default function CertificationScreen({ match }: ScreenProps) {
  const param = match.params.cert_id;
  if (param === undefined) return <CertificateList />;
  if (param === 'add') return <CertificateEditor id={null} />;
  const id = Number(param);
  return <CertificateEditor id={Number.isInteger(id) && id > 0 ? id : -1} />;
}

function CertificateList() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [data, setData] = useState<{ list: Certificate[]; idStatus: IdStatus }>();
  const [busy, setBusy] = useState(false);

  const { failure, load } = useMountLoad(async (api) => {
    const answer = await api(listCertificates);
    setData({ list: answer.service_certificates, idStatus: answer.id_status });
  });

  const onWithdraw = async (id: number) => {
    setBusy(true);
    try {
      const { service_certificate } = await api((client) => withdrawCertificate(client, id));
      setData((d) => d && { ...d, list: d.list.map((c) => (c.service_certificate_id === id ? service_certificate : c)) });
      dispatch(toastAdded({ tone: 'success', messageKey: 'certification>withdrawn' }));
      void load();
    } catch (error) {
      dispatch(toastAdded({ tone: 'error', text: failureText(t, asFormFailure(error)) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page certification">
      <h1 className="page__title">{t('certification>title')}</h1>
      <p className="page__lead">{t('certification>lead')}</p>
      <p>
        <ButtonLink to="/dashboard/certification/add">{t('certification>add')}</ButtonLink>
      </p>
      {failure && (
        <div>
          <FormMessage tone="error" text={failureText(t, failure)} />
          <Button variant="secondary" onClick={() => void load()}>
            {t('certification>retry')}
          </Button>
        </div>
      )}
      {!data && !failure && <Loading label={t('certification>loading')} />}
      {data && (
        <>
          <p className="cert-identity">
            <strong>{t('certification>idStatus>label')}</strong>
            <span>{t(`certification>idStatus>${data.idStatus.status}`)}</span>
          </p>
          {data.list.length === 0 ? (
            <EmptyState title={t('certification>emptyTitle')} body={t('certification>emptyBody')} />
          ) : (
            <ul className="cert-list">
              {data.list.map((cert) => (
                <CertificateCard key={cert.service_certificate_id} cert={cert} busy={busy} onWithdraw={(id) => void onWithdraw(id)} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** The add form (id null) or the edit form of one certificate (a status and a reason first). */
function CertificateEditor({ id }: { id: number | null }) {
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
