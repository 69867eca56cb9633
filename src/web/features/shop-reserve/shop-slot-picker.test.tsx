// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopSlotsResponse } from '../../../domain/shop/shop-reservation';
import { createAppStore } from '../../store';
import { fakeApi, type Handler } from '../../test/fake-api';
import { preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ShopSlotPicker } from './shop-slot-picker';

afterEach(cleanup);

const KEY = '/api/new/v1/nshop_items/slots/7.json?days=14';

// 2026-12-01 is a Tuesday; times are UTC strings (Taipei is UTC+8).
const answer = (slots: ShopSlotsResponse['slots']): ShopSlotsResponse => ({
  shop_item: { id: 7, name: '冷氣清洗', quote_service_id: 12, quote_category_id: 3 },
  reservation_slot_minutes: 60,
  reservation_notice_hours: 24,
  from: '2026-11-30',
  days: 14,
  slots,
});
const SLOTS = [
  { date: '2026-12-01', begin_time: '2026-12-01 01:00:00', end_time: '2026-12-01 02:00:00' },
  { date: '2026-12-01', begin_time: '2026-12-01 02:00:00', end_time: '2026-12-01 03:00:00' },
  { date: '2026-12-03', begin_time: '2026-12-03 06:00:00', end_time: '2026-12-03 07:00:00' },
];

function Host({ initial = null as string | null, seen }: { initial?: string | null; seen: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ShopSlotPicker
      serviceId={12}
      categoryId={3}
      itemId={7}
      value={value}
      onChange={(v) => {
        seen.push(v);
        setValue(v);
      }}
    />
  );
}

function renderPicker(handler: Handler, initial: string | null = null) {
  const api = fakeApi({ [KEY]: handler });
  const seen: (string | null)[] = [];
  renderWithApp(<Host initial={initial} seen={seen} />, { store: createAppStore(preloaded(), { fetchFn: api.fn }) });
  return { api, seen };
}

describe('ShopSlotPicker', () => {
  it('shows the days with free slots, then the chosen day’s times, and reports the chosen time', async () => {
    const { seen } = renderPicker([200, { status: 'Success', ...answer(SLOTS) }]);
    expect(screen.getByText('正在讀取可預約的時段…').className).toBe('loading');
    const days = await screen.findByRole('list', { name: '選擇日期' });
    const dayButtons = within(days).getAllByRole('button');
    expect(dayButtons.map((b) => b.textContent)).toEqual(['12/1（週二）2 個時段', '12/3（週四）1 個時段']);
    expect(dayButtons[0]!.getAttribute('aria-pressed')).toBe('true');
    const times = () => within(screen.getByRole('list', { name: '選擇時間' })).getAllByRole('button');
    expect(times().map((b) => b.textContent)).toEqual(['09:00–10:00', '10:00–11:00']);
    fireEvent.click(times()[1]!);
    expect(seen).toEqual(['2026-12-01 02:00:00']);
    expect(times()[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(dayButtons[1]!);
    expect(times().map((b) => b.textContent)).toEqual(['14:00–15:00']);
    // Every choice is a real button: reachable and pressed from the keyboard.
    for (const button of [...dayButtons, ...times()]) expect(button.tagName).toBe('BUTTON');
  });

  it('opens on the day of the chosen slot, and lets go of a chosen slot that is no longer free', async () => {
    const first = renderPicker([200, { status: 'Success', ...answer(SLOTS) }], '2026-12-03 06:00:00');
    await screen.findByRole('list', { name: '選擇時間' });
    expect(within(screen.getByRole('list', { name: '選擇時間' })).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(first.seen).toEqual([]);
    cleanup();
    const gone = renderPicker([200, { status: 'Success', ...answer(SLOTS) }], '2026-12-05 01:00:00');
    await screen.findByRole('list', { name: '選擇時間' });
    expect(gone.seen).toEqual([null]);
  });

  it('says so when there is no free slot', async () => {
    renderPicker([200, { status: 'Success', ...answer([]) }]);
    expect(await screen.findByRole('heading', { name: '近期沒有可預約的時段' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a failure and reads again on retry', async () => {
    let calls = 0;
    const api = fakeApi({
      [KEY]: () => {
        calls += 1;
        return calls === 1 ? [500, { status: 'Error', message: 'boom' }] : [200, { status: 'Success', ...answer(SLOTS) }];
      },
    });
    renderWithApp(<Host seen={[]} />, { store: createAppStore(preloaded(), { fetchFn: api.fn }) });
    const retry = await screen.findByRole('button', { name: /重新|再試/ });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(await screen.findByRole('list', { name: '選擇日期' })).toBeTruthy();
    expect(calls).toBe(2);
  });
});
