import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHARGE_APPLICATION_TYPES, ChargeApplicationStatus, isChargeApplicationType } from '../../../domain/charge-applications/charge-application-status';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { type ChargeApplication, loadChargeApplication } from './api/charge-application';
import { ChargeApplicationForm } from './charge-application-form';
import { ChargeApplicationStatusCard } from './charge-application-status-card';
import './charge-application.css';

/**
 * dashboard/charge_application[/{type}]: the pro's account application. Its status and the
 * reason of a rejection; the form (personal or company, by the path) for a first application and
 * for sending a rejected one again.
 */
export default function ChargeApplicationScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const profile = useAppSelector((s) => s.user.profile);
  const [application, setApplication] = useState<ChargeApplication | null>();
  const [failure, setFailure] = useState<FormFailure>();
  const param = match.params.type;
  const type = isChargeApplicationType(param) ? param : (application?.type ?? 'personal');
  const realName = profile ? `${profile.last_name ?? ''}${profile.first_name ?? ''}`.trim() : null;

  const load = useCallback(async () => {
    setFailure(undefined);
    try {
      setApplication((await api((client) => loadChargeApplication(client))).charge_application);
    } catch (error) {
      setFailure(asFormFailure(error));
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const onSent = (sent: ChargeApplication) => {
    setApplication(sent);
    dispatch(toastAdded({ tone: 'success', messageKey: 'chargeApplication>sent' }));
  };
  const canSend = application === null || application?.status === ChargeApplicationStatus.Rejected;

  return (
    <div className="page charge-app">
      <h1 className="page__title">{t('chargeApplication>title')}</h1>
      <p className="charge-app__lead">{t('chargeApplication>lead')}</p>
      {failure && <FailureRetry failure={failure} onRetry={() => void load()} />}
      {application === undefined && !failure && <Loading label={t('chargeApplication>loading')} />}
      {application && <ChargeApplicationStatusCard application={application} />}
      {canSend && (
        <section className="charge-app__apply" aria-label={t(application ? 'chargeApplication>resubmitTitle' : 'chargeApplication>applyTitle')}>
          <h2 className="charge-app__heading">{t(application ? 'chargeApplication>resubmitTitle' : 'chargeApplication>applyTitle')}</h2>
          <nav className="charge-app__types" aria-label={t('chargeApplication>fields>type')}>
            {CHARGE_APPLICATION_TYPES.map((value) => (
              <ButtonLink key={value} to={`/dashboard/charge_application/${value}`} variant={value === type ? 'primary' : 'secondary'} aria-current={value === type ? 'page' : undefined}>
                {t(`chargeApplication>types>${value}`)}
              </ButtonLink>
            ))}
          </nav>
          <ChargeApplicationForm key={type} type={type} realName={realName} onSent={onSent} />
        </section>
      )}
    </div>
  );
}
