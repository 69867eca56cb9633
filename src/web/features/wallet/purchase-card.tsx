import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceLine } from '../../../domain/invoices/invoice-settings';
import { formatTwd } from '../../../domain/money';
import { OfflinePayInfo } from './offline-pay-info';
import type { Purchase } from './api/wallet';
import { splitCardInfo, taipeiTime } from './wallet-format';

/** The e-invoice issued for a purchase: its state, then number, date and random code once issued. */
function EinvoiceFacts({ einvoice }: { einvoice: NonNullable<Purchase['einvoice']> }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <dt>{t('wallet>purchase>einvoiceStatus')}</dt>
        <dd data-testid="purchase-einvoice-status">
          {einvoice.status_text}
          {einvoice.allowance_amount > 0 && ` · ${t('wallet>purchase>einvoiceAllowance', { amount: formatTwd(einvoice.allowance_amount) })}`}
        </dd>
      </div>
      {einvoice.invoice_number && (
        <div>
          <dt>{t('wallet>purchase>einvoiceNumber')}</dt>
          <dd data-testid="purchase-einvoice-number">{einvoice.invoice_number}</dd>
        </div>
      )}
      {einvoice.invoice_date && (
        <div>
          <dt>{t('wallet>purchase>einvoiceDate')}</dt>
          <dd>{taipeiTime(einvoice.invoice_date)}</dd>
        </div>
      )}
      {einvoice.random_number && (
        <div>
          <dt>{t('wallet>purchase>einvoiceRandom')}</dt>
          <dd>{einvoice.random_number}</dd>
        </div>
      )}
    </>
  );
}

interface PurchaseCardProps {
  purchase: Purchase;
  /** The purchase named by ?purchase= (a return from 3-D Secure): marked and focusable. */
  highlighted?: boolean;
}

/** One purchase: status, how it was paid, price and credit, and how to pay it while pending. */
export const PurchaseCard = forwardRef<HTMLElement, PurchaseCardProps>(function PurchaseCard({ purchase, highlighted = false }, ref) {
  const { t } = useTranslation();
  const card = splitCardInfo(purchase.card_info);
  const offlinePending = purchase.status === 'pending' && purchase.pay_type !== 'card';
  return (
    <article
      ref={ref}
      id={`purchase-${purchase.id}`}
      className={`purchase purchase--${purchase.status}${highlighted ? ' purchase--highlight' : ''}`}
      data-purchase-id={purchase.id}
      aria-current={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={`purchase-${purchase.id}-title`}
    >
      <header className="purchase__head">
        <h3 id={`purchase-${purchase.id}-title`} className="purchase__title">
          {t('wallet>purchase>title', { credit: purchase.credit.toLocaleString('en-US') })}
        </h3>
        <span className={`purchase__status purchase__status--${purchase.status}`}>{t(`wallet>status>${purchase.status}`, { defaultValue: purchase.status_text })}</span>
      </header>
      <dl className="purchase__facts">
        <div>
          <dt>{t('wallet>purchase>amount')}</dt>
          <dd>{formatTwd(purchase.amount)}</dd>
        </div>
        <div>
          <dt>{t('wallet>purchase>payType')}</dt>
          <dd>
            {t(`wallet>payType>${purchase.pay_type}`, { defaultValue: purchase.pay_type_text })}
            {card && ` · ${t('wallet>purchase>card', { brand: card.brand, last4: card.last4 })}`}
          </dd>
        </div>
        <div>
          <dt>{t('wallet>purchase>created')}</dt>
          <dd>{taipeiTime(purchase.created)}</dd>
        </div>
        {purchase.paid_at && (
          <div>
            <dt>{t('wallet>purchase>paidAt')}</dt>
            <dd>{taipeiTime(purchase.paid_at)}</dd>
          </div>
        )}
        <div>
          <dt>{t('wallet>purchase>orderNumber')}</dt>
          <dd>{purchase.order_number}</dd>
        </div>
        <div>
          <dt>{t('wallet>purchase>invoice')}</dt>
          <dd data-testid="purchase-invoice">{invoiceLine(purchase.invoice)}</dd>
        </div>
        {purchase.einvoice && <EinvoiceFacts einvoice={purchase.einvoice} />}
      </dl>
      {purchase.einvoice?.note && <p className="wallet__hint">{purchase.einvoice.note}</p>}
      {purchase.status === 'failed' && purchase.error_message && <p className="purchase__error">{purchase.error_message}</p>}
      {offlinePending && <OfflinePayInfo purchase={purchase} />}
      {purchase.status === 'pending' && purchase.pay_type === 'card' && <p className="wallet__hint">{t('wallet>purchase>cardPending')}</p>}
    </article>
  );
});
