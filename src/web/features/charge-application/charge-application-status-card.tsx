import { useTranslation } from 'react-i18next';
import { ChargeApplicationStatus } from '../../../domain/charge-applications/charge-application-status';
import { FormMessage } from '../../components/form-message';
import type { ChargeApplication } from './api/charge-application';

/** Where the pro's application stands: its status, the reason of a rejection, and what was sent (numbers masked). */
export function ChargeApplicationStatusCard({ application }: { application: ChargeApplication }) {
  const { t } = useTranslation();
  const tone = application.status === ChargeApplicationStatus.Approved ? 'success' : application.status === ChargeApplicationStatus.Rejected ? 'error' : 'info';
  const rows: [string, string][] = [
    [t('chargeApplication>fields>type'), t(`chargeApplication>types>${application.type}`)],
    application.type === 'personal'
      ? [t('chargeApplication>fields>real_id'), application.real_id ?? '']
      : [t('chargeApplication>fields>unified_number'), application.unified_number ?? ''],
    ...(application.company_name ? [[t('chargeApplication>fields>company_name'), application.company_name] as [string, string]] : []),
    [t('chargeApplication>fields>bank_code'), `${application.bank_code} ${application.bank_name ?? ''}`.trim()],
    [t('chargeApplication>fields>bank_branch'), application.bank_branch],
    [t('chargeApplication>fields>bank_account'), application.bank_account],
    [t('chargeApplication>fields>holder_name'), application.holder_name],
    [t('chargeApplication>fields>documents'), application.documents.map((d) => d.name).join('、')],
  ];
  return (
    <section className="charge-app__status" aria-label={t('chargeApplication>statusTitle')}>
      <h2 className="charge-app__heading">{t('chargeApplication>statusTitle')}</h2>
      <FormMessage tone={tone} text={t(`chargeApplication>statuses>${application.status}`)} />
      {application.status === ChargeApplicationStatus.Rejected && application.reject_reason && (
        <p className="charge-app__reason">
          <strong>{t('chargeApplication>rejectReason')}</strong>
          {application.reject_reason}
        </p>
      )}
      <dl className="charge-app__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
