import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadDetail } from './api/works';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { Select } from '../../components/select';
import { AttachmentPicker } from '../projects';
import { PayModeChoice } from './pay-mode';
import { PhoneSheet } from './phone-sheet';
import type { CreditShortfall } from './price-view-sheet';
import { quoteErrorOf } from './quote-errors';
import { QUOTE_FILES_MAX, quoteFileTexts } from './quote-files';
import { SaveTemplate } from './save-template';
import { TemplateManager } from './template-manager';
import { ErrorLine } from './quote-error-line';
import { feeConfirmation } from './quote-price';
import { QuoteFeeSheet, QuotePriceFields } from './quote-fields';
import { useQuoteDraft } from './use-quote-draft';
import { useQuoteSend } from './use-quote-send';

/** The quote form: type, price, note and template; the fee is shown and confirmed before anything is spent. */
export function QuoteForm({ lead, onShortfall }: { lead: LeadDetail; onShortfall?: (shortfall: CreditShortfall) => void }) {
  const { t } = useTranslation();
  const ids = { type: useId(), price: useId(), note: useId(), files: useId() };
  const draft = useQuoteDraft(lead);
  const { templates, type, price, note, templateId, kept, files, filesError, priceError, firstSend, payMode } = draft;
  const { setType, setPrice, setNote, setTemplateId, setKept, setFiles, setFilesError, setPriceError, setPayMode } = draft;

  const { failure, setFailure, preview, setPreview, busy, phoneOpen, setPhoneOpen, submit, send, phoneVerified } = useQuoteSend({
    lead,
    firstSend,
    onShortfall,
    body: draft.body,
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
              onChange={(e) => draft.applyTemplate(e.target.value)}
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
        <TextareaField
          id={ids.note}
          label={t('works>quote>note')}
          hint={t('works>quote>noteHint')}
          rows={4}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
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
        <SaveTemplate build={draft.templateInput} onSaved={draft.takeSavedTemplate} />
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
