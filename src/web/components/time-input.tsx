import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface TimeInputProps {
  /** The hour's id; the field's label (for=id) names the hour, and with it the minute. */
  id: string;
  /** The field's label, said again for the minute (layout>time>minuteOf). */
  label: string;
  /** HH:mm (24-hour), or '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between choices; 60 must divide by it. */
  step?: 5 | 10 | 15 | 20 | 30 | 60;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * An hour of the day as Taiwan says it, on a 12-hour clock with the part of the day
 * (layout>time>parts): midnight (0), small hours (1-5), morning (6-11), noon (12), afternoon
 * (13-17), evening (18-23).
 */
export function hourText(t: Translate, hour: number): string {
  const part = hour === 0 ? 'midnight' : hour < 6 ? 'night' : hour < 12 ? 'morning' : hour === 12 ? 'noon' : hour < 18 ? 'afternoon' : 'evening';
  return t('layout>time>hour', { part: t(`layout>time>parts>${part}`), hour: hour % 12 === 0 ? 12 : hour % 12 });
}

/** The minutes offered: every `step` minutes, and the value's own minute when it falls between (23:59). */
export function minuteChoices(step: number, current: string | undefined): string[] {
  const choices = Array.from({ length: 60 / step }, (_, i) => pad(i * step));
  if (current && !choices.includes(current)) choices.push(current);
  return choices.sort();
}

/**
 * A time field that reads in zh-TW whatever the browser's language, in place of the native
 * time input: the hour (layout>time>hour) and the minute (layout>time>minute) as two selects, each
 * keyboard-operable like any select and narrow enough for a phone. The value is HH:mm.
 */
export function TimeInput({ id, label, value, onChange, step = 30, ...aria }: TimeInputProps) {
  const { t } = useTranslation();
  // Until both halves are chosen the value stays '' and the half chosen is kept here. The hour's
  // empty choice clears the time (a field the form then asks for).
  const [partial, setPartial] = useState<{ hour: string; minute: string }>({ hour: '', minute: '' });
  const match = TIME.exec(value);
  const hour = match ? match[1]! : partial.hour;
  const minute = match ? match[2]! : partial.minute;

  const choose = (next: { hour: string; minute: string }) => {
    if (next.hour && !next.minute) next = { ...next, minute: '00' };
    setPartial(next);
    onChange(next.hour && next.minute ? `${next.hour}:${next.minute}` : '');
  };

  return (
    <span className="time-input">
      <select
        id={id}
        className="input time-input__hour"
        value={hour}
        onChange={(event) => choose({ hour: event.target.value, minute })}
        {...aria}
      >
        <option value="">{t('layout>time>hourPlaceholder')}</option>
        {HOURS.map((h) => (
          <option key={h} value={pad(h)}>
            {hourText(t, h)}
          </option>
        ))}
      </select>
      <select
        className="input time-input__minute"
        aria-label={t('layout>time>minuteOf', { label })}
        value={minute}
        onChange={(event) => choose({ hour, minute: event.target.value })}
        {...aria}
      >
        {!minute && <option value="">{t('layout>time>minutePlaceholder')}</option>}
        {minuteChoices(step, minute || undefined).map((m) => (
          <option key={m} value={m}>
            {t('layout>time>minute', { minute: m })}
          </option>
        ))}
      </select>
    </span>
  );
}
