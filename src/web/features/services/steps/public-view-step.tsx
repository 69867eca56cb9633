import { useTranslation } from 'react-i18next';
import type { ProfilePart } from '../../../../domain/free-credits/profile-completion';
import { ServiceEditStep } from '../../../../domain/services/steps';
import { Button, ButtonLink } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { useAppDispatch } from '../../../store/hooks';
import { serviceUpdated } from '../service-slice';
import type { StepProps } from './step-props';
import { type ServicesBase, servicePath } from '../service-steps';
import { changeServiceStatus } from '../api/services';
import { useServiceSave } from '../use-service-save';

/** Where each missing part is filled in. */
const STEP_OF: Record<string, number> = {
  display_name: ServiceEditStep.Basic,
  travel: ServiceEditStep.Travel,
  quote_category_id: ServiceEditStep.Category,
  description: ServiceEditStep.Description,
  areas: ServiceEditStep.Area,
};

/** Where each part of the profile count is completed (the name is the account's). */
const PART_PATH: Record<ProfilePart, (base: ServicesBase, id: number) => string> = {
  name: () => '/dashboard/settings',
  basics: (base, id) => servicePath(base, id, ServiceEditStep.Basic),
  logo: (base, id) => servicePath(base, id, ServiceEditStep.Logo),
  description: (base, id) => servicePath(base, id, ServiceEditStep.Description),
};

/** Step 17: what consumers will see, what is still missing, and publishing (profile_ready). */
export function PublicViewStep({ service, base }: StepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const save = useServiceSave();
  const f = service.QuoteService;
  const live = service.is_public === 1 && f.is_archived === 0;
  const completion = service.profile_completion;

  const publish = async () => {
    const updated = await save.run((api) => changeServiceStatus(api, 'profile_ready', service.id), 'services>publicView>published');
    if (updated) dispatch(serviceUpdated(updated));
  };

  return (
    <div className="form">
      <p>{f.is_archived ? t('services>publicView>archived') : live ? t('services>publicView>live') : t('services>publicView>private')}</p>
      {service.missing.length > 0 ? (
        <>
          <p>{t('services>publicView>missingLead')}</p>
          <ul className="services__missing-list">
            {service.missing.map((m) => (
              <li key={m}>
                <ButtonLink variant="ghost" to={servicePath(base, service.id, STEP_OF[m] ?? ServiceEditStep.Basic)}>
                  {t(`services>missing>${m}`)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      ) : completion.missing.length > 0 ? (
        <>
          <p>{t('services>publicView>profileLead', { done: completion.done, total: completion.total })}</p>
          <ul className="services__missing-list">
            {completion.missing.map((part) => (
              <li key={part}>
                <ButtonLink variant="ghost" to={PART_PATH[part](base, service.id)}>
                  {t(`services>publicView>part>${part}`)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('services>publicView>complete', { done: completion.done, total: completion.total })}</p>
      )}
      <section className="services__preview card" aria-label={t('services>publicView>previewLabel')}>
        <h3>{f.display_name || t('services>untitled')}</h3>
        <p className="services__meta">{service.QuoteServiceCategory.map((c) => c.QuoteCategory.name).join('、')}</p>
        <p className="services__meta">{service.QuoteServiceArea.map((a) => `${a.city_name}${a.district_name ?? ''}`).join('、')}</p>
        <p>{f.description || t('services>preview>noDescription')}</p>
        {service.QuoteServiceFaq.length > 0 && <p className="services__meta">{t('services>publicView>faqCount', { count: service.QuoteServiceFaq.length })}</p>}
      </section>
      <FormMessage tone="error" text={save.message} />
      <div className="services__row-actions">
        {live && (
          <ButtonLink variant="secondary" to={`/service/${service.id}`} target="_blank" rel="noopener">
            {t('services>preview>open')}
          </ButtonLink>
        )}
        <Button disabled={save.busy || service.missing.length > 0} aria-busy={save.busy} onClick={() => void publish()}>
          {live ? t('services>publicView>republish') : t('services>publicView>publish')}
        </Button>
      </div>
    </div>
  );
}
