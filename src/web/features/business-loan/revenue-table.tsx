import { useTranslation } from 'react-i18next';
import type { RevenueSummary } from './api/business-loan';

const money = (n: number) => `NT$${n.toLocaleString('en-US')}`;

/** The revenue summary as it would be shared: one row a month, the total. */
export function RevenueTable({ summary }: { summary: RevenueSummary }) {
  const { t } = useTranslation();
  return (
    <table className="business-loan__table">
      <caption>{t('businessLoan>summaryCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('businessLoan>month')}</th>
          <th scope="col">{t('businessLoan>released')}</th>
          <th scope="col">{t('businessLoan>releases')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.months.map((m) => (
          <tr key={m.month}>
            <td>{m.month}</td>
            <td>{money(m.amount)}</td>
            <td>{m.releases}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('businessLoan>total')}</th>
          <td>{money(summary.total)}</td>
          <td>{summary.releases}</td>
        </tr>
      </tfoot>
    </table>
  );
}
