import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_NOTE_MAX_LENGTH } from '../../../domain/bids/quote-input';
import { TEMPLATE_NAME_MAX_LENGTH } from '../../../domain/bids/quote-template';
import type { FormFailure } from '../../api/error-info';
import type { QuoteTemplate } from '../services';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { TextareaField } from '../../components/textarea-field';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { PayModeChoice } from './pay-mode';
import { AttachmentPicker } from '../projects';
import { QuotePriceFields } from './quote-fields';
import { QUOTE_FILES_MAX, quoteFileTexts, templateFile } from './quote-files';
import type { StoredTemplate } from './api/template';
import { type DraftField, draftInput, draftOf, draftProblems, serverFieldErrors, type TemplateDraft } from './template-draft';
import { editQuoteTemplate, saveQuoteTemplate } from './works-thunks';

type Errors = Partial<Record<DraftField, string>>;

/**
 * A template's name, price, note and files, for a new template (`template` null) or an edit.
 * It is not a <form>: it sits inside the quote form, so Enter in a field is caught to save here.
 */
export function TemplateForm({ template, onSaved, onCancel }: { template: StoredTemplate | null; onSaved: (saved: QuoteTemplate) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ids: Record<DraftField, string> & { type: string } = { name: useId(), type: useId(), price: useId(), note: useId(), files: useId() };
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [busy, setBusy] = useState(false);

  const change = (patch: Partial<TemplateDraft>, field: DraftField) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    const first = (['name', 'price', 'note', 'files'] as const).find((f) => next[f]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const send = async (): Promise<{ saved?: QuoteTemplate; failure?: FormFailure }> => {
    const input = draftInput(draft);
    if (!template) {
      const result = await dispatch(saveQuoteTemplate(input));
      return saveQuoteTemplate.fulfilled.match(result) ? { saved: result.payload } : { failure: result.payload };
    }
    const edit = { ...input, id: template.id, quote_service_id: template.quote_service_id ?? null, quote_category_id: template.quote_category_id ?? null };
    const result = await dispatch(editQuoteTemplate(edit));
    return editQuoteTemplate.fulfilled.match(result) ? { saved: result.payload } : { failure: result.payload };
  };

  const save = async () => {
    if (busy) return;
    setFailure(undefined);
    const problems = draftProblems(draft);
    if (problems.name || problems.price) {
      showErrors({
        name: problems.name && t(`works>templates>form>${problems.name}`, { max: TEMPLATE_NAME_MAX_LENGTH }),
        price: problems.price && t('works>templates>form>priceInvalid'),
      });
      return;
    }
    setBusy(true);
    const outcome = await send();
    setBusy(false);
    if (outcome.saved) {
      onSaved(outcome.saved);
      return;
    }
    if (!outcome.failure) return;
    const { fields, rest } = serverFieldErrors(outcome.failure, draft.type);
    if (outcome.failure.status === 413) fields.files = failureText(t, outcome.failure);
    showErrors(fields);
    if (rest && outcome.failure.status !== 413) setFailure(outcome.failure);
  };

  const enterSaves = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in a field saves the template rather than sending the quote around it.
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  const nameHint = t('works>templates>form>nameHint', { max: TEMPLATE_NAME_MAX_LENGTH });
  return (
    <div className="template-form">
      <Field id={ids.name} label={t('works>templates>form>name')} error={errors.name} hint={nameHint}>
        <input
          id={ids.name}
          data-focus="name"
          className="input"
          maxLength={TEMPLATE_NAME_MAX_LENGTH}
          autoComplete="off"
          value={draft.name}
          onChange={(e) => change({ name: e.target.value }, 'name')}
          onKeyDown={enterSaves}
          {...describedBy(ids.name, errors.name, nameHint)}
        />
      </Field>
      <QuotePriceFields
        ids={ids}
        type={draft.type}
        onType={(type) => change({ type }, 'price')}
        price={draft.price}
        onPrice={(price) => change({ price }, 'price')}
        priceError={errors.price}
        typesClassName="template-form__types"
        onKeyDown={enterSaves}
      />
      <TextareaField
        id={ids.note}
        label={t('works>quote>note')}
        error={errors.note}
        hint={t('works>quote>noteHint')}
        rows={4}
        maxLength={PRICE_NOTE_MAX_LENGTH}
        value={draft.note}
        onChange={(e) => change({ note: e.target.value }, 'note')}
      />
      <PayModeChoice value={draft.contactCharge ? 'contact' : 'now'} onChange={(mode) => setDraft((d) => ({ ...d, contactCharge: mode === 'contact' }))} />
      <AttachmentPicker
        id={ids.files}
        texts={quoteFileTexts(t)}
        max={QUOTE_FILES_MAX}
        pdf
        kept={draft.kept.map(templateFile)}
        onRemoveKept={(url) => change({ kept: draft.kept.filter((u) => u !== url) }, 'files')}
        files={draft.files}
        onChange={(files) => change({ files }, 'files')}
        error={errors.files}
      />
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
      <div className="template-form__buttons">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('works>templates>form>cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('works>templates>form>saving') : t('works>templates>form>save')}
        </Button>
      </div>
    </div>
  );
}
