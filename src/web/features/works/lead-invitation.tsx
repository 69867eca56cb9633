import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import type { FormFailure } from '../../api/error-info';
import type { LeadDetail } from './api/works';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { FormMessage } from '../../components/form-message';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { answerLeadInvitation } from './works-thunks';

/** The longest decline reason the server keeps. */
const REASON_MAX = 500;

/** A lead the consumer invited this pro to and he has not answered yet. */
export function awaitsInvitationAnswer(lead: Pick<LeadDetail, 'narrow_status_id' | 'quote_status_id'>): boolean {
  return lead.narrow_status_id === NarrowStatus.Pending && lead.quote_status_id === QuoteStatus.Send;
}

/**
 * A consumer's invitation (narrow match): the pro accepts it, and the quote form opens, or
 * declines it with a reason the consumer is shown, and the lead leaves his list.
 */
export function LeadInvitation({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reasonId = useId();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();

  const answer = async (accept: boolean) => {
    if (!accept && reason.trim() === '') {
      setReasonError(t('works>invitation>reasonMissing'));
      return;
    }
    setBusy(true);
    setFailure(undefined);
    const result = await dispatch(answerLeadInvitation({ bidId: lead.id, accept, reason: reason.trim() }));
    setBusy(false);
    if (answerLeadInvitation.fulfilled.match(result)) {
      if (!accept) navigate('/dashboard/requests');
      return;
    }
    const fieldError = result.payload?.fields.find((f) => f.field === 'reason')?.message;
    if (fieldError) setReasonError(fieldError);
    else setFailure(result.payload);
  };

  return (
    <section className="section-block lead-invitation" aria-labelledby="lead-invitation-title">
      <h2 className="section-block__title" id="lead-invitation-title">
        {t('works>invitation>title')}
      </h2>
      <p>{t('works>invitation>body', { name: lead.QuoteRequest.consumer_name })}</p>
      <div className="lead-actions__buttons">
        <Button disabled={busy} aria-busy={(busy && !declining) || undefined} onClick={() => void answer(true)}>
          {t('works>invitation>accept')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
          {t('works>invitation>decline')}
        </Button>
      </div>
      {failure && !declining && <FormMessage tone="error" text={failureText(t, failure)} />}
      <Modal
        open={declining}
        title={t('works>invitation>declineTitle')}
        onClose={() => setDeclining(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeclining(false)} disabled={busy}>
              {t('works>action>cancel')}
            </Button>
            <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void answer(false)}>
              {t('works>invitation>declineConfirm')}
            </Button>
          </>
        }
      >
        <TextareaField
          id={reasonId}
          label={t('works>invitation>reason')}
          error={reasonError}
          hint={t('works>invitation>reasonHint')}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setReasonError(undefined);
          }}
        />
        {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
      </Modal>
    </section>
  );
}
