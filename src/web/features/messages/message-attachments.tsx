import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAttachmentInfo } from '../../../domain/messages/messages.contract';
import { FileInput } from '../../components/file-input';

/** Files one message may carry, and the kinds the server takes (it checks the bytes again). */
export const MESSAGE_ATTACHMENTS_MAX = 5;
const ACCEPT = 'image/png,image/jpeg,image/gif,application/pdf';

/**
 * The file picker of a message box (a bid's or a shop order's): up to five images or PDFs; the
 * caller keeps the chosen files and empties the input through `inputRef` after sending.
 */
export function AttachmentPicker({ id, inputRef, count, onPick }: { id: string; inputRef: Ref<HTMLInputElement>; count: number; onPick: (files: File[]) => void }) {
  const { t } = useTranslation();
  return (
    <div className="attachment-picker">
      <label htmlFor={id}>{t('messages>attach', { max: MESSAGE_ATTACHMENTS_MAX })}</label>
      <FileInput id={id} inputRef={inputRef} count={count} multiple accept={ACCEPT} onChange={(e) => onPick(Array.from(e.target.files ?? []).slice(0, MESSAGE_ATTACHMENTS_MAX))} />
    </div>
  );
}

/** A message's files: an image as a thumbnail, a PDF by its name, each opening the file. */
export function MessageAttachments({ attachments }: { attachments: readonly MessageAttachmentInfo[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <ul className="message-files" aria-label={t('messages>files')}>
      {attachments.map((file) => (
        <li key={file.url} className="message-files__item">
          <a href={file.url} target="_blank" rel="noreferrer" className="message-files__link">
            {file.type === 'pdf' ? file.name : <img className="message-files__thumb" src={file.url} alt={file.name} loading="lazy" />}
          </a>
        </li>
      ))}
    </ul>
  );
}
