import { useTranslation } from 'react-i18next';
import type { CityResponse } from '../../../../domain/catalogue/catalogue.types';
import { Loading } from '../../../components/loading';
import { Select } from '../../../components/select';

export interface PlaceStepProps {
  cities: readonly CityResponse[];
  city: string;
  district: string;
  onChange: (place: { city: string; district: string }) => void;
  errors: { city?: string | undefined; district?: string | undefined };
  /** The select labels, when not the plain city and district ones (a move's destination). */
  labels?: { city: string; district: string };
}

/** City, then a district of that city, from Taiwan's bundled list of divisions. */
export function PlaceStep({ cities, city, district, onChange, errors, labels }: PlaceStepProps) {
  const { t } = useTranslation();
  if (cities.length === 0) return <Loading label={t('requestForm>place>loading')} />;
  const chosen = cities.find((c) => c.name === city);
  return (
    <div className="rf-place">
      <Select
        label={labels?.city ?? t('requestForm>place>city')}
        placeholder={t('requestForm>place>chooseCity')}
        options={cities.map((c) => ({ value: c.name, label: c.name }))}
        value={city}
        onChange={(e) => onChange({ city: e.target.value, district: '' })}
        error={errors.city}
        required
      />
      <Select
        label={labels?.district ?? t('requestForm>place>district')}
        placeholder={chosen ? t('requestForm>place>chooseDistrict') : t('requestForm>place>cityFirst')}
        options={(chosen?.districts ?? []).map((d) => ({ value: d.name, label: t('requestForm>place>districtOption', { name: d.name, zipcode: d.zipcode }) }))}
        value={district}
        onChange={(e) => onChange({ city, district: e.target.value })}
        disabled={!chosen}
        error={errors.district}
        required
      />
    </div>
  );
}
