import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { Input } from '../../../components/input';
import type { StepProps } from './step-props';
import { useEditService } from './use-edit-service';

const FIELDS = ['display_name', 'line_id', 'contact_phone', 'contact_email', 'website_url'] as const;
type Field = (typeof FIELDS)[number];

/** Step 0: the service's name and the pro's contact channels. */
export function BasicStep({ service }: StepProps) {
  const { t } = useTranslation();
  const edit = useEditService(service.id, FIELDS);
  const [values, setValues] = useState<Record<Field, string>>(() => {
    const f = service.QuoteService;
    return { display_name: f.display_name, line_id: f.line_id, contact_phone: f.contact_phone, contact_email: f.contact_email, website_url: f.website_url };
  });
  const input = (name: Field, extra: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' | 'url' } = {}) => ({
    name,
    label: t(`services>basic>${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: edit.fieldError(name),
    ...extra,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void edit.submit(values);
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <Input {...input('display_name')} required hint={t('services>basic>displayNameHint')} />
      <p className="form__note">{t('services>basic>contactNote')}</p>
      <Input {...input('line_id')} hint={t('services>basic>lineHint')} autoComplete="off" />
      <Input {...input('contact_phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })} />
      <Input {...input('contact_email', { type: 'email', inputMode: 'email', autoComplete: 'email' })} />
      <Input {...input('website_url', { type: 'url', inputMode: 'url' })} placeholder="https://" />
      <FormMessage tone="error" text={edit.message} />
      <Button type="submit" disabled={edit.busy} aria-busy={edit.busy}>
        {edit.busy ? t('common>saving') : t('services>save')}
      </Button>
    </form>
  );
}
