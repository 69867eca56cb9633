import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTwd } from '../../../domain/money';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Loading } from '../../components/loading';
import { Select } from '../../components/select';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { ADD_CARD_PATH } from './add-card';
import { type AutoTopup, getAutoTopup, type SavedCard, saveAutoTopup } from './api/wallet';
import { taipeiTime } from './wallet-format';
import { fetchCardSetup, fetchPackages } from './wallet-thunks';

type Field = 'is_on' | 'threshold' | 'credit_package_id' | 'card_id' | 'consent';
const FIELDS: readonly Field[] = ['is_on', 'threshold', 'credit_package_id', 'card_id', 'consent'];

interface Values {
  isOn: boolean;
  threshold: string;
  packageId: string;
  cardId: string;
  consent: boolean;
}

function valuesOf(saved: AutoTopup, cards: SavedCard[]): Values {
  const card = cards.find((c) => c.id === saved.card_id) ?? cards.find((c) => c.is_default) ?? cards[0];
  return {
    isOn: saved.is_on === 1,
    threshold: String(saved.threshold),
    packageId: saved.credit_package_id === null ? '' : String(saved.credit_package_id),
    cardId: card ? String(card.id) : '',
    // A consent given before stands while nothing it named is changed.
    consent: saved.is_on === 1 && saved.consent === 1,
  };
}

/**
 * Auto top-up on dashboard/credit: off by default. Turning it on names a threshold, a package
 * and a bound card, and asks for an explicit consent that states the price and "at most once a day".
 */
export function AutoTopupSettings() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pricing');
  const dispatch = useAppDispatch();
  const call = useApi();
  const consentErrorId = useId();
  const { packages, cards, cardsError, packagesError } = useAppSelector((s) => s.wallet);
  const [saved, setSaved] = useState<AutoTopup | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const { failure: loadFailure, load } = useMountLoad(async (call) => {
    setSaved(await call(getAutoTopup));
  });
  useEffect(() => {
    if (!packages && !packagesError) void dispatch(fetchPackages());
    // The cards are read by the screen's SavedCards; a failure is retried from here.
  }, [dispatch, packages, packagesError]);

  // The form starts from what the server keeps, once the cards are known.
  useEffect(() => {
    if (saved && cards && values === null) setValues(valuesOf(saved, cards));
  }, [saved, cards, values]);

  const retry = () => {
    if (loadFailure) void load();
    if (packagesError) void dispatch(fetchPackages());
    if (cardsError) void dispatch(fetchCardSetup());
  };
  const failure = loadFailure ?? (!packages ? packagesError : null) ?? (!cards ? cardsError : null);

  const change = (patch: Partial<Values>, field: Field) => {
    setDone(false);
    setMessage(null);
    setValues((v) => {
      if (!v) return v;
      const next = { ...v, ...patch };
      // Changing what is bought, with which card or when, asks for the consent again.
      if (field !== 'consent' && field !== 'is_on') next.consent = false;
      return next;
    });
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'is_on' ? { consent: undefined } : {}) }));
  };

  const pkg = packages?.packages.find((p) => String(p.id) === values?.packageId) ?? null;
  // A card removed or bound since the form was filled: the default card stands in.
  const card = cards?.find((c) => String(c.id) === values?.cardId) ?? cards?.find((c) => c.is_default) ?? cards?.[0] ?? null;
  const cardName = (c: SavedCard) => tp('card>saved', { brand: c.brand, last4: c.last4 });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || inFlight.current) return;
    setMessage(null);
    setDone(false);
    const found: Partial<Record<Field, string>> = {};
    const threshold = values.threshold.trim();
    if (!/^\d{1,9}$/.test(threshold)) found.threshold = t('wallet>autoTopup>error>threshold');
    if (!pkg) found.credit_package_id = t('wallet>autoTopup>error>package');
    if (!card) found.card_id = t('wallet>autoTopup>error>card');
    if (values.isOn && !values.consent) found.consent = t('wallet>autoTopup>error>consent');
    setErrors(found);
    if (Object.keys(found).length > 0 || !pkg || !card) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await call((api) =>
        saveAutoTopup(api, {
          is_on: values.isOn ? 1 : 0,
          threshold: Number(threshold),
          credit_package_id: pkg.id,
          card_id: card.id,
          consent: values.isOn && values.consent ? 1 : 0,
        }),
      );
      setSaved(answer);
      setValues(valuesOf(answer, cards ?? []));
      setDone(true);
    } catch (error) {
      const refused = asFormFailure(error);
      const byField: Partial<Record<Field, string>> = {};
      for (const f of refused.fields) if ((FIELDS as readonly string[]).includes(f.field)) byField[f.field as Field] = f.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) setMessage(failureText(t, refused));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  let body: ReactNode;
  if (failure) {
    body = (
      <div className="wallet__error">
        <FormMessage tone="error" text={failureText(t, failure)} />
        <Button variant="secondary" onClick={retry}>
          {t('common>retry')}
        </Button>
      </div>
    );
  } else if (!values || !packages || !cards || !saved) {
    body = <Loading label={t('wallet>autoTopup>loading')} />;
  } else if (cards.length === 0) {
    body = (
      <p className="wallet__hint" data-testid="auto-topup-no-card">
        {t('wallet>autoTopup>noCard')} <Link to={ADD_CARD_PATH}>{t('wallet>autoTopup>bindLink')}</Link>
      </p>
    );
  } else {
    const threshold = Number(values.threshold.trim()) || 0;
    body = (
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
          options={packages.packages.map((p) => ({
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

  return (
    <section className="wallet__recent auto-topup" aria-labelledby="wallet-auto-topup">
      <h2 id="wallet-auto-topup">{t('wallet>autoTopup>title')}</h2>
      <p className="wallet__hint">{t('wallet>autoTopup>lead')}</p>
      {body}
    </section>
  );
}
