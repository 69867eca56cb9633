import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX } from '../../../../domain/requests/quote-request.schema';
import { TextArea } from './text-area';

/** Free text for anything the questions did not cover. */
export function DetailsStep({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <TextArea
      label={t('requestForm>details>label')}
      placeholder={t('requestForm>details>placeholder')}
      hint={t('requestForm>details>count', { count: value.trim().length, max: DESCRIPTION_MAX })}
      rows={6}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
