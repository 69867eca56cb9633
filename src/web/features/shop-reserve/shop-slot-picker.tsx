import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taipeiMidnight } from '../../../domain/calendar/free-slots';
import type { ShopSlotResponse, ShopSlotsResponse } from '../../../domain/shop/shop-reservation';
import { formatTaipei, parseUtcString, toTaipeiParts } from '../../../domain/time';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getShopSlots } from './api/get-shop-slots';
import './shop-reserve.css';

export interface ShopSlotPickerProps {
  /** The item's service and category: a change of either reads the slots again (their rules may differ). */
  serviceId: number;
  categoryId: number;
  itemId: number;
  /** The chosen slot's `begin_time` (UTC string), sent as the order's `reservation_begin`; null when none. */
  value: string | null;
  onChange: (begin: string | null) => void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: ShopSlotsResponse };

const clockOf = (utc: string) => formatTaipei(parseUtcString(utc), 'HH:mm');

/** Days with a free slot, then that day's times; a chosen slot no longer free is let go. */
export function ShopSlotPicker({ serviceId, categoryId, itemId, value, onChange }: ShopSlotPickerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [day, setDay] = useState<string | null>(null);

  const read = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setLoad({ state: 'ready', data: await api((client) => getShopSlots(client, itemId)) });
    } catch {
      setLoad({ state: 'failed' });
    }
  }, [api, itemId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the service and category are read again on change, not passed.
  useEffect(() => {
    void read();
  }, [read, serviceId, categoryId]);

  const slots = load.state === 'ready' ? load.data.slots : [];
  useEffect(() => {
    if (load.state === 'ready' && value !== null && !slots.some((s) => s.begin_time === value)) onChange(null);
  }, [load.state, slots, value, onChange]);

  if (load.state === 'loading') return <Loading label={t('shopReserve>loading')} />;
  if (load.state === 'failed') return <LoadFailedState onRetry={() => void read()} />;
  if (slots.length === 0) return <EmptyState level={3} title={t('shopReserve>empty')} body={t('shopReserve>emptyBody')} />;

  const days = [...new Set(slots.map((s) => s.date))];
  const chosenDay = slots.find((s) => s.begin_time === value)?.date;
  const shown = day && days.includes(day) ? day : (chosenDay ?? days[0]!);
  const times = slots.filter((s) => s.date === shown);
  return (
    <fieldset className="shop-slots">
      <legend>{t('shopReserve>title', { minutes: load.data.reservation_slot_minutes })}</legend>
      <h3 id="shop-slots-days">{t('shopReserve>chooseDay')}</h3>
      <ul className="shop-slots__days" aria-labelledby="shop-slots-days">
        {days.map((d) => (
          <li key={d}>
            <DayButton date={d} on={d === shown} count={slots.filter((s) => s.date === d).length} onChoose={setDay} />
          </li>
        ))}
      </ul>
      <h3 id="shop-slots-times">{t('shopReserve>chooseTime')}</h3>
      <ul className="shop-slots__times" aria-labelledby="shop-slots-times">
        {times.map((s) => (
          <li key={s.begin_time}>
            <TimeButton slot={s} on={s.begin_time === value} onChoose={onChange} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function DayButton({ date, on, count, onChoose }: { date: string; on: boolean; count: number; onChoose: (date: string) => void }) {
  const { t } = useTranslation();
  const p = toTaipeiParts(taipeiMidnight(date)!);
  return (
    <button type="button" className={on ? 'shop-slots__day shop-slots__day--on' : 'shop-slots__day'} aria-pressed={on} onClick={() => onChoose(date)}>
      <span>{t('shopReserve>dayLabel', { month: p.month, day: p.day, weekday: t(`calendar>weekdays>${p.weekday}`) })}</span>
      <span className="shop-slots__count">{t('shopReserve>freeCount', { count })}</span>
    </button>
  );
}

function TimeButton({ slot, on, onChoose }: { slot: ShopSlotResponse; on: boolean; onChoose: (begin: string) => void }) {
  return (
    <button type="button" className={on ? 'shop-slots__time shop-slots__time--on' : 'shop-slots__time'} aria-pressed={on} onClick={() => onChoose(slot.begin_time)}>
      {clockOf(slot.begin_time)}–{clockOf(slot.end_time)}
    </button>
  );
}
