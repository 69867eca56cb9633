import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { getCities, type OpsCityList } from './api/catalogue-lists';
import { useApi } from '../../store/use-api';
import { CatalogueTabs } from './ops-catalogue-parts';
import { OpsFrame } from './ops-frame';
import { opsCityPath } from './ops-paths';
import { useOpsLoad } from './use-ops-load';
import './ops-catalogue.css';

function CityTable({ cities }: OpsCityList) {
  const { t } = useTranslation();
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">{t('ops>catalogue>name')}</th>
          <th scope="col">{t('ops>catalogue>order')}</th>
          <th scope="col">{t('ops>catalogue>places>districts')}</th>
          <th scope="col">{t('ops>catalogue>state')}</th>
        </tr>
      </thead>
      <tbody>
        {cities.map((c) => (
          <tr key={c.id} className="ops-table__row">
            <td data-label={t('ops>catalogue>name')}>
              <Link to={opsCityPath(c.id)}>{c.name}</Link>
              <br />
              {c.slug}
            </td>
            <td data-label={t('ops>catalogue>order')}>{c.display_order}</td>
            <td data-label={t('ops>catalogue>places>districts')}>{t('ops>catalogue>places>districtCount', { count: c.district_count, active: c.active_district_count })}</td>
            <td data-label={t('ops>catalogue>state')}>{t(c.is_active ? 'ops>catalogue>active' : 'ops>catalogue>inactive')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CityList() {
  const { t } = useTranslation();
  const api = useApi();
  const { state: loaded, reload } = useOpsLoad(() => api(getCities), []);
  if (loaded.kind === 'loading') return <Loading />;
  if (loaded.kind === 'failed') return <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void reload()} />;
  if (loaded.data.cities.length === 0) return <EmptyState title={t('ops>catalogue>places>empty')} body={t('ops>catalogue>places>emptyBody')} />;
  return (
    <>
      <p className="ops-hint">{t('ops>catalogue>places>lead')}</p>
      <div className="ops-table-wrap">
        <CityTable cities={loaded.data.cities} />
      </div>
    </>
  );
}

/** /ops/catalogue/cities (support, admin): the cities and counties, each opening its districts. */
export default function OpsCitiesScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame permission={OpsPermission.EditCatalogue}>
      <CatalogueTabs />
      <h1 className="ops-title">{t('ops>catalogue>places>title')}</h1>
      <CityList />
    </OpsFrame>
  );
}
