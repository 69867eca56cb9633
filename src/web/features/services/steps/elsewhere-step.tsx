import { useTranslation } from 'react-i18next';
import type { FeatureFlags } from '../../../../domain/flags/feature-flags';
import type { QuoteServiceDetail } from '../../../../domain/services/quote-service.types';
import { ButtonLink } from '../../../components/button';
import { useAppSelector } from '../../../store/hooks';
import type { StepDef } from '../service-steps';
import { ShopStep } from './shop-step';

/**
 * Where each step owned by another part of the dashboard is managed; null: not available yet.
 * Media and Logo have editors of their own in the service editor (step-body.tsx), never this.
 */
function placeOf(step: StepDef, serviceId: number, flags: FeatureFlags): string | null {
  switch (step.name) {
    case 'Hours':
      return flags.calendar ? `/dashboard/calendar/${serviceId}` : null;
    case 'Shop':
      // Shown by ShopStep; with the shop flag off there is no shop to point to.
      return null;
    default:
      return '/dashboard/certification';
  }
}

/** Certificate, Hours and Shop: a pointer to where that is done, or a plain "not yet". */
export function ElsewhereStep({ step, service }: { step: StepDef; service: QuoteServiceDetail }) {
  const { t } = useTranslation();
  const flags = useAppSelector((s) => s.app.flags);
  if (step.name === 'Shop' && flags.shop) return <ShopStep serviceId={service.id} />;
  const place = placeOf(step, service.id, flags);
  const key = step.name.startsWith('Certificate') ? 'Certificate' : step.name;
  return (
    <div className="form">
      <p>{t(`services>elsewhere>${key}`)}</p>
      {place ? (
        <ButtonLink to={place}>{t(`services>elsewhere>go${key}`)}</ButtonLink>
      ) : (
        <p className="form__note">{t('services>elsewhere>notYet')}</p>
      )}
    </div>
  );
}
