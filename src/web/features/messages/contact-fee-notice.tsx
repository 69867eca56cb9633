import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { payContactFee } from './api/messages';
import { asFormFailure } from '../../api/error-info';
import { Button, ButtonLink } from '../../components/button';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { fetchConversation } from './messages-thunks';

/**
 * A contact held from the pro until he pays its fee (pay-on-contact, his wallet could not pay it
 * when the consumer made contact): why, a way to buy credit, and paying after a confirmation.
 */
export function ContactFeeNotice({ bidId, reason }: { bidId: number; reason: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    setBusy(true);
    try {
      await api((client) => payContactFee(client, bidId));
      dispatch(toastAdded({ tone: 'success', text: t('messages>contactFee>done') }));
      void dispatch(fetchConversation(bidId));
    } catch (error) {
      dispatch(toastAdded({ tone: 'error', text: failureText(t, asFormFailure(error)) }));
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className="conversation__closed conversation__fee">
      <p>{reason}</p>
      <div className="conversation__fee-actions">
        <Button onClick={() => setOpen(true)} disabled={busy}>
          {t('messages>contactFee>pay')}
        </Button>
        <ButtonLink variant="secondary" to="/dashboard/pricing">
          {t('messages>contactFee>buyCredit')}
        </ButtonLink>
      </div>
      <Modal
        open={open}
        title={t('messages>contactFee>confirmTitle')}
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('messages>contactFee>cancel')}
            </Button>
            <Button onClick={() => void pay()} disabled={busy}>
              {busy ? t('messages>contactFee>paying') : t('messages>contactFee>pay')}
            </Button>
          </>
        }
      >
        <p>{t('messages>contactFee>confirmBody')}</p>
      </Modal>
    </div>
  );
}
