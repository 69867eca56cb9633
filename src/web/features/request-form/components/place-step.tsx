import { useTranslation } from 'react-i18next';
import type { CityResponse } from '../../../../domain/catalogue/catalogue.types';
import { Combobox } from '../../../components/combobox/combobox';
import { Loading } from '../../../components/loading';

export interface PlaceStepProps {
  cities: readonly CityResponse[];
  city: string;
  district: string;
  onChange: (place: { city: string; district: string }) => void;
  errors: { city?: string | undefined; district?: string | undefined };
  /** The field labels, when not the plain city and district ones (a move's destination). */
  labels?: { city: string; district: string };
}

/**
 * City, then a district of that city, from Taiwan's bundled list of divisions: each typed into a
 * box whose list narrows as one types (the two ways of writing Tai alike, a district also by its postcode).
 */
export function PlaceStep({ cities, city, district, onChange, errors, labels }: PlaceStepProps) {
  const { t } = useTranslation();
  if (cities.length === 0) return <Loading label={t('requestForm>place>loading')} />;
  const chosen = cities.find((c) => c.name === city);
  return (
    <div className="rf-place">
      <Combobox
        label={labels?.city ?? t('requestForm>place>city')}
        placeholder={t('requestForm>place>typeCity')}
        noMatch={t('requestForm>place>noCity')}
        options={cities.map((c) => ({ value: c.name, label: c.name }))}
        value={chosen ? city : ''}
        onChange={(next) => onChange({ city: next, district: next === city ? district : '' })}
        error={errors.city}
      />
      <Combobox
        label={labels?.district ?? t('requestForm>place>district')}
        placeholder={chosen ? t('requestForm>place>typeDistrict') : t('requestForm>place>cityFirst')}
        noMatch={t('requestForm>place>noDistrict')}
        options={(chosen?.districts ?? []).map((d) => ({ value: d.name, label: d.name, hint: d.zipcode }))}
        value={district}
        onChange={(next) => onChange({ city, district: next })}
        disabled={!chosen}
        error={errors.district}
      />
    </div>
  );
}
