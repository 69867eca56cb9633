import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { JobHealth } from './api/dashboard';
import { taipeiTime } from './ops-time';
import { OpsTable } from './ops-table';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** "every 5 minutes" in the largest whole unit. */
function everyText(t: TFunction, ms: number): string {
  if (ms % HOUR === 0) return t('ops>jobs>everyHours', { count: ms / HOUR });
  if (ms % MINUTE === 0) return t('ops>jobs>everyMinutes', { count: ms / MINUTE });
  return t('ops>jobs>everySeconds', { count: Math.round(ms / SECOND) });
}

/** A job is failing when its last run failed or it failed in the last 24 hours. */
export const isFailing = (job: JobHealth) => job.failures_24h > 0 || job.last_run?.outcome === 'failed';

/** The jobs' health, one row each; failing jobs are highlighted and say so in words too. */
export function JobsTable({ jobs }: { jobs: readonly JobHealth[] }) {
  const { t } = useTranslation();
  const col = (key: string) => t(`ops>jobs>${key}`);
  return (
    <OpsTable columns={['name', 'every', 'lastRun', 'outcome', 'duration', 'lastFailure', 'failures']} heading={col} className="ops-jobs">
      {jobs.map((job) => (
        <tr key={job.name} className={`ops-table__row${isFailing(job) ? ' ops-jobs__row--failing' : ''}`}>
          <th scope="row" data-label={col('name')}>
            {t(`ops>jobs>names>${job.name}`, { defaultValue: job.name })} <code>{job.name}</code>
          </th>
          <td data-label={col('every')}>{everyText(t, job.every_ms)}</td>
          <td data-label={col('lastRun')}>{job.last_run ? taipeiTime(job.last_run.started) : col('never')}</td>
          <td data-label={col('outcome')} className={job.last_run?.outcome === 'failed' ? 'ops-jobs__failed' : undefined}>
            {job.last_run ? t(`ops>jobs>outcomes>${job.last_run.outcome}`) : ''}
          </td>
          <td data-label={col('duration')}>{job.last_run ? t('ops>jobs>ms', { value: job.last_run.duration_ms.toLocaleString('en-US') }) : ''}</td>
          <td data-label={col('lastFailure')}>
            {job.last_failure ? (
              <>
                {taipeiTime(job.last_failure.started)}
                {job.last_failure.error && <div className="ops-jobs__error">{job.last_failure.error}</div>}
              </>
            ) : (
              col('none')
            )}
          </td>
          <td data-label={col('failures')} className={job.failures_24h > 0 ? 'ops-jobs__failed' : undefined}>
            {t('ops>jobs>failingCount', { count: job.failures_24h })}
          </td>
        </tr>
      ))}
    </OpsTable>
  );
}
