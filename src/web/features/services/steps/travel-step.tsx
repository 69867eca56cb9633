import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_LIMITS } from '../../../../domain/services/quote-service.schema';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import type { StepProps } from './step-props';
import { useEditService } from './use-edit-service';

const FLAGS = ['is_service_professional_travels_to_me', 'is_customer_travel_to_me', 'is_over_phone_or_internet'] as const;

/** Step 1: how the pro serves (spec section 3's travel preference flags) and how far the pro goes. */
export function TravelStep({ service }: StepProps) {
  const { t } = useTranslation();
  const edit = useEditService(service.id, [...FLAGS, 'max_travel_distance']);
  const f = service.QuoteService;
  const [flags, setFlags] = useState(() => Object.fromEntries(FLAGS.map((k) => [k, f[k] === 1])) as Record<(typeof FLAGS)[number], boolean>);
  const [distance, setDistance] = useState(f.max_travel_distance === null ? '' : String(f.max_travel_distance));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void edit.submit({ ...Object.fromEntries(FLAGS.map((k) => [k, flags[k] ? 1 : 0])), max_travel_distance: distance });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <fieldset className="services__fieldset">
        <legend>{t('services>travel>legend')}</legend>
        {FLAGS.map((k) => (
          <Checkbox key={k} label={t(`services>travel>${k}`)} checked={flags[k]} onChange={(e) => setFlags((v) => ({ ...v, [k]: e.target.checked }))} />
        ))}
        {edit.fieldError('is_service_professional_travels_to_me') && <p className="field__error">{edit.fieldError('is_service_professional_travels_to_me')}</p>}
      </fieldset>
      {flags.is_service_professional_travels_to_me && (
        <Input
          label={t('services>travel>distance')}
          hint={t('services>travel>distanceHint', { max: SERVICE_LIMITS.travelDistanceMax })}
          inputMode="numeric"
          value={distance}
          onChange={(e) => setDistance(e.target.value)}
          error={edit.fieldError('max_travel_distance')}
        />
      )}
      <FormMessage tone="error" text={edit.message} />
      <Button type="submit" disabled={edit.busy} aria-busy={edit.busy}>
        {edit.busy ? t('common>saving') : t('services>save')}
      </Button>
    </form>
  );
}
