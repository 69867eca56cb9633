import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ONBOARD_COMPLETED, OnboardStep, type OnboardStepId } from '../../../../domain/services/steps';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import type { ScreenProps } from '../../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { AddServiceForm } from '../add-service-form';
import { idParam } from '../service-steps';
import { fetchServices } from '../services-thunks';
import { OnboardingSteps } from './onboarding-steps';
import '../services.css';
import { useEditedService } from '../use-edited-service';

export const onboardingPath = (serviceId: number, step: number) => `/dashboard/onboarding/${serviceId}/${step}`;

/** The step of `temp`, else the one the user reached (a finished onboarding shows its last step). */
function stepOf(temp: string | undefined, reached: number): OnboardStepId {
  if (temp !== undefined && /^[0-3]$/.test(temp)) return Number(temp) as OnboardStepId;
  return Math.min(Math.max(reached, OnboardStep.Welcome), OnboardStep.Description) as OnboardStepId;
}

/** dashboard/onboarding[/{serviceId}[/{temp}]]: a new pro's first profile, step by step (Welcome, Basic, Logo, Description). */
export default function OnboardingScreen({ match }: ScreenProps) {
  const serviceId = idParam(match.params.serviceId);
  const reached = useAppSelector((s) => s.user.info?.onboard_state ?? 0);
  if (serviceId === undefined) return <FirstService reached={reached} />;
  return <OnboardingService key={serviceId} serviceId={serviceId} step={stepOf(match.params.temp, reached)} />;
}

/** Without a service in the path: the pro's newest service, or a form for the first one. */
function FirstService({ reached }: { reached: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'found'; id: number }>({ kind: 'loading' });
  const [adding, setAdding] = useState(false);
  const load = () => {
    setState({ kind: 'loading' });
    void dispatch(fetchServices(1)).then((r) => {
      if (fetchServices.rejected.match(r)) return setState({ kind: 'failed' });
      const first = r.payload.quote_services[0];
      setState(first ? { kind: 'found', id: first.id } : { kind: 'none' });
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once on entry
  useEffect(load, []);

  if (state.kind === 'found') return <Navigate to={onboardingPath(state.id, stepOf(undefined, reached))} replace />;
  if (state.kind === 'loading') return <Loading label={t('onboarding>loading')} />;
  return (
    <div className="page page--narrow services">
      <h1 className="page__title">{t('onboarding>title')}</h1>
      {state.kind === 'failed' ? (
        <EmptyState title={t('services>list>failed')} body={t('services>list>failedBody')} action={<Button onClick={load}>{t('services>retry')}</Button>} />
      ) : (
        <EmptyState title={t('onboarding>noService')} body={t('onboarding>noServiceBody')} action={<Button onClick={() => setAdding(true)}>{t('services>list>add')}</Button>} />
      )}
      <AddServiceForm open={adding} onClose={() => setAdding(false)} onAdded={(id) => navigate(onboardingPath(id, OnboardStep.Basic))} />
    </div>
  );
}

function OnboardingService({ serviceId, step }: { serviceId: number; step: OnboardStepId }) {
  const { t } = useTranslation();
  const _dispatch = useAppDispatch();
  const { service, status, load } = useEditedService(serviceId);

  if (status === 'missing') return <Navigate to="/dashboard/onboarding" replace />;
  if (status === 'failed' && !service) {
    return (
      <div className="page page--narrow services">
        <EmptyState title={t('services>editor>failed')} body={t('services>list>failedBody')} action={<Button onClick={load}>{t('services>retry')}</Button>} />
      </div>
    );
  }
  if (!service) return <Loading label={t('onboarding>loading')} />;
  return <OnboardingSteps service={service} step={step} done={ONBOARD_COMPLETED} />;
}
