import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteRequestResponse } from '../../../../domain/requests/quote-request.types';
import { Button } from '../../../components/button';
import { FormMessage } from '../../../components/form-message';
import { failureText } from '../../../lib/failure-text';
import type { FormFailure } from '../../../api/error-info';
import { useAppDispatch } from '../../../store/hooks';
import { ConfirmDecisionDialog, HireDialog, RejectDialog } from './decision-dialogs';
import { ReviewDialog } from './review-dialog';
import { contactPro, decideQuote } from './decisions-thunks';
import { decisionChoices } from './merge-bid';

// Loaded when first opened: the quote screens start without it.
const ContactSheet = lazy(() => import('./contact-sheet').then((m) => ({ default: m.ContactSheet })));

type OpenDialog = 'hire' | 'undo_hire' | 'reject' | 'undo_reject' | 'review';

/** Whether the timeline already holds the consumer's review of this quote. */
export function hasReview(request: QuoteRequestResponse, bidId: number): boolean {
  return request.activities.some((a) => a.type === 'review' && a.quote_bid_id === bidId);
}

/** The consumer's decisions on one quote: contact, hire / undo, reject / undo, review. */
export function QuoteDecisions({ request, bidId }: { request: QuoteRequestResponse; bidId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const bid = request.QuoteBid.find((b) => b.id === bidId);
  const [open, setOpen] = useState<OpenDialog | undefined>();
  const [contacting, setContacting] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [failure, setFailure] = useState<FormFailure | undefined>();
  if (!bid) return null;
  const reviewed = hasReview(request, bidId);
  const choices = decisionChoices(bid, reviewed);
  // A suspended or banned pro cannot be hired (the server refuses it): the button is off and says why.
  const unavailable = bid.is_pro_unavailable === 1;

  const contact = async () => {
    setContacting(true);
    setFailure(undefined);
    const result = await dispatch(contactPro(bidId));
    setContacting(false);
    // The ways to reach the pro open at once (m14), rather than a toast.
    if (contactPro.fulfilled.match(result)) setContactOpen(true);
    else if (result.payload) setFailure(result.payload);
  };
  const close = () => setOpen(undefined);
  const dialogProps = { bidId, requestId: request.id, onClose: close };

  return (
    <section className="quote-decisions" aria-label={t('projects>decisions>label')}>
      <div className="quote-decisions__buttons">
        <Button variant="secondary" onClick={() => void contact()} disabled={contacting} aria-busy={contacting || undefined}>
          {t('projects>decisions>contact')}
        </Button>
        {choices.hire && (
          <Button onClick={() => setOpen('hire')} disabled={unavailable} aria-describedby={unavailable ? `pro-unavailable-${bidId}` : undefined}>
            {t('projects>decisions>hireButton')}
          </Button>
        )}
        {choices.undoHire && (
          <Button variant="secondary" onClick={() => setOpen('undo_hire')}>
            {t('projects>decisions>undoHireButton')}
          </Button>
        )}
        {choices.reject && (
          <Button variant="ghost" onClick={() => setOpen('reject')}>
            {t('projects>decisions>rejectButton')}
          </Button>
        )}
        {choices.undoReject && (
          <Button variant="secondary" onClick={() => setOpen('undo_reject')}>
            {t('projects>decisions>undoRejectButton')}
          </Button>
        )}
        {choices.review && <Button onClick={() => setOpen('review')}>{t('projects>decisions>reviewButton')}</Button>}
      </div>
      {unavailable && choices.hire && (
        <p className="quote-decisions__state" id={`pro-unavailable-${bidId}`}>
          {t('projects>decisions>proUnavailableNote')}
        </p>
      )}
      {bid.is_requestor_rejected === 1 && <p className="quote-decisions__state">{t('projects>decisions>rejectedNote')}</p>}
      {reviewed && <p className="quote-decisions__state">{t('projects>decisions>reviewedNote')}</p>}
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactSheet bidId={bidId} proName={bid.Provider.full_name} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
      {open === 'hire' && <HireDialog {...dialogProps} request={request} bid={bid} />}
      {open === 'reject' && <RejectDialog {...dialogProps} />}
      {open === 'review' && <ReviewDialog {...dialogProps} />}
      {(open === 'undo_hire' || open === 'undo_reject') && <ConfirmDecisionDialog action={open} {...dialogProps} />}
    </section>
  );
}

/** Tells the server the consumer opened the quote, once per quote while the screen shows it. */
export function useMarkQuoteRead(bid: { id: number; is_requestor_readed: number } | undefined): void {
  const dispatch = useAppDispatch();
  const sent = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!bid || bid.is_requestor_readed === 1 || sent.current === bid.id) return;
    sent.current = bid.id;
    void dispatch(decideQuote({ action: 'read', bidId: bid.id }));
  }, [bid, dispatch]);
}
