import { useTranslation } from 'react-i18next';
import { formatTwd } from '../../../domain/money';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import type { SavedCard } from './api/wallet';
import type { PendingPurchase } from './use-checkout';

interface ConfirmPurchaseProps {
  pending: PendingPurchase | null;
  cards: SavedCard[];
  busy: boolean;
  retryFailure: Parameters<typeof failureText>[1] | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The step before any money is spent: what is paid, how, and the credit it brings. */
export function ConfirmPurchase({ pending, cards, busy, retryFailure, onConfirm, onCancel }: ConfirmPurchaseProps) {
  const { t } = useTranslation('pricing');
  const { t: td } = useTranslation();
  if (!pending) return null;
  const { order, payType } = pending;
  // The card chosen earlier stays remembered when the buyer switches to a code or an account:
  // the method named here is the one chosen now.
  const card = payType === 'card' && typeof pending.card === 'number' ? cards.find((c) => c.id === pending.card) : undefined;
  const how = card ? t('card>saved', { brand: card.brand, last4: card.last4 }) : payType === 'card' ? t('card>new') : t(`payType>${payType}`);
  const price = formatTwd(order.price);
  return (
    <Modal
      open
      title={t('confirm>title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {td('common>cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('confirm>paying') : payType === 'card' ? t('confirm>payNow', { price }) : t('confirm>getCode')}
          </Button>
        </>
      }
    >
      <dl className="confirm">
        {order.packageName && (
          <div>
            <dt>{t('confirm>package')}</dt>
            <dd>{order.packageName}</dd>
          </div>
        )}
        <div>
          <dt>{t('confirm>price')}</dt>
          <dd data-testid="confirm-price">{price}</dd>
        </div>
        <div>
          <dt>{t('confirm>credit')}</dt>
          <dd data-testid="confirm-credit">{t('confirm>creditValue', { credit: order.credit.toLocaleString('en-US') })}</dd>
        </div>
        <div>
          <dt>{t('confirm>how')}</dt>
          <dd>{how}</dd>
        </div>
      </dl>
      <p className="wallet__hint">{payType === 'card' ? t('confirm>cardNote') : t('confirm>offlineNote')}</p>
      {retryFailure && <FormMessage tone="error" text={`${failureText(td, retryFailure)} ${t('confirm>retrySafe')}`} />}
    </Modal>
  );
}
