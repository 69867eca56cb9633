import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_MAX } from '../../../../domain/requests/address';
import { describedBy, Field } from '../../../components/field';

/** The street address of on-site work, under the city and district; the pro sees it once hired. */
export function AddressField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Field id={id} label={t('lifecycle>address>label')} error={error} hint={t('lifecycle>address>hint')}>
      <input
        id={id}
        name="address"
        className="input"
        autoComplete="street-address"
        maxLength={ADDRESS_MAX + 20}
        placeholder={t('lifecycle>address>placeholder')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(id, error)}
      />
    </Field>
  );
}
