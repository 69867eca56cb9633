import { type ChangeEvent, type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'value'> {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * How many files are chosen, when the caller keeps them (a picker that empties the input after
   * each choice); without it the input's own selection is counted.
   */
  count?: number;
  className?: string;
}

/** What the control says beside its button: nothing chosen, the one file's name, or how many. */
export function fileInputStatus(t: (key: string, options?: Record<string, unknown>) => string, names: readonly string[], count?: number): string {
  const n = count ?? names.length;
  if (n === 0) return t('layout>filePicker>none');
  if (count === undefined && names.length === 1) return t('layout>filePicker>one', { name: names[0] });
  return t('layout>filePicker>count', { count: n });
}

/**
 * A file input that reads in zh-TW (layout>filePicker texts) whatever the browser's language: the
 * native input stays the labelled, focusable control and covers the styled button, invisible, so
 * a tap anywhere on it opens the picker and setInputFiles, labels and the keyboard work as before.
 */
export function FileInput({ id, inputRef, count, className, onChange, disabled, ...rest }: FileInputProps) {
  const { t } = useTranslation();
  const [names, setNames] = useState<string[]>([]);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setNames(Array.from(event.target.files ?? [], (file) => file.name));
    onChange?.(event);
  };
  const chosen = (count ?? names.length) > 0;
  return (
    <span className={['file-input', disabled ? 'file-input--disabled' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input id={id} ref={inputRef} type="file" className="file-input__native" disabled={disabled} onChange={change} {...rest} />
      <span className="file-input__button" aria-hidden="true">
        {t(chosen && rest.multiple ? 'layout>filePicker>chooseMore' : 'layout>filePicker>choose')}
      </span>
      <span className="file-input__status" aria-live="polite">
        {fileInputStatus(t, names, count)}
      </span>
    </span>
  );
}
