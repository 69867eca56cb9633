import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFieldMessage } from '../../../domain/contact/contact-topics';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { describedBy } from '../../components/field';
import { FileInput } from '../../components/file-input';

const ID = 'contact-attachment';
/** What the picker offers; the server decides by the file's bytes, whatever its name. */
const ACCEPT = 'image/png,image/jpeg,image/gif,application/pdf,.png,.jpg,.jpeg,.gif,.pdf';

/** The file chosen, or why it cannot be sent (too large, checked here before the upload). */
export function checkContactFile(file: File | undefined): string | undefined {
  return file && file.size > UPLOAD_MAX_BYTES ? ContactFieldMessage.AttachmentTooLarge : undefined;
}

/** The contact form's optional attachment: one image or PDF, its error under it. */
export function ContactAttachmentField({ error, onChange }: { error?: string; onChange: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  const hint = t('contactPage>attachmentHint');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={ID}>
        {t('contactPage>attachment')}
      </label>
      <FileInput
        id={ID}
        name="attachment"
        accept={ACCEPT}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? undefined)}
        {...describedBy(ID, error, hint)}
      />
      <p className="field__hint" id={`${ID}-hint`}>
        {hint}
      </p>
      {error && (
        <p className="field__error" id={`${ID}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
