// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuoteRequestResponse } from '../../domain/requests/quote-request.types';
import { BlockUserButton } from '../features/blocking/block-user-button';
import { ProjectActions } from '../features/projects/project-actions';
import { DeleteTab } from '../features/settings/delete-tab';
import { PasswordTab } from '../features/settings/password-tab';
import { createAppStore } from '../store';
import { fakeFetch, me, preloaded } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { StatusModalHost } from './status-modal-host';

afterEach(cleanup);

const success = (payload: object = {}): [number, unknown] => [200, { status: 'Success', ...payload }];

function mount(ui: React.ReactNode, table: Record<string, [number, unknown]>, { path = '/' } = {}) {
  const api = fakeFetch(table);
  const store = createAppStore(preloaded({ user: { me } }), { fetchFn: api.fn, proMode: false });
  renderWithApp(
    <>
      {ui}
      <StatusModalHost />
    </>,
    { store, path },
  );
  return { api, store };
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const location = () => screen.getByTestId('location').textContent;

describe('the status modal for the results of actions', () => {
  it('confirms a changed password in the status modal, with the other devices signed out, and clears the form', async () => {
    const { api } = mount(<PasswordTab />, { '/api/users/change_password.json': success() });
    fireEvent.change(screen.getByLabelText('目前的密碼'), { target: { value: 'oldpass123' } });
    fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: 'newpass456' } });
    fireEvent.change(screen.getByLabelText('再輸入一次新密碼'), { target: { value: 'newpass456' } });
    await click(screen.getByRole('button', { name: '更新密碼' }));
    expect(api.calls.map((c) => c.url)).toEqual(['/api/users/change_password.json']);
    const dialog = screen.getByRole('dialog', { name: '密碼已更新' });
    expect(within(dialog).getByRole('status').textContent).toContain('其他裝置上的登入都已登出');
    expect((screen.getByLabelText('目前的密碼') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a wrong current password next to its field, with no status modal', async () => {
    mount(<PasswordTab />, {
      '/api/users/change_password.json': [400, { status: 'Error', error: 'wrong password', message: '密碼錯誤', fields: [] }],
    });
    fireEvent.change(screen.getByLabelText('目前的密碼'), { target: { value: 'oldpass123' } });
    fireEvent.change(screen.getByLabelText('新密碼'), { target: { value: 'newpass456' } });
    fireEvent.change(screen.getByLabelText('再輸入一次新密碼'), { target: { value: 'newpass456' } });
    await click(screen.getByRole('button', { name: '更新密碼' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells a person whose account was deleted, on the home page, signed out', async () => {
    const { store } = mount(<DeleteTab />, { '/api/users/delete.json': success() }, { path: '/dashboard/settings/delete' });
    fireEvent.click(screen.getByRole('button', { name: '刪除我的帳號' }));
    fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'secret123' } });
    await click(screen.getByRole('button', { name: '永久刪除' }));
    expect(location()).toBe('/');
    expect(store.getState().user.info).toBeNull();
    const dialog = screen.getByRole('dialog', { name: '帳號已刪除' });
    expect(dialog.textContent).toContain('所有裝置都已登出');
  });

  it('says what blocking a member does and offers the block list', async () => {
    const { api } = mount(<BlockUserButton target={{ blocked_user_id: 55 }} name="陳志明" userId={55} />, {
      '/api/blocked_users/add.json': success({ blocked_user: { blocked_user_id: 55 } }),
    });
    fireEvent.click(screen.getByRole('button', { name: '封鎖此會員' }));
    await click(screen.getByRole('button', { name: '確定封鎖' }));
    expect(JSON.parse(String(api.calls[0]?.init?.body))).toEqual({ blocked_user_id: 55 });
    const dialog = screen.getByRole('dialog', { name: '已封鎖 陳志明' });
    expect(dialog.textContent).toContain('無法再互傳訊息');
    await click(within(dialog).getByRole('button', { name: '查看封鎖名單' }));
    expect(location()).toBe('/dashboard/settings/blocked_users');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const request = { id: 12, is_closed: 0, is_archived: 0, stage: null, QuoteBid: [], activities: [] } as unknown as QuoteRequestResponse;

  it('confirms a closed request in the status modal and offers to look for another service', async () => {
    const { api } = mount(<ProjectActions request={request} />, {
      '/api/quote_requests/change_status/close/12.json': success({ quote_request: { ...request, is_closed: 1 } }),
    });
    fireEvent.click(screen.getByRole('button', { name: '關閉需求' }));
    await click(screen.getByRole('button', { name: '確定關閉' }));
    expect(api.calls.map((c) => c.url)).toEqual(['/api/quote_requests/change_status/close/12.json']);
    const dialog = screen.getByRole('dialog', { name: '需求已關閉' });
    expect(dialog.textContent).toContain('專家不會再對這份需求報價');
    await click(within(dialog).getByRole('button', { name: '找其他服務' }));
    expect(location()).toBe('/');
  });

  it('archives with a toast only: tidying the list needs no acknowledgement', async () => {
    const { store } = mount(<ProjectActions request={{ ...request, is_closed: 1 } as QuoteRequestResponse} />, {
      '/api/quote_requests/change_status/archive/12.json': success({ quote_request: { ...request, is_archived: 1 } }),
    });
    fireEvent.click(screen.getByRole('button', { name: '封存' }));
    await click(screen.getByRole('button', { name: '確定封存' }));
    expect(store.getState().ui.statusModal).toBeNull();
    expect(store.getState().ui.toasts.map((t) => t.messageKey)).toEqual(['projects>toast>archived']);
  });
});
