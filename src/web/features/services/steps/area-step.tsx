import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Checkbox } from '../../../components/checkbox';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';
import { Select } from '../../../components/select';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { DrawnAreaEditor } from '../area-map/drawn-area-editor';
import { areasUpdated } from '../service-slice';
import type { StepProps } from './step-props';
import { saveAreas } from '../api/services';
import { useCities } from '../use-places';
import { useServiceSave } from '../use-service-save';
import { BaseAddressForm } from './base-address-form';
import { DemandTable } from './demand-table';
import { useDemand } from './use-demand';

type Area = { city_id: number; district_id: number | null };
const keyOf = (a: Area) => `${a.city_id}:${a.district_id ?? 0}`;

/**
 * Step 8: the cities and districts the service covers (a whole city covers all its districts) and,
 * with a map configured, an area drawn on the map with the demand as a heatmap over it; without a
 * map (or where it cannot show) the district list alone and the demand as a ranked table.
 */
export function AreaStep({ service }: StepProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cities = useCities();
  const save = useServiceSave(['areas']);
  const [areas, setAreas] = useState<Area[]>(service.QuoteServiceArea.map(({ city_id, district_id }) => ({ city_id, district_id })));
  const [cityId, setCityId] = useState(String(service.QuoteServiceArea[0]?.city_id ?? ''));
  const styleUrl = useAppSelector((s) => s.app.mapStyleUrl ?? null);
  const [mapFailed, setMapFailed] = useState(false);
  const demand = useDemand();
  if (cities.length === 0) return <Loading label={t('services>area>loading')} />;

  const chosen = new Set(areas.map(keyOf));
  const city = cities.find((c) => String(c.id) === cityId);
  const whole = city ? chosen.has(`${city.id}:0`) : false;
  const toggle = (area: Area, on: boolean) =>
    setAreas((list) => {
      const rest = list.filter((a) => keyOf(a) !== keyOf(area));
      // Choosing the whole city replaces its districts.
      if (on && area.district_id === null) return [...rest.filter((a) => a.city_id !== area.city_id), area];
      return on ? [...rest, area] : rest;
    });
  const nameOf = (a: Area) => {
    const c = cities.find((x) => x.id === a.city_id);
    const d = c?.districts.find((x) => x.id === a.district_id);
    return a.district_id === null ? t('services>area>wholeCity', { city: c?.name ?? '' }) : `${c?.name ?? ''}${d?.name ?? ''}`;
  };

  const submit = async () => {
    const saved = await save.run((api) => saveAreas(api, service.id, areas));
    if (saved) {
      dispatch(areasUpdated({ serviceId: service.id, areas: saved }));
      setAreas(saved.map(({ city_id, district_id }) => ({ city_id, district_id })));
    }
  };

  const withMap = styleUrl !== null && !mapFailed;
  return (
    <div className="form">
      <BaseAddressForm serviceId={service.id} cities={cities} />
      {withMap ? (
        <DrawnAreaEditor serviceId={service.id} styleUrl={styleUrl} demand={demand.demand} onFailure={() => setMapFailed(true)} />
      ) : (
        <p className="form__note" role="status" data-testid="area-map-fallback">
          {t(styleUrl === null ? 'services>areaMap>unconfigured' : 'services>areaMap>failed')}
        </p>
      )}
      <h2 className="services__demand-title">{t('services>areaMap>listTitle')}</h2>
      <p className="form__note">{t('services>area>lead')}</p>
      <p aria-live="polite">{areas.length === 0 ? t('services>area>none') : t('services>area>chosen', { list: areas.map(nameOf).join('、') })}</p>
      <Select label={t('services>area>city')} placeholder={t('services>add>choose')} options={cities.map((c) => ({ value: String(c.id), label: c.name }))} value={cityId} onChange={(e) => setCityId(e.target.value)} />
      {city && (
        <fieldset className="services__fieldset">
          <legend>{city.name}</legend>
          <Checkbox label={t('services>area>wholeCity', { city: city.name })} checked={whole} onChange={(e) => toggle({ city_id: city.id, district_id: null }, e.target.checked)} />
          <div className="services__districts">
            {city.districts.map((d) => (
              <Checkbox
                key={d.id}
                label={d.name}
                disabled={whole}
                checked={whole || chosen.has(`${city.id}:${d.id}`)}
                onChange={(e) => toggle({ city_id: city.id, district_id: d.id }, e.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {save.failure?.fields.map((f) => (
        <p key={f.field} className="field__error">
          {f.message}
        </p>
      ))}
      <FormMessage tone="error" text={save.failure && save.failure.fields.length === 0 ? save.message : undefined} />
      <Button disabled={save.busy} aria-busy={save.busy} onClick={() => void submit()}>
        {save.busy ? t('common>saving') : t('services>save')}
      </Button>
      {!withMap && <DemandTable demand={demand.demand} failed={demand.failed} />}
    </div>
  );
}
