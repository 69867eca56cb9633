import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UNOPENED_QUOTE_REFUND_HOURS } from '../../../domain/wallet/ledger';
import { points } from './lead-figures';

export type PayMode = 'now' | 'contact';
export const PAY_MODES: readonly PayMode[] = ['now', 'contact'];

/**
 * How the pro pays for a quote: the fee now (back when the consumer has not opened the quote
 * within 48 hours), or nothing now and the fee when the consumer first makes contact. `fee` is
 * the lead's fee when known (the quote form); a template has none.
 */
export function PayModeChoice({ value, onChange, fee }: { value: PayMode; onChange: (mode: PayMode) => void; fee?: number }) {
  const { t } = useTranslation();
  const name = useId();
  const values = { fee: fee === undefined ? '' : points(fee), hours: UNOPENED_QUOTE_REFUND_HOURS };
  const which = fee === undefined ? 'template' : 'lead';
  return (
    <fieldset className="quote-pay">
      <legend className="field__label">{t('works>pay>legend')}</legend>
      {PAY_MODES.map((mode) => (
        <label key={mode} className="quote-pay__option">
          <input type="radio" name={name} value={mode} checked={value === mode} onChange={() => onChange(mode)} />
          <span>{t(`works>pay>${mode}`)}</span>
          <small>{t(`works>pay>${mode}Hint>${which}`, values)}</small>
        </label>
      ))}
    </fieldset>
  );
}
