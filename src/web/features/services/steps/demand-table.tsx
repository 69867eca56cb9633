import { useTranslation } from 'react-i18next';
import type { DemandResponse } from '../../../../domain/services/demand.types';
import { FormMessage } from '../../../components/form-message';
import { Loading } from '../../../components/loading';

/** Where the demand is: the districts ranked by requests in the pro's categories over the last 30 days. */
export function DemandTable({ demand, failed }: { demand: DemandResponse | null; failed: boolean }) {
  const { t } = useTranslation();

  if (failed) return <FormMessage tone="error" text={t('services>area>demandFailed')} />;
  if (!demand) return <Loading label={t('services>area>demandLoading')} />;
  return (
    <section className="services__demand" aria-labelledby="demand-title">
      <h2 id="demand-title" className="services__demand-title">
        {t('services>area>demandTitle', { days: demand.days })}
      </h2>
      <p className="form__note">{t('services>area>demandLead')}</p>
      {demand.districts.length === 0 ? (
        <p>{t('services>area>demandNone', { days: demand.days })}</p>
      ) : (
        <table className="services__demand-table">
          <thead>
            <tr>
              <th scope="col">{t('services>area>demandRank')}</th>
              <th scope="col">{t('services>area>demandPlace')}</th>
              <th scope="col">{t('services>area>demandCount')}</th>
            </tr>
          </thead>
          <tbody>
            {demand.districts.map((d, i) => (
              <tr key={d.district_id}>
                <td>{i + 1}</td>
                <td>{`${d.city}${d.district}`}</td>
                <td>{d.request_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
