import { useTranslation } from 'react-i18next';
import { ONBOARD_COMPLETED } from '../../../../domain/services/steps';
import { ButtonLink } from '../../../components/button';
import { useAppSelector } from '../../../store/hooks';

/**
 * Shown on the pro's lead list until onboarding is done: a new pro's profile is what consumers
 * judge the quotes by, so the way back to the step reached stays in sight.
 */
export function OnboardingReminder() {
  const { t } = useTranslation();
  const reached = useAppSelector((s) => s.user.info?.onboard_state);
  if (reached === undefined || reached >= ONBOARD_COMPLETED) return null;
  return (
    <section className="onboarding-reminder" aria-labelledby="onboarding-reminder-title">
      <h2 id="onboarding-reminder-title">{t('onboarding>reminder>title')}</h2>
      <p>{t('onboarding>reminder>body', { done: reached, total: ONBOARD_COMPLETED })}</p>
      <ButtonLink to="/dashboard/onboarding">{reached === 0 ? t('onboarding>reminder>start') : t('onboarding>reminder>continue')}</ButtonLink>
    </section>
  );
}
