import { useTranslation } from 'react-i18next';
import type { QuoteCategoryResponse } from '../../../../domain/catalogue/catalogue.types';
import { priceRangeParts } from '../price-range';

/** The category's typical price, e.g. "NT$1,500–3,500 per unit", with the usual caveat. */
export function PriceHint({ hint }: { hint: QuoteCategoryResponse['price_hint'] }) {
  const { t } = useTranslation('pricing');
  if (!hint) return <p className="price-hint price-hint--none">{t('hint>none')}</p>;
  const parts = priceRangeParts(hint);
  return (
    <div className="price-hint">
      <p className="price-hint__label">
        {t('hint>label')}
        <span className="price-hint__type">{t(hint.type === 'hourly' ? 'hint>hourly' : 'hint>flat')}</span>
      </p>
      <p className="price-hint__amount">{t(parts.key, parts)}</p>
      <p className="price-hint__note">{t('hint>note')}</p>
    </div>
  );
}
