import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../../../domain/payments/payments.contract';
import { formatTwd } from '../../../domain/money';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { useApi } from '../../store/use-api';
import { loadBoundCards, NewCardFields, PrimeError, useNewCard } from '../wallet';
import { type PayBody, payPayment, type SafetyPayment } from './api/safety-payments';

type Method = 'cvs' | 'atm';
const METHODS: readonly Method[] = ['cvs', 'atm'];
/** A chosen way to pay: an offline method, one of the consumer's bound cards, or the new card typed. */
type Choice = { method: Method } | { card: SavedCard } | { newCard: true };

/** One key per attempt, so a repeated click charges nothing twice. */
function attemptKey(pid: string, way: string): string {
  const random = globalThis.crypto?.randomUUID?.().replace(/-/g, '').slice(0, 16) ?? String(Date.now());
  return `sp-${pid}-${way}-${random}`;
}

/** The signed-in consumer's bound cards, loaded when a card may pay this amount. */
function useBoundCards(wanted: boolean) {
  const api = useApi();
  const [cards, setCards] = useState<SavedCard[] | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api((client) => loadBoundCards(client)).then(
      (found) => live && setCards(found),
      () => live && setCards('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, wanted]);
  return cards;
}

/**
 * The consumer (or a guest holding the link) chooses how to pay: a CVS code, an ATM account, a
 * new card typed into the wallet's card fields (3-D Secure when the bank asks for it), or (signed
 * in) a bound card; the amount, the fee and where the money goes are confirmed first.
 */
export function PayChoice({ payment, onChange, hash }: { payment: SafetyPayment; onChange: (payment: SafetyPayment) => void; hash?: string }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pricing');
  const api = useApi();
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [entering, setEntering] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const cardUsable = (payment.role === 'consumer' || payment.role === 'guest') && payment.pay_types.includes('card');
  const cards = useBoundCards(cardUsable && payment.role === 'consumer');
  const newCard = useNewCard(cardUsable);

  const bodyFor = async (choice: Choice): Promise<PayBody> => {
    const guest = hash ? { hash } : {};
    if ('card' in choice) return { pay_type: 'card', card_id: choice.card.id, idempotency_key: attemptKey(payment.pid, 'card') };
    if ('newCard' in choice) return { pay_type: 'card', prime: await newCard.cardReference(), idempotency_key: attemptKey(payment.pid, 'card'), ...guest };
    return { pay_type: choice.method, idempotency_key: attemptKey(payment.pid, choice.method), ...guest };
  };

  const pay = async (choice: Choice) => {
    setBusy(true);
    setError(undefined);
    try {
      const body = await bodyFor(choice);
      const { payment: next, paymentUrl } = await api((client) => payPayment(client, payment.pid, body));
      onChange(next);
      if ('newCard' in choice) setEntering(false);
      // 3-D Secure: the card's bank asks the consumer, then the gateway brings him back.
      if (paymentUrl) {
        setRedirecting(true);
        window.location.assign(paymentUrl);
      }
    } catch (failure) {
      // A new card's reference is single use: the next try asks the gateway again.
      if ('newCard' in choice) newCard.refused();
      if (failure instanceof PrimeError) setError(failure.message || tp('card>refused'));
      else {
        const info = asFormFailure(failure);
        setError(info.fields[0]?.message ?? info.text ?? t('safetyPayments>pay>failed'));
      }
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  };

  const submitNewCard = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (newCard.check()) setConfirming({ newCard: true });
  };

  const wayName = (choice: Choice) => {
    if ('card' in choice) return t('safetyPayments>pay>cardName', { card: choice.card.card_info });
    if ('newCard' in choice) return t('safetyPayments>pay>newCardName');
    return t(`safetyPayments>pay>method>${choice.method}`);
  };

  return (
    <fieldset className="safety-payment__methods">
      <legend>{t('safetyPayments>pay>choose')}</legend>
      {cardUsable &&
        Array.isArray(cards) &&
        cards.map((card) => (
          <div key={card.id} className="safety-payment__method">
            <Button variant="secondary" block disabled={busy || redirecting} onClick={() => setConfirming({ card })}>
              {t('safetyPayments>pay>cardName', { card: card.card_info })}
            </Button>
          </div>
        ))}
      {cardUsable && cards === 'failed' && <p className="safety-payment__why">{t('safetyPayments>pay>cardsFailed')}</p>}
      {cardUsable && newCard.usable && newCard.config && (
        <div className="safety-payment__method">
          <Button variant="secondary" block disabled={busy || redirecting} aria-expanded={entering} aria-controls="sp-new-card" onClick={() => setEntering((open) => !open)}>
            {t('safetyPayments>pay>newCard')}
          </Button>
          {entering && (
            <form id="sp-new-card" className="safety-payment__new-card" noValidate onSubmit={submitNewCard}>
              <NewCardFields config={newCard.config} entry={newCard.entry} onEntry={newCard.setEntry} problems={newCard.problems} />
              <Button type="submit" block disabled={busy || redirecting}>
                {t('safetyPayments>pay>newCardNext')}
              </Button>
            </form>
          )}
        </div>
      )}
      {cardUsable && newCard.configFailed && <p className="safety-payment__why">{t('safetyPayments>pay>newCardFailed')}</p>}
      {METHODS.map((method) => {
        const usable = payment.pay_types.includes(method);
        return (
          <div key={method} className="safety-payment__method">
            <Button variant="secondary" block disabled={!usable || busy || redirecting} onClick={() => setConfirming({ method })} aria-describedby={usable ? undefined : `sp-why-${method}`}>
              {t(`safetyPayments>pay>method>${method}`)}
            </Button>
            {!usable && (
              <p className="safety-payment__why" id={`sp-why-${method}`}>
                {t('safetyPayments>pay>unavailable')}
              </p>
            )}
          </div>
        );
      })}
      <FormMessage tone="error" text={error} />
      {redirecting && <FormMessage tone="info" text={t('safetyPayments>pay>redirecting')} />}
      <Modal
        open={confirming !== null}
        title={t('safetyPayments>pay>confirmTitle')}
        onClose={() => !busy && setConfirming(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirming(null)} disabled={busy}>
              {t('safetyPayments>back')}
            </Button>
            <Button onClick={() => confirming && void pay(confirming)} disabled={busy}>
              {t('safetyPayments>pay>confirmYes')}
            </Button>
          </>
        }
      >
        <p>{confirming && t('safetyPayments>pay>confirmBody', { method: wayName(confirming), amount: formatTwd(payment.amount) })}</p>
        <dl className="safety-payment__figures">
          <div>
            <dt>{t('safetyPayments>figures>amount')}</dt>
            <dd data-testid="confirm-amount">{formatTwd(payment.amount)}</dd>
          </div>
          <div>
            <dt>{t('safetyPayments>figures>fee')}</dt>
            <dd data-testid="confirm-fee">{formatTwd(payment.fee)}</dd>
          </div>
          <div>
            <dt>{t('safetyPayments>figures>proReceives')}</dt>
            <dd data-testid="confirm-pro-receives">{formatTwd(payment.pro_receives)}</dd>
          </div>
        </dl>
        <p className="safety-payment__why">{t('safetyPayments>pay>feeNote')}</p>
      </Modal>
    </fieldset>
  );
}
