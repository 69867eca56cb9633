// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpsUserTabRow, OpsUserView } from './api/users';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

function view(extra: Partial<OpsUserView['user']> = {}): OpsUserView {
  return {
    user: {
      id: 41,
      username: 'ming_41',
      full_name: '王小明',
      first_name: '小明',
      last_name: '王',
      email: 'ming41@example.com',
      phone: '+886912345678',
      signup_role: 'pro',
      is_activated: false,
      is_phone_confirmed: true,
      created: '2026-11-01T02:00:00.000Z',
      deleted_at: null,
      address: null,
      activated_at: null,
      onboard_state: 0,
      partner_channel: null,
      has_password: true,
      password_changed_at: null,
      social_providers: ['google'],
      modified: '2026-11-02T02:00:00.000Z',
      ...extra,
    },
    wallet: { balance: 1200 },
    counts: { requests: 1, bids: 3, services: 1, payments: 2, live_sessions: 2, blocks: 0 },
  };
}

const session = (id: number, live: boolean): OpsUserTabRow<'sessions'> => ({
  id,
  browser: 'Safari',
  device: 'iPhone',
  user_agent: 'Mozilla/5.0',
  device_id: null,
  created: '2026-11-20T01:00:00.000Z',
  last_seen: '2026-11-27T01:00:00.000Z',
  expires_at: '2026-12-20T01:00:00.000Z',
  revoked_at: live ? null : '2026-11-21T01:00:00.000Z',
  live,
});

const tabPage = (rows: object[], page = 1, total = 1) => ok({ rows, page, total_pages: total, count: rows.length });
const request = { id: 7, category: '冷氣安裝', city: '臺北市', created: '2026-11-10T04:00:00.000Z', is_closed: false, is_archived: false, bids: 2 };
const BASE = {
  'GET /ops/users/view/41.json': ok(view()),
  'GET /ops/users/requests/41.json?page=1': tabPage([request]),
  'GET /ops/users/sessions/41.json?page=1': tabPage([session(9, true), session(8, false)]),
};
const as = (role: 'support' | 'finance' | 'trust_safety') => ({ 'GET /ops/me.json': signedIn({ role }) });

const press = async (name: string, role: 'button' | 'tab' = 'button') => {
  await act(async () => {
    fireEvent.click(screen.getByRole(role, { name }));
  });
};

describe('one user in the console', () => {
  it('shows the key facts and the first list, and loads another list only when its tab opens', async () => {
    const { api } = await renderOps('/ops/users/41', { ...as('support'), ...BASE });
    expect(await screen.findByRole('heading', { level: 1, name: '王小明（#41）' })).toBeTruthy();
    expect(screen.getByText('ming41@example.com')).toBeTruthy();
    expect(screen.getByText('+886912345678')).toBeTruthy();
    expect(screen.getByText('Email 未驗證 / 手機 已驗證')).toBeTruthy();
    expect(screen.getByText('NT$1,200')).toBeTruthy();
    expect(screen.getByText('需求 1・報價 3・服務 1・購買 2・登入中裝置 2・封鎖 0')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('冷氣安裝')).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('GET /ops/users/sessions/'))).toBe(false);

    await press('登入裝置', 'tab');
    expect(await within(panel).findByText('已登出（2026-11-21 09:00）')).toBeTruthy();
    expect(within(panel).getByText('登入中')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '登入裝置' }).getAttribute('aria-selected')).toBe('true');
  });

  it('moves between tabs with the arrow keys', async () => {
    await renderOps('/ops/users/41', { ...as('support'), ...BASE, 'GET /ops/users/bids/41.json?page=1': tabPage([]) });
    const first = await screen.findByRole('tab', { name: '需求' });
    await act(async () => {
      fireEvent.keyDown(first, { key: 'ArrowRight' });
    });
    expect(screen.getByRole('tab', { name: '報價' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('沒有資料')).toBeTruthy();
  });

  it('confirms an action with an optional reason before sending it, then reads the user again', async () => {
    const SEND = 'POST /ops/users/end_sessions/41.json';
    const { api } = await renderOps('/ops/users/41', { ...as('support'), ...BASE, [SEND]: ok({ user_id: 41, ended: 2 }) });
    await screen.findByRole('heading', { level: 1, name: '王小明（#41）' });
    await press('登出所有裝置');
    const dialog = screen.getByRole('dialog', { name: '登出所有裝置' });
    expect(within(dialog).getByText('使用者 #41 所有登入中的裝置都會立即登出。')).toBeTruthy();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因（選填）'), { target: { value: '帳號疑似被盜用' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    });
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([{ reason: '帳號疑似被盜用' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('已登出 2 個裝置。')).toBeTruthy();
    expect(api.calls.filter((c) => c.key === 'GET /ops/users/view/41.json')).toHaveLength(2);
  });

  it('cancels without sending, and keeps a refusal in the dialog', async () => {
    const SEND = 'POST /ops/users/resend_verification/41.json';
    const { api } = await renderOps('/ops/users/41', { ...as('support'), ...BASE, [SEND]: failed(409, '這位使用者的 Email 已經驗證完成。') });
    await screen.findByRole('heading', { level: 1, name: '王小明（#41）' });
    await press('重寄 Email 驗證信');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);

    await press('重寄 Email 驗證信');
    expect(screen.getByText('將寄送新的驗證連結到 ming41@example.com。')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認' }));
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('這位使用者的 Email 已經驗證完成。');
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([{}]);
  });

  it('ends one live session from its row', async () => {
    const SEND = 'POST /ops/users/end_session/9.json';
    const { api } = await renderOps('/ops/users/41', { ...as('support'), ...BASE, [SEND]: ok({ session_id: 9, user_id: 41 }) });
    await screen.findByRole('heading', { level: 1, name: '王小明（#41）' });
    await press('登入裝置', 'tab');
    await screen.findByText('登入中');
    expect(screen.queryByRole('button', { name: '登出裝置 #8' })).toBeNull();
    await press('登出裝置 #9');
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '確認' }));
    });
    expect(api.calls.filter((c) => c.key === SEND)).toHaveLength(1);
    expect(await screen.findByText('已登出裝置 #9。')).toBeTruthy();
  });

  it('shows no actions to a role without manage_users, and no resend for a verified address', async () => {
    await renderOps('/ops/users/41', { ...as('finance'), ...BASE });
    await screen.findByRole('heading', { level: 1, name: '王小明（#41）' });
    expect(screen.queryByRole('heading', { name: '客服操作' })).toBeNull();
    expect(screen.queryByRole('button', { name: '登出所有裝置' })).toBeNull();
    cleanup();
    await renderOps('/ops/users/41', { ...as('support'), ...BASE, 'GET /ops/users/view/41.json': ok(view({ is_activated: true })) });
    await screen.findByRole('heading', { name: '客服操作' });
    expect(screen.getByRole('button', { name: '解除登入與驗證碼限制' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重寄 Email 驗證信' })).toBeNull();
  });

  it('shows trust & safety the moderation panel with the standing, and no one without moderate_users', async () => {
    const standing = { user_id: 41, username: 'ming41', full_name: '王小明', standing: 'active', standing_until: null, sanctions: [] };
    await renderOps('/ops/users/41', { ...as('trust_safety'), ...BASE, 'GET /ops/users/standing/41.json': ok({ user: standing }) });
    expect(await screen.findByText('目前狀態：正常')).toBeTruthy();
    expect(screen.getByLabelText('處分')).toBeTruthy();
    cleanup();
    const { api } = await renderOps('/ops/users/41', { ...as('support'), ...BASE });
    expect(await screen.findByRole('heading', { level: 1, name: '王小明（#41）' })).toBeTruthy();
    expect(screen.queryByLabelText('處分')).toBeNull();
    expect(api.calls.some((c) => c.key.startsWith('GET /ops/users/standing/'))).toBe(false);
  });

  it('lets trust & safety hide one of the user’s messages from the messages tab, with a required reason from a template', async () => {
    const SEND = 'POST /ops/messages/hide/501.json';
    const message = (hidden: boolean): OpsUserTabRow<'messages'> => ({
      id: 501,
      quote_bid_id: 77,
      recipient_id: 52,
      recipient_username: 'lin_52',
      recipient_full_name: '林淑芬',
      body: '加我 LINE 私下交易',
      attachments: 0,
      created: '2026-11-25T02:00:00.000Z',
      is_hidden: hidden,
      hidden_at: hidden ? '2026-11-26T02:00:00.000Z' : null,
      hidden_reason: hidden ? '訊息引導對方私下交易或到平台外聯繫。' : null,
    });
    const standing = { user_id: 41, username: 'ming41', full_name: '王小明', standing: 'active', standing_until: null, sanctions: [] };
    const { api } = await renderOps('/ops/users/41', {
      ...as('trust_safety'),
      ...BASE,
      'GET /ops/users/standing/41.json': ok({ user: standing }),
      'GET /ops/users/messages/41.json?page=1': tabPage([message(false)]),
      [SEND]: ok({ id: 501, is_hidden: true }),
    });
    await screen.findByRole('heading', { level: 1, name: '王小明（#41）' });
    await press('訊息', 'tab');
    expect(await screen.findByText('加我 LINE 私下交易')).toBeTruthy();
    await press('隱藏訊息 #501');
    const dialog = screen.getByRole('dialog', { name: '隱藏訊息 #501' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    });
    expect(within(dialog).getByRole('alert').textContent).toBe('原因：請填寫 2 到 500 字。');
    expect(api.calls.some((c) => c.key === SEND)).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因範本'), { target: { value: 'off_platform' } });
    expect((within(dialog).getByLabelText('原因') as HTMLTextAreaElement).value).toBe('訊息引導對方私下交易或到平台外聯繫。');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '確認' }));
    });
    expect(api.calls.filter((c) => c.key === SEND).map((c) => c.body)).toEqual([{ reason: '訊息引導對方私下交易或到平台外聯繫。' }]);
    expect(await screen.findByText('已隱藏訊息 #501。')).toBeTruthy();
    cleanup();
    await renderOps('/ops/users/41', { ...as('support'), ...BASE, 'GET /ops/users/messages/41.json?page=1': tabPage([message(true)]) });
    await screen.findByRole('heading', { level: 1, name: '王小明（#41）' });
    await press('訊息', 'tab');
    expect(await screen.findByText('已隱藏：訊息引導對方私下交易或到平台外聯繫。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消隱藏訊息 #501' })).toBeNull();
  });

  it('says so for an unknown user', async () => {
    await renderOps('/ops/users/404', { ...as('support'), 'GET /ops/users/view/404.json': failed(404, '找不到這位使用者。') });
    expect(await screen.findByRole('heading', { name: '找不到這位使用者' })).toBeTruthy();
    cleanup();
    await renderOps('/ops/users/abc', { ...as('support') });
    expect(await screen.findByRole('heading', { name: '找不到這位使用者' })).toBeTruthy();
  });
});
