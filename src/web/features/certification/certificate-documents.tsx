import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import type { Certificate } from './api/certification';
import { DOCUMENT_ACCEPT } from './document-files';

export interface CertificateDocumentsProps {
  existing?: Certificate;
  /** Ids of the stored documents marked for removal. */
  removed: number[];
  onToggleRemoved: (id: number) => void;
  files: File[];
  onRemoveFile: (index: number) => void;
  onFiles: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** The certificate's documents: the stored ones (remove, undo), the new ones, and the button to pick more. */
export function CertificateDocuments({ existing, removed, onToggleRemoved, files, onRemoveFile, onFiles, error }: CertificateDocumentsProps) {
  const { t } = useTranslation();
  const fileId = useId();
  return (
    <fieldset className="cert-form__files">
      <legend>{t('certification>fields>documents')}</legend>
      <p className="field__hint">{t('certification>hints>documents')}</p>
      {existing && existing.documents.length > 0 && (
        <ul className="cert-form__list" aria-label={t('certification>currentDocuments')}>
          {existing.documents.map((d) => {
            const isRemoved = removed.includes(d.id);
            return (
              <li key={d.id}>
                <span className={isRemoved ? 'cert-form__removed' : undefined}>
                  {d.name}
                  {isRemoved ? t('certification>removing') : ''}
                </span>
                <Button variant="ghost" onClick={() => onToggleRemoved(d.id)}>
                  {isRemoved ? t('certification>undoRemove') : t('certification>remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {files.length > 0 && (
        <ul className="cert-form__list" aria-label={t('certification>newFiles')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`}>
              <span>{f.name}</span>
              <Button variant="ghost" onClick={() => onRemoveFile(i)}>
                {t('certification>remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input id={fileId} className="visually-hidden cert-form__input" type="file" name="documents" accept={DOCUMENT_ACCEPT} multiple onChange={onFiles} />
      <label className="btn btn--secondary cert-form__pick" htmlFor={fileId}>
        {t('certification>chooseFiles')}
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
