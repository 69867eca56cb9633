import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CityResponse } from '../../../../domain/catalogue/catalogue.types';
import { streetProblem, STREET_MAX, STREET_MIN } from '../../../../domain/geo/street-address';
import type { BaseAddressResponse } from '../../../../domain/services/base-address.schema';
import { type AddressValue, AddressEntry } from '../../../components/address-entry';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { useApi } from '../../../store/use-api';
import { getBaseAddress, saveBaseAddress } from '../api/base-address';
import { useServiceSave } from '../use-service-save';

const SOURCE_KEYS = { places: 'addressEntry>sourcePlaces', district: 'addressEntry>sourceDistrict', map: 'addressEntry>sourceMap' } as const;

/** The service's base address: city → district → street, geocoded by the server to the service's point. */
export function BaseAddressForm({ serviceId, cities }: { serviceId: number; cities: readonly CityResponse[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const save = useServiceSave(['city_id', 'district_id', 'street']);
  const [saved, setSaved] = useState<BaseAddressResponse | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [value, setValue] = useState<AddressValue>({ cityId: '', districtId: '', street: '' });
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    api((client) => getBaseAddress(client, serviceId)).then(
      (answer) => {
        if (!live) return;
        setSaved(answer.base_address);
        if (answer.base_address) setValue({ cityId: String(answer.base_address.city_id), districtId: String(answer.base_address.district_id), street: answer.base_address.street });
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, serviceId]);

  if (loadFailed) return <FormMessage tone="error" text={t('addressEntry>loadFailed')} />;
  if (saved === undefined) return <Loading label={t('addressEntry>loading')} />;

  const problem = streetProblem(value.street, false);
  const errors = {
    city: (checked && value.cityId === '' ? t('addressEntry>cityRequired') : undefined) ?? save.fieldError('city_id'),
    district: (checked && value.districtId === '' ? t('addressEntry>districtRequired') : undefined) ?? save.fieldError('district_id'),
    street: (checked && problem ? t(`addressEntry>street>${problem}`, { min: STREET_MIN, max: STREET_MAX }) : undefined) ?? save.fieldError('street'),
  };
  const city = cities.find((c) => c.id === saved?.city_id);
  const district = city?.districts.find((d) => d.id === saved?.district_id);

  const submit = async () => {
    setChecked(true);
    if (value.cityId === '' || value.districtId === '' || problem) return;
    const answer = await save.run((client) => saveBaseAddress(client, serviceId, { city_id: Number(value.cityId), district_id: Number(value.districtId), street: value.street.trim() }), 'addressEntry>saved');
    if (answer) {
      setSaved(answer.base_address);
      setChecked(false);
    }
  };

  return (
    <section className="services__base-address" aria-labelledby={`base-address-${serviceId}`}>
      <h2 id={`base-address-${serviceId}`} className="services__demand-title">
        {t('addressEntry>baseTitle')}
      </h2>
      <p className="form__note">{t('addressEntry>baseLead')}</p>
      <p aria-live="polite" data-testid="base-address-saved">
        {saved && city && district
          ? t(saved.location_source ? 'addressEntry>baseSavedFrom' : 'addressEntry>baseSaved', {
              place: `${city.name}${district.name}${saved.street}`,
              source: saved.location_source ? t(SOURCE_KEYS[saved.location_source]) : '',
            })
          : t('addressEntry>baseNone')}
      </p>
      <AddressEntry cities={cities} value={value} onChange={setValue} errors={errors} />
      <FormMessage tone="error" text={save.message} />
      <Button disabled={save.busy} aria-busy={save.busy} onClick={() => void submit()}>
        {save.busy ? t('common>saving') : t('addressEntry>save')}
      </Button>
    </section>
  );
}
