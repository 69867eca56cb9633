import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QuoteError } from '../../../domain/errors/codes';
import { formatTwd } from '../../../domain/money';
import { BIND_TEST_CHARGE } from '../../../domain/payments/cards';
import { toFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { type CardEntry, type CardField, cardEntryProblems } from './card-entry';
import { NewCardFields } from './card-picker';
import { newCardReference, PrimeError } from './card-prime';
import { bindCard } from './api/wallet';
import { fetchCardSetup } from './wallet-thunks';

const EMPTY_CARD: CardEntry = { number: '', expiry: '', ccv: '' };

/** `?card=new` opens the form, so other screens can link straight to binding a card. */
export const ADD_CARD_PARAM = 'card';
export const ADD_CARD_PATH = `/dashboard/credit?${ADD_CARD_PARAM}=new`;
export const ADD_CARD_SECTION_ID = 'wallet-add-card';

/**
 * Binding a card without buying: the pricing page's new-card fields, a one-time reference from
 * the gateway (the card number never reaches our API), then bind_card (TapPay) or setup_intent
 * (Stripe). The gateway's verification charge is refunded at once; a foreign card is code 211.
 * The card set-up is read by the screen's SavedCards.
 */
export function AddCard() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pricing');
  const dispatch = useAppDispatch();
  const call = useApi();
  const [search, setSearch] = useSearchParams();
  const open = search.get(ADD_CARD_PARAM) === 'new';
  const config = useAppSelector((s) => s.wallet.cardConfig);
  const cardsError = useAppSelector((s) => s.wallet.cardsError);
  const [entry, setEntry] = useState<CardEntry>(EMPTY_CARD);
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const section = useRef<HTMLElement>(null);

  // Opened by a link or the button: the form is brought into view and its heading read first.
  useEffect(() => {
    if (open) section.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [open]);

  const setOpen = (next: boolean) => {
    const params = new URLSearchParams(search);
    if (next) params.set(ADD_CARD_PARAM, 'new');
    else params.delete(ADD_CARD_PARAM);
    setSearch(params, { replace: true, preventScrollReset: true });
  };

  const start = () => {
    setEntry(EMPTY_CARD);
    setProblems({});
    setError(null);
    setDone(null);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!config || inFlight.current) return;
    setError(null);
    if (config.mode === 'sandbox') {
      const found = cardEntryProblems(entry);
      setProblems(found);
      if (Object.keys(found).length > 0) return;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const reference = await newCardReference(config, entry);
      const card = await call((api) => bindCard(api, config.gateway, reference));
      await dispatch(fetchCardSetup());
      setEntry(EMPTY_CARD);
      setDone(t('wallet>addCard>done', { card: tp('card>saved', { brand: card.brand, last4: card.last4 }) }));
      setOpen(false);
    } catch (caught) {
      // A new prime is needed for the next try; the security code is typed again.
      setEntry((e) => ({ ...e, ccv: '' }));
      if (caught instanceof PrimeError) setError(caught.message || tp('card>refused'));
      else {
        const failure = toFormFailure(caught);
        setError(failure.code === QuoteError.ForeignCardNotSupported ? t('wallet>addCard>foreign') : failureText(t, failure));
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const canType = config !== null && !(config.gateway === 'stripe' && config.mode !== 'sandbox');
  return (
    <section ref={section} id={ADD_CARD_SECTION_ID} className="wallet__recent add-card" aria-labelledby="wallet-add-card-title">
      <h2 id="wallet-add-card-title" tabIndex={-1}>
        {t('wallet>addCard>title')}
      </h2>
      <p className="wallet__hint">{t('wallet>addCard>lead')}</p>
      <FormMessage tone="success" text={done ?? undefined} />
      {!open && (
        <Button variant="secondary" onClick={start} aria-controls="wallet-add-card-form" aria-expanded={false}>
          {t('wallet>addCard>open')}
        </Button>
      )}
      {open && cardsError && !config && <FailureRetry className="wallet__error" failure={cardsError} onRetry={() => void dispatch(fetchCardSetup())} />}
      {open && !config && !cardsError && <Loading label={tp('card>loading')} />}
      {open && config && (
        <form id="wallet-add-card-form" className="add-card__form" noValidate onSubmit={(e) => void submit(e)}>
          <p className="add-card__charge" data-testid="bind-test-charge">
            {t('wallet>addCard>testCharge', { amount: formatTwd(BIND_TEST_CHARGE) })}
          </p>
          <NewCardFields config={config} entry={entry} onEntry={setEntry} problems={problems} />
          <FormMessage tone="error" text={error ?? undefined} />
          <div className="wallet__actions">
            {canType && (
              <Button type="submit" disabled={busy}>
                {busy ? t('wallet>addCard>binding') : t('wallet>addCard>submit')}
              </Button>
            )}
            <Button variant="ghost" disabled={busy} onClick={() => setOpen(false)}>
              {t('common>cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
