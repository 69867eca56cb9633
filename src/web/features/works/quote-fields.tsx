import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TWD_PREFIX } from '../../../domain/money';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { RATING_TYPES, type RatingType } from './quote-price';

/** How the quote is priced (flat, hourly, on-site visit) and, unless on site, the price. */
export function QuotePriceFields({ ids, type, onType, price, onPrice, priceError, typesClassName, onKeyDown }: {
  ids: { type: string; price: string };
  type: RatingType;
  onType: (type: RatingType) => void;
  price: string;
  onPrice: (price: string) => void;
  priceError: string | undefined;
  /** A class added to the choice of types. */
  typesClassName?: string;
  /** Given to every input (the templates form saves on Enter). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation();
  const priceLabel = type === 'hourly' ? t('works>quote>hourlyPrice') : t('works>quote>flatPrice');
  return (
    <>
      <fieldset className={typesClassName ? `quote-form__types ${typesClassName}` : 'quote-form__types'}>
        <legend className="field__label">{t('works>quote>type')}</legend>
        {RATING_TYPES.map((value) => (
          <label key={value} className="quote-form__type">
            <input type="radio" name={ids.type} value={value} checked={type === value} onChange={() => onType(value)} onKeyDown={onKeyDown} />
            <span>{t(`works>quote>types>${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {type !== 'required' && (
        <Field id={ids.price} label={priceLabel} error={priceError} hint={t('works>quote>priceHint')}>
          <div className="quote-form__price">
            <span className="quote-form__currency" aria-hidden="true">
              {TWD_PREFIX}
            </span>
            <input
              id={ids.price}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              value={price}
              onChange={(e) => onPrice(e.target.value)}
              onKeyDown={onKeyDown}
              {...describedBy(ids.price, priceError, t('works>quote>priceHint'))}
            />
          </div>
        </Field>
      )}
    </>
  );
}

/** The fee sheet: what sending costs, confirmed before anything is spent. */
export function QuoteFeeSheet({ open, busy, confirmText, confirmNote, onClose, onConfirm }: {
  open: boolean;
  busy: 'checking' | 'sending' | null;
  confirmText: string;
  confirmNote: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('works>quote>confirmTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
            {t('works>quote>cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy !== null} aria-busy={busy !== null || undefined}>
            {busy === 'sending' ? t('works>quote>sending') : t('works>quote>confirm')}
          </Button>
        </>
      }
    >
      <p className="quote-form__fee">{confirmText}</p>
      {confirmNote && <p className="quote-form__refund">{confirmNote}</p>}
    </Modal>
  );
}
