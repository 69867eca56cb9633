import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { UNOPENED_QUOTE_REFUND_HOURS } from '../../../domain/wallet/ledger';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { type LeadDetail, switchToManualQuote } from './api/works';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { popupSet, toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { ADD_CARD_PATH } from '../wallet';
import { points } from './lead-figures';
import { PhoneSheet } from './phone-sheet';
import { switchErrorOf } from './quote-errors';
import { fetchLead } from './works-thunks';

/** A sent pay-on-contact quote whose fee has not been taken yet can switch to paying now. */
export function canSwitchToManual(lead: Pick<LeadDetail, 'is_contact_charge' | 'quote_sent_on' | 'fee_amount' | 'quote_status_id'>): boolean {
  return lead.is_contact_charge === 1 && lead.quote_sent_on !== null && lead.fee_amount === null && lead.quote_status_id !== QuoteStatus.NotInterested;
}

function SwitchRefusal({ failure, onVerify }: { failure: FormFailure; onVerify: () => void }) {
  const { t } = useTranslation();
  const kind = switchErrorOf(failure);
  return (
    <div className="form-message form-message--error" role="alert">
      <p>{kind === 'other' ? failureText(t, failure) : t(`works>switch>error>${kind}`)}</p>
      {(kind === 'card' || kind === 'foreignCard') && <Link to={ADD_CARD_PATH}>{t('works>quoting>error>cardLink')}</Link>}
      {kind === 'phone' && (
        <Button variant="secondary" onClick={onVerify}>
          {t('works>phone>open')}
        </Button>
      )}
    </div>
  );
}

/**
 * switch_to_manual_quote on the pro's lead: a pay-on-contact quote becomes an ordinary one by
 * paying its fee now (and, when the consumer's contact is held for its fee, pays it). Its
 * refusals (2, 4, 6, 16, 211, 690) say what happened and what to do.
 */
export function SwitchToManual({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure>();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const fee = points(lead.quote_fee ?? 0);

  const run = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await api((client) => switchToManualQuote(client, lead.id));
      setAsking(false);
      dispatch(toastAdded({ tone: 'success', messageKey: 'works>switch>done' }));
      await dispatch(fetchLead(lead.id));
    } catch (error) {
      const refused = asFormFailure(error);
      setFailure(refused);
      setAsking(false);
      const kind = switchErrorOf(refused);
      if (kind === 'credit') dispatch(popupSet({ popup: 'priceView', open: true }));
      // 6: the consumer made contact and the fee was taken meanwhile; show the lead as it is.
      if (kind === 'paid') await dispatch(fetchLead(lead.id));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="section-block quote-switch" aria-labelledby="quote-switch-title">
      <h2 className="section-block__title" id="quote-switch-title">
        {t('works>switch>title')}
      </h2>
      <p>{t('works>switch>body', { fee })}</p>
      <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
        {t('works>switch>action')}
      </Button>
      {failure && <SwitchRefusal failure={failure} onVerify={() => setPhoneOpen(true)} />}
      <Modal
        open={asking}
        title={t('works>switch>confirmTitle')}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(false)} disabled={busy}>
              {t('works>quote>cancel')}
            </Button>
            <Button onClick={() => void run()} disabled={busy} aria-busy={busy || undefined}>
              {t('works>switch>confirm')}
            </Button>
          </>
        }
      >
        <p>{t('works>switch>confirmBody', { fee, hours: UNOPENED_QUOTE_REFUND_HOURS })}</p>
      </Modal>
      <PhoneSheet
        open={phoneOpen}
        onClose={() => setPhoneOpen(false)}
        onVerified={() => {
          setPhoneOpen(false);
          setFailure(undefined);
          dispatch(toastAdded({ tone: 'success', messageKey: 'works>phone>done' }));
        }}
      />
    </section>
  );
}
