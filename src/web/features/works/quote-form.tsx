import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWD_PREFIX } from '../../../domain/money';
import type { FormFailure } from '../../api/error-info';
import type { QuoteAttachmentResponse } from '../../../domain/requests/quote-request.types';
import type { FeePreview, LeadDetail, QuoteBody, QuoteTemplate } from '../../api/works';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { Select } from '../../components/select';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { popupSet, toastAdded } from '../../store/ui-slice';
import { AttachmentPicker } from '../projects';
import { type PayMode, PayModeChoice } from './pay-mode';
import { PhoneSheet, usePhoneNeeded } from './phone-sheet';
import type { CreditShortfall } from './price-view-sheet';
import { quoteErrorOf } from './quote-errors';
import { QUOTE_FILES_MAX, quoteFileTexts, quoteRequestBody, templateFile } from './quote-files';
import { SaveTemplate } from './save-template';
import { TemplateManager } from './template-manager';
import { ErrorLine } from './quote-error-line';
import { feeConfirmation, RATING_TYPES, type RatingType, readPrice } from './quote-price';
import { changeLead, fetchLead, fetchQuoteFee, fetchQuoteTemplates } from './works-thunks';

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
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [preview, setPreview] = useState<FeePreview | null>(null);
  const [busy, setBusy] = useState<'checking' | 'sending' | null>(null);
  const firstSend = lead.quote_sent_on === null;
  // Paying now or on contact is chosen on the first send; a sent quote keeps its mode.
  const [payMode, setPayMode] = useState<PayMode>(lead.is_contact_charge ? 'contact' : 'now');
  const phoneNeeded = usePhoneNeeded();
  const [phoneOpen, setPhoneOpen] = useState(false);

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
      setPriceError(t('works>quote>priceInvalid'));
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
    const result = await dispatch(changeLead({ action: 'rating', bidId: lead.id, body: quoteRequestBody(quote, kept.map((f) => f.url), files) }));
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
    if (fileField) setFilesError(fileField.message);
    else if (result.payload.status === 413) setFilesError(failureText(t, result.payload));
    else if (view.kind === 'fields') {
      const message = view.fields.flat_rate_at ?? view.fields.hourly_rate_at;
      if (message) setPriceError(message);
      else setFailure(result.payload);
    } else setFailure(result.payload);
  };

  const priceLabel = type === 'hourly' ? t('works>quote>hourlyPrice') : t('works>quote>flatPrice');
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
        <fieldset className="quote-form__types">
          <legend className="field__label">{t('works>quote>type')}</legend>
          {RATING_TYPES.map((value) => (
            <label key={value} className="quote-form__type">
              <input
                type="radio"
                name={ids.type}
                value={value}
                checked={type === value}
                onChange={() => {
                  setType(value);
                  setPriceError(undefined);
                }}
              />
              <span>{t(`works>quote>types>${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {type !== 'required' && (
          <Field id={ids.price} label={priceLabel} error={priceError} hint={t('works>quote>priceHint')}>
            <div className="quote-form__price">
              <span className="quote-form__currency" aria-hidden="true">
                {TWD_PREFIX}
              </span>
              <input
                id={ids.price}
                className="input"
                inputMode="numeric"
                autoComplete="off"
                value={price}
                onChange={(e) => {
                  setPrice(e.target.value);
                  setPriceError(undefined);
                }}
                {...describedBy(ids.price, priceError, t('works>quote>priceHint'))}
              />
            </div>
          </Field>
        )}
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
      <Modal
        open={preview !== null}
        title={t('works>quote>confirmTitle')}
        onClose={() => setPreview(null)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setPreview(null)} disabled={busy !== null}>
              {t('works>quote>cancel')}
            </Button>
            <Button onClick={() => void send()} disabled={busy !== null} aria-busy={busy !== null || undefined}>
              {busy === 'sending' ? t('works>quote>sending') : t('works>quote>confirm')}
            </Button>
          </>
        }
      >
        <p className="quote-form__fee">{confirmText}</p>
        {confirmNote && <p className="quote-form__refund">{confirmNote}</p>}
      </Modal>
      <PhoneSheet open={phoneOpen} onClose={() => setPhoneOpen(false)} onVerified={phoneVerified} />
    </section>
  );
}
