import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessHoursResponse } from '../../../domain/calendar';
import { DAY_SLOT_IDS, type DaySlotId } from '../../../domain/time';
import { asFormFailure, type FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { useApi } from '../../store/use-api';
import { saveDaySlots } from './api/calendar';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Opening hours as day slots (spec section 9) per weekday: tick the slots, then save. */
export function HoursEditor({ serviceId, initial, onSaved }: { serviceId: number; initial: BusinessHoursResponse['day_slots']; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [chosen, setChosen] = useState<Record<string, DaySlotId[]>>(() => Object.fromEntries(WEEKDAYS.map((w) => [w, initial[w] ?? []])));
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; failure: FormFailure }>({ kind: 'idle' });

  const toggle = (weekday: number, slot: DaySlotId) =>
    setChosen((all) => {
      const list = all[weekday] ?? [];
      return { ...all, [weekday]: list.includes(slot) ? list.filter((s) => s !== slot) : [...list, slot].sort() };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setState({ kind: 'saving' });
    try {
      await api((client) => saveDaySlots(client, serviceId, chosen));
      setState({ kind: 'saved' });
      onSaved();
    } catch (error) {
      setState({ kind: 'failed', failure: asFormFailure(error) });
    }
  }

  return (
    <form className="cal-hours" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('calendar>hoursTitle')}</h2>
      <p className="cal-hint">{t('calendar>hoursHint')}</p>
      {WEEKDAYS.map((weekday) => (
        <fieldset key={weekday} className="cal-hours__day">
          <legend>{t(`calendar>weekdays>${weekday}`)}</legend>
          <ul className="cal-slot-chips">
            {DAY_SLOT_IDS.map((slot) => {
              const on = (chosen[weekday] ?? []).includes(slot);
              return (
                <li key={slot}>
                  <label className={on ? 'chip cal-chip cal-chip--on' : 'chip cal-chip'}>
                    <input type="checkbox" checked={on} onChange={() => toggle(weekday, slot)} name={`day_slots[${weekday}][]`} value={slot} />
                    {t(`calendar>slots>${slot}`)}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
      {state.kind === 'failed' && (
        <p className="form-message form-message--error" role="alert">
          {state.failure.text ?? t(state.failure.messageKey ?? 'errors>unknown')}
        </p>
      )}
      {state.kind === 'saved' && (
        <p className="form-message form-message--success" role="status">
          {t('calendar>hoursSaved')}
        </p>
      )}
      <Button type="submit" disabled={state.kind === 'saving'}>
        {state.kind === 'saving' ? t('common>saving') : t('calendar>hoursSave')}
      </Button>
    </form>
  );
}
