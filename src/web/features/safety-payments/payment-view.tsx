import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import type { SafetyPayment } from './api/safety-payments';
import { taipeiTime } from '../wallet';

/** What a payment asks for and where its money stands: amount, fee, what the pro receives, items, milestones. */
export function PaymentView({ payment }: { payment: SafetyPayment }) {
  const { t } = useTranslation();
  const figure = (key: string, value: string, testId?: string) => (
    <div key={key}>
      <dt>{t(`safetyPayments>figures>${key}`)}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <div className="safety-payment">
      <dl className="safety-payment__figures">
        {figure('state', payment.state_text, 'payment-state')}
        {figure('amount', formatTwd(payment.amount), 'payment-amount')}
        {figure('fee', formatTwd(payment.fee), 'payment-fee')}
        {figure('proReceives', formatTwd(payment.pro_receives), 'payment-pro-receives')}
        {figure('due', payment.due_date)}
        {payment.released_amount > 0 && figure('released', formatTwd(payment.released_amount))}
        {payment.refunded_amount > 0 && figure('refunded', formatTwd(payment.refunded_amount))}
        {payment.card_info && figure('card', payment.card_info)}
        {payment.paid_at && figure('paidAt', payment.paid_at)}
        {payment.auto_release_at && figure('autoRelease', payment.auto_release_at)}
      </dl>
      <h2 className="safety-payment__heading">{t('safetyPayments>items')}</h2>
      <ul className="safety-payment__items">
        {payment.items.map((item, index) => (
          // Lines may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the items never reorder
          <li key={index}>{item}</li>
        ))}
      </ul>
      {payment.milestones.length > 0 && (
        <>
          <h2 className="safety-payment__heading">{t('safetyPayments>milestones')}</h2>
          <ol className="safety-payment__milestones">
            {payment.milestones.map((m) => (
              <li key={m.id}>
                <span>{t('safetyPayments>milestone', { n: m.position })}</span> <span>{m.description}</span> <strong>{formatTwd(m.amount)}</strong> <span className="safety-payment__tag">{m.state_text}</span>
              </li>
            ))}
          </ol>
        </>
      )}
      {payment.fee_invoices.length > 0 && (
        <>
          <h2 className="safety-payment__heading">{t('safetyPayments>feeInvoices>title')}</h2>
          <ul className="safety-payment__invoices" data-testid="fee-invoices">
            {payment.fee_invoices.map((invoice, index) => (
              // One per release with a fee, in the order they were taken.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index} data-testid="fee-invoice">
                <span>{t('safetyPayments>feeInvoices>amount', { amount: formatTwd(invoice.amount) })}</span> <span className="safety-payment__tag">{invoice.status_text}</span>
                {invoice.invoice_number && (
                  <dl className="safety-payment__figures">
                    <div>
                      <dt>{t('safetyPayments>feeInvoices>number')}</dt>
                      <dd data-testid="fee-invoice-number">{invoice.invoice_number}</dd>
                    </div>
                    {invoice.invoice_date && (
                      <div>
                        <dt>{t('safetyPayments>feeInvoices>date')}</dt>
                        <dd>{taipeiTime(invoice.invoice_date)}</dd>
                      </div>
                    )}
                    {invoice.random_number && (
                      <div>
                        <dt>{t('safetyPayments>feeInvoices>random')}</dt>
                        <dd data-testid="fee-invoice-random">{invoice.random_number}</dd>
                      </div>
                    )}
                  </dl>
                )}
                {invoice.note && <p className="field__hint">{invoice.note}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
