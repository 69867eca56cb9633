import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../domain/money';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { ADD_CARD_PATH } from './add-card';
import type { AutoTopup, CreditPackage, SavedCard } from './api/wallet';
import type { AutoTopupState, AutoTopupValues } from './use-auto-topup';
import { taipeiTime } from './wallet-format';

export interface AutoTopupFormProps {
  topup: AutoTopupState;
  saved: AutoTopup;
  values: AutoTopupValues;
  packages: CreditPackage[];
  cards: SavedCard[];
}

/** The auto top-up form: on or off, threshold, package, card, and the consent that names them. */
export function AutoTopupForm({ topup, saved, values, packages, cards }: AutoTopupFormProps) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pricing');
  const consentErrorId = useId();
  const { errors, change, pkg, card, message, done, busy, submit } = topup;
  const cardName = (c: SavedCard) => tp('card>saved', { brand: c.brand, last4: c.last4 });
  const threshold = Number(values.threshold.trim()) || 0;
  return (
    <form className="auto-topup__form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="auto-topup__state" data-testid="auto-topup-state">
        {saved.is_on ? t('wallet>autoTopup>stateOn') : t('wallet>autoTopup>stateOff')}
      </p>
      {saved.last_attempt_at && <p className="wallet__hint">{t('wallet>autoTopup>lastAttempt', { time: taipeiTime(saved.last_attempt_at) })}</p>}
      {saved.last_error && <FormMessage tone="error" text={t('wallet>autoTopup>lastError', { message: saved.last_error })} />}
      <Checkbox label={t('wallet>autoTopup>isOn')} checked={values.isOn} onChange={(e) => change({ isOn: e.target.checked }, 'is_on')} />
      {errors.is_on && <p className="field__error">{errors.is_on}</p>}
      <Input
        label={t('wallet>autoTopup>threshold')}
        hint={t('wallet>autoTopup>thresholdHint')}
        inputMode="numeric"
        value={values.threshold}
        error={errors.threshold}
        onChange={(e) => change({ threshold: e.target.value }, 'threshold')}
      />
      <Select
        label={t('wallet>autoTopup>package')}
        placeholder={t('wallet>autoTopup>choosePackage')}
        value={values.packageId}
        error={errors.credit_package_id}
        options={packages.map((p) => ({
          value: String(p.id),
          label: t('wallet>autoTopup>packageOption', { name: p.name, price: formatTwd(p.price), credit: p.credit.toLocaleString('en-US') }),
        }))}
        onChange={(e) => change({ packageId: e.target.value }, 'credit_package_id')}
      />
      <Select
        label={t('wallet>autoTopup>card')}
        value={card ? String(card.id) : ''}
        error={errors.card_id}
        options={cards.map((c) => ({ value: String(c.id), label: cardName(c) }))}
        onChange={(e) => change({ cardId: e.target.value }, 'card_id')}
      />
      <p className="wallet__hint">
        <Link to={ADD_CARD_PATH}>{t('wallet>autoTopup>otherCard')}</Link>
      </p>
      {values.isOn && (
        <div className={errors.consent ? 'field field--invalid' : 'field'}>
          <Checkbox
            label={
              pkg && card
                ? t('wallet>autoTopup>consent', { threshold: threshold.toLocaleString('en-US'), card: cardName(card), price: formatTwd(pkg.price), package: pkg.name, credit: pkg.credit.toLocaleString('en-US') })
                : t('wallet>autoTopup>consentIncomplete')
            }
            checked={values.consent}
            disabled={!pkg || !card}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? consentErrorId : undefined}
            onChange={(e) => change({ consent: e.target.checked }, 'consent')}
          />
          {errors.consent && (
            <p className="field__error" id={consentErrorId}>
              {errors.consent}
            </p>
          )}
        </div>
      )}
      <FormMessage tone="error" text={message ?? undefined} />
      <FormMessage tone="success" text={done ? t(saved.is_on ? 'wallet>autoTopup>savedOn' : 'wallet>autoTopup>savedOff') : undefined} />
      <Button type="submit" disabled={busy}>
        {busy ? t('wallet>autoTopup>saving') : t('wallet>autoTopup>save')}
      </Button>
    </form>
  );
}
