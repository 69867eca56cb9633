// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteView } from '../../routes/route-view';
import { createAppStore } from '../../store';
import { me, preloaded } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import type { SignedInSession } from './api/sessions';
import { type Answer, fakeApi as fakeTable, type Handler } from '../../test/fake-api';

afterEach(() => cleanup());


/** A fetch answering by method and path (with the /api prefix). */
const fakeApi = (table: Record<string, Handler>) => fakeTable(table, (method, url) => `${method} ${url}`);
const ok = (payload: object = {}): Answer => [200, { status: 'Success', ...payload }];
const WAIT = { timeout: 10_000 };

const sessions: SignedInSession[] = [
  { id: 11, browser: 'Chrome', device: 'Windows', created: '2026-11-20 01:00:00', last_seen: '2026-11-26 03:00:00', current: true },
  { id: 7, browser: 'Safari', device: 'iPhone', created: '2026-11-01 01:00:00', last_seen: '2026-11-25 12:30:00', current: false },
];

async function render(path: string, table: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({ 'GET /api/user/me/type:brief.json': ok({ info: me.info }), ...table });
  // An account whose password state is not known yet is asked for its password.
  const state = preloaded({ user: { me } });
  const store = createAppStore(state, { fetchFn: api.fn });
  renderWithApp(<RouteView initialStatus={200} />, { store, path });
  await act(async () => {});
  return api;
}

describe('signed-in devices in the settings', () => {
  it('lists each device with its browser and last use at UTC+8, marks this one, and signs another out', async () => {
    const api = await render('/dashboard/settings/sessions', {
      'GET /api/users/sessions.json': ok({ sessions }),
      'POST /api/users/sessions/revoke/7.json': ok({ current: false }),
    });
    const list = await screen.findByRole('list', { name: '已登入的裝置' }, WAIT);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Chrome · Windows');
    expect(items[0]!.textContent).toContain('目前這個裝置');
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]!.textContent).toContain('Safari · iPhone');
    expect(items[1]!.textContent).toContain('最近使用：2026-11-25 20:30');
    fireEvent.click(within(items[1]!).getByRole('button', { name: '登出這個裝置' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), WAIT);
    expect(api.calls.map((c) => c.key)).toContain('POST /api/users/sessions/revoke/7.json');
  });
});

describe('re-confirming before a sensitive change', () => {
  it('asks for the password in a dialog when the server wants a fresh proof, then retries the change', async () => {
    let asked = 0;
    const api = await render('/dashboard/email_change', {
      'POST /api/new/v1/users/edit_email': () => {
        asked += 1;
        return asked === 1 ? [409, { status: 'Error', error: 'reauth required', message: '為了保護您的帳號，請先再次確認身分（輸入密碼或驗證碼）。' }] : ok({ hash: 'h1' });
      },
      'POST /api/users/reauth.json': ok(),
    });
    fireEvent.change(await screen.findByLabelText(/新的/, undefined, WAIT), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '傳送驗證碼' }));
    const dialog = await screen.findByRole('dialog', { name: '請再次確認身分' }, WAIT);
    fireEvent.change(within(dialog).getByLabelText('目前的密碼'), { target: { value: 'abcdefg1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(asked).toBe(2), WAIT);
    expect(api.calls.find((c) => c.key === 'POST /api/users/reauth.json')?.body).toEqual({ password: 'abcdefg1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });
});
