import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { creditPurchaseSeen, paymentErrorDismissed } from '../../store/user-slice';
import { formatPoints, selectBalance } from './wallet-format';

/**
 * The payment popup (spec section 2): a failed payment's error (payment_error) until the user
 * dismisses it, or the credit just bought (credit_purchased) with the new balance.
 * `returnTo` offers the way back to where the purchase started (a lead refused for credit).
 */
export function PaymentPopup({ returnTo = null }: { returnTo?: string | null }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const error = useAppSelector((s) => s.user.payment_error);
  const credit = useAppSelector((s) => s.user.credit_purchased);
  const balance = useAppSelector(selectBalance);

  if (error !== null) {
    const close = () => dispatch(paymentErrorDismissed());
    return (
      <Modal open title={t('wallet>popup>failedTitle')} onClose={close} footer={<Button onClick={close}>{t('wallet>popup>dismiss')}</Button>}>
        <p role="alert">{error || t('wallet>popup>failedBody')}</p>
        <p className="wallet__hint">{t('wallet>popup>failedHint')}</p>
      </Modal>
    );
  }
  if (credit === null) return null;
  const close = () => dispatch(creditPurchaseSeen());
  const go = (path: string) => {
    close();
    navigate(path);
  };
  return (
    <Modal
      open
      title={t('wallet>popup>paidTitle')}
      onClose={close}
      footer={
        <>
          {returnTo && <Button onClick={() => go(returnTo)}>{t('wallet>popup>back')}</Button>}
          <Button variant={returnTo ? 'secondary' : 'primary'} onClick={() => go('/dashboard/transaction')}>
            {t('wallet>popup>history')}
          </Button>
          <Button variant="ghost" onClick={close}>
            {t('common>close')}
          </Button>
        </>
      }
    >
      <p role="status">{t('wallet>popup>paidBody', { credit: credit.toLocaleString('en-US') })}</p>
      {balance !== null && <p className="wallet__popup-balance">{t('wallet>popup>balance', { amount: t('wallet>pointsAmount', { amount: formatPoints(balance) }) })}</p>}
    </Modal>
  );
}
