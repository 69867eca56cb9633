// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServiceReserve } from '../../../domain/calendar';
import type { HiredJobResponse } from '../../../domain/requests/quote-request.types';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeFetch, hiredJob, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

const reserve: ServiceReserve = {
  id: 41,
  quote_bid_id: 56,
  quote_service_id: 3,
  begin_time: '2099-12-01 01:00:00',
  end_time: '2099-12-01 04:00:00',
  date: '2099-12-01',
  note: '請先來電',
  service_title: '志明抓漏',
  pro_name: '陳志明',
  consumer_name: '王小明',
  role: 'consumer',
  is_cancelled: 0,
  cancelled_on: null,
  cancelled_by_me: 0,
  can_cancel: 1,
  created: '2099-11-20 01:00:00',
};
const NO_HIRES: Record<string, [number, unknown]> = { '/api/service_reserves/hires.json': [200, { status: 'Success', hires: [] }] };
const past: ServiceReserve = { ...reserve, id: 40, begin_time: '2020-01-02 01:00:00', end_time: '2020-01-02 04:00:00', date: '2020-01-02', can_cancel: 0 };

async function open(path: string, table: Record<string, [number, unknown]>) {
  const api = fakeFetch({ '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }], ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  // the screen is loaded on demand; its title shows once it is there
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return api;
}

describe('the bookings screens', () => {
  it('lists upcoming bookings apart from earlier ones, in Taipei time', async () => {
    await open('/dashboard/appointment', { '/api/service_reserves/index.json': [200, { status: 'Success', service_reserves: [reserve, past] }], ...NO_HIRES });
    expect((await screen.findByRole('region', { name: '即將到來' })).textContent).toContain('2099年12月1日（二）09:00–12:00');
    expect(screen.getByRole('region', { name: '過去與已取消' }).textContent).toContain('已結束');
  });

  it('shows an empty state when there are none', async () => {
    await open('/dashboard/appointment', { '/api/service_reserves/index.json': [200, { status: 'Success', service_reserves: [] }], ...NO_HIRES });
    expect(await screen.findByRole('heading', { name: '還沒有任何預約' })).toBeTruthy();
  });

  it('lists the hired jobs with their agreed date, time and address', async () => {
    const hire = hiredJob({ address: '復興南路一段 100 巷 5 號', place: '臺北市大安區', contact: { full_name: '陳志明', phone: '0933-776-264', email: null } });
    await open('/dashboard/appointment', { '/api/service_reserves/index.json': [200, { status: 'Success', service_reserves: [] }], '/api/service_reserves/hires.json': [200, { status: 'Success', hires: [hire] }] });
    const region = await screen.findByRole('region', { name: '雇用的工作' });
    expect(region.textContent).toContain('2099年12月5日（六） 14:00');
    expect(region.textContent).toContain('冷氣清潔・陳志明');
    expect(region.textContent).toContain('臺北市大安區 復興南路一段 100 巷 5 號');
    expect(screen.queryByRole('heading', { name: '還沒有任何預約' })).toBeNull();
  });

  it('shows the consumer’s hires on a month calendar, each opening its request, and the stage of every hire', async () => {
    const base = hiredJob();
    const second: HiredJobResponse = { ...base, quote_bid_id: 57, quote_request_id: 13, hired_on: '2099-12-20 02:00:00', contact: { full_name: '林大同', phone: null, email: null } };
    const asPro: HiredJobResponse = { ...base, quote_bid_id: 58, quote_request_id: 14, role: 'pro', is_completed: 1, is_reviewed: 1, contact: { full_name: '王小明', phone: null, email: null } };
    await open('/dashboard/appointment', {
      '/api/service_reserves/index.json': [200, { status: 'Success', service_reserves: [] }],
      '/api/service_reserves/hires.json': [200, { status: 'Success', hires: [base, second, asPro] }],
    });
    const calendar = await screen.findByRole('region', { name: '預約月曆' });
    // It opens on the month of the next appointment; only the consumer's own hires are on it.
    expect(calendar.textContent).toContain('2099年12月');
    const items = () => [...calendar.querySelectorAll('[data-calendar-bid]')].map((el) => el.getAttribute('data-calendar-bid'));
    expect(items()).toEqual(['56', '57']);
    const link = calendar.querySelector<HTMLAnchorElement>('[data-calendar-bid="56"] a[href^="/dashboard"]');
    expect(link?.getAttribute('href')).toBe('/dashboard/projects/quotelist/12');
    expect(link?.textContent).toContain('2099年12月5日（六） 14:00');
    expect(link?.textContent).toContain('冷氣清潔・陳志明');
    expect(calendar.querySelector('[data-calendar-bid="56"] a[download]')?.getAttribute('href')).toMatch(/^data:text\/calendar/);
    // A marked day picks that day's appointments.
    fireEvent.click(screen.getByRole('button', { name: '12月20日，1 筆預約' }));
    expect(items()).toEqual(['57']);
    fireEvent.click(screen.getByRole('button', { name: '顯示整個月的預約' }));
    expect(items()).toEqual(['56', '57']);
    fireEvent.click(screen.getByRole('button', { name: '下個月' }));
    expect(calendar.textContent).toContain('2100年1月');
    expect(calendar.textContent).toContain('這個月沒有預約。');
    // The list of hires names each one's stage.
    const list = screen.getByRole('region', { name: '雇用的工作' });
    expect(list.querySelector('[data-hire-bid="58"]')?.textContent).toContain('已評價');
    expect(list.querySelector('[data-hire-bid="56"]')?.textContent).toContain('已雇用');
  });

  it('cancels a booking only after the confirmation', async () => {
    const api = await open('/dashboard/appointment/41', {
      '/api/service_reserves/41.json': [200, { status: 'Success', service_reserve: reserve }],
      '/api/service_reserves/cancel/41.json': [200, { status: 'Success', service_reserve: { ...reserve, is_cancelled: 1, cancelled_by_me: 1, can_cancel: 0 } }],
    });
    expect(await screen.findByText('請先來電')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取消預約' }));
    expect(api.calls.some((c) => c.url.includes('/cancel/'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '保留預約' }));
    fireEvent.click(screen.getByRole('button', { name: '取消預約' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確定取消' }));
    });
    expect(api.calls.filter((c) => c.url.includes('/cancel/'))).toHaveLength(1);
    expect(screen.getByText('您已取消')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消預約' })).toBeNull();
  });

  it('says when the booking is not there', async () => {
    await open('/dashboard/appointment/99', { '/api/service_reserves/99.json': [404, { status: 'Error', error: 'not found', message: '找不到這筆預約。' }] });
    expect(await screen.findByRole('heading', { name: '找不到這筆預約' })).toBeTruthy();
  });
});
