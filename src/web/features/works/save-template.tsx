import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../api/error-info';
import type { QuoteTemplate } from '../services';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import type { NewTemplate } from './quote-files';
import { saveQuoteTemplate } from './works-thunks';

/**
 * "Save as template": keeps the quote form's price, note and files as a new template under a name.
 * `build` answers null when the price is not valid yet (the form then shows why).
 */
export function SaveTemplate({ build, onSaved }: { build: () => Omit<NewTemplate, 'display_name'> | null; onSaved: (template: QuoteTemplate) => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setFailure(undefined);
    if (name.trim() === '') {
      setError(t('works>quote>saveTemplate>nameMissing'));
      return;
    }
    const input = build();
    if (!input) return;
    setBusy(true);
    const result = await dispatch(saveQuoteTemplate({ ...input, display_name: name.trim() }));
    setBusy(false);
    if (saveQuoteTemplate.fulfilled.match(result)) {
      dispatch(toastAdded({ tone: 'success', text: t('works>quote>saveTemplate>saved', { name: result.payload.display_name }) }));
      setOpen(false);
      setName('');
      onSaved(result.payload);
      return;
    }
    if (!result.payload) return;
    const field = result.payload.fields.find((f) => f.field === 'display_name');
    if (field) setError(field.message);
    else setFailure(result.payload);
  };

  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('works>quote>saveTemplate>open')}
      </Button>
    );
  }
  return (
    <div className="save-template">
      <Field id={id} label={t('works>quote>saveTemplate>name')} error={error}>
        <input
          id={id}
          className="input"
          maxLength={50}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            // Enter saves the template rather than submitting the quote.
            if (e.key === 'Enter') {
              e.preventDefault();
              void save();
            }
          }}
          {...describedBy(id, error)}
        />
      </Field>
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
      <div className="save-template__buttons">
        <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
          {t('works>quote>saveTemplate>cancel')}
        </Button>
        <Button type="button" onClick={() => void save()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('works>quote>saveTemplate>saving') : t('works>quote>saveTemplate>save')}
        </Button>
      </div>
    </div>
  );
}
