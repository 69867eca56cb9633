import { useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '../../../domain/limits';
import { describedBy, Field } from '../../components/field';
import { FileInput } from '../../components/file-input';

const IMAGE = /\.(png|jpe?g|gif)$/i;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];

/** Why a chosen file cannot go, or null; checked before anything is sent (the server checks the bytes again). */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>, pdf: boolean): 'tooLarge' | 'badType' | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  const image = IMAGE_TYPES.includes(file.type) || (file.type === '' && IMAGE.test(file.name));
  const isPdf = file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
  return image || (pdf && isPdf) ? null : 'badType';
}

export interface PickerTexts {
  label: string;
  hint: string;
  tooMany: string;
  tooLarge: (name: string) => string;
  badType: (name: string) => string;
  remove: (name: string) => string;
  /** Marks a file not uploaded yet. */
  newMark?: string;
}

interface Props {
  id: string;
  texts: PickerTexts;
  max: number;
  /** PDF files beside images. */
  pdf: boolean;
  /** Files already stored (on the quote or in the template), removable. */
  kept?: readonly { url: string; name: string }[];
  onRemoveKept?: (url: string) => void;
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The server's complaint about the files, if any. */
  error?: string | undefined;
}

/** Choose files (images, and PDF where allowed) with the count, type and size checked at once; each can be taken off again. */
export function AttachmentPicker({ id, texts, max, pdf, kept = [], onRemoveKept, files, onChange, error }: Props) {
  const [problem, setProblem] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const full = kept.length + files.length >= max;

  const add = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    for (const file of chosen) {
      const found = fileProblem(file, pdf);
      if (found) {
        setProblem(texts[found](file.name));
        return;
      }
    }
    if (kept.length + files.length + chosen.length > max) {
      setProblem(texts.tooMany);
      return;
    }
    setProblem(undefined);
    onChange([...files, ...chosen]);
  };

  const shown = problem ?? error;
  return (
    <Field id={id} label={texts.label} hint={texts.hint} error={shown}>
      {(kept.length > 0 || files.length > 0) && (
        <ul className="file-picker__list">
          {kept.map((file) => (
            <li key={file.url} className="file-picker__item">
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
              {onRemoveKept && (
                <button type="button" className="file-picker__remove" aria-label={texts.remove(file.name)} onClick={() => onRemoveKept(file.url)}>
                  ×
                </button>
              )}
            </li>
          ))}
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="file-picker__item">
              <span>
                {file.name}
                {texts.newMark}
              </span>
              <button
                type="button"
                className="file-picker__remove"
                aria-label={texts.remove(file.name)}
                onClick={() => {
                  setProblem(undefined);
                  onChange(files.filter((_, i) => i !== index));
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileInput
        id={id}
        inputRef={input}
        className="file-picker__input"
        count={files.length}
        multiple
        accept={pdf ? 'image/png,image/jpeg,image/gif,application/pdf' : 'image/png,image/jpeg,image/gif'}
        disabled={full}
        onChange={(e) => add(e.target.files)}
        {...describedBy(id, shown, texts.hint)}
      />
    </Field>
  );
}
