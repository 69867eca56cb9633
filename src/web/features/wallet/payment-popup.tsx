import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paymentReturnToSet } from '../../store/ui-slice';
import { creditPurchaseSeen, paymentErrorDismissed } from '../../store/user-slice';
import { formatPoints, selectBalance } from './wallet-format';

/**
 * A screen where a purchase starts names the way back the payment popup offers (a lead refused
 * for credit), for as long as the screen is open.
 */
export function usePaymentReturn(returnTo: string | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(paymentReturnToSet(returnTo));
    return () => {
      dispatch(paymentReturnToSet(null));
    };
  }, [dispatch, returnTo]);
}

/**
 * The payment popup (spec section 2), shown by the popup host while ui.paymentPopup is open:
 * a failed payment's error (payment_error) until the user dismisses it, or the credit just
 * bought (credit_purchased) with the new balance. It offers the way back to where the purchase
 * started when the screen named one (usePaymentReturn).
 */
export function PaymentPopup() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const open = useAppSelector((s) => s.ui.paymentPopup);
  const returnTo = useAppSelector((s) => s.ui.paymentReturnTo);
  const error = useAppSelector((s) => s.user.payment_error);
  const credit = useAppSelector((s) => s.user.credit_purchased);
  const balance = useAppSelector(selectBalance);

  if (!open) return null;
  if (error !== null) {
    const close = () => dispatch(paymentErrorDismissed());
    return (
      <Modal open title={t('wallet>popup>failedTitle')} onClose={close} footer={<Button onClick={close}>{t('wallet>popup>dismiss')}</Button>}>
        <p role="alert" data-popup="paymentPopup">{error || t('wallet>popup>failedBody')}</p>
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
      <p role="status" data-popup="paymentPopup">{t('wallet>popup>paidBody', { credit: credit.toLocaleString('en-US') })}</p>
      {balance !== null && <p className="wallet__popup-balance">{t('wallet>popup>balance', { amount: t('wallet>pointsAmount', { amount: formatPoints(balance) }) })}</p>}
    </Modal>
  );
}
