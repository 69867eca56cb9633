import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import type { Order } from './purchase-form';

/** The price view for buying credit: what the choice costs and what it adds. */
export function PriceView({ order }: { order: Order | null }) {
  const { t } = useTranslation('pricing');
  return (
    <section className="price-view" aria-live="polite" aria-label={t('buy>summary')}>
      {order ? (
        <p>
          {t('buy>summaryText', { price: formatTwd(order.price), credit: order.credit.toLocaleString('en-US') })}
          {order.credit > order.price && <span className="choice__bonus">{t('buy>bonus', { bonus: (order.credit - order.price).toLocaleString('en-US') })}</span>}
        </p>
      ) : (
        <p className="wallet__hint">{t('buy>summaryEmpty')}</p>
      )}
    </section>
  );
}
