import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAY_TYPES, type PayType } from '../../../domain/payments/pay-type';
import type { AmountRange } from './api/wallet';
import { formatTwd, formatTwdRange } from '../../../domain/money';
import { RadioChoice } from './radio-choice';

interface PayTypePickerProps {
  value: PayType;
  ranges: Record<PayType, AmountRange>;
  onChange: (payType: PayType) => void;
  /** The chosen price's problem with this pay type, already in words. */
  error?: string;
}

/** Card, convenience-store code or ATM transfer, each with the amounts it takes. */
export function PayTypePicker({ value, ranges, onChange, error }: PayTypePickerProps) {
  const { t } = useTranslation('pricing');
  const name = useId();
  const errorId = useId();
  const rangeText = (payType: PayType) =>
    payType === 'card'
      ? t('buy>cardRange', { range: formatTwdRange(ranges.card.min, ranges.card.max) })
      : payType === 'cvs'
        ? t('credit>ranges>convenienceStore', { range: formatTwdRange(ranges.cvs.min, ranges.cvs.max) })
        : t('credit>ranges>atm', { max: formatTwd(ranges.atm.max) });
  return (
    <fieldset className="choices" aria-describedby={error ? errorId : undefined}>
      <legend className="choices__legend">{t('buy>payType')}</legend>
      <ul className="choices__list">
        {PAY_TYPES.map((payType) => (
          <li key={payType}>
            <RadioChoice name={name} value={payType} checked={value === payType} onSelect={() => onChange(payType)}>
              <span className="choice__title">{t(`payType>${payType}`)}</span>
              <span className="choice__detail">{rangeText(payType)}</span>
            </RadioChoice>
          </li>
        ))}
      </ul>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
