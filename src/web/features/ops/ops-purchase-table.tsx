import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money/twd';
import type { OpsPurchase } from './api/finance';
import { taipeiTime } from './ops-time';

export interface PurchaseTableProps {
  purchases: readonly OpsPurchase[];
  /** Opens the refund of a paid purchase. */
  onRefund: (purchase: OpsPurchase) => void;
}

/** Purchases newest first; a paid one offers its refund, a refunded one says how and why it went back. */
export function PurchaseTable({ purchases, onRefund }: PurchaseTableProps) {
  const { t } = useTranslation();
  const head = ['id', 'created', 'user', 'amount', 'credit', 'payType', 'status', 'refund'] as const;
  return (
    <table className="ops-table">
      <thead>
        <tr>
          {head.map((key) => (
            <th key={key} scope="col">
              {t(`ops>purchases>columns>${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {purchases.map((p) => (
          <tr key={p.id} className="ops-table__row">
            <td data-label={t('ops>purchases>columns>id')}>
              {`#${p.id}`} <span className="ops-role">{p.order_number}</span>
            </td>
            <td data-label={t('ops>purchases>columns>created')}>{taipeiTime(p.created)}</td>
            <td data-label={t('ops>purchases>columns>user')}>{`${p.user_name} #${p.user_id}`}</td>
            <td data-label={t('ops>purchases>columns>amount')}>{formatTwd(p.amount)}</td>
            <td data-label={t('ops>purchases>columns>credit')}>{p.credit.toLocaleString('en-US')}</td>
            <td data-label={t('ops>purchases>columns>payType')}>{t(`ops>purchases>payTypes>${p.pay_type}`)}</td>
            <td data-label={t('ops>purchases>columns>status')}>{t(`ops>purchases>statuses>${p.status}`)}</td>
            <td data-label={t('ops>purchases>columns>refund')}>
              {p.status === 'paid' && (
                <button type="button" className="btn btn--ghost" onClick={() => onRefund(p)}>
                  {t('ops>purchases>refundOpen', { id: p.id })}
                </button>
              )}
              {p.status === 'refunded' && p.refund_method && (
                <span>
                  {p.refund_reason
                    ? t('ops>purchases>refundedWith', { method: t(`ops>purchases>methods>${p.refund_method}`), reason: p.refund_reason })
                    : t(`ops>purchases>methods>${p.refund_method}`)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
