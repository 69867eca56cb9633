import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../store/use-api';
import { type CardConfig, getCardConfig } from './api/wallet';
import { type CardEntry, type CardField, cardEntryProblems } from './card-entry';
import { newCardReference } from './card-prime';

const EMPTY_CARD: CardEntry = { number: '', expiry: '', ccv: '' };

/**
 * A new card typed on another feature's payment page (the wallet's own fields, `NewCardFields`):
 * the configured gateway (a public call, so a guest may use it too), the typed card and its
 * problems, and the card's one-time reference from the gateway (a TapPay prime, a Stripe
 * PaymentMethod id). The card number goes only to the gateway, never to our API.
 */
export function useNewCard(wanted: boolean) {
  const api = useApi();
  const [config, setConfig] = useState<CardConfig | 'failed' | null>(null);
  const [entry, setEntry] = useState<CardEntry>(EMPTY_CARD);
  const [problems, setProblems] = useState<Partial<Record<CardField, string>>>({});
  // A reference is single use at the gateway: one per typed card, kept for a retry of the same attempt.
  const reference = useRef<{ entry: CardEntry; value: string } | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api((client) => getCardConfig(client)).then(
      (found) => live && setConfig(found),
      () => live && setConfig('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, wanted]);

  const ready = config !== null && config !== 'failed' ? config : null;
  /** Whether a new card can be typed on this page (real Stripe gives the page no publishable key). */
  const usable = ready !== null && !(ready.gateway === 'stripe' && ready.mode !== 'sandbox');

  /** Checks the typed card (the sandbox's own fields; TapPay's fields check themselves); true when it may be sent. */
  const check = useCallback((): boolean => {
    if (ready?.mode !== 'sandbox') return ready !== null;
    const found = cardEntryProblems(entry);
    setProblems(found);
    return Object.keys(found).length === 0;
  }, [entry, ready]);

  /** The card's one-time reference; throws `PrimeError` when the gateway refuses the card. */
  const cardReference = useCallback(async (): Promise<string> => {
    if (!ready) throw new Error('card gateway not loaded');
    if (reference.current && reference.current.entry === entry) return reference.current.value;
    const value = await newCardReference(ready, entry);
    reference.current = { entry, value };
    return value;
  }, [entry, ready]);

  /** After a refusal a new reference is needed: the security code is typed again. */
  const refused = useCallback(() => {
    reference.current = null;
    setEntry((e) => ({ ...e, ccv: '' }));
  }, []);

  return { config: ready, configFailed: config === 'failed', usable, entry, setEntry, problems, check, cardReference, refused };
}
