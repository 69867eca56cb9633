import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { type CardEntry, type CardField, formatCardNumber, formatExpiry } from './card-entry';
import { mountTapPayFields } from './card-prime';
import { RadioChoice } from './radio-choice';
import type { CardConfig, SavedCard } from './api/wallet';

export type CardSelection = number | 'new';

interface CardPickerProps {
  config: CardConfig;
  cards: SavedCard[];
  selection: CardSelection;
  onSelection: (selection: CardSelection) => void;
  entry: CardEntry;
  onEntry: (entry: CardEntry) => void;
  /** i18n keys (pricing) of each field's problem. */
  problems: Partial<Record<CardField, string>>;
  remember: boolean;
  onRemember: (remember: boolean) => void;
}

/** A bound card (brand and last four digits) or a new one; a new card's number goes only to the gateway. */
export function CardPicker({ config, cards, selection, onSelection, entry, onEntry, problems, remember, onRemember }: CardPickerProps) {
  const { t } = useTranslation('pricing');
  const name = useId();
  return (
    <fieldset className="choices">
      <legend className="choices__legend">{t('card>legend')}</legend>
      <ul className="choices__list">
        {cards.map((card) => (
          <li key={card.id}>
            <RadioChoice name={name} checked={selection === card.id} onSelect={() => onSelection(card.id)} data={{ 'data-card-id': card.id }}>
              <span className="choice__title">{t('card>saved', { brand: card.brand, last4: card.last4 })}</span>
              {card.is_default ? <span className="choice__detail">{t('card>default')}</span> : null}
            </RadioChoice>
          </li>
        ))}
        <li>
          <RadioChoice name={name} checked={selection === 'new'} onSelect={() => onSelection('new')}>
            <span className="choice__title">{t('card>new')}</span>
          </RadioChoice>
        </li>
      </ul>
      {selection === 'new' && <NewCardFields config={config} entry={entry} onEntry={onEntry} problems={problems} />}
      {selection === 'new' && <Checkbox label={t('card>remember')} checked={remember} onChange={(e) => onRemember(e.target.checked)} />}
    </fieldset>
  );
}

/** A new card's fields for the configured gateway (also used to bind a card without buying). */
export function NewCardFields({ config, entry, onEntry, problems }: Pick<CardPickerProps, 'config' | 'entry' | 'onEntry' | 'problems'>) {
  const { t } = useTranslation('pricing');
  if (config.mode === 'sandbox') return <SandboxCardFields entry={entry} onEntry={onEntry} problems={problems} />;
  if (config.mode === 'tappay') return <TapPayCardFields config={config} />;
  // The server gives no publishable key for Stripe.js, so a new card cannot be typed here.
  return <FormMessage tone="info" text={t('card>noNewCard')} />;
}

function SandboxCardFields({ entry, onEntry, problems }: Pick<CardPickerProps, 'entry' | 'onEntry' | 'problems'>) {
  const { t } = useTranslation('pricing');
  const err = (field: CardField) => (problems[field] ? t(problems[field]) : undefined);
  return (
    <div className="card-form">
      <p className="wallet__hint">{t('card>sandbox')}</p>
      <Input
        label={t('card>number')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={entry.number}
        error={err('number')}
        onChange={(e) => onEntry({ ...entry, number: formatCardNumber(e.target.value) })}
      />
      <div className="card-form__row">
        <Input
          label={t('card>expiry')}
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={entry.expiry}
          error={err('expiry')}
          maxLength={5}
          onChange={(e) => onEntry({ ...entry, expiry: formatExpiry(e.target.value) })}
        />
        <Input label={t('card>ccv')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={entry.ccv} error={err('ccv')} onChange={(e) => onEntry({ ...entry, ccv: e.target.value })} />
      </div>
    </div>
  );
}

/** With real keys: TapPay's own fields (its iframes hold the number, so it never touches this page). */
function TapPayCardFields({ config }: { config: CardConfig }) {
  const { t } = useTranslation('pricing');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    mountTapPayFields(config, { number: 'tp-card-number', expiry: 'tp-card-expiry', ccv: 'tp-card-ccv' }).catch(() => setFailed(true));
  }, [config]);
  return (
    <div className="card-form">
      <p className="field__label">{t('card>number')}</p>
      <div id="tp-card-number" className="input card-form__hosted" />
      <div className="card-form__row">
        <div>
          <p className="field__label">{t('card>expiry')}</p>
          <div id="tp-card-expiry" className="input card-form__hosted" />
        </div>
        <div>
          <p className="field__label">{t('card>ccv')}</p>
          <div id="tp-card-ccv" className="input card-form__hosted" />
        </div>
      </div>
      {failed && <FormMessage tone="error" text={t('card>sdkFailed')} />}
    </div>
  );
}
