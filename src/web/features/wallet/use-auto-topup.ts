import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { useMountLoad } from '../../store/use-mount-load';
import { type AutoTopup, getAutoTopup, type SavedCard, saveAutoTopup } from './api/wallet';
import { fetchCardSetup, fetchPackages } from './wallet-thunks';

export type AutoTopupField = 'is_on' | 'threshold' | 'credit_package_id' | 'card_id' | 'consent';
const FIELDS: readonly AutoTopupField[] = ['is_on', 'threshold', 'credit_package_id', 'card_id', 'consent'];

export interface AutoTopupValues {
  isOn: boolean;
  threshold: string;
  packageId: string;
  cardId: string;
  consent: boolean;
}

function valuesOf(saved: AutoTopup, cards: SavedCard[]): AutoTopupValues {
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

/** The auto top-up settings as the server keeps them, the form's values and errors, and saving them. */
export function useAutoTopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const call = useApi();
  const { packages, cards, cardsError, packagesError } = useAppSelector((s) => s.wallet);
  const [saved, setSaved] = useState<AutoTopup | null>(null);
  const [values, setValues] = useState<AutoTopupValues | null>(null);
  const [errors, setErrors] = useState<Partial<Record<AutoTopupField, string>>>({});
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

  const change = (patch: Partial<AutoTopupValues>, field: AutoTopupField) => {
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || inFlight.current) return;
    setMessage(null);
    setDone(false);
    const found: Partial<Record<AutoTopupField, string>> = {};
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
      const byField: Partial<Record<AutoTopupField, string>> = {};
      for (const f of refused.fields) if ((FIELDS as readonly string[]).includes(f.field)) byField[f.field as AutoTopupField] = f.message;
      setErrors(byField);
      if (Object.keys(byField).length === 0) setMessage(failureText(t, refused));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { packages, cards, saved, values, errors, message, done, busy, failure, retry, change, pkg, card, submit };
}

export type AutoTopupState = ReturnType<typeof useAutoTopup>;
