import { type FocusEvent, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 2026-12-09 written out in zh-TW with its weekday (layout>date>value); anything else (empty, half typed) as null. */
export function dateText(t: Translate, value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return t('layout>date>value', { year, month, day, weekday: t(`layout>date>weekdays>${date.getUTCDay()}`) });
}

/**
 * A date field that reads in zh-TW whatever the browser's language: the native date input (its
 * picker, its label, its keyboard entry) with its own mm/dd/yyyy text covered, while not being
 * edited, by a zh-TW placeholder (layout>date>placeholder) or the chosen date written out.
 */
export function DateInput({ id, className, value, onFocus, onBlur, ...rest }: DateInputProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const text = dateText(t, value);
  const classes = ['date-input', editing ? 'date-input--editing' : '', text ? '' : 'date-input--empty'].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <input
        id={id}
        type="date"
        className={['input', 'date-input__native', className ?? ''].filter(Boolean).join(' ')}
        value={value}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          setEditing(true);
          onFocus?.(event);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setEditing(false);
          onBlur?.(event);
        }}
        {...rest}
      />
      <span className="date-input__text" aria-hidden="true">
        {text ?? t('layout>date>placeholder')}
      </span>
    </span>
  );
}
