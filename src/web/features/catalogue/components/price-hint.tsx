import { useTranslation } from 'react-i18next';
import type { QuoteCategoryResponse } from '../../../../domain/catalogue/catalogue.types';
import { hintUnit, priceHintText } from '../price-range';

/** The category's typical price, e.g. "by the unit: NT$1,500–3,500/unit", with the usual caveat. */
export function PriceHint({ hint }: { hint: QuoteCategoryResponse['price_hint'] }) {
  const { t } = useTranslation('pricing');
  if (!hint) return <p className="price-hint price-hint--none">{t('hint>none')}</p>;
  const unit = hintUnit(hint);
  return (
    <div className="price-hint">
      <p className="price-hint__label">
        {t('hint>label')}
        <span className="price-hint__type">{unit ? t('hint>per', { unit }) : t(hint.type === 'hourly' ? 'hint>hourly' : 'hint>flat')}</span>
      </p>
      <p className="price-hint__amount">{priceHintText(hint)}</p>
      <p className="price-hint__note">{t('hint>note')}</p>
    </div>
  );
}
