import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { type Certificate, type IdStatus, listCertificates, withdrawCertificate } from './api/certification';
import { CertificateCard } from './certificate-card';

/** dashboard/certification: the identity check's state and every certificate, with withdraw. */
export function CertificateList() {
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
      {failure && <FailureRetry failure={failure} retryKey="certification>retry" onRetry={() => void load()} />}
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
