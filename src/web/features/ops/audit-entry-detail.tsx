import { useTranslation } from 'react-i18next';
import type { AuditEntry } from './api/ops-audit';
import { auditDiff } from './audit-diff';

/** One audit entry opened: its before/after as key/value rows (changed ones marked), and where it came from. */
export function AuditEntryDetail({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const rows = auditDiff(entry.before, entry.after, t('ops>audit>value'));
  const none = t('ops>audit>none');
  return (
    <div className="ops-detail">
      <h3 className="ops-detail__title">{t('ops>audit>detailTitle', { id: entry.id })}</h3>
      {rows.length === 0 ? (
        <p>{t('ops>audit>noChanges')}</p>
      ) : (
        <table className="ops-diff">
          <thead>
            <tr>
              <th scope="col">{t('ops>audit>field')}</th>
              <th scope="col">{t('ops>audit>before')}</th>
              <th scope="col">{t('ops>audit>after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.changed ? 'ops-diff__row ops-diff__row--changed' : 'ops-diff__row'}>
                <th scope="row">{row.key}</th>
                <td data-label={t('ops>audit>before')}>{row.before ?? none}</td>
                <td data-label={t('ops>audit>after')}>{row.after ?? none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="ops-facts">
        <dt>{t('ops>audit>ip')}</dt>
        <dd>{entry.ip ?? none}</dd>
        <dt>{t('ops>audit>userAgent')}</dt>
        <dd className="ops-detail__agent">{entry.user_agent ?? none}</dd>
      </dl>
    </div>
  );
}
