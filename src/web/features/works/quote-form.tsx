import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';
import type { LeadDetail, QuoteBody } from './api/works';
import type { QuoteTemplate } from '../services';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { Select } from '../../components/select';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AttachmentPicker } from '../projects';
import { type PayMode, PayModeChoice } from './pay-mode';
import { PhoneSheet } from './phone-sheet';
import type { CreditShortfall } from './price-view-sheet';
import { quoteErrorOf } from './quote-errors';
import { QUOTE_FILES_MAX, quoteFileTexts, templateFile } from './quote-files';
import { SaveTemplate } from './save-template';
import { TemplateManager } from './template-manager';
import { ErrorLine } from './quote-error-line';
import { feeConfirmation, type RatingType, readPrice } from './quote-price';
import { QuoteFeeSheet, QuotePriceFields } from './quote-fields';
import { useQuoteSend } from './use-quote-send';
import { fetchQuoteTemplates } from './works-thunks';

/** The quote form: type, price, note and template; the fee is shown and confirmed before anything is spent. */
export function QuoteForm({ lead, onShortfall }: { lead: LeadDetail; onShortfall?: (shortfall: CreditShortfall) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const templates = useAppSelector((s) => s.works.templates);
  const ids = { type: useId(), price: useId(), note: useId(), files: useId() };
  const [type, setType] = useState<RatingType>(lead.rating_type ?? 'flat');
  const [price, setPrice] = useState(() => String((lead.rating_type === 'hourly' ? lead.hourly_rate_at : lead.flat_rate_at) ?? ''));
  const [note, setNote] = useState(lead.price_note ?? '');
  const [templateId, setTemplateId] = useState(lead.last_used_template_id ? String(lead.last_used_template_id) : '');
  // Files already stored (on the quote, or in the template applied) and new ones to upload.
  const [kept, setKept] = useState<QuoteAttachmentResponse[]>(lead.attachments);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [priceError, setPriceError] = useState<string | undefined>();
  const firstSend = lead.quote_sent_on === null;
  // Paying now or on contact is chosen on the first send; a sent quote keeps its mode.
  const [payMode, setPayMode] = useState<PayMode>(lead.is_contact_charge ? 'contact' : 'now');

  useEffect(() => {
    if (templates === null) void dispatch(fetchQuoteTemplates());
  }, [dispatch, templates]);

  const applyTemplate = (value: string) => {
    setTemplateId(value);
    const template = templates?.find((tpl) => String(tpl.id) === value);
    if (!template) return;
    const nextType: RatingType = template.on_site ? 'required' : template.hourly_rate_at !== null ? 'hourly' : 'flat';
    setType(nextType);
    const amount = nextType === 'hourly' ? template.hourly_rate_at : template.flat_rate_at;
    setPrice(amount === null ? '' : String(amount));
    setNote(template.price_note);
    setPriceError(undefined);
    // The template remembers how its quotes pay.
    if (firstSend) setPayMode(template.is_contact_charge === 1 ? 'contact' : 'now');
    // The template's files replace the form's, as its price and note do.
    setKept(template.attachments.map(templateFile));
    setFiles([]);
    setFilesError(undefined);
  };

  const takeSavedTemplate = (template: QuoteTemplate) => {
    setTemplateId(String(template.id));
    setKept(template.attachments.map(templateFile));
    setFiles([]);
  };

  const templateInput = () => {
    const quote = body();
    if (quote === null) {
      setPriceError(t('works>quote>priceInvalid'));
      return null;
    }
    return { quote, keep: kept.map((f) => f.url), files };
  };

  const body = (): QuoteBody | null => {
    const amount = type === 'required' ? null : readPrice(price);
    if (type !== 'required' && amount === null) return null;
    return {
      rating_type: type,
      ...(type === 'flat' && amount !== null ? { flat_rate_at: amount } : {}),
      ...(type === 'hourly' && amount !== null ? { hourly_rate_at: amount } : {}),
      price_note: note,
      ...(templateId ? { last_used_template_id: Number(templateId) } : {}),
      is_contact_charge: firstSend ? (payMode === 'contact' ? 1 : 0) : lead.is_contact_charge,
    };
  };

  const { failure, setFailure, preview, setPreview, busy, phoneOpen, setPhoneOpen, submit, send, phoneVerified } = useQuoteSend({
    lead,
    firstSend,
    onShortfall,
    body,
    attachments: { keep: kept.map((f) => f.url), files },
    onPriceError: setPriceError,
    onFilesError: setFilesError,
  });

  const resend = lead.quote_sent_on !== null;
  const { confirmText, confirmNote } = preview ? feeConfirmation(t, preview, { firstSend, payMode, feeAmount: lead.fee_amount }) : { confirmText: '', confirmNote: '' };
  // m7: the form says before anything is pressed whether an update costs anything (never: the fee is taken once).
  const resendNote = lead.is_contact_charge && lead.fee_amount === null ? t('works>quoting>resendNoteContact') : t('works>quoting>resendNote');

  return (
    <section className="section-block quote-form" aria-labelledby={`${ids.type}-title`}>
      <h2 className="section-block__title" id={`${ids.type}-title`}>
        {resend ? t('works>quote>resendTitle') : t('works>quote>title')}
      </h2>
      {resend && <p className="quote-resend">{resendNote}</p>}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="quote-form__templates">
          {templates && templates.length > 0 && (
            <Select
              label={t('works>quote>template')}
              placeholder={t('works>quote>noTemplate')}
              options={templates.map((tpl) => ({ value: String(tpl.id), label: tpl.display_name }))}
              value={templateId}
              onChange={(e) => applyTemplate(e.target.value)}
            />
          )}
          {/* A deleted template can no longer be named when sending. */}
          <TemplateManager onDeleted={(id) => setTemplateId((current) => (current === String(id) ? '' : current))} />
        </div>
        <QuotePriceFields
          ids={ids}
          type={type}
          onType={(value) => {
            setType(value);
            setPriceError(undefined);
          }}
          price={price}
          onPrice={(value) => {
            setPrice(value);
            setPriceError(undefined);
          }}
          priceError={priceError}
        />
        <Field id={ids.note} label={t('works>quote>note')} hint={t('works>quote>noteHint')}>
          <textarea
            id={ids.note}
            className="input input--textarea"
            rows={4}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            {...describedBy(ids.note, undefined, t('works>quote>noteHint'))}
          />
        </Field>
        <AttachmentPicker
          id={ids.files}
          texts={quoteFileTexts(t)}
          max={QUOTE_FILES_MAX}
          pdf
          kept={kept}
          onRemoveKept={(url) => setKept(kept.filter((f) => f.url !== url))}
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(undefined);
          }}
          error={filesError}
        />
        {firstSend && <PayModeChoice value={payMode} onChange={setPayMode} {...(lead.quote_fee !== undefined ? { fee: lead.quote_fee } : {})} />}
        <SaveTemplate build={templateInput} onSaved={takeSavedTemplate} />
        {failure && (
          <ErrorLine
            view={quoteErrorOf(failure)}
            failure={failure}
            bidId={lead.id}
            onVerify={() => setPhoneOpen(true)}
            onPayNow={() => {
              setPayMode('now');
              setFailure(undefined);
            }}
          />
        )}
        <Button type="submit" size="lg" block disabled={busy !== null} aria-busy={busy !== null || undefined}>
          {busy === 'checking' ? t('works>quote>checking') : busy === 'sending' ? t('works>quote>sending') : resend ? t('works>quoting>sendUpdate') : t('works>quote>send')}
        </Button>
      </form>
      <QuoteFeeSheet open={preview !== null} busy={busy} confirmText={confirmText} confirmNote={confirmNote} onClose={() => setPreview(null)} onConfirm={() => void send()} />
      <PhoneSheet open={phoneOpen} onClose={() => setPhoneOpen(false)} onVerified={phoneVerified} />
    </section>
  );
}
