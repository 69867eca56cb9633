import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../api/error-info';
import type { FeePreview, LeadDetail, QuoteBody } from './api/works';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { popupSet, toastAdded } from '../../store/ui-slice';
import { usePhoneNeeded } from './phone-sheet';
import type { CreditShortfall } from './price-view-sheet';
import { quoteErrorOf } from './quote-errors';
import { quoteRequestBody } from './quote-files';
import { changeLead, fetchLead, fetchQuoteFee } from './works-thunks';

/**
 * Sending a quote in two steps: check the form, the phone and the fee (nothing is spent), then
 * send once the pro confirms the fee. Field refusals go back to the form through the callbacks.
 */
export function useQuoteSend({ lead, firstSend, onShortfall, body, attachments, onPriceError, onFilesError }: {
  lead: LeadDetail;
  firstSend: boolean;
  onShortfall: ((shortfall: CreditShortfall) => void) | undefined;
  body: () => QuoteBody | null;
  attachments: { keep: string[]; files: File[] };
  onPriceError: (message: string) => void;
  onFilesError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [preview, setPreview] = useState<FeePreview | null>(null);
  const [busy, setBusy] = useState<'checking' | 'sending' | null>(null);
  const phoneNeeded = usePhoneNeeded();
  const [phoneOpen, setPhoneOpen] = useState(false);

  // What it would cost, asked before the fee sheet opens: a wallet short of the fee (either way
  // of paying needs it) opens the price view instead, and nothing is sent.
  const checkFee = async () => {
    setBusy('checking');
    const result = await dispatch(fetchQuoteFee(lead.id));
    setBusy(null);
    if (!fetchQuoteFee.fulfilled.match(result)) {
      if (result.payload) setFailure(result.payload);
      return;
    }
    const fee = result.payload;
    if (firstSend && fee.is_paid === 0 && fee.fee > fee.balance) {
      onShortfall?.({ fee: fee.fee, balance: fee.balance });
      dispatch(popupSet({ popup: 'priceView', open: true }));
      return;
    }
    setPreview(fee);
  };

  // Step one: check the form, then the phone, then what it would cost; nothing is sent yet.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (body() === null) {
      onPriceError(t('works>quote>priceInvalid'));
      return;
    }
    // The phone is verified here, in a sheet over the form, which keeps what was typed.
    if (phoneNeeded) {
      setPhoneOpen(true);
      return;
    }
    await checkFee();
  };

  const phoneVerified = () => {
    setPhoneOpen(false);
    setFailure(undefined);
    dispatch(toastAdded({ tone: 'success', messageKey: 'works>phone>done' }));
    void checkFee();
  };

  // Step two: the pro confirmed the fee.
  const send = async () => {
    const quote = body();
    if (!quote) return;
    setBusy('sending');
    const result = await dispatch(changeLead({ action: 'rating', bidId: lead.id, body: quoteRequestBody(quote, attachments.keep, attachments.files) }));
    setBusy(null);
    setPreview(null);
    if (changeLead.fulfilled.match(result)) {
      dispatch(toastAdded({ tone: 'success', messageKey: firstSend ? 'works>quote>sent' : 'works>quoting>updated' }));
      // The lead's figures (fee paid, quotes so far) move with the quote.
      if (firstSend) void dispatch(fetchLead(lead.id));
      return;
    }
    if (!result.payload) return;
    const view = quoteErrorOf(result.payload);
    if (view.kind === 'credit') dispatch(popupSet({ popup: 'priceView', open: true }));
    const fileField = result.payload.fields.find((f) => f.field === 'attachments' || f.field === 'keep_attachments');
    if (fileField) onFilesError(fileField.message);
    else if (result.payload.status === 413) onFilesError(failureText(t, result.payload));
    else if (view.kind === 'fields') {
      const message = view.fields.flat_rate_at ?? view.fields.hourly_rate_at;
      if (message) onPriceError(message);
      else setFailure(result.payload);
    } else setFailure(result.payload);
  };

  return { failure, setFailure, preview, setPreview, busy, phoneOpen, setPhoneOpen, submit, send, phoneVerified };
}
