import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_LIMITS } from '../../../../domain/services/quote-service.schema';
import { Button } from '../../../components/button';
import { describedBy, Field } from '../../../components/field';
import { FormMessage } from '../../../components/form-message';
import type { StepProps } from './step-props';
import { useEditService } from './use-edit-service';

/** Step 6: the description consumers read on the profile. */
export function DescriptionStep({ service }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const edit = useEditService(service.id, ['description']);
  const [text, setText] = useState(service.QuoteService.description);
  const length = text.trim().length;
  const hint = t('services>description>hint', { min: SERVICE_LIMITS.descriptionMin, count: length, max: SERVICE_LIMITS.descriptionMax });
  const error = edit.fieldError('description');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void edit.submit({ description: text });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Field id={id} label={t('services>description>label')} hint={hint} error={error}>
        <textarea id={id} className="input services__textarea" rows={10} value={text} onChange={(e) => setText(e.target.value)} {...describedBy(id, error, hint)} />
      </Field>
      <FormMessage tone="error" text={edit.message} />
      <Button type="submit" disabled={edit.busy} aria-busy={edit.busy}>
        {edit.busy ? t('common>saving') : t('services>save')}
      </Button>
    </form>
  );
}
