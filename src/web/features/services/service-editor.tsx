import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ServiceEditStep, type ServiceEditStepId } from '../../../domain/services/steps';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { indexSet, serviceDeselected, serviceSelected } from './service-slice';
import { menuSteps, type ServicesBase, STEPS, servicePath } from './service-steps';
import { useEditedService } from './use-edited-service';
import { StepBody } from './steps/step-body';

/** The editing menu of one service (steps 0-19) and the step chosen. */
export function ServiceEditor({ base, serviceId, step, active }: { base: ServicesBase; serviceId: number; step: ServiceEditStepId; active: number | undefined }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { service, status, load } = useEditedService(serviceId);
  const flags = useAppSelector((s) => s.app.flags);
  useEffect(() => {
    dispatch(serviceSelected(serviceId));
    dispatch(indexSet(step));
  }, [dispatch, serviceId, step]);
  // Leaving the editing menu deselects the service.
  useEffect(() => () => void dispatch(serviceDeselected()), [dispatch]);

  if (status === 'missing') {
    return (
      <div className="page services">
        <EmptyState title={t('services>editor>missing')} body={t('services>editor>missingBody')} action={<ButtonLink to={base}>{t('services>editor>back')}</ButtonLink>} />
      </div>
    );
  }
  if (status === 'failed' && !service) {
    return (
      <div className="page services">
        <EmptyState title={t('services>editor>failed')} body={t('services>list>failedBody')} action={<Button onClick={load}>{t('services>retry')}</Button>} />
      </div>
    );
  }
  if (!service) return <Loading label={t('services>editor>loading')} />;

  const current = STEPS.find((s) => s.id === step)!;
  const menuStep = step > ServiceEditStep.Close && step < ServiceEditStep.PublicView ? ServiceEditStep.Certificate : step;
  return (
    <div className="page services services--editor">
      <p className="services__back">
        <NavLink to={base}>{t('services>editor>back')}</NavLink>
      </p>
      <h1 className="page__title">{service.QuoteService.display_name || t('services>untitled')}</h1>
      <div className="services__layout">
        <nav className="services__menu" aria-label={t('services>editor>menu')}>
          <ol>
            {menuSteps(flags).map((s) => (
              <li key={s.id}>
                <NavLink
                  to={servicePath(base, service.id, s.id)}
                  className={s.id === menuStep ? 'services__menu-link services__menu-link--active' : 'services__menu-link'}
                  aria-current={s.id === menuStep ? 'page' : undefined}
                >
                  {t(`services>step>${s.name}`)}
                  {s.id === ServiceEditStep.PublicView && service.missing.length > 0 && <span className="services__dot">{service.missing.length}</span>}
                </NavLink>
              </li>
            ))}
          </ol>
        </nav>
        <section className="services__step" aria-labelledby="service-step-title">
          <h2 id="service-step-title" className="services__step-title">
            {t(`services>step>${current.name}`)}
          </h2>
          <StepBody step={current} props={{ service, base, active }} />
        </section>
      </div>
    </div>
  );
}
