// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, type FreeSlot, taipeiToUtcString } from '../../../domain/calendar';
import { taipeiDateKey } from '../../../domain/time';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { RESERVE_DAYS } from './reserve-screen';

afterEach(cleanup);

const today = taipeiDateKey(new Date());
const day = addDays(today, 2);
const slot = (clockFrom: string, clockTo: string, daySlot: FreeSlot['day_slot'], blocked: FreeSlot['blocked'] = null): FreeSlot => ({
  date: day,
  day_slot: daySlot,
  begin_time: taipeiToUtcString(day, clockFrom)!,
  end_time: taipeiToUtcString(day, clockTo)!,
  is_available: blocked ? 0 : 1,
  blocked,
});
const SLOTS = `/api/service_reserves/slots/3.json?from=${today}&to=${addDays(today, RESERVE_DAYS - 1)}`;
const BOOK = '/api/service_reserves/add.json';

async function open(signedIn: boolean, book?: [number, unknown]) {
  const table: Record<string, [number, unknown]> = {
    '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }],
    [SLOTS]: [
      200,
      {
        status: 'Success',
        quote_service: { id: 3, title: '志明抓漏', pro_name: '陳志明' },
        from: today,
        to: addDays(today, RESERVE_DAYS - 1),
        slots: [slot('09:00', '12:00', 2), slot('12:00', '15:00', 3, 'booked')],
      },
    ],
    ...(book ? { [BOOK]: book } : {}),
  };
  const api = fakeFetch(table);
  const store = createAppStore(preloaded({ user: { me: signedIn ? me : null } }), { fetchFn: api.fn });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/service/3/reserve' });
  await act(async () => {});
  await screen.findByText('預約「志明抓漏」（陳志明）的服務時段，時間皆為台灣時間。', undefined, { timeout: 5000 });
  return api;
}

describe('the reserve page', () => {
  it('opens on the first day with a free slot; a taken slot is disabled with its reason', async () => {
    await open(false);
    const [, m, d] = day.split('-').map(Number);
    expect(screen.getByRole('button', { name: new RegExp(`^${m}/${d}（`) }).getAttribute('aria-pressed')).toBe('true');
    const taken = screen.getByRole('button', { name: /下午/ }) as HTMLButtonElement;
    expect(taken.disabled).toBe(true);
    expect(taken.textContent).toContain('已被預約');
  });

  it('sends a guest to login with the chosen slot in the return address', async () => {
    await open(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /上午/ }));
    });
    const link = screen.getByRole('link', { name: '登入後預約' });
    const from = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('from')!;
    expect(from).toBe(`/service/3/reserve?date=${day}&begin=${encodeURIComponent(taipeiToUtcString(day, '09:00')!).replace(/%20/g, '+')}`);
  });

  it('books the chosen slot with the note and opens the booking', async () => {
    const api = await open(true, [200, { status: 'Success', service_reserve: { id: 41 } }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /上午/ }));
    });
    fireEvent.change(screen.getByLabelText('給專家的備註（選填）'), { target: { value: '請先來電' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    });
    const call = api.calls.find((c) => c.url === BOOK);
    expect(JSON.parse(String(call?.init?.body))).toEqual({ quote_service_id: 3, begin_time: taipeiToUtcString(day, '09:00'), note: '請先來電' });
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/appointment/41');
  });

  it('says why a booking is refused and offers the way on', async () => {
    await open(true, [409, { status: 'Error', error: 'action not allowed', message: '請先向這位專家索取報價，收到報價後就能預約時間。' }]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /上午/ }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    });
    expect(screen.getByRole('alert').textContent).toContain('請先向這位專家索取報價');
    expect(screen.getByRole('link', { name: '回到專家頁面' }).getAttribute('href')).toBe('/service/3');
  });
});
