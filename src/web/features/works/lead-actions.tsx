import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { FormFailure } from '../../api/error-info';
import type { BidAction, LeadDetail } from './api/works';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { changeLead, tagLead } from './works-thunks';
import { bookingWhen } from '../projects';
import { newPaymentPath } from '../safety-payments';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { CONFIRM_EARLY_FIELD, isEarlyCompletion } from '../../../domain/bids/early-completion';

const HIRED_STATUSES: readonly number[] = [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

type Confirmed = 'pass' | 'complete' | 'selfHire';

const CONFIRMED_ACTIONS: Record<Confirmed, { action: BidAction; body: Record<string, unknown> }> = {
  pass: { action: 'interest', body: { is_interested: 0 } },
  complete: { action: 'completed', body: {} },
  // The consumer hired him outside the site (a call, a message): the job moves on to Hired.
  selfHire: { action: 'self_hire', body: {} },
};

/** The pro's actions on a lead or job: pass, complete and self_hire after a confirmation, archive and unarchive at once. */
export function LeadActions({ lead, mode }: { lead: LeadDetail; mode: 'request' | 'work' }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();

  const run = async (action: BidAction, body: Record<string, unknown> = {}) => {
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(changeLead({ action, bidId: lead.id, body }));
    setBusy(false);
    setAsking(null);
    if (changeLead.fulfilled.match(result)) {
      if (action === 'interest') navigate('/dashboard/requests');
      if (action === 'self_hire') dispatch(toastAdded({ tone: 'success', messageKey: 'works>selfHire>done' }));
      if (action === 'completed') dispatch(toastAdded({ tone: 'success', messageKey: 'lifecycle>complete>done' }));
    } else if (result.payload) setFailure(result.payload);
  };

  const canPass = mode === 'request' && lead.quote_status_id === QuoteStatus.Send;
  const canComplete = lead.quote_status_id === QuoteStatus.Hired;
  const canSelfHire = lead.quote_status_id === QuoteStatus.InProgress;
  // A hired job (hired, completed or paid) may ask its consumer for a safety payment.
  const safetyPaymentOn = useAppSelector((s) => s.app.flags.safetyPayment);
  const canAskPayment = safetyPaymentOn && mode === 'work' && HIRED_STATUSES.includes(lead.quote_status_id);
  // Completing before the booked day asks the pro to confirm it, naming the booked time.
  const early = canComplete && lead.hired_on !== null && isEarlyCompletion(parseUtcString(lead.hired_on), new Date());
  const bookedAt = early && lead.hired_on ? `${bookingWhen(lead.hired_on).date} ${formatTaipei(parseUtcString(lead.hired_on), 'HH:mm')}` : '';
  const archived = lead.is_provider_archived === 1;
  const favorite = lead.provider_tag === 'favorite';

  const toggleFavorite = async () => {
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(tagLead({ bidId: lead.id, favorite: !favorite }));
    setBusy(false);
    if (tagLead.rejected.match(result) && result.payload) setFailure(result.payload);
  };

  return (
    <section className="lead-actions" aria-label={t('works>detail>actions')}>
      <div className="lead-actions__buttons">
        {canComplete && <Button onClick={() => setAsking('complete')}>{t('works>action>complete')}</Button>}
        {canSelfHire && <Button onClick={() => setAsking('selfHire')}>{t('works>selfHire>action')}</Button>}
        {canAskPayment && (
          <ButtonLink to={newPaymentPath(lead.id)} variant="secondary">
            {t('safetyPayments>start')}
          </ButtonLink>
        )}
        {canPass && (
          <Button variant="secondary" onClick={() => setAsking('pass')}>
            {t('works>action>pass')}
          </Button>
        )}
        <Button variant="ghost" disabled={busy} aria-pressed={favorite} onClick={() => void toggleFavorite()}>
          {favorite ? t('works>action>unfavorite') : t('works>action>favorite')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={() => void run(archived ? 'unarchive' : 'archive')}>
          {archived ? t('works>action>unarchive') : t('works>action>archive')}
        </Button>
      </div>
      {failure && !asking && <FormMessage tone="error" text={failureText(t, failure)} />}
      <Modal
        open={asking !== null}
        title={asking === 'selfHire' ? t('works>selfHire>title') : asking === 'pass' ? t('works>action>passTitle') : early ? t('lifecycle>complete>earlyTitle') : t('works>action>completeTitle')}
        onClose={() => setAsking(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setAsking(null)} disabled={busy}>
              {t('works>action>cancel')}
            </Button>
            <Button
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={() => {
                if (!asking) return;
                // The API takes an early completion only with the pro's explicit confirmation, given here.
                const body = asking === 'complete' && early ? { ...CONFIRMED_ACTIONS.complete.body, [CONFIRM_EARLY_FIELD]: 1 } : CONFIRMED_ACTIONS[asking].body;
                void run(CONFIRMED_ACTIONS[asking].action, body);
              }}
            >
              {asking === 'selfHire' ? t('works>selfHire>confirm') : asking === 'pass' ? t('works>action>passConfirm') : early ? t('lifecycle>complete>earlyConfirm') : t('works>action>completeConfirm')}
            </Button>
          </>
        }
      >
        <p>{asking === 'selfHire' ? t('works>selfHire>body') : asking === 'pass' ? t('works>action>passBody') : early ? t('lifecycle>complete>earlyBody', { when: bookedAt }) : t('works>action>completeBody')}</p>
        {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
      </Modal>
    </section>
  );
}
