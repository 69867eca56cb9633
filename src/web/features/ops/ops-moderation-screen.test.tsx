// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserStandingView } from '../../../domain/ops/moderation.contract';
import { taipeiLocalToUtc } from './ops-moderation-rules';
import { failed, ok, renderOps, signedIn } from './ops-test-support';

afterEach(cleanup);

const standing = (extra: Partial<UserStandingView> = {}): UserStandingView => ({
  user_id: 41,
  username: 'ming41',
  full_name: '王小明',
  standing: 'active',
  standing_until: null,
  sanctions: [],
  ...extra,
});

const VIEW = 'GET /ops/users/standing/41.json';

async function choose(kind: string, reason: string, until?: string) {
  fireEvent.change(await screen.findByLabelText('處分'), { target: { value: kind } });
  if (until !== undefined) fireEvent.change(screen.getByLabelText('停權至（台灣時間）'), { target: { value: until } });
  fireEvent.change(screen.getByLabelText('原因'), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: '下一步：確認' }));
}

describe('the moderation panel', () => {
  it('suspends until a Taipei time, said in words before sending, and shows the new standing', async () => {
    const suspended = standing({
      standing: 'suspended',
      standing_until: '2026-12-01 04:00:00',
      sanctions: [{ id: 1, kind: 'suspend', until: '2026-12-01 04:00:00', reason: '多次騷擾', operator_name: 'Mei Lin', created: '2026-11-27 04:00:00' }],
    });
    const { api } = await renderOps('/ops/moderation/41', {
      'GET /ops/me.json': signedIn({ role: 'trust_safety' }),
      [VIEW]: ok({ user: standing() }),
      'POST /ops/users/suspend/41.json': ok({ user: suspended }),
    });
    expect(await screen.findByText('目前狀態：正常')).toBeTruthy();
    await choose('suspend', '多次騷擾', '2026-12-01T12:00');
    expect(screen.getByText(/將停權使用者 #41 至 2026-12-01 12:00/)).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    });
    expect(api.calls.filter((c) => c.key === 'POST /ops/users/suspend/41.json').map((c) => c.body)).toEqual([{ reason: '多次騷擾', until: '2026-12-01 04:00:00' }]);
    expect(screen.getByText('目前狀態：停權至 2026-12-01 12:00')).toBeTruthy();
    expect(screen.getByText('已停權。')).toBeTruthy();
    expect(screen.getByText(/多次騷擾/, { selector: 'li' })).toBeTruthy();
  });

  it('offers only what the transition allows: trust_safety cannot lift a ban', async () => {
    await renderOps('/ops/moderation/41', { 'GET /ops/me.json': signedIn({ role: 'trust_safety' }), [VIEW]: ok({ user: standing({ standing: 'banned' }) }) });
    expect(await screen.findByText('目前狀態：已永久停用')).toBeTruthy();
    expect(screen.getByText('您的角色目前無法變更這個帳號的狀態。')).toBeTruthy();
  });

  it('lets an admin reinstate a banned user, and shows a refusal from the server', async () => {
    await renderOps('/ops/moderation/41', {
      'GET /ops/me.json': signedIn({ role: 'admin' }),
      [VIEW]: ok({ user: standing({ standing: 'banned' }) }),
      'POST /ops/users/reinstate/41.json': failed(409, '只有管理員可以恢復被永久停用的帳號。', 'action not allowed'),
    });
    await choose('reinstate', '申訴成立');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '確認送出' }));
    });
    expect(screen.getByText('只有管理員可以恢復被永久停用的帳號。')).toBeTruthy();
  });

  it('asks for a reason before anything is sent', async () => {
    const { api } = await renderOps('/ops/moderation/41', { 'GET /ops/me.json': signedIn({ role: 'trust_safety' }), [VIEW]: ok({ user: standing() }) });
    await choose('warn', 'x');
    expect(screen.getByText('原因：請填寫 2 到 500 字。')).toBeTruthy();
    expect(api.calls.some((c) => c.key.startsWith('POST'))).toBe(false);
  });

  it('is refused to a role without the permission', async () => {
    await renderOps('/ops/moderation/41', { 'GET /ops/me.json': signedIn({ role: 'finance' }), [VIEW]: ok({ user: standing() }) });
    expect(await screen.findByText('您的角色無法使用這個功能')).toBeTruthy();
  });

  it('turns a Taipei wall time into the API UTC time', () => {
    expect(taipeiLocalToUtc('2026-12-01T08:30')).toBe('2026-12-01 00:30:00');
    expect(taipeiLocalToUtc('2026-12-01')).toBeUndefined();
  });
});
