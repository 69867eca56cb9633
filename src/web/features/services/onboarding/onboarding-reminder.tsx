import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button';
import { useApi } from '../../../store/use-api';
import { getFreeCredits } from '../../free-credits';

type Completion = { done: number; total: number; missing: string[] };

/**
 * Shown on the pro's lead list while the profile is incomplete: a new pro's profile is what
 * consumers judge the quotes by. The count is the server's (the one the free-credit task
 * "complete your profile" and the editor read), so the three never disagree.
 */
export function OnboardingReminder() {
  const { t } = useTranslation();
  const api = useApi();
  const [completion, setCompletion] = useState<Completion | undefined>();
  useEffect(() => {
    let live = true;
    api(getFreeCredits)
      .then((answer) => {
        if (live) setCompletion(answer.profile_completion);
      })
      // Without the count the reminder stays hidden; the lead list itself is what matters here.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  if (!completion || completion.missing.length === 0) return null;
  return (
    <section className="onboarding-reminder" aria-labelledby="onboarding-reminder-title">
      <h2 id="onboarding-reminder-title">{t('onboarding>reminder>title')}</h2>
      <p>{t('onboarding>reminder>body', { done: completion.done, total: completion.total })}</p>
      <p>{t('onboarding>reminder>missing', { parts: completion.missing.map((part) => t(`onboarding>reminder>part>${part}`)).join('、') })}</p>
      <ButtonLink to="/dashboard/onboarding">{completion.done === 0 ? t('onboarding>reminder>start') : t('onboarding>reminder>continue')}</ButtonLink>
    </section>
  );
}
