import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../../../domain/payments/payments.contract';
import { formatTwd } from '../../../domain/money';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { useApi } from '../../store/use-api';
import { ADD_CARD_PATH, loadBoundCards } from '../wallet';
import { type PayBody, payPayment, type SafetyPayment } from './api/safety-payments';

type Method = 'cvs' | 'atm';
const METHODS: readonly Method[] = ['cvs', 'atm'];
/** A chosen way to pay: an offline method, or one of the consumer's bound cards. */
type Choice = { method: Method } | { card: SavedCard };

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
 * The consumer (or a guest holding the link) chooses how to pay: a CVS code, an ATM account, or
 * (signed in) a bound card; the amount and where the money goes are confirmed first.
 */
export function PayChoice({ payment, onChange, hash }: { payment: SafetyPayment; onChange: (payment: SafetyPayment) => void; hash?: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const cardUsable = payment.role === 'consumer' && payment.pay_types.includes('card');
  const cards = useBoundCards(cardUsable);

  const pay = async (choice: Choice) => {
    setBusy(true);
    setError(undefined);
    try {
      const body: PayBody =
        'card' in choice
          ? { pay_type: 'card', card_id: choice.card.id, idempotency_key: attemptKey(payment.pid, 'card') }
          : { pay_type: choice.method, idempotency_key: attemptKey(payment.pid, choice.method), ...(hash ? { hash } : {}) };
      const { payment: next, paymentUrl } = await api((client) => payPayment(client, payment.pid, body));
      onChange(next);
      // 3-D Secure: the card's bank asks the consumer, then the gateway brings him back.
      if (paymentUrl) {
        setRedirecting(true);
        window.location.assign(paymentUrl);
      }
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.fields[0]?.message ?? info.text ?? t('safetyPayments>pay>failed'));
    } finally {
      setConfirming(null);
      setBusy(false);
    }
  };

  const wayName = (choice: Choice) => ('card' in choice ? t('safetyPayments>pay>cardName', { card: choice.card.card_info }) : t(`safetyPayments>pay>method>${choice.method}`));

  return (
    <fieldset className="safety-payment__methods">
      <legend>{t('safetyPayments>pay>choose')}</legend>
      {cardUsable && Array.isArray(cards) && (
        <>
          {cards.map((card) => (
            <div key={card.id} className="safety-payment__method">
              <Button variant="secondary" block disabled={busy || redirecting} onClick={() => setConfirming({ card })}>
                {t('safetyPayments>pay>cardName', { card: card.card_info })}
              </Button>
            </div>
          ))}
          {cards.length === 0 && (
            <div className="safety-payment__method">
              <ButtonLink to={ADD_CARD_PATH} variant="ghost" block>
                {t('safetyPayments>pay>addCard')}
              </ButtonLink>
              <p className="safety-payment__why">{t('safetyPayments>pay>noCard')}</p>
            </div>
          )}
        </>
      )}
      {cardUsable && cards === 'failed' && <p className="safety-payment__why">{t('safetyPayments>pay>cardsFailed')}</p>}
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
        onClose={() => setConfirming(null)}
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
      </Modal>
    </fieldset>
  );
}
