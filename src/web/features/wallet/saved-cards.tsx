import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { removeCard, type SavedCard } from './api/wallet';
import { cardsUpdated } from './wallet-slice';
import { fetchCardSetup } from './wallet-thunks';

/** The pro's bound cards (brand and last four digits), each removable after a confirmation. */
export function SavedCards() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pricing');
  const dispatch = useAppDispatch();
  const call = useApi();
  const cards = useAppSelector((s) => s.wallet.cards);
  const gateway = useAppSelector((s) => s.wallet.cardConfig?.gateway ?? 'tappay');
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!cards) void dispatch(fetchCardSetup());
  }, [dispatch, cards]);

  if (!cards || cards.length === 0) return null;
  const name = (card: SavedCard) => tp('card>saved', { brand: card.brand, last4: card.last4 });
  const remove = async () => {
    if (!removing || busy) return;
    setBusy(true);
    setError(null);
    try {
      dispatch(cardsUpdated(await call((api) => removeCard(api, gateway, removing.id))));
      setRemoving(null);
    } catch (failure) {
      setError(failureText(t, toFormFailure(failure)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="wallet__recent" aria-labelledby="wallet-cards">
      <h2 id="wallet-cards">{t('wallet>cards>title')}</h2>
      <ul className="ledger">
        {cards.map((card) => (
          <li key={card.id} className="ledger__row ledger__main" data-card-id={card.id}>
            <span>
              {name(card)}
              {card.is_default ? ` · ${tp('card>default')}` : ''}
            </span>
            <Button variant="ghost" onClick={() => setRemoving(card)}>
              {t('wallet>cards>remove')}
              <span className="visually-hidden"> {name(card)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Modal
        open={removing !== null}
        title={t('wallet>cards>confirmTitle')}
        onClose={() => !busy && setRemoving(null)}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setRemoving(null)}>
              {t('common>cancel')}
            </Button>
            <Button disabled={busy} onClick={() => void remove()}>
              {t('wallet>cards>confirm')}
            </Button>
          </>
        }
      >
        <p>{removing && t('wallet>cards>confirmBody', { card: name(removing) })}</p>
        <FormMessage tone="error" text={error ?? undefined} />
      </Modal>
    </section>
  );
}
