// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GreserveEventResponse, GreserveServiceResponse } from '../../../domain/reserve/greserve.contract';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { fakeFetch, me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';

afterEach(cleanup);

const notReady: GreserveServiceResponse = {
  quote_service_id: 3,
  title: '志明抓漏',
  state: 0,
  launched_on: null,
  unlaunched_on: null,
  has_address: 1,
  has_hours: 0,
  has_reservable_offer: 1,
  is_public: 1,
  live_booking_count: 0,
};
const launched: GreserveServiceResponse = { ...notReady, quote_service_id: 4, title: '志明清潔', state: 1, has_hours: 1, launched_on: '2099-11-01 01:00:00', live_booking_count: 1 };
const booking: GreserveEventResponse = {
  id: 9,
  greserve_item_id: 2,
  quote_service_id: 4,
  begin_time: '2099-12-01 01:00:00',
  end_time: '2099-12-01 04:00:00',
  consumer_name: '林小美',
  consumer_phone: '+886922333444',
  email: 'mei@example.com',
  device_id: 'g-1',
  note: '請準時',
  service_title: '志明清潔',
  pro_name: '陳志明',
  role: 'pro',
  is_cancelled: 0,
  cancelled_on: null,
  cancelled_by: null,
  cancel_reason: '',
  can_cancel: 1,
  created: '2099-11-20 01:00:00',
};

async function open(table: Record<string, [number, unknown]>) {
  const api = fakeFetch({ '/api/user/me/type:brief.json': [200, { status: 'Success', info: me.info }], ...table });
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: true });
  renderWithApp(<RouteView initialStatus={200} />, { store, path: '/dashboard/google-reserve' });
  await act(async () => {});
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return api;
}

describe('the google-reserve screen', () => {
  it('shows each service’s state and what launching still needs', async () => {
    await open({ '/api/new/v1/greserve_items/index.json': [200, { status: 'Success', greserve_items: [notReady, launched] }] });
    const first = await screen.findByRole('region', { name: '志明抓漏' });
    expect(first.textContent).toContain('未上架');
    expect(first.textContent).toContain('設定營業時間');
    expect(screen.getByRole('region', { name: '志明清潔' }).textContent).toContain('已上架');
  });

  it('lists a service’s bookings and cancels one with a reason', async () => {
    const cancelled = { ...booking, is_cancelled: 1, cancelled_by: 'merchant', cancel_reason: '師傅生病', can_cancel: 0 };
    const api = await open({
      '/api/new/v1/greserve_items/index.json': [200, { status: 'Success', greserve_items: [launched] }],
      '/api/new/v1/greserve_events/index/4.json': [200, { status: 'Success', greserve_events: [booking] }],
      '/api/new/v1/greserve_events/cancel/9.json': [200, { status: 'Success', greserve_event: cancelled }],
    });
    fireEvent.click(await screen.findByRole('button', { name: '查看預約' }));
    expect((await screen.findByText('林小美')).textContent).toBe('林小美');
    fireEvent.click(screen.getByRole('button', { name: '取消這筆預約' }));
    fireEvent.click(screen.getByRole('button', { name: '確定取消' }));
    expect(await screen.findByText('取消原因：請填寫取消原因')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: '師傅生病' } });
    fireEvent.click(screen.getByRole('button', { name: '確定取消' }));
    expect(await screen.findByText('您已取消')).toBeTruthy();
    const call = api.calls.find((c) => c.url.endsWith('/cancel/9.json'));
    expect(String(call?.init?.body)).toContain('師傅生病');
  });
});
