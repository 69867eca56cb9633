// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, type CalendarResponse, mondayOf } from '../../../domain/calendar';
import { taipeiDateKey } from '../../../domain/time';
import { dayParts } from './calendar-format';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

/** The stored UTC string of a Taipei date and clock. */
const utcOfTaipei = (date: string, clock: string) => new Date(`${date}T${clock}:00+08:00`).toISOString().replace('T', ' ').slice(0, 19);

const today = taipeiDateKey(new Date());
const monday = mondayOf(today);
const calendar: CalendarResponse = {
  quote_service: { id: 3, title: '志明抓漏' },
  from: monday,
  to: addDays(monday, 6),
  business_hours: [{ weekday: 1, open_time: '09:00', close_time: '12:00' }],
  day_slots: { 1: [2], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
  suspension_events: [],
  hires: [],
  service_reserves: [],
  unread_booking_count: 0,
};

async function open(bookings = { before: 0, after: 0 }, change: Partial<CalendarResponse> = {}) {
  const api = fakeFetch({
    '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }],
    [`/api/calendar/3.json?from=${monday}&to=${addDays(monday, 6)}`]: [200, { status: 'Success', ...calendar, ...change, unread_booking_count: bookings.after }],
    '/api/suspension_events/index/3.json': [200, { status: 'Success', suspension_events: [] }],
    '/api/business_hours/edit/3.json': [200, { status: 'Success', business_hours: [], day_slots: {} }],
    '/api/suspension_events/add.json': [
      400,
      { status: 'Error', error: 'invalid input', message: 'end_time：暫停結束時間已經過去了', fields: [{ field: 'end_time', message: '暫停結束時間已經過去了' }] },
    ],
  });
  const store = createAppStore(preloaded({ user: { me: { ...me, unreadBookingCount: bookings.before } } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/dashboard/calendar/3' });
  await act(async () => {});
  await screen.findByRole('heading', { name: '營業時間' }, { timeout: 5000 });
  return api;
}

describe('the calendar screen', () => {
  it('takes the bookings it shows off the menu’s count of new ones', async () => {
    await open({ before: 3, after: 1 });
    const menu = screen.getByRole('navigation', { name: '工作台選單' });
    expect(await within(menu).findByRole('link', { name: '行事曆（1 筆新預約）' })).toBeTruthy();
  });

  it('shows no count in the menu once every booking is seen', async () => {
    await open({ before: 2, after: 0 });
    const menu = screen.getByRole('navigation', { name: '工作台選單' });
    await screen.findByText('志明抓漏');
    expect(within(menu).getByRole('link', { name: '行事曆' }).querySelector('.count-badge')).toBeNull();
  });

  it('shows the week with each day’s hours and an empty pause list', async () => {
    await open();
    expect(screen.getAllByText('營業 09:00–12:00')).toHaveLength(1);
    expect(screen.getAllByText('公休')).toHaveLength(6);
    expect(await screen.findByText('目前沒有安排暫停接案。')).toBeTruthy();
  });

  it('draws a shop order’s reserved slot on its day, apart from bookings, linking to the order', async () => {
    const wednesday = addDays(monday, 2);
    await open(undefined, {
      service_reserves: [
        {
          id: 8,
          quote_bid_id: null,
          quote_service_id: 3,
          begin_time: utcOfTaipei(wednesday, '09:00'),
          end_time: utcOfTaipei(wednesday, '12:00'),
          date: wednesday,
          note: '',
          service_title: '志明抓漏',
          pro_name: '陳志明',
          consumer_name: '張○○',
          role: 'pro',
          is_cancelled: 0,
          cancelled_on: null,
          cancelled_by_me: 0,
          can_cancel: 1,
          created: utcOfTaipei(monday, '08:00'),
        },
      ],
      shop_reservations: [
        {
          nshop_order_id: 41,
          shop_item_id: 7,
          item_name: '浴室防水層檢測與局部修補（含內視鏡影像紀錄）',
          begin_time: utcOfTaipei(wednesday, '13:00'),
          end_time: utcOfTaipei(wednesday, '14:30'),
          date: wednesday,
          consumer_name: '吳淑芬',
          status: 2,
        },
      ],
    });
    const { month, day } = dayParts(wednesday);
    const day3 = within(screen.getByRole('listitem', { name: new RegExp(`^${month}月${day}日`) }));
    const link = day3.getByRole('link', { name: /浴室防水層檢測與局部修補（含內視鏡影像紀錄）/ });
    expect(link.getAttribute('href')).toBe('/dashboard/shop/order/41');
    expect(link.textContent).toBe('商店13:00–14:30 浴室防水層檢測與局部修補（含內視鏡影像紀錄）（吳淑芬）');
    expect(link.closest('li')?.className).toBe('cal-item cal-item--shop');
    // The site booking of the same day stays a booking, drawn as before.
    expect(day3.getByRole('link', { name: '09:00–12:00 預約：張○○' }).closest('li')?.className).toBe('cal-item cal-item--reserve');
    expect(day3.queryByText('沒有行程')).toBeNull();
    // The other days have nothing of it.
    expect(screen.getAllByRole('link', { name: /浴室防水層檢測/ })).toHaveLength(1);
    expect(screen.getAllByText('沒有行程')).toHaveLength(6);
  });

  it('saves the ticked day slots per weekday', async () => {
    const api = await open();
    const tuesday = screen.getByRole('group', { name: '週二' });
    fireEvent.click(within(tuesday).getByLabelText('晚上 18:00 後'));
    fireEvent.click(within(screen.getByRole('group', { name: '週一' })).getByLabelText('上午 09:00-12:00'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '儲存營業時間' }));
    });
    const call = api.calls.find((c) => c.url === '/api/business_hours/edit/3.json');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ day_slots: { 1: [], 2: [5], 3: [], 4: [], 5: [], 6: [], 7: [] } });
    expect(screen.getByText('營業時間已儲存。')).toBeTruthy();
  });

  it('sends a pause in UTC and shows the server’s refusal under the field', async () => {
    const api = await open();
    fireEvent.change(screen.getByLabelText('開始日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('開始時間'), { target: { value: '07' } });
    fireEvent.change(screen.getByLabelText('開始時間（分）'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('結束日期'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('結束時間'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('結束時間（分）'), { target: { value: '00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '新增暫停接案' }));
    });
    const call = api.calls.find((c) => c.url === '/api/suspension_events/add.json');
    expect(JSON.parse(String(call?.init?.body))).toMatchObject({ quote_service_id: 3, begin_time: '2026-11-30 23:30:00', end_time: '2026-12-01 02:00:00' });
    expect(screen.getByText('暫停結束時間已經過去了')).toBeTruthy();
  });

  it('checks the pause form before sending', async () => {
    const api = await open();
    fireEvent.change(screen.getByLabelText('開始時間'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('開始時間（分）'), { target: { value: '00' } });
    fireEvent.change(screen.getByLabelText('結束時間'), { target: { value: '09' } });
    fireEvent.change(screen.getByLabelText('結束時間（分）'), { target: { value: '00' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '新增暫停接案' }));
    });
    expect(screen.getByText('結束時間必須晚於開始時間')).toBeTruthy();
    expect(api.calls.some((c) => c.url === '/api/suspension_events/add.json')).toBe(false);
  });
});
