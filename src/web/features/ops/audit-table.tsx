import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from './api/ops-audit';
import { AuditEntryDetail } from './audit-entry-detail';
import { taipeiTime } from './ops-time';

const COLUMNS = 6;

/** The audit log, newest first; each entry opens in place to show its changes. */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | undefined>();
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">{t('ops>audit>time')}</th>
          <th scope="col">{t('ops>audit>operator')}</th>
          <th scope="col">{t('ops>audit>action')}</th>
          <th scope="col">{t('ops>audit>target')}</th>
          <th scope="col">{t('ops>audit>reason')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('ops>audit>details')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const isOpen = open === entry.id;
          return (
            <Fragment key={entry.id}>
              <tr className="ops-table__row">
                <td data-label={t('ops>audit>time')}>{taipeiTime(entry.created)}</td>
                <td data-label={t('ops>audit>operator')}>
                  {`${entry.operator.full_name} #${entry.operator.id}`} <span className="ops-role">{t(`ops>roles>${entry.operator.role}`)}</span>
                </td>
                <td data-label={t('ops>audit>action')}>{t(`ops>actions>${entry.action}`, { defaultValue: entry.action })}</td>
                <td data-label={t('ops>audit>target')}>
                  {`${t(`ops>targets>${entry.target_type}`, { defaultValue: entry.target_type })}${entry.target_id ? ` #${entry.target_id}` : ''}`}
                </td>
                <td data-label={t('ops>audit>reason')}>{entry.reason ?? ''}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-expanded={isOpen}
                    aria-controls={`audit-detail-${entry.id}`}
                    onClick={() => setOpen(isOpen ? undefined : entry.id)}
                  >
                    {isOpen ? t('ops>audit>close', { id: entry.id }) : t('ops>audit>open', { id: entry.id })}
                  </button>
                </td>
              </tr>
              {isOpen && (
                <tr className="ops-table__detail" id={`audit-detail-${entry.id}`}>
                  <td colSpan={COLUMNS}>
                    <AuditEntryDetail entry={entry} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
