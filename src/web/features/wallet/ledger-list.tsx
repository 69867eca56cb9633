import { useTranslation } from 'react-i18next';
import type { LedgerEntry } from './api/wallet';
import { formatPoints, signedPoints, taipeiTime, typeKey } from './wallet-format';

/** Ledger entries, newest first: type, signed amount, balance after, time at UTC+8. */
export function LedgerList({ rows }: { rows: LedgerEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="ledger">
      {rows.map((entry) => {
        const key = typeKey(entry);
        const tone = entry.amount > 0 ? 'in' : 'out';
        return (
          <li key={entry.id} className="ledger__row" data-entry-id={entry.id} data-type={entry.transaction_type}>
            <div className="ledger__main">
              <span className="ledger__type">{key ? t(key) : entry.type_text}</span>
              <span className={`ledger__amount ledger__amount--${tone}`}>
                <span aria-hidden="true">{t('wallet>pointsAmount', { amount: signedPoints(entry.amount) })}</span>
                <span className="visually-hidden">{t(`wallet>ledger>${tone}`, { amount: t('wallet>pointsAmount', { amount: formatPoints(Math.abs(entry.amount)) }) })}</span>
              </span>
            </div>
            <div className="ledger__meta">
              <time dateTime={`${entry.created.replace(' ', 'T')}Z`}>{taipeiTime(entry.created)}</time>
              <span>{t('wallet>ledger>balanceAfter', { amount: t('wallet>pointsAmount', { amount: formatPoints(entry.balance_after) }) })}</span>
            </div>
            {entry.note && entry.note !== entry.type_text && <p className="ledger__note">{entry.note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
