import { useTranslation } from 'react-i18next';
import type { Purchase } from './api/wallet';
import { instructionLines, taipeiTime } from './wallet-format';

/** How to pay a pending convenience-store code or ATM transfer: the code or account, the deadline, the steps. */
export function OfflinePayInfo({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  const steps = instructionLines(purchase.instructions);
  const fallback = t(`wallet>howTo>${purchase.pay_type === 'atm' ? 'atm' : 'cvs'}`, { returnObjects: true }) as unknown;
  const lines = steps.length > 0 ? steps : Array.isArray(fallback) ? (fallback as string[]) : [];
  return (
    <div className="pay-info">
      <dl className="pay-info__figures">
        {purchase.pay_type === 'cvs' ? (
          <div>
            <dt>{t('wallet>purchase>paymentCode')}</dt>
            <dd className="pay-info__code" data-testid="payment-code">
              {purchase.payment_code ?? t('wallet>purchase>codeComing')}
            </dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t('wallet>purchase>bankCode')}</dt>
              <dd className="pay-info__code">{purchase.bank_code ?? t('wallet>purchase>codeComing')}</dd>
            </div>
            <div>
              <dt>{t('wallet>purchase>virtualAccount')}</dt>
              <dd className="pay-info__code" data-testid="virtual-account">
                {purchase.virtual_account ?? t('wallet>purchase>codeComing')}
              </dd>
            </div>
          </>
        )}
        {purchase.expires_at && (
          <div>
            <dt>{t('wallet>purchase>expires')}</dt>
            <dd>{taipeiTime(purchase.expires_at)}</dd>
          </div>
        )}
      </dl>
      {lines.length > 0 && (
        <>
          <p className="pay-info__how">{t('wallet>purchase>howTo')}</p>
          <ol className="pay-info__steps">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
