import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { addDistrict, editCity, editDistrict, getCity, type OpsCityView, type OpsDistrict, type OpsDistrictBody, setCityActive, setDistrictActive } from './api/catalogue-lists';
import { CatalogueTabs, useCatalogueChange } from './ops-catalogue-parts';
import { OpsFrame } from './ops-frame';
import { OPS_CITIES_PATH } from './ops-paths';
import { CityForm, DistrictForm } from './ops-place-forms';
import { useOpsLoad } from './use-ops-load';
import './ops-catalogue.css';

type Editing = { district: OpsDistrict | undefined; errors: Record<string, string> } | undefined;

function DistrictTable({ districts, busy, onEdit, onSetActive }: { districts: OpsDistrict[]; busy: boolean; onEdit: (d: OpsDistrict) => void; onSetActive: (d: OpsDistrict, active: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">{t('ops>catalogue>name')}</th>
          <th scope="col">{t('ops>catalogue>places>zipcode')}</th>
          <th scope="col">{t('ops>catalogue>state')}</th>
          <th scope="col">{t('ops>catalogue>places>actions')}</th>
        </tr>
      </thead>
      <tbody>
        {districts.map((d) => (
          <tr key={d.id} className="ops-table__row">
            <td data-label={t('ops>catalogue>name')}>{d.name}</td>
            <td data-label={t('ops>catalogue>places>zipcode')}>{d.zipcode}</td>
            <td data-label={t('ops>catalogue>state')}>{t(d.is_active ? 'ops>catalogue>active' : 'ops>catalogue>inactive')}</td>
            <td data-label={t('ops>catalogue>places>actions')}>
              <span className="ops-actions">
                <Button variant="secondary" disabled={busy} aria-label={t('ops>catalogue>editOne', { label: d.name })} onClick={() => onEdit(d)}>
                  {t('ops>catalogue>edit')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  aria-label={t(d.is_active ? 'ops>catalogue>deactivateOne' : 'ops>catalogue>activateOne', { label: d.name })}
                  onClick={() => onSetActive(d, !d.is_active)}
                >
                  {t(d.is_active ? 'ops>catalogue>deactivate' : 'ops>catalogue>activate')}
                </Button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CityEditor({ id }: { id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { state: loaded, reload, update } = useOpsLoad(() => api((client) => getCity(client, id)), [id]);
  const { busy, notice, change } = useCatalogueChange<OpsCityView>(update);
  const [cityErrors, setCityErrors] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Editing>();

  if (loaded.kind === 'loading') return <Loading />;
  if (loaded.kind === 'failed') return <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void reload()} />;
  const { city, districts } = loaded.data;
  const saveDistrict = async (body: OpsDistrictBody) => {
    const district = editing?.district;
    const refused = await change(
      (client) => (district ? editDistrict(client, district.id, body) : addDistrict(client, id, body)),
      t(district ? 'ops>catalogue>places>districtSaved' : 'ops>catalogue>places>districtAdded'),
    );
    setEditing(refused ? { district, errors: refused.fields } : undefined);
  };
  const cityActive = (active: boolean) =>
    void change((client) => setCityActive(client, id, active), t(active ? 'ops>catalogue>places>activated' : 'ops>catalogue>places>deactivated', { name: city.name }));
  const districtActive = (d: OpsDistrict, active: boolean) =>
    void change((client) => setDistrictActive(client, d.id, active), t(active ? 'ops>catalogue>places>activated' : 'ops>catalogue>places>deactivated', { name: d.name }));

  return (
    <>
      <h1 className="ops-title">{city.name}</h1>
      <FormMessage tone={notice?.tone ?? 'success'} text={notice?.text} />
      <p>
        {t(city.is_active ? 'ops>catalogue>active' : 'ops>catalogue>inactive')}
        {' · '}
        {t('ops>catalogue>places>districtCount', { count: city.district_count, active: city.active_district_count })}
      </p>
      <p className="ops-hint">{t('ops>catalogue>places>deactivateNote')}</p>
      <CityForm
        key={JSON.stringify(city)}
        city={city}
        busy={busy}
        errors={cityErrors}
        onSave={(body) => void change((client) => editCity(client, id, body), t('ops>catalogue>places>citySaved')).then((r) => setCityErrors(r?.fields ?? {}))}
      />
      <div className="ops-actions">
        <Button variant="secondary" disabled={busy} onClick={() => cityActive(!city.is_active)}>
          {t(city.is_active ? 'ops>catalogue>places>deactivateCity' : 'ops>catalogue>places>activateCity')}
        </Button>
      </div>
      <section className="ops-panel" aria-label={t('ops>catalogue>places>districts')}>
        <h2 className="ops-subtitle">{t('ops>catalogue>places>districts')}</h2>
        <div className="ops-table-wrap">
          <DistrictTable districts={districts} busy={busy} onEdit={(district) => setEditing({ district, errors: {} })} onSetActive={districtActive} />
        </div>
        <div className="ops-actions">
          <Button variant="secondary" disabled={busy} onClick={() => setEditing({ district: undefined, errors: {} })}>
            {t('ops>catalogue>places>addDistrict')}
          </Button>
        </div>
      </section>
      {editing && (
        <DistrictForm
          key={editing.district?.id ?? 'new'}
          district={editing.district}
          busy={busy}
          errors={editing.errors}
          onSave={(body) => void saveDistrict(body)}
          onCancel={() => setEditing(undefined)}
        />
      )}
    </>
  );
}

/** /ops/catalogue/cities/{id} (support, admin): a city's name and order, its state, and its districts (add, edit, deactivate). */
export default function OpsCityScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const raw = match.params.id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <OpsFrame permission={OpsPermission.EditCatalogue}>
      <CatalogueTabs />
      <p>
        <Link to={OPS_CITIES_PATH}>{t('ops>catalogue>places>backToList')}</Link>
      </p>
      {id === undefined ? <p role="alert">{t('ops>catalogue>places>notFound')}</p> : <CityEditor id={id} />}
    </OpsFrame>
  );
}
