import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { DAY_MS } from '../../../domain/time';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { FinanceReconciliation } from './ops-finance-reconciliation';
import { FinanceTotals } from './ops-finance-totals';
import { OpsFrame } from './ops-frame';
import { PartnerReportPanel } from './ops-partner-report';

/** Yesterday in Taipei (the last whole day) and the month so far, as the screen opens. */
function openingDays(now: Date) {
  const today = taipeiDateKey(now);
  return { yesterday: taipeiDateKey(new Date(now.getTime() - DAY_MS)), monthStart: `${today.slice(0, 7)}-01`, today };
}

/** /ops/finance (finance, admin): the reconciliation of a day with its differences, the totals per day or month and the partner channels' months, with their CSV. */
export default function OpsFinanceScreen() {
  const { t } = useTranslation();
  const days = openingDays(new Date());
  return (
    <OpsFrame permission={OpsPermission.ReadFinance}>
      <h1 className="ops-title">{t('ops>finance>title')}</h1>
      <FinanceReconciliation initialDate={days.yesterday} />
      <FinanceTotals initial={{ period: 'day', from: days.monthStart, to: days.today }} />
      <PartnerReportPanel initialMonth={days.today.slice(0, 7)} />
    </OpsFrame>
  );
}
