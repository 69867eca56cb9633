import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/button';
import type { Purchase } from './api/wallet';
import { OfflinePayInfo } from './offline-pay-info';

/** An ATM or convenience-store purchase made: where and how to pay it, and the way to buy more. */
export function OfflineResult({ purchase, onBuyMore }: { purchase: Purchase; onBuyMore: () => void }) {
  const { t } = useTranslation('pricing');
  return (
    <div className="page wallet">
      <h1 className="page__title">{t(`result>${purchase.pay_type === 'atm' ? 'atmTitle' : 'cvsTitle'}`)}</h1>
      <p className="page__lead">{t('result>offlineLead', { credit: purchase.credit.toLocaleString('en-US') })}</p>
      <section className="wallet__result" aria-live="polite">
        <OfflinePayInfo purchase={purchase} />
      </section>
      <div className="wallet__actions">
        <ButtonLink to={`/dashboard/purchases?purchase=${purchase.id}`}>{t('result>seePurchase')}</ButtonLink>
        <Button variant="secondary" onClick={onBuyMore}>
          {t('result>buyMore')}
        </Button>
      </div>
    </div>
  );
}
