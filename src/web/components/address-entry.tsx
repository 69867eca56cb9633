import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityResponse } from '../../domain/catalogue/catalogue.types';
import { STREET_MAX } from '../../domain/geo/street-address';
import { Combobox } from './combobox/combobox';
import { describedBy, Field } from './field';

export interface AddressValue {
  cityId: string;
  districtId: string;
  street: string;
}

export interface AddressEntryProps {
  cities: readonly CityResponse[];
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  errors: { city?: string | undefined; district?: string | undefined; street?: string | undefined };
}

/** City, then a district of it (both typed with a filtered list), then the street typed freely. */
export function AddressEntry({ cities, value, onChange, errors }: AddressEntryProps) {
  const { t } = useTranslation();
  const streetId = useId();
  const city = cities.find((c) => String(c.id) === value.cityId);
  return (
    <div className="address-entry">
      <Combobox
        label={t('addressEntry>city')}
        placeholder={t('addressEntry>cityPlaceholder')}
        noMatch={t('addressEntry>noCity')}
        options={cities.map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.cityId}
        onChange={(cityId) => onChange({ ...value, cityId, districtId: cityId === value.cityId ? value.districtId : '' })}
        error={errors.city}
      />
      <Combobox
        label={t('addressEntry>district')}
        placeholder={city ? t('addressEntry>districtPlaceholder') : t('addressEntry>cityFirst')}
        noMatch={t('addressEntry>noDistrict')}
        options={(city?.districts ?? []).map((d) => ({ value: String(d.id), label: d.name, hint: d.zipcode }))}
        value={value.districtId}
        onChange={(districtId) => onChange({ ...value, districtId })}
        disabled={!city}
        error={errors.district}
      />
      <Field id={streetId} label={t('addressEntry>streetLabel')} error={errors.street} hint={t('addressEntry>streetHint')}>
        <input
          id={streetId}
          name="street"
          className="input"
          autoComplete="address-line1"
          maxLength={STREET_MAX + 20}
          value={value.street}
          onChange={(e) => onChange({ ...value, street: e.target.value })}
          {...describedBy(streetId, errors.street, t('addressEntry>streetHint'))}
        />
      </Field>
    </div>
  );
}
