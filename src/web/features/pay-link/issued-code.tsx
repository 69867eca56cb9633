import { useTranslation } from 'react-i18next';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import type { PayOrder } from './api/pay-link';

const taipei = (utc: string | null) => {
  if (!utc) return '';
  try {
    return formatTaipei(parseUtcString(utc));
  } catch {
    return utc;
  }
};

/** The issued code or account, its deadline and the server's zh-TW steps. */
export function IssuedCode({ order }: { order: PayOrder }) {
  const { t } = useTranslation();
  const coming = t('payLink>codeComing');
  return (
    <section className="pay-link__issued" aria-label={t('payLink>howTo')}>
      <dl className="pay-link__figures">
        {order.pay_type === 'cvs' ? (
          <div>
            <dt>{t('payLink>paymentCode')}</dt>
            <dd className="pay-link__code" data-testid="payment-code">
              {order.payment_code ?? coming}
            </dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('payLink>bankCode')}</dt>
              <dd className="pay-link__code">{order.bank_code ?? coming}</dd>
            </div>
            <div>
              <dt>{t('payLink>virtualAccount')}</dt>
              <dd className="pay-link__code" data-testid="virtual-account">
                {order.virtual_account ?? coming}
              </dd>
            </div>
          </>
        )}
        {order.expires_at && (
          <div>
            <dt>{t('payLink>expires')}</dt>
            <dd>{taipei(order.expires_at)}</dd>
          </div>
        )}
      </dl>
      {order.instructions.length > 0 && (
        <ol className="pay-link__steps">
          {order.instructions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
